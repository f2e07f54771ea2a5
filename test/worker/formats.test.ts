// One format for grids across the API: text by default (puzzles, the daily puzzle and solve's
// solution alike) and rows on request (`?format=rows`, `"format": "rows"`), the same grid either
// way; the endpoints without grids accept the field too; a bad format is a 400 at `format`; the
// cache keeps one entry for both formats; the typed client types each grid by the format asked.
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import { type ApiResult, createClient, type Puzzle, type SolveResult } from '../../client/index.ts';
import { generate, parse } from '../../shared/index.ts';
import { ROUTES } from '../../worker/contract.ts';
import { createApp } from '../../worker/index.ts';
import { unwrap } from '../support/result.ts';
import { digits } from '../support/rules.ts';
import {
  at,
  call,
  expectProblem,
  ORIGIN,
  PUZZLE,
  postJson,
  recordingKv,
  SOLUTION,
} from './support.ts';

const app = createApp({ now: () => at('2026-03-14T18:30:00Z'), edgeCache: () => undefined });
const rowsOf = (text: string): number[][] => {
  const cells = digits(text);
  const n = Math.sqrt(cells.length);
  return Array.from({ length: n }, (_, r) => cells.slice(r * n, (r + 1) * n));
};
const json = async (path: string, init?: RequestInit) => {
  const res = await call(app, path, init);
  expect(res.status, path).toBe(200);
  return { res, body: (await res.json()) as Record<string, unknown> };
};

describe('GET puzzles and daily: text by default, rows with format=rows', () => {
  it.each([
    ['/api/v1/puzzles?seed=fmt&size=16&level=easy&include=solution', 'fmt'],
    ['/api/v1/daily?date=2026-03-01&level=hard&include=solution', 'daily:2026-03-01:hard'],
  ])('%s', async (path, seed) => {
    const text = await json(path);
    const rows = await json(`${path}&format=rows`);
    expect(text.body.seed).toBe(seed);
    expect(typeof text.body.puzzle).toBe('string');
    expect(rows.body.puzzle).toEqual(rowsOf(text.body.puzzle as string));
    expect(rows.body.solution).toEqual(rowsOf(text.body.solution as string));
    // Everything else is the same; each form has its own canonical URL and ETag.
    const { puzzle: _p, solution: _s, ...rest } = rows.body;
    expect(text.body).toMatchObject(rest);
    expect(rows.res.headers.get('content-location')).toContain('format=rows');
    expect(text.res.headers.get('content-location')).not.toContain('format');
    expect(rows.res.headers.get('etag')).not.toBe(text.res.headers.get('etag'));
    const explicit = await json(`${path}&format=text`);
    expect(explicit.body).toEqual(text.body);
  });

  it('rows hold 0 for empty cells and whole numbers for the digits (25x25 goes to 25)', async () => {
    const { body } = await json('/api/v1/puzzles?seed=fmt-25&size=25&level=easy&format=rows');
    const rows = z.parse(z.array(z.array(z.int())), body.puzzle);
    expect(rows).toHaveLength(25);
    const made = unwrap(generate({ seed: 'fmt-25', size: 25, level: 'easy' }));
    expect(rows.flat()).toEqual(unwrap(parse(made.puzzle)).cells);
  });

  it('one cache entry serves both formats', async () => {
    const kv = recordingKv();
    const fresh = createApp({ edgeCache: () => undefined });
    for (const format of ['text', 'rows', 'text']) {
      const res = await call(fresh, `/api/v1/puzzles?seed=fmt-kv&format=${format}`, {
        bindings: { PUZZLES: kv.ns },
      });
      expect(res.status).toBe(200);
    }
    expect(kv.puts).toHaveLength(1);
  });
});

describe('POST solve: the solution as text by default, rows with "format": "rows"', () => {
  it('text, like a puzzle', async () => {
    const { body } = await json('/api/v1/solve', postJson({ puzzle: PUZZLE }));
    expect(body.solution).toBe(SOLUTION);
  });

  it('rows, whatever form the puzzle came in', async () => {
    for (const puzzle of [PUZZLE, rowsOf(PUZZLE), digits(PUZZLE)]) {
      const { body } = await json('/api/v1/solve', postJson({ puzzle, format: 'rows' }));
      expect(body.solution).toEqual(rowsOf(SOLUTION));
    }
  });

  it('a 16x16 solution as text uses letters past 9', async () => {
    const { body } = await json('/api/v1/solve', postJson({ puzzle: '.'.repeat(256), limit: 1 }));
    expect(body.solution).toMatch(/^[1-9A-G]{256}$/);
  });
});

