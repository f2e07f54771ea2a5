/**
 * The generator's options and its result, as zod schemas. `makePuzzle` (make.ts) does the work on
 * checked options; the public `generate` (shared/api/generate.ts) checks what callers pass.
 */
import * as z from 'zod/mini';
import { SizeSchema } from '../board/grid.ts';
import { ArrowsSchema } from '../variants/arrow.ts';
import { CagesSchema } from '../variants/killer.ts';
import { LevelSchema } from './levels.ts';
import { normalizeSeed, SEED_MAX_CHARACTERS, SEED_MIN_CHARACTERS, seedProblem } from './seed.ts';

export const VariantSchema = z.enum(['classic', 'arrow', 'killer']);
export type Variant = z.infer<typeof VariantSchema>;

/**
 * A seed: printable text of 1 to 128 characters (code points), used in its NFC form (seed.ts has
 * the rules). The JSON Schema's minLength and maxLength count code points too.
 */
export const SeedSchema = z.string().check(
  z.refine((seed) => seedProblem(seed) === undefined, {
    error: (issue) => seedProblem(String(issue.input)),
    abort: true,
  }),
  z.overwrite(normalizeSeed),
  z.meta({ minLength: SEED_MIN_CHARACTERS, maxLength: SEED_MAX_CHARACTERS }),
);

export const GenerateOptionsSchema = z.strictObject({
  /** Any text: the same seed, size, level and variant give the same puzzle. */
  seed: SeedSchema,
  size: z.optional(SizeSchema),
  level: z.optional(LevelSchema),
  variant: z.optional(VariantSchema),
});
export type GenerateOptions = z.input<typeof GenerateOptionsSchema>;

export const GeneratedPuzzleSchema = z.object({
  seed: z.string(),
  size: SizeSchema,
  level: LevelSchema,
  variant: VariantSchema,
  /** The puzzle as text, row by row, `.` for empty. */
  puzzle: z.string(),
  /** The unique solution as text. */
  solution: z.string(),
  givens: z.int(),
  /** Arrow Sudoku only: the arrows, circle then line, as in seed 003's JSON. */
  arrows: z.optional(ArrowsSchema),
  /** Killer Sudoku only: the cages, each a sum and its cells, covering the board. */
  cages: z.optional(CagesSchema),
  engineVersion: z.string(),
});
export type GeneratedPuzzle = z.infer<typeof GeneratedPuzzleSchema>;
