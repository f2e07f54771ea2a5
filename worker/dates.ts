/**
 * UTC calendar arithmetic for the puzzle of the day: today's date, the next midnight (when
 * today's puzzle stops being today's), and the range of dates the API serves.
 */
const DAY_MS = 86_400_000;

/** The earliest day with a puzzle of the day. */
export const FIRST_DAY = '2020-01-01';

export const utcDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The next UTC midnight after `ms`, in ms. */
export const nextUtcMidnight = (ms: number): number => (Math.floor(ms / DAY_MS) + 1) * DAY_MS;

/** The last day served: a year from today, so that puzzles can be scheduled but not mined. */
export function lastDay(ms: number): string {
  const d = new Date(ms);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return utcDate(d.getTime());
}
