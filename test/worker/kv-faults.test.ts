import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { daily, ENGINE_VERSION, generate } from '../../shared/index.ts';
import type { EdgeCache } from '../../worker/cache/edge.ts';
import { createApp } from '../../worker/index.ts';
import { at, call, fakeKv } from './support.ts';

// KV is a cache, never the only copy: whatever KV or the edge cache do, the answer is computed,
// served (200, the right puzzle) and the fault logged.

const NOW = at('2026-07-01T08:00:00Z');
const expectedPuzzle = (() => {
  const made = generate({ seed: 'faulty', size: 9, level: 'easy' });
  if (!made.ok) throw new Error('engine failed');
  const { solution: _, ...rest } = made.value;
  return rest;
})();
const expectedDaily = (() => {
  const made = daily('2026-07-01', 'medium');
  if (!made.ok) throw new Error('engine failed');
  const { solution: _, ...rest } = made.value;
  return { date: '2026-07-01', ...rest, offline: true };
})();

const never = () => new Promise<never>(() => {});
const otherPuzzle = JSON.stringify({ ...expectedPuzzle, seed: 'someone else', solution: 'x' });

const KV_FAULTS: [string, Record<string, unknown>][] = [
  [
    'get throws',
    {
      get: () => {
        throw new Error('boom');
      },
      put: async () => {},
    },
  ],
  [
    'get rejects',
    {
      get: async () => {
        throw new Error('KV GET failed: 500');
      },
      put: async () => {},
    },
  ],
  ['get never answers', { get: never, put: async () => {} }],
  ['get returns text that is not JSON', { get: async () => '{"seed": "fau', put: async () => {} }],
  [
    'get returns JSON of the wrong shape',
    { get: async () => '{"puzzle": 42}', put: async () => {} },
  ],
  ['get returns another puzzle', { get: async () => otherPuzzle, put: async () => {} }],
  ['get returns a non-string', { get: async () => ({ seed: 'faulty' }), put: async () => {} }],
  [
    'put throws',
    {
      get: async () => null,
      put: () => {
        throw new Error('boom');
      },
    },
  ],
  [
    'put rejects (429 too many writes)',
    {
      get: async () => null,
      put: async () => {
        throw new Error('KV PUT failed: 429');
      },
    },
  ],
  ['everything throws', {}],
];

describe('faults in KV and the edge cache never fail a request', () => {
  let logged: MockInstance;
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => logged.mockRestore());

  // A fresh app per request: its memory of recent writes would otherwise skip the faulty puts.
  const fresh = () => createApp({ now: () => NOW, cacheTimeoutMs: 50, edgeCache: () => undefined });

  describe.each(KV_FAULTS)('KV: %s', (_, methods) => {
    it('a seeded puzzle is still served, right', async () => {
      const res = await call(fresh(), '/api/v1/puzzles?seed=faulty&level=easy', {
        bindings: { PUZZLES: fakeKv(methods) },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(expectedPuzzle);
      expect(logged).toHaveBeenCalled();
      expect(String(logged.mock.calls[0][0])).toContain(
        `puzzle:${ENGINE_VERSION}:classic:9:easy:faulty`,
      );
    });

    it("today's puzzle is still served, right", async () => {
      const res = await call(fresh(), '/api/v1/daily', { bindings: { PUZZLES: fakeKv(methods) } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(expectedDaily);
    });
  });

  it('a hanging KV costs at most the timeout', async () => {
    const started = Date.now();
    await call(fresh(), '/api/v1/puzzles?seed=faulty&level=easy', {
      bindings: { PUZZLES: fakeKv({ get: never, put: async () => {} }) },
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  const brokenCaches: [string, () => EdgeCache | undefined][] = [
    [
      'the cache is not there',
      () => {
        throw new Error('no caches');
      },
    ],
    [
      'match and put throw',
      () =>
        ({
          match: () => {
            throw new Error('boom');
          },
          put: () => {
            throw new Error('boom');
          },
        }) as unknown as EdgeCache,
    ],
    [
      'match rejects, put rejects',
      () =>
        ({
          match: async () => {
            throw new Error('boom');
          },
          put: async () => {
            throw new Error('boom');
          },
        }) as unknown as EdgeCache,
    ],
    ['match never answers', () => ({ match: never, put: async () => {} }) as unknown as EdgeCache],
    [
      'match returns garbage',
      () =>
        ({
          match: async () => new Response('<html>oops'),
          put: async () => {},
        }) as unknown as EdgeCache,
    ],
    [
      'match returns another puzzle',
      () =>
        ({
          match: async () => new Response(otherPuzzle),
          put: async () => {},
        }) as unknown as EdgeCache,
    ],
  ];

  it.each(brokenCaches)('edge cache: %s', async (_, edgeCache) => {
    const withBrokenEdge = createApp({ now: () => NOW, cacheTimeoutMs: 50, edgeCache });
    const res = await call(withBrokenEdge, '/api/v1/puzzles?seed=faulty&level=easy');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(expectedPuzzle);
    const today = await call(withBrokenEdge, '/api/v1/daily');
    expect(await today.json()).toEqual(expectedDaily);
    expect(logged).toHaveBeenCalled();
  });
});
