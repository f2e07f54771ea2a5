/**
 * The batch route's schemas: the puzzle query plus `count`, checked against the cap of its kind
 * and the length of its last seed, and the batch it answers with; and how a batch names the seed
 * of each of its puzzles.
 */
import * as z from 'zod/mini';
import { SeedSchema, type Variant } from '../../../shared/index.ts';
import { batchCap, MAX_BATCH } from '../budgets.ts';
import { PuzzleSchema, PuzzlesQuerySchema } from './schemas.ts';
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

// Checked as text, like the size, so that the message says what it takes.
const CountParam = z.pipe(
  z.pipe(
    z.string().check(z.regex(/^[1-9]\d?$/, `count is a whole number from 1 to ${MAX_BATCH}`)),
    z.transform(Number),
  ),
  z.int().check(z.minimum(1), z.maximum(MAX_BATCH)),
);

/**
 * A batch: the puzzle query plus `count`. Two rules span fields: a batch of a costly kind is
 * capped lower (../budgets.ts), and the last puzzle's seed must still be a valid seed.
 */
export const BatchQuerySchema = z
  .extend(PuzzlesQuerySchema, {
    count: CountParam.check(
      z.describe(
        `How many puzzles, 1 to ${MAX_BATCH}; fewer for costly kinds (16x16 and 25x25, hard and expert, Arrow and Killer Sudoku), so that a batch stays within the API's CPU budget.`,
      ),
    ),
    seed: z.optional(
      SeedSchema.check(
        z.describe(
          'Seed prefix: puzzle i (from 1) has the seed `<seed>-<i>`, so `GET /api/v1/puzzles?seed=<seed>-<i>` with the same size, level and variant gives it alone. Omitted: the API picks a prefix and returns it.',
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
      const last = seed === undefined ? undefined : z.safeParse(SeedSchema, batchSeed(seed, count));
      if (last && !last.success) {
        ctx.issues.push({
          code: 'custom',
          path: ['seed'],
          input: seed,
          message: `too long for a prefix of ${count} puzzles: the last one's seed, the prefix then "-${count}", is not a valid seed (${last.error.issues[0]?.message ?? 'invalid'})`,
        });
      }
    }),
  );

export const PuzzleBatchSchema = z.object({
  seed: z
    .string()
    .check(z.describe('The seed prefix: puzzle i (from 1) has the seed `<seed>-<i>`.')),
  count: z.int(),
  puzzles: z.array(PuzzleSchema),
});
