/**
 * The batch route's schemas: the puzzle query plus `count`, checked against the cap of its kind,
 * a seed prefix short enough for every puzzle of the largest batch, and the batch it answers
 * with; and how a batch names the seed of each of its puzzles.
 */
import * as z from 'zod/mini';
import { SEED_MAX_CHARACTERS } from '../../../shared/generate/seed.ts';
import { SeedSchema, type Variant } from '../../../shared/index.ts';
import { characterCount } from '../../../shared/text.ts';
import { batchCap, MAX_BATCH } from '../budgets.ts';
import { prefixIssue } from './daily-seeds.ts';
import { PuzzleParams, PuzzleSchema, pushSeedIssue } from './schemas.ts';
import type { PuzzleKind } from './supply.ts';

// How a cap names a variant, before the size.
const VARIANT_NAMES: Readonly<Record<Variant, string>> = {
  classic: '',
  arrow: 'Arrow Sudoku ',
  killer: 'Killer Sudoku ',
};

/** A kind of puzzle as the caps' messages name it: `16x16 hard`, `Killer Sudoku 9x9 expert`. */
export const kindName = ({ variant, size, level }: PuzzleKind): string =>
  `${VARIANT_NAMES[variant]}${size}x${size} ${level}`;

/** Puzzle `i` (from 1) of a batch with seed prefix `prefix`: `<prefix>-<i>`. */
export const batchSeed = (prefix: string, index: number): string => `${prefix}-${index}`;

/**
 * The longest seed prefix of a batch, in characters (code points, of its NFC form): 125, so that
 * the seed of puzzle 50 of the largest batch, the prefix then "-50", is a seed (at most 128). The
 * same whatever the count, so that one number is the rule, its message and the document (its
 * maxLength), a client can check a prefix before sending it, and a prefix that works for one
 * count works for every count.
 */
export const MAX_BATCH_PREFIX = SEED_MAX_CHARACTERS - batchSeed('', MAX_BATCH).length;

// Checked as text, like the size, so that the message says what it takes.
const CountParam = z.pipe(
  z.pipe(
    z.string().check(z.regex(/^[1-9]\d?$/, `count is a whole number from 1 to ${MAX_BATCH}`)),
    z.transform(Number),
  ),
  z.int().check(z.minimum(1), z.maximum(MAX_BATCH)),
);

/**
 * A batch: the puzzle query plus `count`. A batch of a costly kind is capped lower
 * (../budgets.ts); the seed prefix is short enough for every puzzle of the largest batch, and
 * never names a puzzle of the day (daily-seeds.ts).
 */
export const BatchQuerySchema = z
  .extend(PuzzleParams, {
    count: CountParam.check(
      z.describe(
        `How many puzzles, 1 to ${MAX_BATCH}; fewer for costly kinds (16x16 and 25x25, hard and expert, Arrow and Killer Sudoku), so that a batch stays within the API's CPU budget.`,
      ),
    ),
    seed: z.optional(
      SeedSchema.check(
        // SeedSchema has made the seed its NFC form by now: that is the length counted.
        z.refine((seed) => characterCount(seed) <= MAX_BATCH_PREFIX, {
          error: (issue) =>
            `${characterCount(String(issue.input))} characters; a batch's seed prefix has at most ${MAX_BATCH_PREFIX}, so that puzzle ${MAX_BATCH}'s seed, the prefix then "-${MAX_BATCH}", is a seed (at most ${SEED_MAX_CHARACTERS})`,
        }),
        z.meta({ maxLength: MAX_BATCH_PREFIX }),
        z.describe(
          `Seed prefix: puzzle i (from 1) has the seed \`<seed>-<i>\`, so \`GET /api/v1/puzzles?seed=<seed>-<i>\` with the same size, level and variant gives it alone. A seed (see /api/v1/puzzles) of at most ${MAX_BATCH_PREFIX} characters, whatever \`count\`, so that puzzle ${MAX_BATCH}'s seed is a seed. A prefix that begins with \`daily:\` is a 400: seeds so named are those of the puzzles of the day. Omitted: the API picks a prefix and returns it.`,
        ),
      ),
    ),
  })
  .check(
    z.superRefine((query, ctx) => {
      const { count, size, level, variant, seed } = query;
      const cap = batchCap(variant, size, level);
      // Past MAX_BATCH the count's own check has said so.
      if (cap !== undefined && count <= MAX_BATCH && count > cap) {
        ctx.issues.push({
          code: 'custom',
          path: ['count'],
          input: count,
          message: `at most ${cap} ${kindName({ variant, size, level })} puzzles per batch, so that it stays within the CPU budget; ask for several batches`,
        });
      }
      if (seed !== undefined) pushSeedIssue(ctx, prefixIssue(seed), seed);
    }),
  );

export const PuzzleBatchSchema = z.object({
  seed: z
    .string()
    .check(z.describe('The seed prefix: puzzle i (from 1) has the seed `<seed>-<i>`.')),
  count: z.int(),
  puzzles: z.array(PuzzleSchema),
});
