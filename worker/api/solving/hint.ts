/**
 * POST /api/v1/hint: the player's mistakes, else the next logical step, else one revealed cell.
 * The givens are checked first (board.ts), then the engine's `hint` proves the puzzle unique
 * under the API's node budget and reasons under a logic budget no larger than the API's cap for
 * the size.
 */
import { Hono } from 'hono';
import { hint } from '../../../shared/index.ts';
import type { AppEnv } from '../../env.ts';
import { NO_STORE } from '../../http/policy.ts';
import { computeLimit } from '../../http/rate-limit.ts';
import { validate } from '../../http/validate.ts';
import type { Deps } from '../../options.ts';
import { logicBudget } from '../budgets.ts';
import { answerOf, readGrid, requireCountable } from './board.ts';
import { SOLVING_ROUTES } from './contract.ts';

const { path, body } = SOLVING_ROUTES.hint;

export const hintRoute = (deps: Deps) =>
  new Hono<AppEnv>().post(path, computeLimit(), validate('json', body), (c) => {
    const request = c.req.valid('json');
    const { puzzle, entries, notes, arrows, cages } = request;
    const grid = readGrid(puzzle);
    // Bad cages are the engine's invalid_options at their field, before any search.
    requireCountable(grid, { arrows, cages }, deps.budget);
    const budget = logicBudget(deps, grid.size, request.budget);
    // The engine's paths name the request fields already (puzzle, entries, notes, arrows, cages).
    const result = answerOf(hint(grid, entries, { notes, arrows, cages, budget }));
    c.header('Cache-Control', NO_STORE);
    return c.json(result, 200);
  });
