/**
 * POST /api/v1/check: the conflicts of a board, whether it is complete and solved, and its
 * solution count (0, 1, or 2 for several) from a search under the work budget; with `arrows`
 * or Killer `cages`, broken arrows and cages are conflicts too and the count honours them. A
 * board whose givens already conflict has no solution and is not searched.
 */
import { Hono } from 'hono';
import { check, solve } from '../../../shared/index.ts';
import type { AppEnv } from '../../env.ts';
import { NO_STORE } from '../../http/policy.ts';
import { budgetProblem } from '../../http/problem.ts';
import { computeLimit } from '../../http/rate-limit.ts';
import { validate } from '../../http/validate.ts';
import type { Deps } from '../../options.ts';
import { answerOf, readGrid } from './board.ts';
import { SOLVING_ROUTES } from './contract.ts';

const { path, body } = SOLVING_ROUTES.check;

export const checkRoute = (deps: Deps) =>
  new Hono<AppEnv>().post(path, computeLimit(), validate('json', body), (c) => {
    const { puzzle, arrows, cages } = c.req.valid('json');
    const grid = readGrid(puzzle);
    const checked = answerOf(check(grid, { arrows, cages }));
    let solutionCount = 0;
    if (checked.conflicts.length === 0) {
      const counted = answerOf(solve(grid, { limit: 2, budget: deps.budget, arrows, cages }));
      if (counted.status === 'budget_exceeded') throw budgetProblem(counted.stats.nodes);
      solutionCount = Math.min(counted.solutionCount, 2);
    }
    c.header('Cache-Control', NO_STORE);
    return c.json({ ...checked, solutionCount }, 200);
  });
