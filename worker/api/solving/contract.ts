/**
 * The solving group's entries in the route table: solve, check, hint and rate a puzzle sent in
 * the body. The catalogues of the algorithms and techniques they use are the service group's.
 */
import { GUESS_SCORE } from '../../../shared/index.ts';
import type { ProblemCode } from '../../http/problem.ts';
import { route } from '../../http/route-spec.ts';
import { LOGIC_CAP_TEXT } from '../budgets.ts';
import {
  CheckRequestSchema,
  CheckResponseSchema,
  HintRequestSchema,
  HintResponseSchema,
  RateRequestSchema,
  RateResponseSchema,
  SolveRequestSchema,
  SolveResponseSchema,
} from './schemas.ts';

/** What solve and check can answer besides 200: a broken or unsolvable board is a 200 with its status. */
const BOARD_PROBLEMS: readonly ProblemCode[] = [
  'invalid_request',
  'invalid_puzzle',
  'invalid_size',
  'invalid_options',
  'budget_exceeded',
  'rate_limited',
];

/** What hint and rate can answer besides 200: they reason only from sound givens with one solution. */
const REASONING_PROBLEMS: readonly ProblemCode[] = [
  'invalid_request',
  'invalid_puzzle',
  'invalid_size',
  'invalid_options',
  'conflicting_givens',
  'multiple_solutions',
  'unsolvable',
  'budget_exceeded',
  'rate_limited',
];

export const SOLVING_ROUTES = {
  solve: route({
    method: 'post',
    path: '/api/v1/solve',
    operationId: 'solve',
    tag: 'Solving',
    summary: 'Solve a puzzle',
    description:
      'Solves with the production solver (`fast`, the default), counting solutions up to `limit` (default 2, which proves uniqueness), or with a teaching algorithm from the design documents chosen by `algorithm` (see /api/v1/algorithms; limit default 1), which also reports `steps` and `backtracks` and, with `trace: true`, a replayable trace of every cell written and erased (at most `traceLimit` entries; `truncated` says the cap was hit). The status says what was found: `solved` (one solution), `multiple` (several; the first is given), `unsolvable`, or `invalid` (givens that break the rules, listed in `conflicts`). With `arrows` it solves Arrow Sudoku (every algorithm honours them; a broken arrow is a conflict of kind `arrow`), with `cages` Killer Sudoku (every algorithm honours them; a cage with a repeated digit, or whose digits cannot make its sum, is a conflict of kind `cage`). Bad cages (overlapping, leaving cells uncovered, not in one piece, an impossible sum, off the board, a board other than 9x9) are a 400 `invalid_options` whose issue names the field, such as `["cages", 3, "cells", 1]`. Every search runs under the API\'s node budget (by board size, so that a search ends within about 100 ms of CPU); one that runs out is a 422 `budget_exceeded`. The solution comes as text like a puzzle (one character a cell), or as rows of numbers with `"format": "rows"`.',
    body: SolveRequestSchema,
    responses: {
      200: { description: 'What the solver found.', schema: SolveResponseSchema },
    },
    problems: BOARD_PROBLEMS,
  }),
  check: route({
    method: 'post',
    path: '/api/v1/check',
    operationId: 'check',
    tag: 'Solving',
    summary: 'Check a board',
    description:
      'Every conflict (a pair of cells with the same digit and the house they share; with `arrows`, also every arrow whose digits cannot add up, as a conflict of kind `arrow` listing the circle then the line; with `cages`, every digit repeated in a cage, as a pair of cells, and every cage whose digits cannot make its sum (full with another total, or no longer reachable), as a conflict of kind `cage` with digit 0, every cell of the cage and its `sum`), whether the board is complete and solved, and how many solutions it has: 0, 1, or 2 for several (counted under the same node budget as solve).',
    body: CheckRequestSchema,
    responses: {
      200: { description: 'The check.', schema: CheckResponseSchema },
    },
    problems: BOARD_PROBLEMS,
  }),
  hint: route({
    method: 'post',
    path: '/api/v1/hint',
    operationId: 'hint',
    tag: 'Solving',
    summary: 'The next hint',
    description: `What a player needs next. With \`entries\` (the player's board) and \`notes\`, first their mistakes (\`kind: mistakes\`: digits that are not the solution's, notes without the right digit; the right digits are not given away); otherwise the next logical step from their position (\`kind: step\`): the technique, the placements or eliminations, the cells, houses and candidates that justify it, and an explanation in English and Bahasa Indonesia at two levels (\`nudge\`, then \`full\`). When no technique applies, or the logic budget runs out first, one cell is revealed (\`kind: reveal\` with its \`reason\`); on a full board, \`kind: solved\`. With \`arrows\` it hints Arrow Sudoku (arrow sum bounds among the techniques), with \`cages\` Killer Sudoku (cage combinations, cage/house interactions and the 45 rule among them); givens that break a cage are a 422 \`conflicting_givens\` whose issues name each cage, its sum and its cells. The puzzle must have exactly one solution, proved under the same node budget as solve: a 422 \`multiple_solutions\`, \`unsolvable\`, \`conflicting_givens\` or \`budget_exceeded\` otherwise. The logic runs under \`budget\`, at most the API's cap (${LOGIC_CAP_TEXT}), so every hint ends within about 100 ms of CPU.`,
    body: HintRequestSchema,
    responses: {
      200: { description: 'The hint.', schema: HintResponseSchema },
    },
    problems: REASONING_PROBLEMS,
  }),
  rate: route({
    method: 'post',
    path: '/api/v1/rate',
    operationId: 'rate',
    tag: 'Solving',
    summary: 'Rate a puzzle',
    description: `How hard a puzzle is for a person, found by solving it with logic alone, easiest technique first (as HoDoKu and Sudoku Explainer do): the \`level\` of the hardest technique needed (\`expert\` when cells had to be guessed), a \`score\` adding up every step's technique score (and ${GUESS_SCORE} per guess), and the histogram of \`techniques\` used. With \`arrows\` it rates Arrow Sudoku, with \`cages\` Killer Sudoku. The puzzle must have exactly one solution, proved under the same node budget as solve: a 422 \`multiple_solutions\`, \`unsolvable\`, \`conflicting_givens\` or \`budget_exceeded\` otherwise. The logic runs under \`budget\`, at most the API's cap (${LOGIC_CAP_TEXT}), so every rating ends within about 100 ms of CPU; a puzzle that needs more is a 422 \`budget_exceeded\` (rate it with the engine locally).`,
    body: RateRequestSchema,
    responses: {
      200: { description: 'The rating.', schema: RateResponseSchema },
    },
    problems: REASONING_PROBLEMS,
  }),
} as const;
