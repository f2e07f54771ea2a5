/**
 * The puzzle of the day's stats object as the Worker sees it: one SQLite-backed Durable Object
 * per daily puzzle (date, variant, size, level), named by `dailyStatsName`, holding every
 * player's counted finish of that puzzle (daily-object.ts is the class). This module is what
 * both sides share: the object's RPC methods as a structural interface (so the app, which Node
 * tooling also imports, never imports `cloudflare:workers`), what they answer, and the bins of
 * the histogram of times.
 */
import type { Level, Variant } from '../../shared/index.ts';

/** Which puzzle of the day: the object's identity. */
export interface DailyRef {
  readonly date: string;
  readonly variant: Variant;
  readonly size: number;
  readonly level: Level;
}

/** The object's name: one object per daily puzzle, the same name from every Worker. */
export const dailyStatsName = ({ date, variant, size, level }: DailyRef): string =>
  `daily/${date}/${variant}/${size}/${level}`;

/** A player's counted finish, as the object keeps it (no address, no agent, no clock but ours). */
export interface FinishEntry {
  /** The opaque player id (worker/players/tokens.ts). */
  readonly player: string;
  /** The counted time in milliseconds. */
  readonly ms: number;
  readonly hints: number;
  /** The display name a publisher signed, or null (anonymous players, unnamed readers). */
  readonly name: string | null;
  /** An anonymous player (the Worker's own token), not a publisher's reader. */
  readonly anonymous: boolean;
  /** When the Worker counted it (ms since the epoch). */
  readonly at: number;
}

/** Where a player's counted time stands among the day's. */
export interface Standing {
  /** Players with a counted finish, this one included. */
  readonly players: number;
  /** Of them, the ones slower than this player's counted time. */
  readonly slower: number;
  /** This player's counted time (their first finish). */
  readonly ms: number;
  /** The day's median counted time. */
  readonly medianMs: number;
}

export interface DailyTotals {
  readonly players: number;
  /** The median counted time, or null without players. */
  readonly medianMs: number | null;
  /** Players per bin of HISTOGRAM_BINS, in order. */
  readonly counts: readonly number[];
}

export interface LeaderboardRow {
  readonly ms: number;
  /** The name a publisher signed; null for an anonymous player or a reader without a name. */
  readonly name: string | null;
  readonly anonymous: boolean;
}

export interface DailyLeaders {
  /** Players with a counted finish, hints or not. */
  readonly players: number;
  /** Hint-free finishes, fastest first (ties: the earlier finish first). */
  readonly rows: readonly LeaderboardRow[];
}

/**
 * The object's RPC methods. Every write is idempotent: a player's first counted finish is kept
 * and a second `record` answers the standing of the first, so a finish sent again after a failure
 * never counts twice; `erase` of a player who is not there is a no-op.
 */
export interface DailyStatsRpc {
  record(entry: FinishEntry): Promise<Standing>;
  standing(player: string): Promise<Standing | null>;
  totals(): Promise<DailyTotals>;
  leaders(limit: number): Promise<DailyLeaders>;
  erase(player: string): Promise<boolean>;
}

/** The part of the Durable Object namespace binding the Worker uses. */
export interface DailyStatsNamespace {
  getByName(name: string): DailyStatsRpc;
}

const MINUTE = 60;

/**
 * Lower bounds of the histogram's bins, in seconds: a minute each up to 20 minutes (where most
 * 9x9 times fall), then 5 minutes up to an hour, then 15 minutes up to two hours, then one open
 * bin. Fixed, so that every day's histogram has the same bins and can be compared or summed.
 */
export const HISTOGRAM_BINS: readonly number[] = [
  ...Array.from({ length: 20 }, (_, i) => i * MINUTE),
  ...Array.from({ length: 8 }, (_, i) => (20 + 5 * i) * MINUTE),
  ...Array.from({ length: 5 }, (_, i) => (60 + 15 * i) * MINUTE),
];

/** The bin of a time in milliseconds: the last bin whose lower bound it reaches. */
export function binOf(ms: number): number {
  const seconds = ms / 1000;
  let bin = 0;
  while (bin + 1 < HISTOGRAM_BINS.length && seconds >= HISTOGRAM_BINS[bin + 1]) bin++;
  return bin;
}
