// Unknown query parameters (utm_source, fbclid, cache busters that news sites and apps add) are
// ignored: the same answer as without them, under the same cache keys. Known parameters with bad
// values are still 400s, and JSON bodies stay strict.

import { describe, expect, it } from 'vitest';
import type { EdgeCache } from '../../worker/cache/edge.ts';
import { createApp } from '../../worker/index.ts';
import { at, call, expectProblem, PUZZLE, postJson, recordingKv } from './support.ts';

const NOW = at('2026-03-14T18:30:00Z');

/** An edge cache that misses and records the URLs (the edge tier's keys) it was asked for. */
function recordingEdge() {
  const urls: string[] = [];
  const cache: EdgeCache = {
    match: async (url) => {
      urls.push(url);
      return undefined;
    },
    put: async () => undefined,
  };
  return { cache, urls };
}

/** One request through a fresh app with no memory tier, recording every cache key it reads. */
async function fetchRecording(path: string) {
  const kv = recordingKv();
  const edge = recordingEdge();
  const app = createApp({ now: () => NOW, memoryEntries: 0, edgeCache: () => edge.cache });
  const res = await call(app, path, { bindings: { PUZZLES: kv.ns } });
  return { res, kvKeys: kv.gets, edgeKeys: edge.urls };
}

describe('unknown query parameters', () => {
  it.each([
    ['/api/v1/puzzles?seed=news-1&level=hard', '&utm_source=x'],
    ['/api/v1/puzzles?seed=news-2', '&utm_source=x&utm_medium=social&fbclid=abc&_=1700000000'],
    ['/api/v1/puzzles?seed=news-3', '&ref=a&ref=b'],
    ['/api/v1/daily?date=2026-03-01&level=easy', '&utm_campaign=daily'],
  ])('%s with %s: same answer, same cache keys', async (plain, stray) => {
    const without = await fetchRecording(plain);
    const withStray = await fetchRecording(`${plain}${stray}`);
    expect(withStray.res.status).toBe(200);
    expect(await withStray.res.json()).toEqual(await without.res.json());
    for (const header of ['etag', 'content-location', 'cache-control']) {
      expect(withStray.res.headers.get(header)).toBe(without.res.headers.get(header));
    }
    expect(withStray.kvKeys).toHaveLength(1);
    expect(withStray.kvKeys).toEqual(without.kvKeys);
    expect(withStray.edgeKeys).toHaveLength(1);
    expect(withStray.edgeKeys).toEqual(without.edgeKeys);
    for (const key of [...withStray.kvKeys, ...withStray.edgeKeys]) {
      expect(key).not.toMatch(/utm|fbclid|ref|_=/);
    }
  });

  it('are ignored on unseeded puzzles too', async () => {
    const app = createApp({ randomSeed: () => 'fixed-seed' });
    const res = await call(app, '/api/v1/puzzles?size=4&utm_source=x');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-location')).toBe(
      '/api/v1/puzzles?size=4&level=medium&variant=classic&seed=fixed-seed',
    );
  });

  describe('while known parameters with bad values are still 400s', () => {
    const app = createApp({ now: () => NOW });
    it.each([
      ['/api/v1/puzzles?size=7&utm_source=x', 'size'],
      ['/api/v1/puzzles?seed=a&seed=b&utm_source=x', 'seed'],
      ['/api/v1/puzzles?level=impossible&fbclid=1', 'level'],
      ['/api/v1/daily?date=2025-02-29&utm_source=x', 'date'],
    ])('%s', async (path, field) => {
      const problem = await expectProblem(await call(app, path), 400, 'invalid_request');
      expect(problem.issues?.map((i) => i.path)).toEqual([[field]]);
    });
  });

  it('JSON bodies stay strict: an unknown field is a 400 at its path', async () => {
    const res = await call(createApp(), '/api/v1/check', postJson({ puzzle: PUZZLE, extra: 1 }));
    const problem = await expectProblem(res, 400, 'invalid_request');
    expect(problem.issues?.[0].path).toEqual(['extra']);
  });
});
