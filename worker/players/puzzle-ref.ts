/**
 * Which puzzle a play is of, as a play id carries it and a finish answers it: a puzzle of the
 * day (its date, level and variant; always 9x9) or a seeded puzzle (seed, size, level, variant),
 * the same parameters the puzzle routes take. Its key names it in the players' storage, and a
 * puzzle of the day also names its stats object.
 */
import type { Level, Size, Variant } from '../../shared/index.ts';
import type { DailyRef } from '../storage/daily-stats.ts';

/** Puzzles of the day are 9x9 (shared/generate's `daily`). */
export const DAILY_SIZE = 9;

export type PuzzleRef =
  | { readonly daily: string; readonly level: Level; readonly variant: Variant }
  | {
      readonly seed: string;
      readonly size: Size;
      readonly level: Level;
      readonly variant: Variant;
    };

export const isDaily = (ref: PuzzleRef): ref is Extract<PuzzleRef, { daily: string }> =>
  'daily' in ref;

/** The daily stats object's identity of a puzzle of the day, else undefined. */
export const dailyOf = (ref: PuzzleRef): DailyRef | undefined =>
  isDaily(ref)
    ? { date: ref.daily, variant: ref.variant, size: DAILY_SIZE, level: ref.level }
    : undefined;

/** The puzzle's key in storage; a seed comes last, so any text it holds stays unambiguous. */
export const puzzleKey = (ref: PuzzleRef): string =>
  isDaily(ref)
    ? `daily:${ref.daily}:${ref.variant}:${DAILY_SIZE}:${ref.level}`
    : `seeded:${ref.variant}:${ref.size}:${ref.level}:${ref.seed}`;

export const sizeOf = (ref: PuzzleRef): number => (isDaily(ref) ? DAILY_SIZE : ref.size);
