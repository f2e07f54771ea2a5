import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { check, ENGINE_VERSION, generate } from '../../shared/index.ts';
import { ROUTES } from '../../worker/contract.ts';
import { createApp } from '../../worker/index.ts';
import { unwrap } from '../support/result.ts';
import { call, expectProblem, textGrid } from './support.ts';

const app = createApp({ edgeCache: () => undefined });
const PuzzleResponse = ROUTES.puzzles.responses[200].schema;

describe('GET /api/v1/puzzles', () => {
  it('serves the seeded puzzle the engine generates, without its solution', async () => {
    const res = await call(app, '/api/v1/puzzles?seed=alpha&size=9&level=hard');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = z.parse(PuzzleResponse, await res.json());
    const engine = generate({ seed: 'alpha', size: 9, level: 'hard' });
    if (!engine.ok) throw new Error('engine failed');
    const { solution: _, ...expected } = engine.value;
    expect(body).toEqual(expected);
    expect(body.engineVersion).toBe(ENGINE_VERSION);
  });

  it('uses the engine defaults: 9x9, medium, classic', async () => {
    const body = await (await call(app, '/api/v1/puzzles?seed=defaults')).json();
    expect(body).toMatchObject({ seed: 'defaults', size: 9, level: 'medium', variant: 'classic' });
  });

  it('adds the solution with include=solution, and it solves the puzzle', async () => {
    const res = await call(app, '/api/v1/puzzles?seed=beta&size=6&level=easy&include=solution');
    const body = z.parse(PuzzleResponse, await res.json());
    expect(body.solution).toMatch(/^[1-6]{36}$/);
    const [puzzle, solution] = [textGrid(body.puzzle), textGrid(body.solution)];
    expect([...puzzle].every((ch, i) => ch === '.' || ch === solution[i])).toBe(true);
    expect(unwrap(check(solution)).solved).toBe(true);
  });

  it.each([4, 6, 9, 16])('generates boards of size %i', async (size) => {
    const body = await (
      await call(app, `/api/v1/puzzles?seed=sizes&size=${size}&level=easy`)
    ).json();
    expect(body).toMatchObject({ size, level: 'easy' });
    expect((body as { puzzle: string }).puzzle).toHaveLength(size * size);
  });

  it('is deterministic: the same parameters give the same bytes, request after request', async () => {
    const url = '/api/v1/puzzles?seed=same&level=expert';
    const fresh = createApp({ edgeCache: () => undefined });
    const bodies = await Promise.all([
      call(app, url).then((r) => r.text()),
      call(app, url).then((r) => r.text()),
      call(fresh, url).then((r) => r.text()),
      exports.default.fetch(`https://example.com${url}`).then((r) => r.text()),
    ]);
    expect(new Set(bodies).size).toBe(1);
    const other = await call(app, '/api/v1/puzzles?seed=same&level=easy').then((r) => r.text());
    expect(other).not.toBe(bodies[0]);
  });

  it('without a seed picks one, returns it, and the seed reproduces the puzzle', async () => {
    const first = await call(app, '/api/v1/puzzles?level=easy');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const body = z.parse(PuzzleResponse, await first.json());
    expect(body.seed).toMatch(/^[0-9a-z]{12}$/);
    const location = first.headers.get('content-location');
    expect(location).toBe(`/api/v1/puzzles?size=9&level=easy&variant=classic&seed=${body.seed}`);
    const again = await call(app, location ?? '');
    expect(await again.json()).toEqual(body);
    const second = z.parse(PuzzleResponse, await (await call(app, '/api/v1/puzzles')).json());
    expect(second.seed).not.toBe(body.seed);
  });

  it('takes any text as a seed, unicode and separators included', async () => {
    const seed = 'ünï:cødé|🧩 &=?';
    const res = await call(app, `/api/v1/puzzles?seed=${encodeURIComponent(seed)}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { seed: string }).seed).toBe(seed);
  });

  describe('refuses bad parameters with a problem naming the parameter', () => {
    it.each([
      ['size=7', 'size', 'size is one of 4, 6, 9, 16 or 25'],
      ['size=nine', 'size', 'size is one of'],
      ['size=09', 'size', 'size is one of'],
      ['level=impossible', 'level', 'expected one of'],
      ['variant=samurai', 'variant', 'expected one of "classic"|"arrow"|"killer"'],
      ['seed=', 'seed', '0 characters; a seed has 1 to 128'],
      [`seed=${'x'.repeat(129)}`, 'seed', '129 characters; a seed has 1 to 128'],
      ['include=answers', 'include', 'expected "solution"'],
      ['size=9&size=4', 'size', 'expected string, received array'],
    ])('%s', async (query, field, message) => {
      const res = await call(app, `/api/v1/puzzles?${query}`);
      const problem = await expectProblem(res, 400, 'invalid_request');
      expect(problem.issues?.[0]).toMatchObject({ path: [field] });
      expect(problem.issues?.[0].message).toContain(message);
      expect(problem.detail).toContain(`query parameter ${field}`);
    });
  });
});
