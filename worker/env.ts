/**
 * Bindings the Worker receives from wrangler.toml. Keep this in step with the config:
 * - PUZZLES: KV namespace used as a cache for generated puzzles (never the only copy).
 * - ASSETS: the static assets in ./public (demo page and widget bundle).
 * - COMPUTE_LIMITER: the Workers Rate Limiting binding for the work a client makes the Worker do
 *   (http/rate-limit.ts). Optional: a deployment without it (or a test that leaves it out) runs
 *   without a limit.
 * - STORE_LIMITER: a second Rate Limiting binding, for the puzzles a client may have stored
 *   (http/store-allowance.ts). Optional: without it every new puzzle is stored.
 * - COMPUTE_LIMIT, COMPUTE_PERIOD: the limiter's `simple` limit and period as text, so the Worker
 *   can advertise them (the binding does not tell); a test holds them equal to [[ratelimits]].
 * - PROBLEM_BASE: the base URL of problem `type` links (http/problem.ts has the default).
 * - PREMADE_DAYS_AHEAD, POOL_SIZE, PREMADE_CPU_MS: what the scheduled job makes ahead and how
 *   much CPU a run may spend on it (premade/config.ts has the ranges and defaults).
 * - PLAYERS_DB: the D1 database of players' progress (migrations/*.sql; storage/progress.ts).
 * - DAILY_STATS: the Durable Object namespace of the puzzles of the day's stats
 *   (storage/daily-object.ts).
 * - NEW_PLAYER_LIMITER, PLAYER_LIMITER, ADDRESS_LIMITER: Rate Limiting bindings of the players
 *   and plays routes (players/limits.ts).
 * - PLAYER_SIGNING_KEY: a Worker secret, the Worker's own key: signs anonymous player tokens and
 *   play ids, and keys the hash that turns a publisher's reader id into a player id.
 * - PLAYER_SECRET: a Worker secret shared with a publisher, who signs its readers' tokens with it.
 *   The players' bindings and secrets are optional: without them the puzzles and solving routes
 *   work as ever and the players routes say they are unavailable (a 503 problem).
 * - DAILY_SECRET: optional, a Worker secret (`wrangler secret put DAILY_SECRET`), never in
 *   wrangler.toml: mixed into the puzzles of the day so that no one can compute a day's puzzle
 *   before it is out (api/puzzles/daily-secret.ts).
 *
 * The binding types are imported (not taken from the Workers globals) so that code outside the
 * Worker, such as a typed `hc` client in the widget or tests, can import the app's types.
 */
import type { D1Database, Fetcher, KVNamespace } from '@cloudflare/workers-types';
import type { DailyStatsNamespace } from './storage/daily-stats.ts';

/**
 * The part of the Rate Limiting binding the Worker uses (http/rate-limit.ts). Structural rather
 * than the Workers `RateLimit` type, so that the app's types also compile against the DOM lib
 * (see cache/edge.ts).
 */
export interface Limiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

export interface Env {
  PUZZLES: KVNamespace;
  ASSETS: Fetcher;
  COMPUTE_LIMITER?: Limiter;
  STORE_LIMITER?: Limiter;
  COMPUTE_LIMIT?: string;
  COMPUTE_PERIOD?: string;
  PROBLEM_BASE?: string;
  PREMADE_DAYS_AHEAD?: string;
  POOL_SIZE?: string;
  PREMADE_CPU_MS?: string;
  PLAYERS_DB?: D1Database;
  DAILY_STATS?: DailyStatsNamespace;
  NEW_PLAYER_LIMITER?: Limiter;
  PLAYER_LIMITER?: Limiter;
  ADDRESS_LIMITER?: Limiter;
  PLAYER_SIGNING_KEY?: string;
  PLAYER_SECRET?: string;
  DAILY_SECRET?: string;
}

/** Hono generics for this app: `new Hono<AppEnv>()`. */
export interface AppEnv {
  Bindings: Env;
}
