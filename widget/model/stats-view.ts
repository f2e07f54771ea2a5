/**
 * The stats screen's figures from the player's local records (stats.ts): the totals (games
 * solved, the daily streak still alive and the longest), a row per kind of puzzle played (variant,
 * size, level: solved, best and average times, streaks), and the days of the puzzle of the day
 * solved, for the archive's calendar. Pure.
 */
import { LEVELS, type Level } from '../engine.ts';
import { kindOf, type Stats, summaryOf } from './stats.ts';

export interface KindRow {
  readonly variant: string;
  readonly size: number;
  readonly level: Level;
  readonly solved: number;
  /** Milliseconds, or null before a game without hints. */
  readonly best: number | null;
  readonly average: number | null;
  /** The daily streak alive today, and the longest. */
  readonly streak: number;
  readonly longest: number;
}

export interface RecordsView {
  readonly solved: number;
  /** The longest streak still alive today, of any kind; the longest ever. */
  readonly streak: number;
  readonly longest: number;
  readonly rows: readonly KindRow[];
}

const KIND = /^([a-z]+)-(\d+)-([a-z]+)$/;

/** The records as the stats screen shows them, kinds in order: variant, size, then level. */
export function recordsView(stats: Stats, today: string): RecordsView {
  const rows: KindRow[] = [];
  for (const kind of Object.keys(stats.kinds)) {
    const m = KIND.exec(kind);
    const level = LEVELS.find((l) => l === m?.[3]);
    if (!m || !level) continue;
    const { solved, best, average, streak, longest } = summaryOf(stats, kind, today);
    if (solved)
      rows.push({ variant: m[1], size: +m[2], level, solved, best, average, streak, longest });
  }
  rows.sort(
    (a, b) =>
      a.variant.localeCompare(b.variant) ||
      a.size - b.size ||
      LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level),
  );
  return {
    solved: rows.reduce((n, r) => n + r.solved, 0),
    streak: Math.max(0, ...rows.map((r) => r.streak)),
    longest: Math.max(0, ...rows.map((r) => r.longest)),
    rows,
  };
}

/** The puzzles of the day of one kind the player solved, by date. */
export const solvedDays = (
  stats: Stats,
  p: { size: number; variant: string; level: Level },
): ReadonlySet<string> => new Set(stats.kinds[kindOf(p)]?.days ?? []);
