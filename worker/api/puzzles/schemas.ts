/**
 * The puzzle routes' schemas: the queries of a seeded puzzle and of the puzzle of the day, and
 * the puzzle they answer with (its grids in the requested format).
 */
import * as z from 'zod/mini';
import {
  GeneratedPuzzleSchema,
  LevelSchema,
  SeedSchema,
  type Variant,
  VariantSchema,
} from '../../../shared/index.ts';
import { FormatParam, GridSchema } from '../../http/format.ts';
import { Cages, CalendarDate, Day, Include, SIZE_LIST, SizeParam } from '../fields.ts';

// Query objects strip unknown keys rather than refuse them: links shared by news sites and apps
// carry utm_source, fbclid and cache busters. Stripped here, they never reach a cache key.
// Defaults are the engine's: a 9x9 classic puzzle of medium level.
export const PuzzlesQuerySchema = z.object({
  size: z._default(
    SizeParam.check(
      z.describe(`Board size: ${SIZE_LIST}. Default: 9 (the only size of arrow and killer).`),
    ),
    9,
  ),
  level: z._default(LevelSchema.check(z.describe('Difficulty.')), 'medium'),
  variant: z._default(
    VariantSchema.check(
      z.describe(
        'Rule set: `classic`, `arrow` (Arrow Sudoku, 9x9 only: the digits along each arrow add up to the digit in its circle; the puzzle comes with its `arrows`) or `killer` (Killer Sudoku, 9x9 only: the digits of each cage add up to its sum and do not repeat in it; the puzzle comes with its `cages` and usually no givens).',
      ),
    ),
    'classic' as Variant,
  ),
  seed: z.optional(
    SeedSchema.check(
      z.describe(
        'Printable text, 1 to 128 characters (code points), used in its NFC form (control characters, bidirectional controls, lone surrogates and noncharacters are refused); the same seed, size, level and variant give the same puzzle. Omitted: the API picks one and returns it.',
      ),
    ),
  ),
  include: z.optional(Include.check(z.describe('`solution` adds the solution.'))),
  format: FormatParam,
});

export const DailyQuerySchema = z.object({
  date: z.optional(
    CalendarDate.check(
      z.describe(
        'The day, YYYY-MM-DD, from 2020-01-01 to the date in the earliest time zone (UTC+14) now; a later date is a 400 `invalid_date`. Default: today in UTC.',
      ),
    ),
  ),
  level: z._default(LevelSchema.check(z.describe('Difficulty.')), 'medium'),
  variant: z._default(
    VariantSchema.check(
      z.describe(
        'Rule set of the puzzle of the day: `classic`, `arrow` (Arrow Sudoku, with its `arrows`) or `killer` (Killer Sudoku, with its `cages`); each variant has its own puzzle of the day, drawn from the same seed `daily:YYYY-MM-DD:LEVEL`.',
      ),
    ),
    'classic' as Variant,
  ),
  include: z.optional(
    Include.check(
      z.describe(
        '`solution` adds the solution, once the day has ended everywhere (UTC-12); before, a 403 `solution_unavailable`.',
      ),
    ),
  ),
  format: FormatParam,
});

/** A generated puzzle, its grids in the requested format; the solution only when asked for. */
export const PuzzleSchema = z.extend(z.partial(GeneratedPuzzleSchema, { solution: true }), {
  puzzle: GridSchema,
  solution: z.optional(GridSchema),
  cages: z.optional(Cages),
});

export const DailyPuzzleSchema = z.extend(PuzzleSchema, {
  /** The UTC day this is the puzzle of. */
  date: Day,
});
