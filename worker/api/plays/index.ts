/**
 * The plays group: plays the server times. A play starts (start.ts) with an id that carries its
 * start signed (play-ids.ts) and is finished (finish.ts) under the timing rules (timing.ts), its
 * puzzle drawn from the puzzles group (puzzles.ts), its standing among the day's from the daily
 * stats objects (standing.ts).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { apiGroup } from '../group.ts';
import { PLAY_ROUTES } from './contract.ts';
import { finishRoute } from './finish.ts';
import { startRoute } from './start.ts';

export const playsGroup = apiGroup({
  routes: PLAY_ROUTES,
  app: (deps) => new Hono<AppEnv>().route('/', startRoute(deps)).route('/', finishRoute(deps)),
});
