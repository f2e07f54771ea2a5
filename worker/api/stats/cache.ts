/**
 * The daily stats' short cache: this isolate's memory and the edge Cache API (not KV, which keeps
 * an entry a minute at least and bills every write), for STATS_MAX_AGE seconds, keyed by the
 * object and what is asked of it. A page that shows the day's numbers to every reader reaches the
 * day's object about once per data centre and half-minute, not once per reader. A cache that
 * fails is a miss (cache/tiered.ts).
 */
import type { Context } from 'hono';
import type { $ZodType, output } from 'zod/v4/core';
import { lookup, requestTiers } from '../../cache/tiered.ts';
import type { AppEnv } from '../../env.ts';
import type { Deps } from '../../options.ts';

export const STATS_MAX_AGE = 30;

/** The cached value under `key`, else `compute`'s (then cached); a compute that throws is not cached. */
export async function shortCached<S extends $ZodType>(
  c: Context<AppEnv>,
  deps: Deps,
  key: string,
  schema: S,
  compute: () => Promise<output<S>>,
): Promise<output<S>> {
  const tiers = requestTiers(c, deps, { kv: false });
  const expiresAt = deps.now() + STATS_MAX_AGE * 1000;
  const entry = { key: `stats:${key}`, schema, accept: () => true, expiresAt };
  const hit = await lookup(tiers, entry);
  if (hit !== undefined) return hit.value;
  const value = await compute();
  for (const tier of tiers) tier.write(entry.key, value, expiresAt);
  return value;
}
