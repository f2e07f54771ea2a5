// A client over its compute quota (the emulated Rate Limiting binding, real local KV) is refused
// every puzzle it would make the Worker generate, on every route: fresh seeds, their images,
// batches, PDF sheets and days no cache holds are a 429 and cost neither CPU nor a KV write;
// puzzles a cache holds are still served to it.

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/index.ts';
import { at, call, clientIp, expectProblem, recordingKv, startOfWindow } from './support.ts';

const LIMIT = Number(env.COMPUTE_LIMIT);
const PERIOD = Number(env.COMPUTE_PERIOD);

describe('a client over its quota', () => {
  it(
    'gets 429 for every puzzle no cache holds, whatever route asks, and cached ones still',
    async () => {
      const app = createApp({
        now: () => at('2026-03-14T18:30:00Z'),
        edgeCache: () => undefined,
      });
      const run = crypto.randomUUID().slice(0, 8);
      // Made earlier for another reader: cached.
      const cached = `/api/v1/puzzles?seed=read-${run}&level=hard`;
      expect((await call(app, cached)).status).toBe(200);

      await startOfWindow(PERIOD);
      const ip = clientIp();
      const from = (kv = env.PUZZLES) => ({
        headers: { 'CF-Connecting-IP': ip },
        bindings: { PUZZLES: kv },
      });
      // Its quota spent on unseeded 4x4 puzzles, one unit each.
      for (let i = 0; i < LIMIT; i++) {
        expect((await call(app, '/api/v1/puzzles?size=4', from())).status).toBe(200);
      }
      await expectProblem(await call(app, '/api/v1/puzzles?size=4', from()), 429, 'rate_limited');

      const kv = recordingKv();
      for (const path of [
        `/api/v1/puzzles?seed=fresh-${run}`,
        `/api/v1/puzzles?seed=fresh-${run}-2&size=4`,
        `/api/v1/puzzles.svg?seed=fresh-${run}-3`,
        `/api/v1/puzzles/batch?count=2&seed=fresh-${run}-4`,
        `/api/v1/puzzles?count=2&seed=fresh-${run}-5`,
        `/api/v1/print.pdf?count=2&variant=arrow&level=expert&seed=fresh-${run}-6`,
        `/api/v1/print.pdf?count=1`,
        '/api/v1/daily?date=2025-02-03',
        '/api/v1/daily.svg?date=2025-02-04&variant=killer',
        '/api/v1/print.pdf?daily=2025-02-05..2025-02-06',
      ]) {
        const res = await call(app, path, from(kv.ns));
        await expectProblem(res, 429, 'rate_limited');
        expect(res.headers.get('retry-after'), path).toBe(String(PERIOD));
      }
      // Nothing was generated for it, so nothing was stored.
      expect(kv.puts).toEqual([]);

      const hit = await call(app, cached, from());
      expect(hit.status).toBe(200);
      expect(hit.headers.get('cache-status')).toBe('sudoku-break; hit; detail=memory');
    },
    PERIOD * 1000 + 30_000,
  );

  it('cannot ask for a sheet past the cap of its kind at all (the issue: 12 Arrow experts)', async () => {
    const app = createApp({ edgeCache: () => undefined });
    const res = await call(
      app,
      '/api/v1/print.pdf?count=12&variant=arrow&level=expert&seed=sheet-cap',
      { headers: { 'CF-Connecting-IP': clientIp() } },
    );
    const problem = await expectProblem(res, 400, 'invalid_request');
    expect(problem.issues?.[0]).toMatchObject({ path: ['count'] });
  });
});
