// What a batch costs against the per-client compute quota: the weight of each puzzle the Worker
// has to generate (one call of the Rate Limiting binding per unit: 1 for a 4x4 puzzle); puzzles
// a cache already holds are free, as single seeded puzzles are.

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Limiter } from '../../worker/env.ts';
import { clientKey } from '../../worker/http/client-key.ts';
import { createApp } from '../../worker/index.ts';
import { call, clientIp, expectProblem, fakeLimiter, startOfWindow } from './support.ts';

const LIMIT = Number(env.COMPUTE_LIMIT);
const PERIOD = Number(env.COMPUTE_PERIOD);
const POLICY = `"compute";q=${LIMIT};w=${PERIOD}`;

function get(app: ReturnType<typeof createApp>, path: string, ip: string, limiter?: Limiter) {
  return call(app, path, {
    headers: { 'CF-Connecting-IP': ip },
    ...(limiter ? { bindings: { COMPUTE_LIMITER: limiter } } : {}),
  });
}

describe('the compute quota of batches', () => {
  it('an unseeded batch costs one unit per puzzle, and says which policy it is under', async () => {
    const { limiter, keys } = fakeLimiter();
    const ip = clientIp();
    const app = createApp({ edgeCache: () => undefined });
    const res = await get(app, '/api/v1/puzzles/batch?count=7&size=4', ip, limiter);
    expect(res.status).toBe(200);
    expect(keys).toEqual(Array(7).fill(clientKey(ip)));
    expect(res.headers.get('ratelimit-policy')).toBe(POLICY);
  });

  it('a seeded batch costs only the puzzles no cache holds', async () => {
    const { limiter, keys } = fakeLimiter();
    const ip = clientIp();
    const app = createApp({ edgeCache: () => undefined });
    const prefix = `quota-${ip}`;
    // One puzzle of the batch fetched alone first (it costs its weight, 1), then it is cached.
    await get(app, `/api/v1/puzzles?seed=${prefix}-2&size=4`, ip, limiter);
    expect(keys).toHaveLength(1);
    keys.length = 0;
    const url = `/api/v1/puzzles?count=5&seed=${prefix}&size=4`;
    expect((await get(app, url, ip, limiter)).status).toBe(200);
    expect(keys).toHaveLength(4);
    const again = await get(app, url, ip, limiter);
    expect(again.status).toBe(200);
    expect(keys).toHaveLength(4);
    expect(again.headers.get('ratelimit-policy')).toBe(POLICY);
  });

  it('is refused with 429 and Retry-After when the limiter says no, with no puzzle in it', async () => {
    const { limiter } = fakeLimiter(() => false);
    const app = createApp({ edgeCache: () => undefined });
    const res = await get(app, '/api/v1/puzzles/batch?count=3&size=4', clientIp(), limiter);
    const problem = await expectProblem(res, 429, 'rate_limited');
    expect(problem.detail).toContain('a puzzle no cache holds costs its weight to generate');
    expect(res.headers.get('retry-after')).toBe(String(PERIOD));
    expect(res.headers.get('ratelimit')).toBe(`"compute";r=0;t=${PERIOD}`);
  });

  it('costs nothing when the request is refused for what it asks', async () => {
    const { limiter, keys } = fakeLimiter();
    const app = createApp({ edgeCache: () => undefined });
    for (const query of [
      'count=51',
      'count=2&variant=arrow&size=16',
      'count=2&size=25&level=expert',
    ]) {
      const res = await get(app, `/api/v1/puzzles/batch?${query}`, clientIp(), limiter);
      expect(res.status, query).toBe(400);
    }
    expect(keys).toEqual([]);
  });

  it(
    'counts against the binding: a batch of 50 and one of 11 are more than 60 a minute',
    async () => {
      await startOfWindow(PERIOD);
      const ip = clientIp();
      const app = createApp({ edgeCache: () => undefined });
      const first = await get(app, '/api/v1/puzzles/batch?count=50&size=4', ip);
      expect(first.status).toBe(200);
      const over = await get(app, '/api/v1/puzzles/batch?count=11&size=4', ip);
      await expectProblem(over, 429, 'rate_limited');
      // Another client is not affected.
      expect((await get(app, '/api/v1/puzzles/batch?count=11&size=4', clientIp())).status).toBe(
        200,
      );
    },
    PERIOD * 1000 + 30_000,
  );
});
