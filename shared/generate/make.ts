/**
 * A puzzle of any variant: the classic draw and the generation loop (make-core.ts) with Arrow's and
 * Killer's draws (arrow-puzzle.ts, killer-puzzle.ts). The API's `generate` and the benchmarks
 * call it; the widget's engine chunks hold the classic draw and the variants' apart.
 */
import type { Size } from '../board/geometry.ts';
import type { Result } from '../errors.ts';
import { drawArrow } from './arrow-puzzle.ts';
import { drawKiller } from './killer-puzzle.ts';
import type { Level } from './levels.ts';
import { type Draw, drawClassic, makeTracedWith, type Traced } from './make-core.ts';
import type { GeneratedPuzzle, Variant } from './schema.ts';

/** Arrow's and Killer's draws (9x9 only: `makeTracedWith` refuses other sizes first). */
export const VARIANT_DRAWS: Record<Exclude<Variant, 'classic'>, Draw> = {
  arrow: drawArrow,
  killer: (_size, level, key) => drawKiller(level, key),
};

/** The puzzle for a seed, size, level and variant (already valid: see `generate`). */
export const makePuzzle = (
  seed: string,
  size: Size,
  level: Level,
  variant: Variant,
): Result<GeneratedPuzzle> => makePuzzleTraced(seed, size, level, variant).result;

/** `makePuzzle`, also saying how many draws it took: the benchmark reports retries. */
export const makePuzzleTraced = (
  seed: string,
  size: Size,
  level: Level,
  variant: Variant,
): Traced =>
  makeTracedWith(
    variant === 'classic' ? drawClassic : VARIANT_DRAWS[variant],
    seed,
    size,
    level,
    variant,
  );
