/**
 * Cache keys for generated puzzles. A key holds everything the puzzle depends on (engine version,
 * variant, size, level, seed), so a key never needs invalidating: a new engine version reads and
 * writes new keys and the old ones expire. The seed goes last, so any text in it is unambiguous;
 * at most 128 characters, the key stays under KV's 512-byte limit.
 */
import { ENGINE_VERSION, type GeneratedPuzzle } from '../../shared/index.ts';

type Identity = Pick<GeneratedPuzzle, 'seed' | 'size' | 'level' | 'variant'>;

export const puzzleKey = (p: Identity): string =>
  `puzzle:${ENGINE_VERSION}:${p.variant}:${p.size}:${p.level}:${p.seed}`;

export const dailyKey = (date: string, level: string): string =>
  `daily:${ENGINE_VERSION}:${date}:${level}`;

/** Whether a cached puzzle is the one asked for (a guard against garbage and key collisions). */
export const isPuzzleFor =
  (want: Partial<Identity>) =>
  (got: GeneratedPuzzle): boolean =>
    got.engineVersion === ENGINE_VERSION &&
    (Object.keys(want) as (keyof Identity)[]).every((k) => got[k] === want[k]);
