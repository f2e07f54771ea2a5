/**
 * The technique catalogue for documentation, the UI and GET /api/v1/techniques: every technique
 * of the library in difficulty order (the order `hint` and `rate` try them in), with its names
 * and a description in English and Bahasa Indonesia, the level it makes a puzzle (`rate` gives
 * a puzzle the level of the hardest technique it needs, expert when it has to guess), its score
 * and the variants whose puzzles it applies to.
 */
import * as z from 'zod/mini';
import { LevelSchema } from '../generate/levels.ts';
import { VariantSchema } from '../generate/schema.ts';
import { DESCRIPTIONS } from './explain/descriptions.ts';
import { NAMES_EN } from './explain/en.ts';
import { NAMES_ID } from './explain/id.ts';
import { TechniqueIdSchema } from './step.ts';
import { LIBRARY } from './techniques/index.ts';

const TextsSchema = z.object({ en: z.string(), id: z.string() });

export const TechniqueInfoSchema = z.object({
  id: TechniqueIdSchema,
  /** Place in the difficulty order, 1 for the easiest. */
  rank: z.int().check(z.minimum(1)),
  name: TextsSchema,
  description: TextsSchema,
  level: LevelSchema,
  /** What one use adds to a rating's score. */
  score: z.int(),
  /** The variants whose puzzles it applies to. */
  variants: z.array(VariantSchema),
});
export type TechniqueInfo = z.infer<typeof TechniqueInfoSchema>;

export const TECHNIQUE_CATALOG: readonly TechniqueInfo[] = LIBRARY.map((t, i) => ({
  id: t.id,
  rank: i + 1,
  name: { en: NAMES_EN[t.id], id: NAMES_ID[t.id] },
  description: { ...DESCRIPTIONS[t.id] },
  level: t.level,
  score: t.score,
  variants: t.variant ? [t.variant] : [...VariantSchema.options],
}));
