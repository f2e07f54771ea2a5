import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION, generate } from '../../shared/index.ts';
import type { EdgeCache } from '../../worker/cache/edge.ts';
import { createRecentWrites } from '../../worker/cache/recent-writes.ts';
import { createApp } from '../../worker/index.ts';
import { call, fakeKv, recordingKv } from './support.ts';

// KV on its own: no edge cache, no memory tier in front of it.
const noEdge = { edgeCache: () => undefined, memoryEntries: 0 };
const keyOf = (seed: string, level = 'medium', size = 9) =>
  `puzzle:${ENGINE_VERSION}:classic:${size}:${level}:${seed}`;

describe('KV as a cache of seeded puzzles', () => {
  it('writes a miss once, under a key with every parameter and the engine version', async () => {
    const kv = recordingKv();
    const res = await call(createApp(noEdge), '/api/v1/puzzles?seed=kv-1&size=4&level=hard', {
      bindings: { PUZZLES: kv.ns },
    });
    expect(res.status).toBe(200);
    const key = keyOf('kv-1', 'hard', 4);
    expect(kv.gets).toEqual([key]);
    expect(kv.puts.map((p) => p.key)).toEqual([key]);
    // The whole puzzle is stored, solution included: one entry serves both forms of the response.
    const engine = generate({ seed: 'kv-1', size: 4, level: 'hard' });
    expect(JSON.parse(kv.puts[0].value)).toEqual(engine.ok && engine.value);
    expect(kv.puts[0].options).toEqual({ expirationTtl: 30 * 86400 });
  });

  it('serves a hit from KV without writing', async () => {
    const key = keyOf('kv-2');
    const engine = generate({ seed: 'kv-2' });
    if (!engine.ok) throw new Error('engine failed');
    // A recognisable (but well-formed) value proves the response came from KV.
    await env.PUZZLES.put(key, JSON.stringify({ ...engine.value, givens: 99 }));
    const kv = recordingKv();
    const res = await call(createApp(noEdge), '/api/v1/puzzles?seed=kv-2&include=solution', {
      bindings: { PUZZLES: kv.ns },
    });
    expect(await res.json()).toEqual({ ...engine.value, givens: 99 });
    expect(kv.puts).toEqual([]);
  });

  it('writes a hot key once, however many requests miss it at the same time', async () => {
    const kv = recordingKv();
    const app = createApp(noEdge);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(app, '/api/v1/puzzles?seed=kv-hot', { bindings: { PUZZLES: kv.ns } }),
      ),
    );
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(kv.gets).toHaveLength(20);
    expect(kv.puts).toHaveLength(1);
  });

  it('does not store random puzzles (a seed nobody asked for); reads only pool slots', async () => {
    const kv = recordingKv();
    await call(createApp(noEdge), '/api/v1/puzzles', { bindings: { PUZZLES: kv.ns } });
    expect(kv.puts).toEqual([]);
    // The pool of puzzles made ahead is empty here: two slots probed, then generated.
    expect(kv.gets).toHaveLength(2);
    for (const key of kv.gets) expect(key).toMatch(/^pool:[^:]+:classic:9:medium:[0-7]$/);
    const other = recordingKv();
    await call(createApp(noEdge), '/api/v1/puzzles?size=4', { bindings: { PUZZLES: other.ns } });
    expect([other.gets, other.puts]).toEqual([[], []]);
  });

  it('the edge cache sits in front of KV: a hot key is served without a KV read', async () => {
    const app = createApp({ memoryEntries: 0 }); // caches.default
    await call(app, '/api/v1/puzzles?seed=edge-1');
    const kv = recordingKv();
    const res = await call(app, '/api/v1/puzzles?seed=edge-1', { bindings: { PUZZLES: kv.ns } });
    expect(res.status).toBe(200);
    expect(kv.gets).toEqual([]);
  });

  it('a KV hit is copied up to the edge cache', async () => {
    const app = createApp({ memoryEntries: 0 });
    const key = keyOf('edge-2');
    const engine = generate({ seed: 'edge-2' });
    await env.PUZZLES.put(key, JSON.stringify(engine.ok && engine.value));
    await call(app, '/api/v1/puzzles?seed=edge-2');
    const kv = recordingKv();
    await call(app, '/api/v1/puzzles?seed=edge-2', { bindings: { PUZZLES: kv.ns } });
    expect(kv.gets).toEqual([]);
  });

  it('the isolate memory sits in front of both: a hot key needs no I/O at all', async () => {
    const matches: string[] = [];
    const edge = {
      match: async (url: string) => void matches.push(url),
      put: async () => {},
    } as unknown as EdgeCache;
    const app = createApp({ edgeCache: () => edge });
    const kv = recordingKv();
    const first = await call(app, '/api/v1/daily', { bindings: { PUZZLES: kv.ns } });
    const again = await call(app, '/api/v1/daily', { bindings: { PUZZLES: kv.ns } });
    expect(await again.text()).toBe(await first.text());
    expect([matches.length, kv.gets.length, kv.puts.length]).toEqual([1, 1, 1]);
  });

  it('the isolate memory is bounded and drops the oldest puzzles first', async () => {
    const app = createApp({ edgeCache: () => undefined, memoryEntries: 2 });
    const kv = recordingKv();
    for (const seed of ['m1', 'm2', 'm3', 'm3', 'm2', 'm1']) {
      await call(app, `/api/v1/puzzles?seed=${seed}`, { bindings: { PUZZLES: kv.ns } });
    }
    // m1 was pushed out by m3, so it is read (from KV) again; m2 and m3 were still in memory.
    expect(kv.gets.map((k) => k.split(':').at(-1))).toEqual(['m1', 'm2', 'm3', 'm1']);
  });

  it('works with no KV binding at all', async () => {
    const res = await call(createApp(noEdge), '/api/v1/puzzles?seed=kv-none', {
      bindings: { PUZZLES: undefined },
    });
    expect(res.status).toBe(200);
  });
});

describe('the per-isolate memory of recent writes', () => {
  it('lets a key be written again after a minute', () => {
    const writes = createRecentWrites();
    expect(writes.claim('k', 0)).toBe(true);
    expect(writes.claim('k', 59_999)).toBe(false);
    expect(writes.claim('k', 60_000)).toBe(true);
    expect(writes.claim('k', 60_001)).toBe(false);
  });

  it('forgets the oldest claims first when full', () => {
    const writes = createRecentWrites({ capacity: 2 });
    writes.claim('a', 0);
    writes.claim('b', 0);
    writes.claim('c', 0);
    expect(writes.claim('a', 1)).toBe(true);
    expect(writes.claim('c', 1)).toBe(false);
  });

  it('is what stops a second write of the same key from another request', async () => {
    let now = 0;
    const app = createApp({ ...noEdge, now: () => now, recentWrites: createRecentWrites() });
    const puts: string[] = [];
    const kv = fakeKv({ get: async () => null, put: async (key: string) => void puts.push(key) });
    await call(app, '/api/v1/puzzles?seed=memo', { bindings: { PUZZLES: kv } });
    await call(app, '/api/v1/puzzles?seed=memo', { bindings: { PUZZLES: kv } });
    now = 61_000;
    await call(app, '/api/v1/puzzles?seed=memo', { bindings: { PUZZLES: kv } });
    expect(puts).toHaveLength(2);
  });
});
