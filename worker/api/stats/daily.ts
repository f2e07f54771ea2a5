/**
 * Which puzzle of the day a stats request is about, under the daily rules: today (UTC) without a
 * date, never a day that is not out yet (../puzzles/spoilers.ts), and its stats object.
 */
import type { Context } from 'hono';
import type { Level, Variant } from '../../../shared/index.ts';
import type { AppEnv } from '../../env.ts';
import type { Deps } from '../../options.ts';
import { dailyOf } from '../../players/puzzle-ref.ts';
import { type DailyRef, type DailyStatsRpc, dailyStatsName } from '../../storage/daily-stats.ts';
import { dailyStats, unavailable } from '../../storage/failures.ts';
import { utcDate } from '../puzzles/dates.ts';
import { requireOut } from '../puzzles/spoilers.ts';

export interface Asked {
  readonly date?: string | undefined;
  readonly level: Level;
  readonly variant: Variant;
}

export function dailyAsked(deps: Deps, asked: Asked): DailyRef {
  const now = deps.now();
  const date = asked.date ?? utcDate(now);
  requireOut(date, false, now);
  const daily = dailyOf({ daily: date, level: asked.level, variant: asked.variant });
  if (!daily) throw new Error('a puzzle of the day has a stats object');
  return daily;
}

/** The day's object, or the 503 when this deployment has no stats binding. */
export function statsObject(c: Context<AppEnv>, daily: DailyRef): DailyStatsRpc {
  const namespace = dailyStats(c);
  if (!namespace) throw unavailable('stats_unavailable', 'no DAILY_STATS binding');
  return namespace.getByName(dailyStatsName(daily));
}
