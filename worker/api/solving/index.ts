/**
 * The solving group: a puzzle sent in the body, solved (solve.ts), checked (check.ts), hinted
 * (hint.ts) or rated (rate.ts), each request read and checked by board.ts and kept within the
 * work budgets (../budgets.ts).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { apiGroup } from '../group.ts';
import { checkRoute } from './check.ts';
import { SOLVING_ROUTES } from './contract.ts';
import { hintRoute } from './hint.ts';
import { rateRoute } from './rate.ts';
import { solveRoute } from './solve.ts';

export const solvingGroup = apiGroup({
  routes: SOLVING_ROUTES,
  app: (deps) =>
    new Hono<AppEnv>()
      .route('/', solveRoute(deps))
      .route('/', checkRoute(deps))
      .route('/', hintRoute(deps))
      .route('/', rateRoute(deps)),
});
