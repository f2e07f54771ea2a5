/**
 * The edge Cache API (`caches.default`) as the cache tier in front of KV: local to the data
 * centre, free of KV's write limits, the place hot keys are served from. Fault tolerant like the
 * KV tier: a failing or slow cache is a miss, a failing write is logged. Entries are stored under
 * a synthetic URL on the request's own origin (the Cache API is keyed by URL and scoped to it).
 */
import { type CacheTier, decode, describeError, type TierOptions } from './tier.ts';
import { withTimeout } from './timeout.ts';

/**
 * The part of the Cache API this tier uses. Structural rather than the Workers `Cache` type, so
 * that the app's types (and the RPC client built on them) also compile against the DOM lib.
 */
export interface EdgeCache {
  match(url: string): Promise<{ text(): Promise<string> } | undefined>;
  put(url: string, response: Response): Promise<unknown>;
}

export function createEdgeTier(
  cache: EdgeCache | undefined,
  origin: string,
  options: TierOptions,
): CacheTier {
  const urlOf = (key: string) => `${origin}/api/_cache/${encodeURIComponent(key)}`;
  return {
    name: 'edge',
    async read(key, schema, accept) {
      if (!cache) return undefined;
      let text: string | undefined;
      try {
        const read = Promise.resolve()
          .then(() => cache.match(urlOf(key)))
          .then((res) => res?.text());
        text = await withTimeout(read, options.timeoutMs, 'edge cache read');
      } catch (err) {
        console.error(`edge: read of ${key} failed, going on: ${describeError(err)}`);
        return undefined;
      }
      return text === undefined ? undefined : decode('edge', key, text, schema, accept);
    },

    write(key, value, expiresAt) {
      if (!cache) return;
      const maxAge = Math.max(1, Math.floor((expiresAt - options.now()) / 1000));
      const write = Promise.resolve()
        .then(() =>
          cache.put(
            urlOf(key),
            new Response(JSON.stringify(value), {
              headers: {
                'Content-Type': 'application/json',
                'Cache-Control': `public, max-age=${maxAge}`,
              },
            }),
          ),
        )
        .catch((err: unknown) =>
          console.error(`edge: write of ${key} failed: ${describeError(err)}`),
        );
      options.waitUntil(write);
    },
  };
}
