/**
 * Where every route that shows a generated puzzle gets it (JSON, SVG, PDF alike: the print
 * group draws these same puzzles): seeded puzzles and puzzles of the day read through the cache
 * tiers (isolate memory, edge cache, KV) and are generated on a miss, charged to the client
 * (supply.ts); an unseeded puzzle comes from the pool of puzzles made ahead, or is generated,
 * and is never stored (KV writes cost money and a random seed is rarely asked for again). Each
 * answer comes with its provenance (where it came from, the policy it was charged under) for the
 * response's headers. Also the caching rules of their responses, so that a puzzle is cacheable
 * the same way whatever form it is served in.
 */
import type { Context } from 'hono';
import {
  dailySeed,
  type GeneratedPuzzle,
  GeneratedPuzzleSchema,
  generate,
  type Level,
  type Variant,
} from '../../../shared/index.ts';
import { isPuzzleFor, puzzleKey } from '../../cache/keys.ts';
import type { AppEnv } from '../../env.ts';
import { type Format, gridsOut, type PuzzleOut } from '../../http/format.ts';
import { IMMUTABLE } from '../../http/policy.ts';
import type { Provenance } from '../../http/provenance.ts';
import type { Deps } from '../../options.ts';
import { batchSeed } from './batch-schemas.ts';
import { type DailyRecipe, dailyRecipe, SECRET_DAILY_CACHE } from './daily-secret.ts';
import { dailyExpiry, nextUtcMidnight, utcDate } from './dates.ts';
import { requireOut } from './spoilers.ts';
import {
  type PuzzleEntry,
  type PuzzleKind,
  type Supplied,
  supply,
  supplyUnseeded,
} from './supply.ts';

/** Seeded entries are immutable; the expiry only bounds storage for seeds nobody asks for again. */
const SEEDED_TTL_MS = 30 * 86_400_000;

export interface PuzzleOptions extends PuzzleKind {
  readonly seed: string;
}

/**
 * The puzzle for these options; `store: false` (an unseeded request's random seed) generates
 * it without touching the caches. An engine error leaves as its problem, a client over its
 * quota as a 429.
 */
export async function loadPuzzle(
  c: Context<AppEnv>,
  deps: Deps,
  options: PuzzleOptions,
  { store }: { readonly store: boolean },
): Promise<Provenance & { readonly puzzle: GeneratedPuzzle }> {
  const entry = seededEntry(options, deps.now());
  const { puzzles, ...provenance } = await supply(c, deps, options, [entry], { cached: store });
  return { puzzle: puzzles[0], ...provenance };
}

/**
 * The puzzle of an unseeded request of this kind: from the pool of puzzles made ahead when it
 * has one (supply.ts), else generated from a fresh random seed; never stored. Its seed is in it.
 */
export async function loadUnseeded(
  c: Context<AppEnv>,
  deps: Deps,
  kind: PuzzleKind,
): Promise<Provenance & { readonly puzzle: GeneratedPuzzle }> {
  const entry = seededEntry({ ...kind, seed: deps.randomSeed() }, deps.now());
  const { puzzles, ...provenance } = await supplyUnseeded(c, deps, kind, entry);
  return { puzzle: puzzles[0], ...provenance };
}

/**
 * The `count` puzzles of seed prefix `prefix` (puzzle i, from 1, has the seed `<prefix>-<i>`),
 * each under its own cache entry, the single request's: a batch or a sheet of them.
 */
export function loadPrefixed(
  c: Context<AppEnv>,
  deps: Deps,
  kind: PuzzleKind,
  { prefix, count }: { readonly prefix: string; readonly count: number },
  options: { readonly store: boolean; readonly edge?: boolean },
): Promise<Supplied> {
  const entries = Array.from({ length: count }, (_, i) =>
    seededEntry({ ...kind, seed: batchSeed(prefix, i + 1) }, deps.now()),
  );
  return supply(c, deps, kind, entries, { cached: options.store, edge: options.edge });
}

