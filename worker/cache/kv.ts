/**
 * Workers KV as a cache tier, never the only copy. Every failure mode of KV (a throwing or
 * rejecting call, a read slower than the timeout, garbage under the key) reads as a miss and is
 * logged; the caller computes the answer and serves it. Writes run after the response
 * (`waitUntil`), only on a miss, and at most once per key per isolate per minute (see
 * recent-writes.ts), because KV allows one write per second per key.
 */
import type { KVNamespace } from '@cloudflare/workers-types';
import type { RecentWrites } from './recent-writes.ts';
import { type CacheTier, decode, describeError, type TierOptions } from './tier.ts';
import { withTimeout } from './timeout.ts';

// KV refuses expirations less than 60 s ahead.
const MIN_TTL_SECONDS = 60;

export function createKvTier(
  namespace: KVNamespace | undefined,
  options: TierOptions & { readonly recentWrites: RecentWrites },
): CacheTier {
  return {
    name: 'kv',
    async read(key, schema, accept) {
      if (!namespace) return undefined;
      let text: string | null;
      try {
        // Promise.resolve().then: a namespace that throws synchronously is caught like one that
        // rejects. cacheTtl: values are immutable per key, so KV may keep them hot for an hour.
        const read = Promise.resolve().then(() =>
          namespace.get(key, { type: 'text', cacheTtl: 3600 }),
        );
        text = await withTimeout(read, options.timeoutMs, 'KV read');
      } catch (err) {
        console.error(`kv: read of ${key} failed, computing instead: ${describeError(err)}`);
        return undefined;
      }
      if (text === null) return undefined;
      if (typeof text !== 'string') {
        console.error(`kv: read of ${key} returned a ${typeof text}, not text; recomputing`);
        return undefined;
      }
      return decode('kv', key, text, schema, accept);
    },

    write(key, value, expiresAt) {
      if (!namespace) return;
      const now = options.now();
      if (!options.recentWrites.claim(key, now)) return;
      // A TTL rather than an absolute time: KV's clock decides, so clock skew cannot reject it.
      const expirationTtl = Math.max(MIN_TTL_SECONDS, Math.ceil((expiresAt - now) / 1000));
      const write = Promise.resolve()
        .then(() => namespace.put(key, JSON.stringify(value), { expirationTtl }))
        .catch((err: unknown) =>
          console.error(`kv: write of ${key} failed: ${describeError(err)}`),
        );
      options.waitUntil(write);
    },
  };
}
