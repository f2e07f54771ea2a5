// Every puzzle response says where its puzzles came from in an RFC 9211 Cache-Status field: the
// tier that held them (isolate memory, edge cache, KV), or that they were generated on a miss
// (and stored), or without asking the caches at all (unseeded). JSON, batches, images, sheets
// and days alike, and a 304 too.

import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/index.ts';
import { at, call } from './support.ts';

const GENERATED = 'sudoku-break; fwd=miss; stored; detail=generated';
const BYPASS = 'sudoku-break; fwd=bypass; detail=generated';
const hit = (tier: string) => `sudoku-break; hit; detail=${tier}`;

const now = () => at('2026-03-14T18:30:00Z');
const run = crypto.randomUUID().slice(0, 8);

/** The Cache-Status of one request. */
async function statusOf(app: ReturnType<typeof createApp>, path: string): Promise<string | null> {
  const res = await call(app, path);
  expect(res.status, path).toBe(200);
  await res.arrayBuffer();
  return res.headers.get('cache-status');
}

describe('Cache-Status', () => {
  it.each([
    ['a puzzle', `/api/v1/puzzles?seed=${run}-json&level=hard`],
    ['an image', `/api/v1/puzzles.svg?seed=${run}-svg&variant=arrow`],
    ['a batch', `/api/v1/puzzles/batch?count=3&seed=${run}-batch`],
    ['a sheet', `/api/v1/print.pdf?count=2&seed=${run}-pdf`],
    ['a day', '/api/v1/daily?date=2026-02-11&variant=killer'],
    ['a day as an image', '/api/v1/daily.svg?date=2026-02-12'],
    ['a sheet of days', '/api/v1/print.pdf?daily=2026-02-13..2026-02-15&level=easy'],
  ])('%s: generated and stored, then from memory, the edge cache and KV', async (_, path) => {
    const withEverything = createApp({ now });
    expect(await statusOf(withEverything, path)).toBe(GENERATED);
    expect(await statusOf(withEverything, path)).toBe(hit('memory'));
    // A new isolate: its memory is empty, the data centre's edge cache holds the puzzles (a
    // batch does not use the edge cache: it reads KV).
    const edge = await statusOf(createApp({ now }), path);
    expect(edge).toBe(hit(path.includes('/batch') ? 'kv' : 'edge'));
    expect(await statusOf(createApp({ now, edgeCache: () => undefined }), path)).toBe(hit('kv'));
  });

  it('unseeded puzzles, batches and sheets bypass the caches', async () => {
    const app = createApp({ now });
    for (const path of [
      '/api/v1/puzzles?size=4',
      '/api/v1/puzzles/batch?count=2&size=4',
      '/api/v1/puzzles?count=2&size=4',
      '/api/v1/print.pdf?count=1&size=4',
    ]) {
      expect(await statusOf(app, path), path).toBe(BYPASS);
    }
  });

  it('a batch a cache holds only in part is generated; one held in two tiers names the slower', async () => {
    const app = createApp({ now, edgeCache: () => undefined });
    await statusOf(app, `/api/v1/puzzles?seed=${run}-part-1&size=4`);
    expect(await statusOf(app, `/api/v1/puzzles/batch?count=2&seed=${run}-part&size=4`)).toBe(
      GENERATED,
    );
    // A new isolate reads puzzle 1 from KV, then puzzle 2 from its memory.
    const fresh = createApp({ now, edgeCache: () => undefined });
    await statusOf(fresh, `/api/v1/puzzles?seed=${run}-part-2&size=4`);
    expect(await statusOf(fresh, `/api/v1/puzzles/batch?count=2&seed=${run}-part&size=4`)).toBe(
      hit('kv'),
    );
  });

  it('comes with a 304, and browser scripts may read it', async () => {
    const app = createApp({ now, edgeCache: () => undefined });
    const path = `/api/v1/puzzles?seed=${run}-304`;
    const first = await call(app, path, { headers: { Origin: 'https://news.example' } });
    expect(first.headers.get('access-control-expose-headers')).toContain('Cache-Status');
    const etag = first.headers.get('etag') ?? '';
    const again = await call(app, path, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-status')).toBe(hit('memory'));
  });

  it('is not sent with a problem', async () => {
    const res = await call(createApp({ now }), '/api/v1/puzzles?seed=x&size=5');
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-status')).toBeNull();
  });
});
