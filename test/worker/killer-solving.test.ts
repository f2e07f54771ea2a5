// Killer cages in POST solve, check, hint and rate: generated Killer puzzles solved, checked,
// hinted and rated with their cages (every solution held to the rules and the cages by the
// independent checker), cage conflicts reported, described in words by hint and rate, and
// hostile cages stopped by the work budget with a 422 instead of seconds of CPU.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { type Cage, generate, LEVELS } from '../../shared/index.ts';
import { ROUTES } from '../../worker/contract.ts';
import { createApp } from '../../worker/index.ts';
import { CAGES, GIVENS, SOLUTION } from '../killer/fixtures.ts';
import { cagesHold, countKillerSolutions } from '../support/killer.ts';
import { mergedCages } from '../support/killer-hostile.ts';
import { digits, isValidSolution } from '../support/rules.ts';
import { call, expectProblem, postJson, textGrid } from './support.ts';

const app = createApp();

/** A 9x9 board holding `digits` at `[row, col, digit]`, empty elsewhere. */
function board(...placed: [number, number, number][]): string {
  const cells = new Array<string>(81).fill('.');
  for (const [row, col, digit] of placed) cells[row * 9 + col] = String(digit);
  return cells.join('');
}

// The fixture's cage 0 (r1c1, r1c2) adds up to 8, cage 1 (r1c3, r2c3) to 6, cage 2 (r2c1,
// r2c2, r3c1) to 14. BROKEN fills cage 0 with 1 + 2 and puts 9 and 8 in cage 2, which its last
// cell cannot bring back to 14; TWICE puts 3 twice in cage 1 (and in column 3 and box 1).
const BROKEN = board([0, 0, 1], [0, 1, 2], [1, 0, 9], [1, 1, 8]);
const TWICE = board([0, 2, 3], [1, 2, 3]);

/** The conflict of a fixture cage whose digits cannot make its sum: every cell, digit 0. */
const cageSumConflict = (index: number) => ({
  digit: 0,
  cells: CAGES[index].cells.map(([row, col]) => ({ row, col })),
  house: { kind: 'cage', index },
  sum: CAGES[index].sum,
});

async function post<S extends $ZodType>(route: keyof typeof ROUTES, schema: S, body: unknown) {
  const res = await call(app, ROUTES[route].path, postJson(body));
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return z.parse(schema, JSON.parse(text));
}
const solve = (body: unknown) => post('solve', ROUTES.solve.responses[200].schema, body);
const check = (body: unknown) => post('check', ROUTES.check.responses[200].schema, body);
const hint = (body: unknown) => post('hint', ROUTES.hint.responses[200].schema, body);
const rate = (body: unknown) => post('rate', ROUTES.rate.responses[200].schema, body);

function killer(seed: string, level: (typeof LEVELS)[number] = 'medium') {
  const made = generate({ seed, level, variant: 'killer' });
  if (!made.ok || !made.value.cages) throw new Error('the engine makes Killer puzzles');
  return { ...made.value, cages: made.value.cages };
}

/** A solution as the API sent it, held to the rules, the givens and the cages. */
function expectSolves(puzzle: string, cages: readonly Cage[], solution: unknown): void {
  const grid = digits(textGrid(solution as string));
  expect(isValidSolution(digits(puzzle), grid)).toBe(true);
  expect(cagesHold(grid, cages)).toBe(true);
}

