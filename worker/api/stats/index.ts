/**
 * The stats group: how everyone did on a puzzle of the day (stats.ts) and its leaderboard
 * (leaderboard.ts), read from the day's stats object (daily.ts) through a short cache (cache.ts).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { apiGroup } from '../group.ts';
import { STATS_ROUTES } from './contract.ts';
import { leaderboardRoute } from './leaderboard.ts';
import { statsRoute } from './stats.ts';

export const statsGroup = apiGroup({
  routes: STATS_ROUTES,
  app: (deps) => new Hono<AppEnv>().route('/', statsRoute(deps)).route('/', leaderboardRoute(deps)),
});
