// POST /api/v1/rate: level, score and technique histogram; the client's logic budget honoured and
// capped by the API's (a rating that needs more is a 422 saying which limit it hit); every error
// path a problem with the field it is about.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { GUESS_SCORE, TECHNIQUE_CATALOG } from '../../shared/index.ts';
import { ROUTES } from '../../worker/contract.ts';
import { createApp } from '../../worker/index.ts';
import { call, expectProblem, PUZZLE, postJson, SOLUTION } from './support.ts';

const app = createApp();
const RateResponse = ROUTES.rate.responses[200].schema;
const rateBody = async (body: unknown, on = app) => {
  const res = await call(on, '/api/v1/rate', postJson(body));
  const text = await res.text();
  expect(res.status, text).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return z.parse(RateResponse, JSON.parse(text));
};
const rateProblem = async (body: unknown, status: number, code: string, on = app) =>
  expectProblem(await call(on, '/api/v1/rate', postJson(body)), status, code);

// Arto Inkala's "hardest Sudoku": beyond the library, so cells are guessed.
const INKALA = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
const DEAD_END = `12345678.${'.'.repeat(8)}9${'.'.repeat(63)}`;

describe('POST /api/v1/rate', () => {
  it('rates an easy puzzle: singles only, the score adds up the histogram', async () => {
    const body = await rateBody({ puzzle: PUZZLE });
    expect(body).toMatchObject({ level: 'easy', guessing: false, guesses: 0 });
    expect(body.techniques.every((t) => t.level === 'easy')).toBe(true);
    expect(body.score).toBe(body.techniques.reduce((sum, t) => sum + t.count * t.score, 0));
    expect(body.steps).toBe(body.techniques.reduce((sum, t) => sum + t.count, 0));
    expect(body.techniques.map((t) => t.technique)).toContain(body.hardest);
  });

  it('rates a puzzle beyond the library as expert, with its guesses', async () => {
    const body = await rateBody({ puzzle: INKALA });
    expect(body).toMatchObject({ level: 'expert', guessing: true });
    expect(body.guesses).toBeGreaterThan(0);
    const known = new Set(TECHNIQUE_CATALOG.map((t) => t.id));
    for (const t of body.techniques) expect(known.has(t.technique)).toBe(true);
    expect(body.score).toBe(
      body.guesses * GUESS_SCORE + body.techniques.reduce((sum, t) => sum + t.count * t.score, 0),
    );
  });

  it('rates a full board as needing nothing', async () => {
    expect(await rateBody({ puzzle: SOLUTION })).toMatchObject({
      level: 'easy',
      score: 0,
      hardest: null,
      techniques: [],
      steps: 0,
    });
  });

  it("a rating past the client's budget is a 422 naming that budget", async () => {
    const problem = await rateProblem({ puzzle: INKALA, budget: 50 }, 422, 'budget_exceeded');
    expect(problem.detail).toContain('the budget of 50 units this request asked for');
  });

  it("never lets the client raise the budget past the API's cap", async () => {
    const capped = createApp({ logicBudget: 100 });
    const body = { puzzle: INKALA, budget: 30_000_000 };
    const problem = await rateProblem(body, 422, 'budget_exceeded', capped);
    expect(problem.detail).toContain("100 units, the API's cap for a 9x9 board");
  });

  describe('errors', () => {
    it('several solutions: 422 multiple_solutions at puzzle', async () => {
      const problem = await rateProblem({ puzzle: '.'.repeat(36) }, 422, 'multiple_solutions');
      expect(problem.issues?.[0].path).toEqual(['puzzle']);
    });

    it('no solution: 422 unsolvable', async () => {
      await rateProblem({ puzzle: DEAD_END }, 422, 'unsolvable');
    });

    it('givens that break the rules: 422 conflicting_givens', async () => {
      const problem = await rateProblem(
        { puzzle: `5.......5${'.'.repeat(72)}` },
        422,
        'conflicting_givens',
      );
      expect(problem.issues?.[0]).toMatchObject({ path: ['puzzle'] });
      expect(problem.detail).toContain('5 appears twice in row 1');
    });

    it('a uniqueness search past the node budget: 422 budget_exceeded', async () => {
      const tight = createApp({ budget: 3 });
      await rateProblem({ puzzle: `${'.'.repeat(255)}1` }, 422, 'budget_exceeded', tight);
    });

    it.each([
      ['no puzzle', {}, 'invalid_request', ['puzzle']],
      ['a number', { puzzle: 42 }, 'invalid_request', ['puzzle']],
      ['an unknown field', { puzzle: PUZZLE, entries: PUZZLE }, 'invalid_request', ['entries']],
      ['budget 1.5', { puzzle: PUZZLE, budget: 1.5 }, 'invalid_request', ['budget']],
      ['a huge budget', { puzzle: PUZZLE, budget: 1e12 }, 'invalid_request', ['budget']],
      ['a wrong cell count', { puzzle: '.'.repeat(80) }, 'invalid_size', ['puzzle']],
      ['a digit too large', { puzzle: `${'.'.repeat(15)}5` }, 'invalid_puzzle', ['puzzle', 15]],
    ])('%s', async (_, body, code, path) => {
      const problem = await rateProblem(body, 400, code);
      expect(problem.issues?.[0].path).toEqual(path);
    });
  });
});
