/**
 * The cache tiers of a request, read fastest first (isolate memory, edge cache, KV): a hit names
 * the tier that held it, and is copied to the tiers above it; a value computed on a miss is
 * written to every tier (api/puzzles/supply.ts decides what is computed and stored). Writes
 * happen after the response and never fail it.
 */
import type { Context } from 'hono';
import type { $ZodType, output } from 'zod/v4/core';
import type { Result } from '../../shared/index.ts';
import type { AppEnv } from '../env.ts';
import type { Deps } from '../options.ts';
import { createEdgeTier } from './edge.ts';
import { createKvTier } from './kv.ts';
import type { TierName } from './source.ts';
import type { CacheTier } from './tier.ts';

export interface CacheEntry<S extends $ZodType> {
  readonly key: string;
  readonly schema: S;
  /** Whether a cached value really belongs to this key (guards against garbage and collisions). */
  readonly accept: (value: output<S>) => boolean;
  /** When the entry may be dropped (ms since the epoch). */
  readonly expiresAt: number;
  readonly compute: () => Result<output<S>>;
}

/** The waitUntil of the request, or fire-and-forget when there is no execution context. */
export function waitUntilOf(c: Context<AppEnv>): (promise: Promise<unknown>) => void {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return (promise) => void promise.catch(() => {});
  }
}

/**
 * The tiers for this request, fastest first. `edge: false` leaves out the edge cache: a batch
 * reads and writes up to 50 keys, and Cache API calls share the Worker's subrequest quota (50 a
 * request on the Free plan), while KV allows 1,000 operations a request on every plan. `kv:
 * false` leaves out KV, for values that live seconds (the daily stats): KV keeps an entry at
 * least a minute and bills every write.
 */
export function requestTiers(
  c: Context<AppEnv>,
  deps: Deps,
  { edge = true, kv = true }: { edge?: boolean; kv?: boolean } = {},
): CacheTier[] {
  const shared = { timeoutMs: deps.cacheTimeoutMs, waitUntil: waitUntilOf(c), now: deps.now };
  let cache: ReturnType<Deps['edgeCache']>;
  try {
    cache = edge ? deps.edgeCache() : undefined;
  } catch (err) {
    console.error('edge: no cache available', err);
  }
  return [
    deps.memory,
    ...(edge ? [createEdgeTier(cache, new URL(c.req.url).origin, shared)] : []),
    ...(kv ? [createKvTier(c.env?.PUZZLES, { ...shared, recentWrites: deps.recentWrites })] : []),
  ];
}

/** A value read from a tier, and which tier held it. */
export interface Hit<T> {
  readonly value: T;
  readonly tier: TierName;
}

/** The cached value, fastest tier first; a hit in a lower tier is copied to the tiers above. */
export async function lookup<S extends $ZodType>(
  tiers: readonly CacheTier[],
  entry: Omit<CacheEntry<S>, 'compute'>,
): Promise<Hit<output<S>> | undefined> {
  const { key, schema, accept, expiresAt } = entry;
  for (let i = 0; i < tiers.length; i++) {
    const value = await tiers[i].read(key, schema, accept);
    if (value !== undefined) {
      for (const upper of tiers.slice(0, i)) upper.write(key, value, expiresAt);
      return { value, tier: tiers[i].name };
    }
  }
  return undefined;
}

/** Writes a computed value to every tier, in the background. */
export function store<S extends $ZodType>(
  tiers: readonly CacheTier[],
  entry: Omit<CacheEntry<S>, 'compute'>,
  value: output<S>,
): void {
  for (const tier of tiers) tier.write(entry.key, value, entry.expiresAt);
}
