/**
 * A seeded puzzle as the API serves it, shared by the single puzzle and the batch routes so that
 * a batch's puzzle `i` is the single request's puzzle byte for byte: its cache entry (the same key
 * and lifetime wherever it is asked for) and the public body (the solution only on request).
 */
import {
  type GeneratedPuzzle,
  GeneratedPuzzleSchema,
  type GenerateOptions,
  generate,
} from '../shared/index.ts';
import { isPuzzleFor, puzzleKey } from './cache/keys.ts';
import type { CacheEntry } from './cache/tiered.ts';
import type { Deps } from './options.ts';

/** Seeded entries are immutable; the expiry only bounds storage for seeds nobody asks for again. */
const SEEDED_TTL_MS = 30 * 86_400_000;

export type PuzzleOptions = Required<GenerateOptions>;

/** The cache entry of a seeded puzzle: computed by the engine on a miss. */
export const seededEntry = (
  deps: Deps,
  options: PuzzleOptions,
): CacheEntry<typeof GeneratedPuzzleSchema> => ({
  key: puzzleKey(options),
  schema: GeneratedPuzzleSchema,
  accept: isPuzzleFor(options),
  expiresAt: deps.now() + SEEDED_TTL_MS,
  compute: () => generate(options),
});

/** The body of a puzzle: without its solution unless the request includes it. */
export function publicPuzzle(
  generated: GeneratedPuzzle,
  include: 'solution' | undefined,
): Omit<GeneratedPuzzle, 'solution'> & { solution?: string } {
  const { solution, ...puzzle } = generated;
  return include === 'solution' ? { ...puzzle, solution } : puzzle;
}
