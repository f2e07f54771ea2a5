/**
 * The player's records, per kind of puzzle (variant, size and level: times on a 4x4 and a 9x9
 * board do not compare): games solved, best and average times, and the streak of puzzles of the
 * day solved on consecutive days. Pure data in, data out, plus a small adapter to localStorage.
 *
 * Streaks follow the daily puzzle's own date (YYYY-MM-DD, the UTC calendar it is made for), never
 * the clock, so playing across midnight or in another time zone neither breaks nor doubles one.
 * Times count only when no hint was used (a revealed board is not a time); Solve counts nothing.
 */
import { isCalendarDate, type Level } from '../engine.ts';
import * as storage from '../services/storage.ts';
import { isInt, isRecord } from './validate.ts';

export interface KindStats {
  /** Games finished by the player (without Solve). */
  readonly solved: number;
  /** Of those, the ones without hints: their times make the best and the average. */
  readonly timed: number;
  /** Milliseconds: the best time, and the sum of the timed games'. */
  readonly best: number | null;
  readonly total: number;
  /** Puzzles of the day solved on consecutive days, up to `last`; and the longest such run. */
  readonly streak: number;
  readonly longest: number;
  /** The date of the latest puzzle of the day solved. */
  readonly last: string | null;
  /**
   * The dates of the puzzles of the day solved (the archive's calendar marks them), ascending,
   * the latest MAX_DAYS; absent in records kept before the archive.
   */
  readonly days?: readonly string[];
}

export interface Stats {
  readonly v: 1;
  readonly kinds: Readonly<Record<string, KindStats>>;
}

/** A finished game, as the records need it. */
export interface Finished {
  readonly size: number;
  readonly variant: string;
  readonly level: Level;
  /** The date of the puzzle of the day, or null. */
  readonly daily: string | null;
  /** Milliseconds played. */
  readonly time: number;
  readonly hintsUsed: number;
  /** Filled by Solve rather than by the player. */
  readonly assisted: boolean;
}

/** What the completion panel shows. */
export interface Summary {
  readonly solved: number;
  readonly best: number | null;
  readonly average: number | null;
  /** The daily streak still alive on `today` (0 once a day was missed). */
  readonly streak: number;
  readonly longest: number;
  /** This game beat an earlier best time. */
  readonly newBest: boolean;
}

export const emptyStats: Stats = { v: 1, kinds: {} };

/** The solved days kept per kind: a year and a day, so a year's calendar is whole. */
export const MAX_DAYS = 366;

const EMPTY: KindStats = {
  solved: 0,
  timed: 0,
  best: null,
  total: 0,
  streak: 0,
  longest: 0,
  last: null,
};

export const kindOf = (g: { size: number; variant: string; level: Level }): string =>
  `${g.variant}-${g.size}-${g.level}`;

/** Days since 1970-01-01 for a calendar date (UTC, so every day is one day long). */
export const dayOf = (date: string): number =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000;

/** Adds a game to the streak: the next day extends it, the same day changes nothing, a gap restarts it. */
function streakAfter(k: KindStats, date: string): Pick<KindStats, 'streak' | 'longest' | 'last'> {
  if (k.last === null) return { streak: 1, longest: Math.max(1, k.longest), last: date };
  const gap = dayOf(date) - dayOf(k.last);
  // An older puzzle of the day, played from the archive, is not part of the current run.
  if (gap <= 0) return { streak: k.streak, longest: k.longest, last: k.last };
  const streak = gap === 1 ? k.streak + 1 : 1;
  return { streak, longest: Math.max(streak, k.longest), last: date };
}

export function summaryOf(stats: Stats, kind: string, today: string, newBest = false): Summary {
  const k = stats.kinds[kind] ?? EMPTY;
  // A streak is alive until a whole day passes without the puzzle of the day.
  const alive = k.last !== null && isCalendarDate(today) && dayOf(today) - dayOf(k.last) <= 1;
  return {
    solved: k.solved,
    best: k.best,
    average: k.timed ? Math.round(k.total / k.timed) : null,
    streak: alive ? k.streak : 0,
    longest: k.longest,
    newBest,
  };
}

