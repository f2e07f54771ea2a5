/**
 * POST /api/v1/solve: the production solver, or a teaching algorithm by name with its trace,
 * classic, Arrow Sudoku (with `arrows`) or Killer Sudoku (with `cages`), always under the
 * Worker's node budget (../budgets.ts). Definite answers (solved, multiple, unsolvable, invalid)
 * are a 200 with that status; a search that ran out of budget has no answer and is a 422
 * `budget_exceeded`. The solution comes as text, or as rows with `"format": "rows"`.
 */
import { Hono } from 'hono';
import { solve } from '../../../shared/index.ts';
import type { AppEnv } from '../../env.ts';
import { gridsOut } from '../../http/format.ts';
import { NO_STORE } from '../../http/policy.ts';
import { budgetProblem } from '../../http/problem.ts';
import { computeLimit } from '../../http/rate-limit.ts';
import { validate } from '../../http/validate.ts';
import type { Deps } from '../../options.ts';
import { nodeBudget } from '../budgets.ts';
import { answerOf, readGrid } from './board.ts';
import { SOLVING_ROUTES } from './contract.ts';

const { path, body } = SOLVING_ROUTES.solve;

export const solveRoute = (deps: Deps) =>
  new Hono<AppEnv>().post(path, computeLimit(), validate('json', body), (c) => {
    const { puzzle, format = 'text', ...options } = c.req.valid('json');
    const grid = readGrid(puzzle);
    const killer = (options.cages?.length ?? 0) > 0;
    const budget = nodeBudget(deps, grid.size, options.algorithm, killer);
    const result = answerOf(solve(grid, { ...options, budget }));
    if (result.status === 'budget_exceeded') throw budgetProblem(result.stats.nodes);
    c.header('Cache-Control', NO_STORE);
    // Restated so the status's type is narrowed too: a typed client never sees budget_exceeded.
    return c.json(gridsOut({ ...result, status: result.status }, ['solution'], format), 200);
  });
