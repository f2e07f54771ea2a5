/**
 * The puzzle routes' schemas: the queries of a seeded puzzle and of the puzzle of the day, and
 * the puzzle they answer with (its grids in the requested format). A seed that names a puzzle of
 * the day is checked here against the request (daily-seeds.ts); whether that day is out yet
 * depends on the clock, and is the route's to say (spoilers.ts).
 */
import * as z from 'zod/mini';
import type { $RefinementCtx } from 'zod/v4/core';
import {
  GeneratedPuzzleSchema,
  type Level,
  LevelSchema,
  SeedSchema,
  type Size,
  type Variant,
  VariantSchema,
} from '../../../shared/index.ts';
import { FormatParam, GridSchema } from '../../http/format.ts';
import { Cages, CalendarDate, Day, Include, SIZE_LIST, SizeParam } from '../fields.ts';
import { type SeedIssue, seedIssue } from './daily-seeds.ts';

// Query objects strip unknown keys rather than refuse them: links shared by news sites and apps
// carry utm_source, fbclid and cache busters. Stripped here, they never reach a cache key.
// Defaults are the engine's: a 9x9 classic puzzle of medium level. PuzzleParams are the
// parameters alone (other queries pick or extend them); PuzzlesQuerySchema checks its seed too.
export const PuzzleParams = z.object({
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
        'Printable text, 1 to 128 characters (code points), used in its NFC form (control characters, bidirectional controls, lone surrogates and noncharacters are refused); the same seed, size, level and variant give the same puzzle. A seed that begins with `daily:` (in any case or spacing) names a puzzle of the day: written exactly `daily:YYYY-MM-DD:LEVEL` with that level and size 9, it is the puzzle of that day under the rules of /api/v1/daily (a 400 `invalid_date` before the day begins in UTC+14, a 403 `solution_unavailable` for its solution before the day ends in UTC-12); any other seed beginning with `daily:` is a 400. Omitted: the API picks one and returns it.',
      ),
    ),
  ),
  include: z.optional(Include.check(z.describe('`solution` adds the solution.'))),
  format: FormatParam,
});

/** A seed's issue (daily-seeds.ts) as a zod issue at the query parameter it names. */
export function pushSeedIssue<T>(
  ctx: $RefinementCtx<T>,
  issue: SeedIssue | undefined,
  input: unknown,
): void {
  if (issue) ctx.issues.push({ code: 'custom', path: [issue.path], message: issue.message, input });
}

/** A query with one seed: a puzzle of the day's name must fit the request (daily-seeds.ts). */
export const dailySeedCheck = () =>
  z.superRefine<{ readonly seed?: string; readonly size: Size; readonly level: Level }>(
    (q, ctx) => {
      if (q.seed !== undefined) pushSeedIssue(ctx, seedIssue(q.seed, q), q.seed);
    },
  );

export const PuzzlesQuerySchema = PuzzleParams.check(dailySeedCheck());

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

const Offline = z
  .boolean()
  .check(
    z.describe(
      'Whether the engine (`daily()` in the npm package, the widget offline) makes this same puzzle from `seed`. `false` when this server mixes a secret into its puzzles of the day (DAILY_SECRET), so that no one can compute one before it is out: a client offline then has no way to make the day, and should show the last puzzle of the day it received, or a practice puzzle labelled as such.',
    ),
  );

/** A generated puzzle, its grids in the requested format; the solution only when asked for. */
export const PuzzleSchema = z.extend(z.partial(GeneratedPuzzleSchema, { solution: true }), {
  puzzle: GridSchema,
  solution: z.optional(GridSchema),
  cages: z.optional(Cages),
  /** Only on a puzzle of the day (a `daily:` seed). */
  offline: z.optional(Offline),
});

export const DailyPuzzleSchema = z.extend(PuzzleSchema, {
  /** The UTC day this is the puzzle of. */
  date: Day,
  offline: Offline,
});
