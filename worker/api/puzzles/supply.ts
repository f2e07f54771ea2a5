/**
 * How every route that shows generated puzzles gets them, and what it charges for them: the
 * cache tiers are read first; the client is charged for the puzzles no tier holds, each by the
 * weight of its kind (../budgets.ts), before any of them is generated, so that a client over its
 * quota gets a 429 and costs nothing; then those are generated, and as many as the client's
 * write allowance lets are written back to the tiers (http/store-allowance.ts). A puzzle served
 * from a cache costs nothing: a read is cheaper than asking the limiter, and a reader of a
 * popular puzzle should never be refused it. Unseeded puzzles skip the caches; those of a pool
 * kind are taken from the pool of puzzles made ahead when it has one (`supplyUnseeded`).
 */
import type { Context } from 'hono';
import type {
  GeneratedPuzzle,
  GeneratedPuzzleSchema,
  Level,
  Size,
  Variant,
} from '../../../shared/index.ts';
import { takeFromPool } from '../../cache/pool.ts';
import { type Source, sourceOfAll } from '../../cache/source.ts';
import { type CacheEntry, lookup, requestTiers, store, waitUntilOf } from '../../cache/tiered.ts';
import type { AppEnv } from '../../env.ts';
import { engineProblem } from '../../http/problem.ts';
import type { Provenance } from '../../http/provenance.ts';
import { charge } from '../../http/rate-limit.ts';
import { storeAllowance } from '../../http/store-allowance.ts';
import type { Deps } from '../../options.ts';
import { premadeConfig } from '../../premade/config.ts';
import { isPoolKind } from '../../premade/kinds.ts';
import { generationWeight } from '../budgets.ts';

/** What puzzles of a request are: every puzzle of one request is of one kind. */
export interface PuzzleKind {
  readonly size: Size;
  readonly level: Level;
  readonly variant: Variant;
}

export type PuzzleEntry = CacheEntry<typeof GeneratedPuzzleSchema>;

export interface Supplied extends Provenance {
  /** In the order of the entries asked for. */
  readonly puzzles: readonly GeneratedPuzzle[];
}

export interface SupplyOptions {
  /** False for unseeded puzzles: generated without reading or writing any cache. */
  readonly cached: boolean;
  /** Whether to use the edge cache (a batch does not: see requestTiers). */
  readonly edge?: boolean;
}

/** Generates an entry's puzzle; an engine error leaves as its problem. */
function make(entry: PuzzleEntry): GeneratedPuzzle {
  const made = entry.compute();
  if (!made.ok) throw engineProblem(made.error);
  return made.value;
}

/** The puzzles of `entries`, all of `kind`, from the caches or generated and paid for. */
export async function supply(
  c: Context<AppEnv>,
  deps: Deps,
  kind: PuzzleKind,
  entries: readonly PuzzleEntry[],
  { cached, edge = true }: SupplyOptions,
): Promise<Supplied> {
  const tiers = cached ? requestTiers(c, deps, { edge }) : [];
  const hits = await Promise.all(entries.map((entry) => lookup(tiers, entry)));
  const missing = entries.filter((_, i) => hits[i] === undefined);
  const weight = generationWeight(kind.variant, kind.size, kind.level);
  if (weight === undefined && missing.length > 0) {
    // A kind without a weight is one the engine does not make: its refusal costs nothing.
    make(missing[0]);
    throw new Error(`no generation weight for ${JSON.stringify(kind)}, which the engine makes`);
  }
  const policy = await charge(c, (weight ?? 0) * missing.length);
  let storable = cached ? await storeAllowance(c, missing.length) : 0;
  const sources: Source[] = [];
  const puzzles = entries.map((entry, i) => {
    const hit = hits[i];
    if (hit) {
      sources.push({ kind: 'hit', tier: hit.tier });
      return hit.value;
    }
    const puzzle = make(entry);
    const stored = storable > 0;
    if (stored) {
      storable--;
      store(tiers, entry, puzzle);
    }
    sources.push(cached ? { kind: 'generated', stored } : { kind: 'uncached' });
    return puzzle;
  });
  return { puzzles, source: sourceOfAll(sources), policy };
}

/**
 * The puzzle of an unseeded request, whose `entry` has a fresh random seed. Of a pool kind, with
 * a pool (POOL_SIZE > 0, KV bound), it is taken from the pool when a slot holds one: a cache
 * read, free like any hit (the scheduled job paid for it, within its own CPU budget), but
 * counted as one of the client's KV writes (a take deletes its slot, which a later run writes
 * again), so that one client cannot drain the pool faster than its write allowance. A client
 * whose write allowance is spent, or a pool with nothing in the slots probed, gets `entry`
 * generated and charged as before, without touching the caches. The puzzle names its seed
 * either way: asked for again, it is a seeded puzzle like any other.
 */
export async function supplyUnseeded(
  c: Context<AppEnv>,
  deps: Deps,
  kind: PuzzleKind,
  entry: PuzzleEntry,
): Promise<Supplied> {
  const namespace = c.env?.PUZZLES;
  const { poolSize } = premadeConfig(c.env);
  if (namespace && poolSize > 0 && isPoolKind(kind) && (await storeAllowance(c, 1)) > 0) {
    const taken = await takeFromPool(namespace, kind, {
      size: poolSize,
      timeoutMs: deps.cacheTimeoutMs,
      waitUntil: waitUntilOf(c),
    });
    if (taken) {
      const policy = await charge(c, 0);
      return { puzzles: [taken], source: { kind: 'hit', tier: 'pool' }, policy };
    }
  }
  return supply(c, deps, kind, [entry], { cached: false });
}