/**
 * Adds a finished game to the records. `today` (YYYY-MM-DD) only decides whether the streak shown
 * is still alive; the streak itself moves by the puzzle's date. The same puzzle of the day solved
 * again is not counted twice.
 */
export function recordGame(
  stats: Stats,
  game: Finished,
  today: string,
): { stats: Stats; summary: Summary } {
  const kind = kindOf(game);
  if (game.assisted) return { stats, summary: summaryOf(stats, kind, today) };
  const k = stats.kinds[kind] ?? EMPTY;
  const daily = game.daily !== null && isCalendarDate(game.daily) ? game.daily : null;
  if (daily !== null && (daily === k.last || k.days?.includes(daily)))
    return { stats, summary: summaryOf(stats, kind, today) };
  const time = Math.max(0, Math.round(game.time));
  const timed = game.hintsUsed === 0;
  const newBest = timed && k.best !== null && time < k.best;
  const next: KindStats = {
    ...k,
    solved: k.solved + 1,
    ...(timed && {
      timed: k.timed + 1,
      total: k.total + time,
      best: k.best === null ? time : Math.min(k.best, time),
    }),
    ...(daily !== null && {
      ...streakAfter(k, daily),
      days: [...(k.days ?? []), daily].sort().slice(-MAX_DAYS),
    }),
  };
  const updated: Stats = { v: 1, kinds: { ...stats.kinds, [kind]: next } };
  return { stats: updated, summary: summaryOf(updated, kind, today, newBest) };
}

const KIND = /^[a-z]{1,12}-\d{1,2}-[a-z]{1,12}$/;
const MAX_KINDS = 64;
const isCount = (v: unknown): v is number => isInt(v, 0, 1e7);
const isMs = (v: unknown): v is number => isInt(v, 0, 1e15);

function readKind(v: unknown): KindStats | null {
  if (!isRecord(v)) return null;
  const { solved, timed, best, total, streak, longest, last, days } = v;
  const ok =
    isCount(solved) &&
    isCount(timed) &&
    timed <= solved &&
    (best === null || isMs(best)) &&
    isMs(total) &&
    isCount(streak) &&
    isCount(longest) &&
    streak <= longest &&
    (last === null || (typeof last === 'string' && isCalendarDate(last)));
  if (!ok) return null;
  const k = { solved, timed, best, total, streak, longest, last };
  // A bad list of days loses the marks, not the records.
  const dates = Array.isArray(days) ? days.slice(-MAX_DAYS) : [];
  const sound = dates.every((d) => typeof d === 'string' && isCalendarDate(d));
  return sound && dates.length ? { ...k, days: [...new Set<string>(dates)].sort() } : k;
}

/** Reads stored records; anything unsound is dropped (one bad kind, not all of them). Never throws. */
export function readStats(text: string | null | undefined): Stats {
  if (typeof text !== 'string' || text.length > 100_000) return emptyStats;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return emptyStats;
  }
  if (!isRecord(data) || data.v !== 1 || !isRecord(data.kinds)) return emptyStats;
  const kinds: Record<string, KindStats> = {};
  for (const [kind, value] of Object.entries(data.kinds).slice(0, MAX_KINDS)) {
    const k = KIND.test(kind) ? readKind(value) : null;
    if (k) kinds[kind] = k;
  }
  return { v: 1, kinds };
}

/** One entry for every embed on the origin: records belong to the player, not to one board. */
export const STATS_KEY = 'sudoku-break:stats:v1';

export const loadStats = (): Stats => readStats(storage.read(STATS_KEY));

/** Records a finished game in localStorage and says what to show (records still show if storage fails). */
export function saveGame(game: Finished, today: string): Summary {
  const before = loadStats();
  const { stats, summary } = recordGame(before, game, today);
  if (stats !== before) storage.write(STATS_KEY, JSON.stringify(stats));
  return summary;
}
