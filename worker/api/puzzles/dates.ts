/**
 * The calendar of the puzzle of the day. A day's puzzle is the same everywhere (its seed names a
 * date), but the date is not: at any instant the world spans two or three dates, from UTC-12 to
 * UTC+14. So a date's puzzle opens when that date begins in the earliest time zone (UTC+14, at
 * 10:00 UTC the day before) and its solution when the date has ended in the last one (UTC-12, at
 * 12:00 UTC the day after): sites that run daily competitions are never spoiled while anyone is
 * still playing. "Today" without a date is the UTC date, until the next UTC midnight.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The earliest day with a puzzle of the day. */
export const FIRST_DAY = '2020-01-01';

/** The earliest and the latest time zones in use (Kiribati's Line Islands; Baker Island). */
const EARLIEST_OFFSET_MS = 14 * HOUR_MS;
const LATEST_OFFSET_MS = -12 * HOUR_MS;

export const utcDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Milliseconds at 00:00 UTC of a YYYY-MM-DD date. */
const utcMidnight = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** The next UTC midnight after `ms`, in ms. */
export const nextUtcMidnight = (ms: number): number => (Math.floor(ms / DAY_MS) + 1) * DAY_MS;

/** The latest date whose puzzle is out at `ms`: the date in UTC+14. */
export const latestDay = (ms: number): string => utcDate(ms + EARLIEST_OFFSET_MS);

/** The latest date whose solution is out at `ms`: the day before the date in UTC-12. */
export const latestSolutionDay = (ms: number): string =>
  addDays(utcDate(ms + LATEST_OFFSET_MS), -1);

/** When a date's puzzle comes out: its start in UTC+14. */
export const opensAt = (date: string): number => utcMidnight(date) - EARLIEST_OFFSET_MS;

/** When a date's solution comes out: its end in UTC-12, when it is over everywhere. */
export const endsEverywhereAt = (date: string): number =>
  utcMidnight(date) + DAY_MS - LATEST_OFFSET_MS;

/** Whether a date is over in every time zone at `ms`, so that its solution spoils nothing. */
export const isOverEverywhere = (date: string, ms: number): boolean => ms >= endsEverywhereAt(date);

/**
 * Until when a cache may keep the puzzle of a date, at `ms`: until the date is over everywhere
 * (its last players have it as today), and at least until the next UTC midnight (a day asked
 * for from the archive). Its key names the date, so nothing ever replaces it.
 */
export const dailyExpiry = (date: string, ms: number): number =>
  Math.max(nextUtcMidnight(ms), endsEverywhereAt(date));

/**
 * The next instant after `ms` at which what is out changes: a date beginning in UTC+14 or one
 * ending in UTC-12 (at 10:00 and at 12:00 UTC every day).
 */
export function nextRollover(ms: number): number {
  const opening = opensAt(latestDay(ms + DAY_MS));
  const ending = endsEverywhereAt(utcDate(ms + LATEST_OFFSET_MS));
  return Math.min(opening, ending);
}

/** A UTC date `days` days after `date` (before, when negative). */
export const addDays = (date: string, days: number): string =>
  utcDate(utcMidnight(date) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);

/** An ISO 8601 timestamp (UTC, whole seconds) for messages and fields. */
export const isoTime = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z');
