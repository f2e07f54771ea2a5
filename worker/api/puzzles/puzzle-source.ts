/**
 * Where every route that shows a generated puzzle gets it (JSON, SVG, PDF alike: the print
 * group draws these same puzzles): seeded puzzles and puzzles of the day read through the cache
 * tiers (isolate memory, edge cache, KV) and are generated on a miss; an unseeded puzzle is
 * generated and never stored (KV writes cost money and a random seed is rarely asked for again).
 * Also the caching rules of their responses, so that a puzzle is cacheable the same way whatever
 * form it is served in.
 */
import type { Context } from 'hono';
import {
  daily,
  dailySeed,
  type GeneratedPuzzle,
  GeneratedPuzzleSchema,
  generate,
  type Level,
  type Size,
  type Variant,
} from '../../../shared/index.ts';
import { dailyKey, isPuzzleFor, puzzleKey } from '../../cache/keys.ts';
import { type CacheEntry, cached, requestTiers } from '../../cache/tiered.ts';
import type { AppEnv } from '../../env.ts';
import { type Format, gridsOut, type PuzzleOut } from '../../http/format.ts';
import { IMMUTABLE } from '../../http/policy.ts';
import { engineProblem } from '../../http/problem.ts';
import type { Deps } from '../../options.ts';
import { nextUtcMidnight, utcDate } from './dates.ts';
import { requireOut } from './spoilers.ts';

/** Seeded entries are immutable; the expiry only bounds storage for seeds nobody asks for again. */
const SEEDED_TTL_MS = 30 * 86_400_000;

export interface PuzzleOptions {
  readonly seed: string;
  readonly size: Size;
  readonly level: Level;
  readonly variant: Variant;
}

/**
 * The puzzle for these options; `store: false` (an unseeded request's random seed) generates
 * it without touching the caches. An engine error leaves as its problem.
 */
export async function loadPuzzle(
  c: Context<AppEnv>,
  deps: Deps,
  options: PuzzleOptions,
  { store }: { readonly store: boolean },
): Promise<GeneratedPuzzle> {
  const result = store
    ? await cached(requestTiers(c, deps), seededEntry(deps, options))
    : generate(options);
  if (!result.ok) throw engineProblem(result.error);
  return result.value;
}

/**
 * The cache entry of a seeded puzzle, computed by the engine on a miss: the same key and
 * lifetime wherever it is asked for (a single request, a batch, an image, a sheet).
 */
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

/** A puzzle's JSON body: the solution only when the request includes it, grids in `format`. */
export function publicPuzzle(
  made: GeneratedPuzzle,
  include: 'solution' | undefined,
  format: Format,
) {
  const { solution, ...puzzle } = made;
  const body: PuzzleOut = include === 'solution' ? { ...puzzle, solution } : puzzle;
  return gridsOut(body, ['puzzle', 'solution'], format);
}

/** The canonical query of a puzzle of the day; the variant only when it is not classic. */
export function dailyParams(date: string, { level, variant }: DailyKind): URLSearchParams {
  const params = new URLSearchParams({ date, level });
  if (variant !== 'classic') params.set('variant', variant);
  return params;
}

/** The canonical query of a puzzle: every parameter that picks it, in one order. */
export const puzzleParams = (options: PuzzleOptions): URLSearchParams =>
  new URLSearchParams({
    size: String(options.size),
    level: options.level,
    variant: options.variant,
    seed: options.seed,
  });

export interface DailyPuzzle {
  /** The UTC day it is the puzzle of. */
  readonly date: string;
  readonly puzzle: GeneratedPuzzle;
  /** Today's puzzle may be cached until midnight; a puzzle asked for by its date, for good. */
  readonly cacheControl: string;
}

/** Which puzzle of a day: its level and rule set (each variant has its own). */
export interface DailyKind {
  readonly level: Level;
  readonly variant: Variant;
}

/**
 * The puzzle of `given` (today, UTC, when undefined) of this kind, through the cache tiers, when
 * it is out (spoilers.ts): the day has begun in UTC+14 and, `withSolution`, ended in UTC-12.
 */
export async function loadDaily(
  c: Context<AppEnv>,
  deps: Deps,
  given: string | undefined,
  { level, variant }: DailyKind,
  { withSolution }: { readonly withSolution: boolean },
): Promise<DailyPuzzle> {
  const now = deps.now();
  const date = given ?? utcDate(now);
  requireOut(date, withSolution, now);
  const midnight = nextUtcMidnight(now);
  const result = await cached(requestTiers(c, deps), {
    key: dailyKey(date, level, variant),
    schema: GeneratedPuzzleSchema,
    accept: isPuzzleFor({ seed: dailySeed(date, level), level, variant }),
    expiresAt: midnight,
    compute: () => daily(date, level, variant),
  });
  if (!result.ok) throw engineProblem(result.error);
  const cacheControl =
    given === undefined ? `public, max-age=${Math.floor((midnight - now) / 1000)}` : IMMUTABLE;
  return { date, puzzle: result.value, cacheControl };
}
