/**
 * The technique catalogue for documentation and the UI: every technique of the library in order,
 * with its names in English and Bahasa Indonesia, its level and its score.
 */
import * as z from 'zod/mini';
import { LevelSchema } from '../generate/levels.ts';
import { NAMES_EN } from './explain/en.ts';
import { NAMES_ID } from './explain/id.ts';
import { TechniqueIdSchema } from './step.ts';
import { LIBRARY } from './techniques/index.ts';

export const TechniqueInfoSchema = z.object({
  id: TechniqueIdSchema,
  name: z.object({ en: z.string(), id: z.string() }),
  level: LevelSchema,
  score: z.int(),
});
export type TechniqueInfo = z.infer<typeof TechniqueInfoSchema>;

export const TECHNIQUE_CATALOG: readonly TechniqueInfo[] = LIBRARY.map((t) => ({
  id: t.id,
  name: { en: NAMES_EN[t.id], id: NAMES_ID[t.id] },
  level: t.level,
  score: t.score,
}));
