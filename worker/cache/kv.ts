/**
 * Workers KV as a cache tier, never the only copy. Every failure mode of KV (a throwing or
 * rejecting call, a read slower than the timeout, garbage under the key) reads as a miss and is
 * logged; the caller computes the answer and serves it. Writes run after the response
 * (`waitUntil`), only on a miss, and at most once per key per isolate per minute (see
 * recent-writes.ts), because KV allows one write per second per key. The reads and writes
 * themselves (`readText`, `putJson`) are shared with the pool of puzzles made ahead (pool.ts)
 * and the scheduled job that fills KV (../premade/premake.ts).
 */
import type { KVNamespace } from '@cloudflare/workers-types';
import type { RecentWrites } from './recent-writes.ts';
import { type CacheTier, decode, describeError, type TierOptions } from './tier.ts';
import { withTimeout } from './timeout.ts';

// KV refuses expirations less than 60 s ahead.
const MIN_TTL_SECONDS = 60;

/**
 * The text under `key`, or undefined when there is none or KV fails (logged): a throwing or
 * rejecting call, a read slower than `timeoutMs`, a value that is not text. `cacheTtl` lets KV
 * keep the value at the data centre that long (seconds; KV's default, 60, when left out).
 */
export async function readText(
  namespace: KVNamespace,
  key: string,
  { timeoutMs, cacheTtl }: { readonly timeoutMs: number; readonly cacheTtl?: number },
): Promise<string | undefined> {
  let text: string | null;
  try {
    // Promise.resolve().then: a namespace that throws synchronously is caught like one that
    // rejects.
    const read = Promise.resolve().then(() =>
      namespace.get(key, cacheTtl === undefined ? { type: 'text' } : { type: 'text', cacheTtl }),
    );
    text = await withTimeout(read, timeoutMs, 'KV read');
  } catch (err) {
    console.error(`kv: read of ${key} failed, computing instead: ${describeError(err)}`);
    return undefined;
  }
  if (text === null) return undefined;
  if (typeof text !== 'string') {
    console.error(`kv: read of ${key} returned a ${typeof text}, not text; recomputing`);
    return undefined;
  }
  return text;
}

/**
 * Writes `value` as JSON under `key` until `expiresAt` (ms); answers whether KV took it. Never
 * rejects: a failure is logged and answered false.
 */
export async function putJson(
  namespace: KVNamespace,
  key: string,
  value: unknown,
  { expiresAt, now }: { readonly expiresAt: number; readonly now: number },
): Promise<boolean> {
  // A TTL rather than an absolute time: KV's clock decides, so clock skew cannot reject it.
  const expirationTtl = Math.max(MIN_TTL_SECONDS, Math.ceil((expiresAt - now) / 1000));
  try {
    await Promise.resolve().then(() =>
      namespace.put(key, JSON.stringify(value), { expirationTtl }),
    );
    return true;
  } catch (err) {
    console.error(`kv: write of ${key} failed: ${describeError(err)}`);
    return false;
  }
}

export function createKvTier(
  namespace: KVNamespace | undefined,
  options: TierOptions & { readonly recentWrites: RecentWrites },
): CacheTier {
  return {
    name: 'kv',
    async read(key, schema, accept) {
      if (!namespace) return undefined;
      // Values are immutable per key, so KV may keep them hot for an hour.
      const text = await readText(namespace, key, { timeoutMs: options.timeoutMs, cacheTtl: 3600 });
      return text === undefined ? undefined : decode('kv', key, text, schema, accept);
    },

    write(key, value, expiresAt) {
      if (!namespace) return;
      const now = options.now();
      if (!options.recentWrites.claim(key, now)) return;
      options.waitUntil(putJson(namespace, key, value, { expiresAt, now }));
    },
  };
}
