/**
 * GET /api/v1/daily/stats: a puzzle of the day's players, median time and histogram, from its
 * stats object through the short cache (cache.ts). The object failing is a 503
 * `stats_unavailable` with Retry-After.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { conditional } from '../../http/policy.ts';
import { validate } from '../../http/validate.ts';
import type { Deps } from '../../options.ts';
import { dailyStatsName, HISTOGRAM_BINS } from '../../storage/daily-stats.ts';
import { guarded } from '../../storage/failures.ts';
import { STATS_MAX_AGE, shortCached } from './cache.ts';
import { STATS_ROUTES } from './contract.ts';
import { dailyAsked, statsObject } from './daily.ts';
import { DailyStatsSchema } from './schemas.ts';

const { path, query } = STATS_ROUTES.dailyStats;

export const statsRoute = (deps: Deps) =>
  new Hono<AppEnv>().get(path, conditional(), validate('query', query), async (c) => {
    const daily = dailyAsked(deps, c.req.valid('query'));
    const name = dailyStatsName(daily);
    const body = await shortCached(c, deps, `totals:${name}`, DailyStatsSchema, async () => {
      const totals = await guarded('stats_unavailable', `reading ${name}`, () =>
        statsObject(c, daily).totals(),
      );
      return {
        ...daily,
        size: 9 as const,
        players: totals.players,
        medianSeconds: totals.medianMs === null ? null : totals.medianMs / 1000,
        histogram: HISTOGRAM_BINS.map((from, i) => ({
          fromSeconds: from,
          toSeconds: HISTOGRAM_BINS[i + 1] ?? null,
          players: totals.counts[i] ?? 0,
        })),
      };
    });
    c.header('Cache-Control', `public, max-age=${STATS_MAX_AGE}`);
    return c.json(body, 200);
  });
