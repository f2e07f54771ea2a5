/**
 * The puzzle of the day: `generate` with the seed `daily:YYYY-MM-DD:LEVEL` on a 9x9 board, the
 * date being a real calendar day in UTC. The caller supplies the date (the engine has no clock).
 */
import * as z from 'zod/mini';
import { fail, type Result } from '../errors.ts';
import { type GeneratedPuzzle, generate } from './generate.ts';
import type { Level } from './levels.ts';

export const DateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is YYYY-MM-DD'));

export const isCalendarDate = (date: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
};

export const dailySeed = (date: string, level: Level): string => `daily:${date}:${level}`;

export function daily(date: string, level: Level = 'medium'): Result<GeneratedPuzzle> {
  if (!isCalendarDate(date))
    return fail(
      'invalid_date',
      `${JSON.stringify(date)} is not a calendar date in the form YYYY-MM-DD`,
      ['date'],
    );
  return generate({ seed: dailySeed(date, level), size: 9, level });
}
