/**
 * The puzzles group: generated puzzles as JSON. A seeded puzzle (puzzles.ts), a batch of them
 * (batch.ts), the puzzle of the day (daily.ts) and the archive of days (archive.ts), all drawn
 * through puzzle-source.ts and the daily rules (spoilers.ts, dates.ts).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { apiGroup } from '../group.ts';
import { archiveRoute } from './archive.ts';
import { batchRoute } from './batch.ts';
import { PUZZLE_ROUTES } from './contract.ts';
import { dailyRoute } from './daily.ts';
import { puzzlesRoute } from './puzzles.ts';

export const puzzlesGroup = apiGroup({
  routes: PUZZLE_ROUTES,
  app: (deps) =>
    new Hono<AppEnv>()
      .route('/', puzzlesRoute(deps))
      .route('/', batchRoute(deps))
      .route('/', dailyRoute(deps))
      .route('/', archiveRoute(deps)),
});
