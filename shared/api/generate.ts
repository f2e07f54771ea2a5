/**
 * `generate(options)` and `daily(date, level?)`: seeded puzzles, the same for the same
 * `(seed, size, level, variant)` on every runtime, and the puzzle of a UTC day. Loading this
 * module gives classic 9x9 draws their fast aids (the widget, which calls `makePuzzle` itself,
 * goes without them and makes the same puzzles).
 */
import { fail, type Result } from '../errors.ts';
import { dailySeed, isCalendarDate } from '../generate/daily.ts';
import { useDigAids } from '../generate/dig9.ts';
import { FAST_DIG_AIDS } from '../generate/dig9-aids.ts';
import { useGrader9 } from '../generate/grade.ts';
import { grade9 } from '../generate/grade9.ts';
import { type Level, LevelSchema } from '../generate/levels.ts';
import { makePuzzle } from '../generate/make.ts';
import {
  type GeneratedPuzzle,
  type GenerateOptions,
  GenerateOptionsSchema,
  type Variant,
  VariantSchema,
} from '../generate/schema.ts';
import { shownValue } from '../text.ts';
import { attempt, readOptions, readValue } from './input.ts';

useDigAids(FAST_DIG_AIDS);
useGrader9(grade9);

export function generate(options: GenerateOptions): Result<GeneratedPuzzle> {
  return attempt(() => {
    const read = readOptions(GenerateOptionsSchema, options);
    if (!read.ok) return read;
    const { seed, size = 9, level = 'medium', variant = 'classic' } = read.value;
    return makePuzzle(seed, size, level, variant);
  });
}

/**
 * The puzzle of a UTC day (`YYYY-MM-DD`): 9x9, seed `daily:YYYY-MM-DD:LEVEL`; with `variant`
 * (`arrow`, `killer`), that variant's puzzle of the day from the same seed.
 */
export function daily(
  date: string,
  level: Level = 'medium',
  variant: Variant = 'classic',
): Result<GeneratedPuzzle> {
  return attempt(() => {
    if (!isCalendarDate(date))
      return fail(
        'invalid_date',
        `${shownValue(date)} is not a calendar date in the form YYYY-MM-DD`,
        ['date'],
      );
    const read = readValue(LevelSchema, level, 'level');
    if (!read.ok) return read;
    const kind = readValue(VariantSchema, variant, 'variant');
    if (!kind.ok) return kind;
    return makePuzzle(dailySeed(date, read.value), 9, read.value, kind.value);
  });
}