describe('POST /api/v1/solve with cages', () => {
  it.each(LEVELS)('%s: the cages alone give the one solution', async (level) => {
    const p = killer(`solve-${level}`, level);
    const body = await solve({ puzzle: p.puzzle, cages: p.cages });
    expect(body).toMatchObject({ status: 'solved', solutionCount: 1, solution: p.solution });
    expectSolves(p.puzzle, p.cages, body.solution);
    // Without them the empty board has many solutions.
    expect((await solve({ puzzle: p.puzzle })).status).toBe('multiple');
  });

  it('every teaching algorithm honours the cages (or says it ran out of budget)', async () => {
    const p = killer('teach', 'easy');
    for (const algorithm of ['backtracking', 'brute-tracking', 'findtracking', 'candidates']) {
      const res = await call(
        app,
        ROUTES.solve.path,
        postJson({ puzzle: p.puzzle, cages: p.cages, algorithm }),
      );
      if (res.status === 422) {
        await expectProblem(res, 422, 'budget_exceeded');
        continue;
      }
      const body = z.parse(ROUTES.solve.responses[200].schema, await res.json());
      expect(body.status).toBe('solved');
      expectSolves(p.puzzle, p.cages, body.solution);
    }
    // Keeping notes, the cages' combinations finish an easy puzzle without a guess.
    const notes = await solve({ puzzle: p.puzzle, cages: p.cages, algorithm: 'candidates' });
    expect(notes).toMatchObject({ status: 'solved', solution: p.solution });
  });

  it('a fixture with three solutions under its cages: multiple, and the givens make it one', async () => {
    const open = await solve({ puzzle: '.'.repeat(81), cages: CAGES, limit: 2 });
    expect(open.status).toBe('multiple');
    expect(countKillerSolutions(new Array(81).fill(0), CAGES).count).toBe(2);
    expectSolves('.'.repeat(81), CAGES, open.solution);
    const one = await solve({ puzzle: GIVENS, cages: CAGES });
    expect(one).toMatchObject({ status: 'solved', solution: SOLUTION });
  });

  it('givens that break a cage: status invalid with the cage conflict', async () => {
    const body = await solve({ puzzle: board([0, 0, 1], [0, 1, 2]), cages: CAGES });
    expect(body.status).toBe('invalid');
    expect(body.conflicts).toEqual([cageSumConflict(0)]);
  });
});

describe('POST /api/v1/check with cages', () => {
  it('counts solutions under the cages and knows a solved board', async () => {
    const p = killer('check');
    expect(await check({ puzzle: p.puzzle, cages: p.cages })).toEqual({
      conflicts: [],
      complete: false,
      solved: false,
      solutionCount: 1,
    });
    expect(await check({ puzzle: p.solution, cages: p.cages })).toMatchObject({
      conflicts: [],
      solved: true,
      solutionCount: 1,
    });
  });

  it('a valid Sudoku that breaks the cages is complete, not solved, with cage conflicts', async () => {
    const p = killer('check');
    // The fixture's grid is a valid Sudoku, but not under this puzzle's cages.
    const body = await check({ puzzle: SOLUTION, cages: p.cages });
    expect(cagesHold(digits(SOLUTION), p.cages)).toBe(false);
    expect(body).toMatchObject({ complete: true, solved: false, solutionCount: 0 });
    expect(body.conflicts.length).toBeGreaterThan(0);
    for (const conflict of body.conflicts) expect(conflict.house.kind).toBe('cage');
  });

  it('reports a repeated digit, a wrong full sum and a sum out of reach as cage conflicts', async () => {
    const body = await check({ puzzle: BROKEN, cages: CAGES });
    expect(body.conflicts).toEqual([cageSumConflict(0), cageSumConflict(2)]);
    expect(body.solutionCount).toBe(0);
    const twice = await check({ puzzle: TWICE, cages: CAGES });
    expect(twice.conflicts).toContainEqual({
      digit: 3,
      cells: [
        { row: 0, col: 2 },
        { row: 1, col: 2 },
      ],
      house: { kind: 'cage', index: 1 },
    });
  });
});