/**
 * The cache entry of a seeded puzzle at `now`, computed by the engine on a miss: the same key
 * and lifetime wherever it is asked for (a single request, a batch, an image, a sheet; the
 * scheduled job makes the pool's puzzles with it too).
 */
export const seededEntry = (options: PuzzleOptions, now: number): PuzzleEntry => ({
  key: puzzleKey(options),
  schema: GeneratedPuzzleSchema,
  accept: isPuzzleFor(options),
  expiresAt: now + SEEDED_TTL_MS,
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

export interface DailyPuzzle extends Provenance {
  /** The UTC day it is the puzzle of. */
  readonly date: string;
  readonly puzzle: GeneratedPuzzle;
  /**
   * Today's puzzle may be cached until midnight; a puzzle asked for by its date, for good (for a
   * day when made with the server's secret, which may be rotated).
   */
  readonly cacheControl: string;
  /** Whether the engine makes this same puzzle from its seed: false with DAILY_SECRET. */
  readonly offline: boolean;
}

/** Which puzzle of a day: its level and rule set (each variant has its own). */
export interface DailyKind {
  readonly level: Level;
  readonly variant: Variant;
}

/**
 * The cache entry of a puzzle of the day at `now`, made on a miss as the server makes its days,
 * with or without its secret (daily-secret.ts: its own key, its own puzzle): the one key and
 * puzzle of that day and kind, whoever asks (the daily routes, or the scheduled job that makes
 * the coming days ahead: premade/premake.ts). It is kept until the day is over everywhere
 * (dates.ts). Serving it is the routes' business, under the daily rules (spoilers.ts).
 */
export const dailyEntry = (
  recipe: DailyRecipe,
  date: string,
  { level, variant }: DailyKind,
  now: number,
): PuzzleEntry => ({
  key: recipe.key,
  schema: GeneratedPuzzleSchema,
  accept: isPuzzleFor({ seed: dailySeed(date, level), level, variant }),
  expiresAt: dailyExpiry(date, now),
  compute: recipe.make,
});

/**
 * The puzzles of `days` of this kind, through the cache tiers, when each is out (spoilers.ts):
 * the day has begun in UTC+14 and, `withSolution`, ended in UTC-12. Every day is checked before
 * any is generated; `field` names the query parameter the days came in (`seed` for a seed that
 * names the day). `offline`: whether the engine makes the same puzzles from their seeds (no
 * DAILY_SECRET).
 */
export async function loadDays(
  c: Context<AppEnv>,
  deps: Deps,
  days: readonly string[],
  kind: DailyKind,
  { withSolution, field = 'date' }: DayOptions,
): Promise<Supplied & { readonly offline: boolean }> {
  const now = deps.now();
  for (const date of days) requireOut(date, withSolution, now, field);
  const secret = c.env?.DAILY_SECRET;
  const recipes = await Promise.all(days.map((date) => dailyRecipe(secret, date, kind)));
  const entries = days.map((date, i) => dailyEntry(recipes[i], date, kind, now));
  const supplied = await supply(c, deps, { ...kind, size: 9 }, entries, { cached: true });
  return { ...supplied, offline: recipes.every((recipe) => recipe.offline) };
}

export interface DayOptions {
  readonly withSolution: boolean;
  readonly field?: string;
}

/**
 * The puzzle of `given` (today, UTC, when undefined) of this kind, through the cache tiers, when
 * it is out (spoilers.ts): the day has begun in UTC+14 and, `withSolution`, ended in UTC-12.
 */
export async function loadDaily(
  c: Context<AppEnv>,
  deps: Deps,
  given: string | undefined,
  kind: DailyKind,
  options: DayOptions,
): Promise<DailyPuzzle> {
  const now = deps.now();
  const date = given ?? utcDate(now);
  const { puzzles, ...provenance } = await loadDays(c, deps, [date], kind, options);
  const dated = provenance.offline ? IMMUTABLE : SECRET_DAILY_CACHE;
  const cacheControl =
    given === undefined
      ? `public, max-age=${Math.floor((nextUtcMidnight(now) - now) / 1000)}`
      : dated;
  return { date, puzzle: puzzles[0], cacheControl, ...provenance };
}
