// Batches: GET /api/v1/puzzles/batch and GET /api/v1/puzzles?count=N, N seeded puzzles in one
// response, each the very puzzle a single request with its seed gives.

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { check, generate } from '../../shared/index.ts';
import { batchCap, MAX_BATCH } from '../../worker/api/budgets.ts';
import { MAX_BATCH_PREFIX } from '../../worker/api/puzzles/batch-schemas.ts';
import { ROUTES } from '../../worker/contract.ts';
import { createApp } from '../../worker/index.ts';
import { unwrap } from '../support/result.ts';
import { call, expectProblem } from './support.ts';

const app = createApp({ edgeCache: () => undefined });
const Batch = ROUTES.batch.responses[200].schema;

async function batch(path: string) {
  const res = await call(app, path);
  expect(res.status, path).toBe(200);
  return { res, body: z.parse(Batch, await res.json()) };
}

describe('GET /api/v1/puzzles/batch', () => {
  it('gives count puzzles whose seeds are <seed>-1 ... <seed>-N, each the single request byte for byte', async () => {
    const { body } = await batch('/api/v1/puzzles/batch?count=5&seed=weekend&size=6&level=hard');
    expect(body.seed).toBe('weekend');
    expect(body.count).toBe(5);
    expect(body.puzzles.map((p) => p.seed)).toEqual([1, 2, 3, 4, 5].map((i) => `weekend-${i}`));
    const fresh = createApp({ edgeCache: () => undefined });
    for (const [i, puzzle] of body.puzzles.entries()) {
      const alone = await call(fresh, `/api/v1/puzzles?seed=weekend-${i + 1}&size=6&level=hard`);
      expect(JSON.stringify(puzzle)).toBe(await alone.text());
      const { solution: _, ...engine } = unwrap(
        generate({ seed: `weekend-${i + 1}`, size: 6, level: 'hard' }),
      );
      expect(puzzle).toEqual(engine);
    }
    expect(new Set(body.puzzles.map((p) => p.puzzle)).size).toBe(5);
  });

  it('is what GET /api/v1/puzzles?count=N answers, so the URL of the issue works', async () => {
    const query = 'count=3&seed=alias&level=easy';
    const viaBatch = await call(app, `/api/v1/puzzles/batch?${query}`);
    const viaPuzzles = await call(app, `/api/v1/puzzles?${query}`);
    expect(viaPuzzles.status).toBe(200);
    expect(await viaPuzzles.text()).toBe(await viaBatch.text());
    for (const header of ['content-location', 'cache-control', 'etag']) {
      expect(viaPuzzles.headers.get(header), header).toBe(viaBatch.headers.get(header));
    }
    // Without count, /puzzles is still one puzzle.
    const one = await (await call(app, '/api/v1/puzzles?seed=alias&level=easy')).json();
    expect(one).toMatchObject({ seed: 'alias', level: 'easy' });
  });

  it('adds every solution with include=solution, each solving its puzzle', async () => {
    const { body } = await batch('/api/v1/puzzles/batch?count=4&seed=sol&include=solution');
    for (const p of body.puzzles) {
      const solution = p.solution ?? '';
      expect(unwrap(check(solution)).solved).toBe(true);
      expect([...p.puzzle].every((ch, i) => ch === '.' || ch === solution[i])).toBe(true);
    }
  });

  it('is immutable and conditional when seeded: a year of Cache-Control, an ETag, 304', async () => {
    const url = '/api/v1/puzzles/batch?count=2&seed=etag&size=4';
    const { res } = await batch(url);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-location')).toBe(
      '/api/v1/puzzles/batch?count=2&size=4&level=medium&variant=classic&seed=etag',
    );
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"/);
    const again = await call(app, url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('without a seed picks a prefix, returns it, is not stored, and the prefix reproduces the batch', async () => {
    const { res, body } = await batch('/api/v1/puzzles/batch?count=3&size=4');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.seed).toMatch(/^[0-9a-z]{12}$/);
    const again = await call(app, res.headers.get('content-location') ?? '');
    expect(await again.json()).toEqual(body);
    const other = await batch('/api/v1/puzzles/batch?count=3&size=4');
    expect(other.body.seed).not.toBe(body.seed);
  });

  it('serves Arrow Sudoku batches with their arrows', async () => {
    const { body } = await batch(
      '/api/v1/puzzles/batch?count=2&seed=arrows&variant=arrow&level=easy',
    );
    for (const p of body.puzzles) {
      expect(p.variant).toBe('arrow');
      expect(p.arrows?.length).toBeGreaterThan(0);
    }
  });

  describe('refuses what it cannot serve, naming the parameter', () => {
    it.each([
      ['count=0', 'count', `count is a whole number from 1 to ${MAX_BATCH}`],
      ['count=51', 'count', `<=${MAX_BATCH}`],
      ['count=ten', 'count', 'count is a whole number'],
      ['count=2.5', 'count', 'count is a whole number'],
      ['count=3&count=4', 'count', 'expected string, received array'],
      ['count=2&size=7', 'size', 'size is one of'],
      // One cap on the prefix, whatever the count: the one puzzle 50's seed needs.
      [`count=1&seed=${'x'.repeat(126)}`, 'seed', `at most ${MAX_BATCH_PREFIX}`],
      [`count=10&seed=${'😀'.repeat(126)}`, 'seed', '126 characters'],
    ])('%s', async (query, field, message) => {
      const problem = await expectProblem(
        await call(app, `/api/v1/puzzles/batch?${query}`),
        400,
        'invalid_request',
      );
      expect(problem.issues?.[0]).toMatchObject({ path: [field] });
      expect(problem.issues?.[0].message).toContain(message);
    });

    it('a batch of a costly kind over its cap, with the cap in the message', async () => {
      const cap = batchCap('classic', 25, 'expert') ?? 0;
      expect(cap).toBeLessThan(MAX_BATCH);
      const problem = await expectProblem(
        await call(app, `/api/v1/puzzles?count=${cap + 1}&size=25&level=expert`),
        400,
        'invalid_request',
      );
      expect(problem.issues).toEqual([
        expect.objectContaining({
          path: ['count'],
          message: expect.stringContaining(`at most ${cap} 25x25 expert puzzles per batch`),
        }),
      ]);
    });

    it('Arrow Sudoku off 9x9, as the engine says', async () => {
      const problem = await expectProblem(
        await call(app, '/api/v1/puzzles/batch?count=2&variant=arrow&size=16'),
        400,
        'invalid_options',
      );
      expect(problem.issues?.[0].path).toEqual(['size']);
    });
  });

  it(`accepts a prefix of ${MAX_BATCH_PREFIX} characters for ${MAX_BATCH} puzzles: the last seed is 128 long`, async () => {
    const prefix = 'p'.repeat(MAX_BATCH_PREFIX);
    const { body } = await batch(`/api/v1/puzzles/batch?count=${MAX_BATCH}&size=4&seed=${prefix}`);
    expect(body.puzzles.at(-1)?.seed).toHaveLength(128);
  });
});
