/**
 * Streaks of puzzles of the day, by the puzzle's own date (the UTC day it is made for, as the
 * widget counts them): a run of consecutive dates with a finish. The current run is alive while
 * its last date is today or yesterday in UTC, or later (a day already begun in UTC+14).
 */
import { daysBetween } from '../puzzles/dates.ts';

export interface Streak {
  readonly current: number;
  readonly best: number;
  readonly last: string | null;
}

/** `days`: distinct dates, oldest first; `today`: the UTC date now. */
export function streakOf(days: readonly string[], today: string): Streak {
  let best = 0;
  let run = 0;
  let previous: string | undefined;
  for (const day of days) {
    run = previous !== undefined && daysBetween(previous, day) === 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  const last = previous ?? null;
  const alive = last !== null && daysBetween(last, today) <= 1;
  return { current: alive ? run : 0, best, last };
}