describe('POST /api/v1/hint and /rate with cages', () => {
  it('hint: a step sound against the solution, and mistakes first', async () => {
    const p = killer('hint', 'easy');
    const solution = digits(p.solution);
    const body = await hint({ puzzle: p.puzzle, cages: p.cages });
    expect(body.kind).toBe('step');
    if (body.kind !== 'step') return;
    expect(body.step.placements.length + body.step.eliminations.length).toBeGreaterThan(0);
    for (const m of body.step.placements)
      expect(m.digit).toBe(solution[m.cell.row * 9 + m.cell.col]);
    for (const m of body.step.eliminations)
      expect(m.digit).not.toBe(solution[m.cell.row * 9 + m.cell.col]);
    expect(body.step.explanation.en.full.length).toBeGreaterThan(0);
    expect(body.step.explanation.id.full.length).toBeGreaterThan(0);
    const entries = `${(solution[0] % 9) + 1}${p.puzzle.slice(1)}`;
    const mistakes = await hint({ puzzle: p.puzzle, cages: p.cages, entries });
    expect(mistakes).toMatchObject({ kind: 'mistakes' });
  });

  it('hint: the first hint of an easy Killer puzzle uses a cage, at both levels in both languages', async () => {
    const p = killer('hint-cage', 'easy');
    const body = await hint({ puzzle: p.puzzle, cages: p.cages });
    if (body.kind !== 'step') throw new Error(`expected a step, got ${body.kind}`);
    expect(body.step.technique).toBe('cage-combination');
    expect(body.step.explanation.en.nudge).toMatch(/cage/i);
    expect(body.step.explanation.id.nudge).toMatch(/sangkar/i);
  });

  it.each(LEVELS)(
    'rate: a %s Killer puzzle is rated, killer techniques included',
    async (level) => {
      const p = killer(`rate-${level}`, level);
      const body = await rate({ puzzle: p.puzzle, cages: p.cages });
      expect(LEVELS).toContain(body.level);
      expect(body.steps).toBeGreaterThan(0);
      expect(body.techniques.some((t) => t.technique.startsWith('cage'))).toBe(true);
    },
  );

  it.each(['hint', 'rate'] as const)(
    '%s: givens that break cages are 422 conflicting_givens, each cage named in words',
    async (route) => {
      const res = await call(app, ROUTES[route].path, postJson({ puzzle: BROKEN, cages: CAGES }));
      const problem = await expectProblem(res, 422, 'conflicting_givens');
      expect(problem.issues).toEqual([
        {
          path: ['cages', 0],
          code: 'conflicting_givens',
          message: 'cage 0 (sum 8): its digits (row 1, columns 1 and 2) add up to 3, not 8',
        },
        {
          path: ['cages', 2],
          code: 'conflicting_givens',
          message:
            'cage 2 (sum 14): with 9 and 8 already in it, no different digits in its 1 empty cell make the sum (its cells: row 2, columns 1 and 2, and row 3, column 1)',
        },
      ]);
      expect(problem.detail).toContain('cage 0 (sum 8)');
      const twice = await call(app, ROUTES[route].path, postJson({ puzzle: TWICE, cages: CAGES }));
      const repeated = await expectProblem(twice, 422, 'conflicting_givens');
      expect(repeated.issues).toContainEqual({
        path: ['cages', 1],
        code: 'conflicting_givens',
        message:
          'cage 1 (sum 6): 3 appears twice in it (column 3, rows 1 and 2); digits do not repeat in a cage',
      });
    },
  );
});

describe('hostile cages stay within the work budget', () => {
  // Seed costs-1's expert cages merged into cages of up to six cells: no solution, and proving
  // it takes the search thousands of nodes (over a second of CPU) without a budget.
  const made = killer('costs-1', 'expert');
  const hostile = { puzzle: made.puzzle, cages: mergedCages(made.cages, 6) };

  it.each(['solve', 'hint', 'rate'] as const)('%s: 422 budget_exceeded', async (route) => {
    const res = await call(app, ROUTES[route].path, postJson(hostile));
    await expectProblem(res, 422, 'budget_exceeded');
  });

  it('check: 422 budget_exceeded while counting', async () => {
    await expectProblem(
      await call(app, ROUTES.check.path, postJson(hostile)),
      422,
      'budget_exceeded',
    );
  });

  it('solve with candidates: stops at the API budget for notes with cages', async () => {
    const res = await call(
      app,
      ROUTES.solve.path,
      postJson({ ...hostile, algorithm: 'candidates' }),
    );
    const problem = await expectProblem(res, 422, 'budget_exceeded');
    expect(problem.detail).toContain('after 8001 nodes');
  });
});
