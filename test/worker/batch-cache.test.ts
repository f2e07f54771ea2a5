// Batches are cached per puzzle, under the key a single request for that seed uses: a batch and
// single requests share their work, in KV and in the isolate's memory, and a batch makes no
// Cache API calls (they share the Free plan's 50 subrequests a request).

import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION, generate } from '../../shared/index.ts';
import type { EdgeCache } from '../../worker/cache/edge.ts';
import { createApp } from '../../worker/index.ts';
import { unwrap } from '../support/result.ts';
import { call, recordingKv } from './support.ts';

// KV on its own: no edge cache, no memory tier in front of it.
const noEdge = { edgeCache: () => undefined, memoryEntries: 0 };
const keyOf = (seed: string) => `puzzle:${ENGINE_VERSION}:classic:4:easy:${seed}`;
const seeds = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);

describe('the cache of batched puzzles', () => {
  it('stores each puzzle of a seeded batch under the single request key, whole', async () => {
    const kv = recordingKv();
    const res = await call(
      createApp(noEdge),
      '/api/v1/puzzles/batch?count=3&seed=bc1&size=4&level=easy',
      {
        bindings: { PUZZLES: kv.ns },
      },
    );
    expect(res.status).toBe(200);
    const keys = seeds('bc1', 3).map(keyOf);
    expect(kv.gets).toEqual(keys);
    expect(kv.puts.map((p) => p.key)).toEqual(keys);
    for (const [i, put] of kv.puts.entries()) {
      const engine = unwrap(generate({ seed: `bc1-${i + 1}`, size: 4, level: 'easy' }));
      expect(JSON.parse(put.value)).toEqual(engine);
    }
  });

  it('serves a single request from what a batch stored, and a batch from what singles stored', async () => {
    const kv = recordingKv();
    const bindings = { PUZZLES: kv.ns };
    await call(createApp(noEdge), '/api/v1/puzzles?count=2&seed=bc2&size=4&level=easy', {
      bindings,
    });
    const single = await call(createApp(noEdge), '/api/v1/puzzles?seed=bc2-2&size=4&level=easy', {
      bindings,
    });
    expect(single.status).toBe(200);
    expect(kv.puts.map((p) => p.key)).toEqual(seeds('bc2', 2).map(keyOf));

    // bc2-1 and bc2-2 are in KV: a batch of 4 writes only bc2-3 and bc2-4.
    await call(createApp(noEdge), '/api/v1/puzzles/batch?count=4&seed=bc2&size=4&level=easy', {
      bindings,
    });
    expect(kv.puts.map((p) => p.key).slice(2)).toEqual(seeds('bc2', 4).slice(2).map(keyOf));
  });

  it('keeps batched puzzles in the isolate memory: the same batch again needs no I/O', async () => {
    const app = createApp({ edgeCache: () => undefined });
    const kv = recordingKv();
    const url = '/api/v1/puzzles/batch?count=5&seed=bc3&size=4&level=easy';
    const first = await call(app, url, { bindings: { PUZZLES: kv.ns } });
    const again = await call(app, url, { bindings: { PUZZLES: kv.ns } });
    expect(await again.text()).toBe(await first.text());
    expect([kv.gets.length, kv.puts.length]).toEqual([5, 5]);
  });

  it('makes no Cache API call, while a single request does', async () => {
    const calls: string[] = [];
    const edge = {
      match: async (url: string) => void calls.push(`match ${url}`),
      put: async (url: string) => void calls.push(`put ${url}`),
    } as unknown as EdgeCache;
    const app = createApp({ edgeCache: () => edge, memoryEntries: 0 });
    await call(app, '/api/v1/puzzles/batch?count=4&seed=bc4&size=4');
    expect(calls).toEqual([]);
    await call(app, '/api/v1/puzzles?seed=bc4-1&size=4');
    expect(calls.length).toBeGreaterThan(0);
  });

  it('neither reads nor stores an unseeded batch (a prefix nobody asked for)', async () => {
    const kv = recordingKv();
    const res = await call(createApp(noEdge), '/api/v1/puzzles/batch?count=3&size=4', {
      bindings: { PUZZLES: kv.ns },
    });
    expect(res.status).toBe(200);
    expect([kv.gets, kv.puts]).toEqual([[], []]);
  });
});
