/**
 * The daily archive's schemas: which days to list (and of which variant), and the days listed,
 * each with a link to its puzzle of every level and whether its solution is out.
 */
import * as z from 'zod/mini';
import { type Level, LevelSchema, type Variant, VariantSchema } from '../../../shared/index.ts';
import { CalendarDate, Day } from '../fields.ts';

export const DailyArchiveQuerySchema = z.object({
  variant: z._default(
    VariantSchema.check(
      z.describe(
        'Whose puzzles of the day the links point to: `classic` (default), `arrow` or `killer`; each variant has a puzzle every day.',
      ),
    ),
    'classic' as Variant,
  ),
  from: z.optional(
    CalendarDate.check(
      z.describe('First day listed, YYYY-MM-DD, 2020-01-01 or later. Default: 30 days up to `to`.'),
    ),
  ),
  to: z.optional(
    CalendarDate.check(
      z.describe(
        'Last day listed, YYYY-MM-DD, at most the date in UTC+14 now (the latest puzzle out). Default: that date.',
      ),
    ),
  ),
});

export const DailyArchiveSchema = z.object({
  /** The days from `to` back to `from`, newest first. */
  days: z.array(
    z.object({
      date: Day,
      solution: z
        .boolean()
        .check(
          z.describe(
            'Whether the solution is out (the day has ended everywhere): add `&include=solution` to a link.',
          ),
        ),
      puzzles: z
        // An object with one property per level, not a record: JSON Schema then names them.
        .object(
          Object.fromEntries(LevelSchema.options.map((level) => [level, z.string()])) as {
            [L in Level]: z.ZodMiniString;
          },
        )
        .check(z.describe('The puzzle of each level: a link to GET /api/v1/daily.')),
    }),
  ),
});
