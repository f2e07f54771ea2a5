/**
 * Storage failing is the server's trouble, never the request's: a D1 or Durable Object call that
 * throws (or a binding that is missing) becomes a 503 problem with Retry-After, logged once here,
 * while the puzzles and solving routes go on without them. `players_unavailable` for the players'
 * progress (D1), `stats_unavailable` for the puzzles of the day's stats (their objects).
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { Context } from 'hono';
import { describeError } from '../cache/tier.ts';
import type { AppEnv } from '../env.ts';
import { ProblemError } from '../http/problem.ts';
import type { DailyStatsNamespace } from './daily-stats.ts';

/** Seconds a client should wait before trying storage again. */
export const STORAGE_RETRY_SECONDS = 30;

type Unavailable = 'players_unavailable' | 'stats_unavailable';

const WHAT: Record<Unavailable, string> = {
  players_unavailable: "players' progress",
  stats_unavailable: 'the daily stats',
};

export const unavailable = (code: Unavailable, why: string): ProblemError =>
  new ProblemError(
    code,
    `${WHAT[code]} cannot be reached right now (${why}); puzzles and play go on, retry in ${STORAGE_RETRY_SECONDS} seconds`,
    { headers: { 'Retry-After': String(STORAGE_RETRY_SECONDS) } },
  );

/**
 * `work`'s value; anything it throws other than a problem is logged and becomes the 503 `code`.
 * Problems (a 412, a 404...) pass through as they are.
 */
export async function guarded<T>(
  code: Unavailable,
  what: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ProblemError) throw err;
    console.error(`storage: ${what} failed: ${describeError(err)}`);
    throw unavailable(code, `${what} failed`);
  }
}

/** The players' D1 database, or the 503 when this deployment has none bound. */
export function playersDb(c: Context<AppEnv>): D1Database {
  const db = c.env?.PLAYERS_DB;
  if (!db) throw unavailable('players_unavailable', 'no PLAYERS_DB binding');
  return db;
}

/** The daily stats objects' namespace, or undefined when this deployment has none bound. */
export const dailyStats = (c: Context<AppEnv>): DailyStatsNamespace | undefined =>
  c.env?.DAILY_STATS;
