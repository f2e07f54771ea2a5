/**
 * The puzzle of the day's seed and date rules: the seed is `daily:YYYY-MM-DD:LEVEL` on a 9x9
 * board, the date a real calendar day in UTC. The caller supplies the date (the engine has no
 * clock); `daily` in shared/api/generate.ts makes the puzzle.
 */
import * as z from 'zod/mini';
import type { Level } from './levels.ts';

export const isCalendarDate = (date: unknown): boolean => {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
};

export const DateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is YYYY-MM-DD'));

// Typed callers pass text. An untyped one may pass anything, and a public function of the engine
// never throws nor runs a caller's code: an object (whose toString may throw, or join a list that
// claims 2^32 items) stands for no text, and text is cut at a seed's most (128 characters), so
// that even text of the longest length a string can have leaves room for the rest of the seed.
const asText = (value: unknown): string =>
  typeof value === 'object' || typeof value === 'function' ? '' : String(value).slice(0, 128);

export const dailySeed = (date: string, level: Level): string =>
  `daily:${asText(date)}:${asText(level)}`;