describe('check, hint and rate, which answer without grids, take the field too', () => {
  it.each(['check', 'hint', 'rate'])('%s', async (route) => {
    // Timings differ from run to run; everything else must not.
    const untimed = (body: unknown) =>
      JSON.stringify(body, (key, value) => (key === 'microseconds' ? undefined : value));
    const plain = await json(`/api/v1/${route}`, postJson({ puzzle: PUZZLE }));
    for (const format of ['text', 'rows']) {
      const asked = await json(`/api/v1/${route}`, postJson({ puzzle: PUZZLE, format }));
      expect(untimed(asked.body)).toBe(untimed(plain.body));
    }
  });
});

describe('a format that is neither is refused at `format`', () => {
  it.each([
    ['GET', '/api/v1/puzzles?seed=x&format=csv'],
    ['GET', '/api/v1/daily?format=ROWS'],
    ['POST', '/api/v1/solve'],
    ['POST', '/api/v1/check'],
    ['POST', '/api/v1/hint'],
    ['POST', '/api/v1/rate'],
  ])('%s %s', async (method, path) => {
    const init = method === 'POST' ? postJson({ puzzle: PUZZLE, format: 'grid' }) : undefined;
    const problem = await expectProblem(await call(app, path, init), 400, 'invalid_request');
    expect(problem.issues?.[0]).toMatchObject({ path: ['format'] });
    expect(problem.issues?.[0].message).toContain('"text"|"rows"');
  });
});

describe('documented in the schemas (and so in OpenAPI)', () => {
  it('a grid is text or rows, and every request names `format`', () => {
    const Puzzle = ROUTES.puzzles.responses[200].schema;
    const base = unwrap(generate({ seed: 'doc', size: 4 }));
    expect(z.safeParse(Puzzle, base).success).toBe(true);
    expect(z.safeParse(Puzzle, { ...base, puzzle: rowsOf(base.puzzle) }).success).toBe(true);
    expect(z.safeParse(Puzzle, { ...base, puzzle: 42 }).success).toBe(false);
    for (const route of [ROUTES.puzzles, ROUTES.daily])
      expect(route.query.shape).toHaveProperty('format');
    for (const route of [ROUTES.solve, ROUTES.check, ROUTES.hint, ROUTES.rate])
      expect(route.body.shape).toHaveProperty('format');
  });
});

describe('the typed client types each grid by the format asked for', () => {
  const api = createClient({
    baseUrl: ORIGIN,
    fetch: (input, init) => call(app, input.slice(ORIGIN.length), init),
  });

  it('text by default, rows when asked', async () => {
    const text = await api.puzzle({ seed: 'typed', include: 'solution' });
    const rows = await api.puzzle({ seed: 'typed', include: 'solution', format: 'rows' });
    const solved = await api.solve({ puzzle: PUZZLE, format: 'rows' });
    const today = await api.daily({ date: '2026-03-14' });
    // The exported types name each form: text by default, `<'rows'>` for rows.
    const typed: [ApiResult<Puzzle>, ApiResult<Puzzle<'rows'>>, ApiResult<SolveResult<'rows'>>] = [
      text,
      rows,
      solved,
    ];
    expect(typed).toHaveLength(3);
    if (!text.ok || !rows.ok || !solved.ok || !today.ok) throw new Error('expected 200s');
    expectTypeOf(text.value.puzzle).toEqualTypeOf<string>();
    expectTypeOf(text.value.solution).toEqualTypeOf<string | undefined>();
    expectTypeOf(rows.value.puzzle).toEqualTypeOf<number[][]>();
    expectTypeOf(solved.value.solution).toEqualTypeOf<number[][] | undefined>();
    expectTypeOf(today.value.puzzle).toEqualTypeOf<string>();
    expect(rows.value.puzzle).toEqual(rowsOf(text.value.puzzle));
    expect(solved.value.solution).toEqual(rowsOf(SOLUTION));
    expect(typeof today.value.puzzle).toBe('string');
  });
});
