// KV writes per client are bounded (STORE_LIMITER, the emulated Rate Limiting binding, with real
// local KV): a client's new puzzles are stored up to its allowance; past it a puzzle is still
// served (and charged), just not stored in any tier, and its Cache-Status says so.

import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import type { Limiter } from '../../worker/env.ts';
import { createApp } from '../../worker/index.ts';
import { call, clientIp, fakeLimiter, recordingKv, startOfWindow } from './support.ts';

const STORED = 'sudoku-break; fwd=miss; stored; detail=generated';
const NOT_STORED = 'sudoku-break; fwd=miss; detail=generated';

/** wrangler.toml's allowance, read back from the binding: how many calls it allows at once. */
async function allowance(): Promise<number> {
  const key = `probe-${crypto.randomUUID()}`;
  let n = 0;
  while ((await env.STORE_LIMITER?.limit({ key }))?.success && n < 1000) n++;
  return n;
}

describe('the write allowance', () => {
  it(
    'stores a client’s first new puzzles, then serves the rest unstored',
    async () => {
      await startOfWindow(60);
      const ALLOWED = await allowance();
      expect(ALLOWED).toBe(20);
      const app = createApp({ edgeCache: () => undefined });
      const kv = recordingKv();
      const ip = clientIp();
      const run = crypto.randomUUID().slice(0, 8);
      const statuses: (string | null)[] = [];
      for (let i = 1; i <= ALLOWED + 5; i++) {
        const res = await call(app, `/api/v1/puzzles?seed=${run}-${i}&size=4`, {
          headers: { 'CF-Connecting-IP': ip },
          bindings: { PUZZLES: kv.ns },
        });
        expect(res.status).toBe(200);
        statuses.push(res.headers.get('cache-status'));
      }
      expect(statuses).toEqual([...Array(ALLOWED).fill(STORED), ...Array(5).fill(NOT_STORED)]);
      expect(kv.puts.map((p) => p.key.split(':').at(-1))).toEqual(
        Array.from({ length: ALLOWED }, (_, i) => `${run}-${i + 1}`),
      );
      // Not in the isolate's memory either: asked again, it is generated again.
      const again = await call(app, `/api/v1/puzzles?seed=${run}-${ALLOWED + 1}&size=4`, {
        headers: { 'CF-Connecting-IP': ip },
        bindings: { PUZZLES: kv.ns },
      });
      expect(again.headers.get('cache-status')).toBe(NOT_STORED);
      // Another client stores what it makes; a batch stores up to the allowance.
      const other = await call(app, `/api/v1/puzzles/batch?count=25&seed=${run}-b&size=4`, {
        headers: { 'CF-Connecting-IP': clientIp() },
        bindings: { PUZZLES: kv.ns },
      });
      expect(other.headers.get('cache-status')).toBe(NOT_STORED);
      expect(kv.puts.filter((p) => p.key.includes(`${run}-b-`))).toHaveLength(ALLOWED);
    },
    60_000 + 30_000,
  );

  it('stores everything without the binding, without CF-Connecting-IP, or when it fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing: Limiter = { limit: () => Promise.reject(new Error('limiter down')) };
    const { limiter: refusing } = fakeLimiter(() => false);
    const app = createApp({ edgeCache: () => undefined });
    const cases: [string, RequestInit & { bindings?: Partial<Cloudflare.Env> }, string][] = [
      ['no binding', { bindings: { STORE_LIMITER: undefined } }, STORED],
      ['no address', { bindings: { STORE_LIMITER: refusing } }, STORED],
      [
        'failing',
        { headers: { 'CF-Connecting-IP': clientIp() }, bindings: { STORE_LIMITER: failing } },
        STORED,
      ],
      [
        'refusing',
        { headers: { 'CF-Connecting-IP': clientIp() }, bindings: { STORE_LIMITER: refusing } },
        NOT_STORED,
      ],
    ];
    for (const [name, init, status] of cases) {
      const res = await call(
        app,
        `/api/v1/puzzles?seed=allow-${name}-${crypto.randomUUID()}`,
        init,
      );
      expect(res.headers.get('cache-status'), name).toBe(status);
    }
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('limiter failed'),
      expect.any(Error),
    );
    logged.mockRestore();
  });
});
