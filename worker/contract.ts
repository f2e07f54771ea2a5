/**
 * The route table: every API route declared once, with its request schema (query or JSON body),
 * its response schemas and the problems it can answer with. The route modules validate with these
 * schemas and the OpenAPI document (openapi.ts) is built from them, so code and docs cannot drift.
 */
import type { ZodMiniObject } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { GUESS_SCORE } from '../shared/index.ts';
import { LOGIC_CAP_TEXT, MAX_BATCH } from './budgets.ts';
import type { ProblemCode } from './problem.ts';
import {
  AlgorithmsSchema,
  BatchQuerySchema,
  CheckRequestSchema,
  CheckResponseSchema,
  DailyPuzzleSchema,
  DailyQuerySchema,
  HealthSchema,
  HintRequestSchema,
  HintResponseSchema,
  PuzzleBatchSchema,
  PuzzleSchema,
  PuzzlesQuerySchema,
  RateRequestSchema,
  RateResponseSchema,
  SolveRequestSchema,
  SolveResponseSchema,
  TechniquesSchema,
} from './schemas.ts';

export interface ResponseSpec {
  readonly description: string;
  readonly schema?: $ZodType;
  /** Default application/json. */
  readonly mediaType?: string;
  /** Response headers worth documenting, name -> description. */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface RouteSpec {
  readonly method: 'get' | 'post';
  readonly path: `/api/${string}`;
  readonly operationId: string;
  readonly tag: string;
  readonly summary: string;
  readonly description: string;
  readonly query?: ZodMiniObject;
  readonly body?: $ZodType;
  readonly responses: Readonly<Record<number, ResponseSpec>>;
  /** Problems specific to this route; the generic ones (405, 413, 415, 500) are added for all. */
  readonly problems: readonly ProblemCode[];
}

const route = <const R extends RouteSpec>(spec: R): R => spec;

const CACHEABLE_HEADERS = {
  ETag: 'Strong validator; send it back in If-None-Match to get a 304.',
  'Cache-Control': 'How long the response may be reused.',
  'Content-Location': 'The canonical URL of this exact puzzle (with its seed).',
};

export const ROUTES = {
  puzzles: route({
    method: 'get',
    path: '/api/v1/puzzles',
    operationId: 'getPuzzle',
    tag: 'Puzzles',
    summary: 'A seeded puzzle',
    description:
      'Generates (or serves from cache) the puzzle for a seed, size, level and variant. The same parameters always give the same puzzle for an engine version, so seeded responses are immutable: cache them, and use If-None-Match. Without a seed the API picks a random one and returns it in the body and in Content-Location, so every puzzle can be fetched again; unseeded requests count against the per-client compute rate limit (429 `rate_limited`), seeded ones do not. `variant=arrow` gives an Arrow Sudoku (9x9 only; another size is a 400 `invalid_options` at `size`) with its `arrows`; send them back with the puzzle to solve, check or hint it. With `count` this URL answers as GET /api/v1/puzzles/batch with the same parameters (a batch, not one puzzle); typed clients call that path.',
    query: PuzzlesQuerySchema,
    responses: {
      200: { description: 'The puzzle.', schema: PuzzleSchema, headers: CACHEABLE_HEADERS },
      304: { description: 'Not modified: the ETag in If-None-Match still matches.' },
    },
    problems: ['invalid_request', 'invalid_options', 'generation_failed', 'rate_limited'],
  }),
  batch: route({
    method: 'get',
    path: '/api/v1/puzzles/batch',
    operationId: 'getPuzzleBatch',
    tag: 'Puzzles',
    summary: 'Several seeded puzzles',
    description: `\`count\` puzzles (1 to ${MAX_BATCH}) of one size, level and variant in one response, for a page of puzzles or a print edition. Puzzle i (from 1) has the seed \`<seed>-<i>\`, so each one is also \`GET /api/v1/puzzles?seed=<seed>-<i>\` with the same size, level and variant, byte for byte; without a seed the API picks the prefix and returns it. Each puzzle is cached on its own, under the same key as the single request, so a batch and single requests share their work. Costly kinds are capped lower, so that a batch stays within the API's CPU budget: a larger count is a 400 that names the cap. Rate limit: a batch counts one compute request per puzzle it has to generate (none for puzzles already cached), so an unseeded batch of 10 counts 10. \`GET /api/v1/puzzles?count=N\` answers the same.`,
    query: BatchQuerySchema,
    responses: {
      200: {
        description: 'The puzzles, in seed order.',
        schema: PuzzleBatchSchema,
        headers: {
          ...CACHEABLE_HEADERS,
          'Content-Location': 'The canonical URL of this exact batch (with its seed prefix).',
        },
      },
      304: { description: 'Not modified: the ETag in If-None-Match still matches.' },
    },
    problems: ['invalid_request', 'invalid_options', 'generation_failed', 'rate_limited'],
  }),
  daily: route({
    method: 'get',
    path: '/api/v1/daily',
    operationId: 'getDaily',
    tag: 'Puzzles',
    summary: 'The puzzle of the day',
    description:
      'The 9x9 puzzle of a UTC day (seed `daily:YYYY-MM-DD:LEVEL`). Without a date, today (UTC) is used and the response may be cached until the next UTC midnight; with a date the response is immutable.',
    query: DailyQuerySchema,
    responses: {
      200: {
        description: 'The puzzle of the day.',
        schema: DailyPuzzleSchema,
        headers: CACHEABLE_HEADERS,
      },
      304: { description: 'Not modified: the ETag in If-None-Match still matches.' },
    },
    problems: ['invalid_request', 'invalid_date', 'generation_failed'],
  }),
  solve: route({
    method: 'post',
    path: '/api/v1/solve',
    operationId: 'solve',
    tag: 'Solving',
    summary: 'Solve a puzzle',
    description:
      "Solves with the production solver (`fast`, the default), counting solutions up to `limit` (default 2, which proves uniqueness), or with a teaching algorithm from the design documents chosen by `algorithm` (see /api/v1/algorithms; limit default 1), which also reports `steps` and `backtracks` and, with `trace: true`, a replayable trace of every cell written and erased (at most `traceLimit` entries; `truncated` says the cap was hit). The status says what was found: `solved` (one solution), `multiple` (several; the first is given), `unsolvable`, or `invalid` (givens that break the rules, listed in `conflicts`). With `arrows` it solves Arrow Sudoku (every algorithm honours them; a broken arrow is a conflict of kind `arrow`). Every search runs under the API's node budget (by board size, so that a search ends within about 100 ms of CPU); one that runs out is a 422 `budget_exceeded`.",
    body: SolveRequestSchema,
    responses: {
      200: { description: 'What the solver found.', schema: SolveResponseSchema },
    },
    problems: [
      'invalid_request',
      'invalid_puzzle',
      'invalid_size',
      'budget_exceeded',
      'rate_limited',
    ],
  }),
  check: route({
    method: 'post',
    path: '/api/v1/check',
    operationId: 'check',
    tag: 'Solving',
    summary: 'Check a board',
    description:
      'Every conflict (a pair of cells with the same digit and the house they share; with `arrows`, also every arrow whose digits cannot add up, as a conflict of kind `arrow` listing the circle then the line), whether the board is complete and solved, and how many solutions it has: 0, 1, or 2 for several (counted under the same node budget as solve).',
    body: CheckRequestSchema,
    responses: {
      200: { description: 'The check.', schema: CheckResponseSchema },
    },
    problems: [
      'invalid_request',
      'invalid_puzzle',
      'invalid_size',
      'budget_exceeded',
      'rate_limited',
    ],
  }),
  hint: route({
    method: 'post',
    path: '/api/v1/hint',
    operationId: 'hint',
    tag: 'Solving',
    summary: 'The next hint',
    description: `What a player needs next. With \`entries\` (the player's board) and \`notes\`, first their mistakes (\`kind: mistakes\`: digits that are not the solution's, notes without the right digit; the right digits are not given away); otherwise the next logical step from their position (\`kind: step\`): the technique, the placements or eliminations, the cells, houses and candidates that justify it, and an explanation in English and Bahasa Indonesia at two levels (\`nudge\`, then \`full\`). When no technique applies, or the logic budget runs out first, one cell is revealed (\`kind: reveal\` with its \`reason\`); on a full board, \`kind: solved\`. With \`arrows\` it hints Arrow Sudoku (arrow sum bounds among the techniques). The puzzle must have exactly one solution, proved under the same node budget as solve: a 422 \`multiple_solutions\`, \`unsolvable\`, \`conflicting_givens\` or \`budget_exceeded\` otherwise. The logic runs under \`budget\`, at most the API's cap (${LOGIC_CAP_TEXT}), so every hint ends within about 100 ms of CPU.`,
    body: HintRequestSchema,
    responses: {
      200: { description: 'The hint.', schema: HintResponseSchema },
    },
    problems: [
      'invalid_request',
      'invalid_puzzle',
      'invalid_size',
      'invalid_options',
      'conflicting_givens',
      'multiple_solutions',
      'unsolvable',
      'budget_exceeded',
      'rate_limited',
    ],
  }),
  rate: route({
    method: 'post',
    path: '/api/v1/rate',
    operationId: 'rate',
    tag: 'Solving',
    summary: 'Rate a puzzle',
    description: `How hard a puzzle is for a person, found by solving it with logic alone, easiest technique first (as HoDoKu and Sudoku Explainer do): the \`level\` of the hardest technique needed (\`expert\` when cells had to be guessed), a \`score\` adding up every step's technique score (and ${GUESS_SCORE} per guess), and the histogram of \`techniques\` used. With \`arrows\` it rates Arrow Sudoku. The puzzle must have exactly one solution, proved under the same node budget as solve: a 422 \`multiple_solutions\`, \`unsolvable\`, \`conflicting_givens\` or \`budget_exceeded\` otherwise. The logic runs under \`budget\`, at most the API's cap (${LOGIC_CAP_TEXT}), so every rating ends within about 100 ms of CPU; a puzzle that needs more is a 422 \`budget_exceeded\` (rate it with the engine locally).`,
    body: RateRequestSchema,
    responses: {
      200: { description: 'The rating.', schema: RateResponseSchema },
    },
    problems: [
      'invalid_request',
      'invalid_puzzle',
      'invalid_size',
      'conflicting_givens',
      'multiple_solutions',
      'unsolvable',
      'budget_exceeded',
      'rate_limited',
    ],
  }),
  algorithms: route({
    method: 'get',
    path: '/api/v1/algorithms',
    operationId: 'algorithms',
    tag: 'Solving',
    summary: 'The solving algorithms',
    description:
      'Every algorithm `solve` accepts by name: the production solver and the teaching algorithms, with where each comes from and what it does.',
    responses: { 200: { description: 'The algorithms.', schema: AlgorithmsSchema } },
    problems: [],
  }),
  techniques: route({
    method: 'get',
    path: '/api/v1/techniques',
    operationId: 'techniques',
    tag: 'Solving',
    summary: 'The solving techniques',
    description:
      "Every technique hints and ratings use, in difficulty order (the order they are tried in; `rank` 1 is the easiest), with its name and a description in English (`en`) and Bahasa Indonesia (`id`), both in one body, the level it gives a puzzle (a rating's level is that of the hardest technique the puzzle needs, or expert when it needs guessing), its score per use, and the variants whose puzzles it applies to (`arrow-sum` is Arrow Sudoku's own). Changes only with the engine: cache it (ETag, a day).",
    responses: { 200: { description: 'The techniques, easiest first.', schema: TechniquesSchema } },
    problems: [],
  }),
  health: route({
    method: 'get',
    path: '/api/v1/health',
    operationId: 'health',
    tag: 'Service',
    summary: 'Service status',
    description: 'Whether the API is up, and the engine version it runs.',
    responses: { 200: { description: 'Up.', schema: HealthSchema } },
    problems: [],
  }),
  openapi: route({
    method: 'get',
    path: '/api/v1/openapi.json',
    operationId: 'openapi',
    tag: 'Service',
    summary: 'This API as OpenAPI 3.1',
    description:
      'The OpenAPI 3.1 document, generated from the same schemas that validate requests.',
    responses: { 200: { description: 'The OpenAPI document.' } },
    problems: [],
  }),
  docs: route({
    method: 'get',
    path: '/api/docs',
    operationId: 'docs',
    tag: 'Service',
    summary: 'Readable documentation',
    description: 'This API documented as one HTML page, rendered from the OpenAPI document.',
    responses: { 200: { description: 'An HTML page.', mediaType: 'text/html' } },
    problems: [],
  }),
} as const;

export type RouteName = keyof typeof ROUTES;
