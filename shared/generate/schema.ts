/**
 * `generate`: the seeded generator's public entry, with the zod schemas of its options and its
 * result. It validates the options, then `makePuzzle` (make.ts) does the work; code that already
 * holds valid options (the widget) can call that directly and leave zod out of its bundle.
 */
import * as z from 'zod/mini';
import { SizeSchema } from '../board/grid.ts';
import { invalidOptions, type Result } from '../errors.ts';
import { ArrowsSchema } from '../variants/arrow.ts';
import { LevelSchema } from './levels.ts';
import { makePuzzle } from './make.ts';

export const VariantSchema = z.enum(['classic', 'arrow']);
export type Variant = z.infer<typeof VariantSchema>;
export const SeedSchema = z.string().check(z.minLength(1), z.maxLength(128));

export const GenerateOptionsSchema = z.object({
  seed: SeedSchema,
  size: z.optional(SizeSchema),
  level: z.optional(LevelSchema),
  variant: z.optional(VariantSchema),
});
export type GenerateOptions = z.infer<typeof GenerateOptionsSchema>;

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
  engineVersion: z.string(),
});
export type GeneratedPuzzle = z.infer<typeof GeneratedPuzzleSchema>;

export function generate(options: GenerateOptions): Result<GeneratedPuzzle> {
  const parsed = GenerateOptionsSchema.safeParse(options);
  if (!parsed.success) {
    return invalidOptions(parsed.error.issues);
  }
  const { seed, size = 9, level = 'medium', variant = 'classic' } = parsed.data;
  return makePuzzle(seed, size, level, variant);
}
