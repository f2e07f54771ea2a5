/**
 * POST /api/v1/rate: how hard a puzzle is for a person (level, score, technique histogram). The
 * givens are checked first (board.ts), then the engine's `rate` proves the puzzle unique under
 * the API's node budget and solves it by logic under a budget no larger than the API's cap for
 * the size; a puzzle that needs more is a 422 `budget_exceeded`.
 */
import { Hono } from 'hono';
import { rate } from '../../../shared/index.ts';
import type { AppEnv } from '../../env.ts';
import { NO_STORE } from '../../http/policy.ts';
import { engineProblem, ProblemError } from '../../http/problem.ts';
import { computeLimit } from '../../http/rate-limit.ts';
import { validate } from '../../http/validate.ts';
import type { Deps } from '../../options.ts';
import { logicBudget } from '../budgets.ts';
import { readGrid, requireCountable } from './board.ts';
import { SOLVING_ROUTES } from './contract.ts';

const { path, body } = SOLVING_ROUTES.rate;

export const rateRoute = (deps: Deps) =>
  new Hono<AppEnv>().post(path, computeLimit(), validate('json', body), (c) => {
    const request = c.req.valid('json');
    const grid = readGrid(request.puzzle);
    const { arrows, cages } = request;
    requireCountable(grid, { arrows, cages }, deps.budget);
    const budget = logicBudget(deps, grid.size, request.budget);
    const result = rate(grid, { budget, arrows, cages });
    if (!result.ok) {
      if (result.error.code !== 'budget_exceeded') throw engineProblem(result.error);
      const limit =
        budget === request.budget
          ? `the budget of ${budget} units this request asked for`
          : `${budget} units, the API's cap for a ${grid.size}x${grid.size} board`;
      throw new ProblemError(
        'budget_exceeded',
        `rating this puzzle by logic needs more work than ${limit}; rate it with the engine locally (rate() in dist/engine.js) for a larger budget`,
      );
    }
    c.header('Cache-Control', NO_STORE);
    return c.json(result.value, 200);
  });
