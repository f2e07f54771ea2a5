/**
 * Cache keys for generated puzzles. A key holds everything the puzzle depends on (engine version,
 * variant, size, level, seed), so a key never needs invalidating: a new engine version reads and
 * writes new keys and the old ones expire. The seed goes last, so any text in it is unambiguous.
 * A seed is at most 128 characters, but 128 emoji are 512 bytes of UTF-8: a key over KV's
 * 512-byte limit names its seed by a 128-bit hash instead, under a prefix of its own (so a seed
 * that looks like a hash never shares a key with one; a collision is caught by `isPuzzleFor`).
 * The pool of puzzles made ahead for unseeded requests has keys of its own, by slot (pool.ts).
 */
import { ENGINE_VERSION, type GeneratedPuzzle } from '../../shared/index.ts';
import { cyrb128 } from '../../shared/random/prng.ts';

type Identity = Pick<GeneratedPuzzle, 'seed' | 'size' | 'level' | 'variant'>;

const KV_KEY_BYTES = 512;
const utf8 = new TextEncoder();

export function puzzleKey(p: Identity): string {
  const fields = `${ENGINE_VERSION}:${p.variant}:${p.size}:${p.level}`;
  const key = `puzzle:${fields}:${p.seed}`;
  if (utf8.encode(key).length <= KV_KEY_BYTES) return key;
  const hash = cyrb128(p.seed).map((word) => word.toString(16).padStart(8, '0'));
  return `puzzle-hashed:${fields}:${hash.join('')}`;
}

/** A classic puzzle of the day keeps the key it had before the variants had days of their own. */
export const dailyKey = (date: string, level: string, variant = 'classic'): string =>
  variant === 'classic'
    ? `daily:${ENGINE_VERSION}:${date}:${level}`
    : `daily:${ENGINE_VERSION}:${variant}:${date}:${level}`;

/** Where the pool of unseeded puzzles made ahead lives (pool.ts): every kind's slots. */
export const POOL_PREFIX = `pool:${ENGINE_VERSION}:`;

/** Slot `slot` of the pool of one kind of puzzle. */
export const poolKey = (p: Omit<Identity, 'seed'>, slot: number): string =>
  `${POOL_PREFIX}${p.variant}:${p.size}:${p.level}:${slot}`;

/**
 * A puzzle of the day made with the server's secret (api/puzzles/daily-secret.ts), under the id
 * of that secret: a rotated secret never reads the old one's puzzles.
 */
export const secretDailyKey = (
  secretId: string,
  date: string,
  level: string,
  variant: string,
): string => `daily-secret:${ENGINE_VERSION}:${secretId}:${variant}:${date}:${level}`;

/** Whether a cached puzzle is the one asked for (a guard against garbage and key collisions). */
export const isPuzzleFor =
  (want: Partial<Identity>) =>
  (got: GeneratedPuzzle): boolean =>
    got.engineVersion === ENGINE_VERSION &&
    (Object.keys(want) as (keyof Identity)[]).every((k) => got[k] === want[k]);
