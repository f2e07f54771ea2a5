// POST /api/v1/hint: mistakes first, then the next logical step, else a revealed cell; every step
// checked against the solution; the client's logic budget honoured and capped by the API's; every
// error path (bad body, bad entries and notes, several or no solutions, conflicting givens, a
// search past the node budget) a problem with the field it is about.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ROUTES } from '../../worker/contract.ts';
import { createApp } from '../../worker/index.ts';
import { digits } from '../support/rules.ts';
import { call, expectProblem, PUZZLE, postJson, SOLUTION } from './support.ts';

const app = createApp();
const HintResponse = ROUTES.hint.responses[200].schema;
const hintBody = async (body: unknown, on = app) => {
  const res = await call(on, '/api/v1/hint', postJson(body));
  const text = await res.text();
  expect(res.status, text).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return z.parse(HintResponse, JSON.parse(text));
};
const hintProblem = async (body: unknown, status: number, code: string, on = app) =>
  expectProblem(await call(on, '/api/v1/hint', postJson(body)), status, code);

const solution = digits(SOLUTION);
const given = digits(PUZZLE);
const at = (cell: { row: number; col: number }) => cell.row * 9 + cell.col;
/** PUZZLE with every other empty cell filled in correctly: a player's position. */
const MIDGAME = [...PUZZLE].map((ch, i) => (ch === '.' && i % 2 === 0 ? SOLUTION[i] : ch)).join('');
// Row 0 needs a 9 in its last cell, but column 8 already has one: no solution, no conflict.
const DEAD_END = `12345678.${'.'.repeat(8)}9${'.'.repeat(63)}`;

describe('POST /api/v1/hint', () => {
  it('gives the next logical step, sound against the solution, explained in en and id', async () => {
    const body = await hintBody({ puzzle: PUZZLE });
    if (body.kind !== 'step') throw new Error(`expected a step, got ${body.kind}`);
    const { step } = body;
    expect(step.placements.length + step.eliminations.length).toBeGreaterThan(0);
    for (const m of step.placements) {
      expect(given[at(m.cell)]).toBe(0);
      expect(m.digit).toBe(solution[at(m.cell)]);
    }
    for (const m of step.eliminations) expect(m.digit).not.toBe(solution[at(m.cell)]);
    for (const lang of ['en', 'id'] as const) {
      expect(step.explanation[lang].nudge.length).toBeGreaterThan(0);
      expect(step.explanation[lang].full.length).toBeGreaterThan(0);
    }
  });

  it("reasons from the player's position", async () => {
    const body = await hintBody({ puzzle: PUZZLE, entries: MIDGAME });
    if (body.kind !== 'step') throw new Error(`expected a step, got ${body.kind}`);
    for (const m of body.step.placements) {
      expect(MIDGAME[at(m.cell)]).toBe('.');
      expect(m.digit).toBe(solution[at(m.cell)]);
    }
  });

  it('reports wrong entries first, without giving the right digit away', async () => {
    const wrongAt = MIDGAME.indexOf('.');
    const wrong = (solution[wrongAt] % 9) + 1;
    const entries = `${MIDGAME.slice(0, wrongAt)}${wrong}${MIDGAME.slice(wrongAt + 1)}`;
    const body = await hintBody({ puzzle: PUZZLE, entries });
    expect(body).toMatchObject({
      kind: 'mistakes',
      mistakes: [{ cell: { row: Math.floor(wrongAt / 9), col: wrongAt % 9 }, kind: 'entry' }],
    });
    expect(body.kind === 'mistakes' && body.mistakes[0].digit).toBe(wrong);
    expect(JSON.stringify(body)).not.toContain(`"digit":${solution[wrongAt]}`);
  });

  it('reports notes without the right digit as mistakes', async () => {
    const cell = PUZZLE.indexOf('.');
    const notes: number[][] = Array.from({ length: 81 }, () => []);
    notes[cell] = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== solution[cell]);
    const body = await hintBody({ puzzle: PUZZLE, notes });
    expect(body).toMatchObject({
      kind: 'mistakes',
      mistakes: [{ cell: { row: Math.floor(cell / 9), col: cell % 9 }, kind: 'note' }],
    });
  });

  it('says solved on a full board, and works on every small size', async () => {
    expect((await hintBody({ puzzle: PUZZLE, entries: SOLUTION })).kind).toBe('solved');
    for (const puzzle of ['4....1.....41.3.', '4..65......3.3.5..6.53.15.1..6..4...']) {
      expect(['step', 'reveal']).toContain((await hintBody({ puzzle })).kind);
    }
  });

  it("honours the client's logic budget: out of budget, one cell is revealed", async () => {
    const body = await hintBody({ puzzle: PUZZLE, budget: 1 });
    expect(body).toMatchObject({ kind: 'reveal', reason: 'budget' });
    if (body.kind === 'reveal')
      expect(body.placement.digit).toBe(solution[at(body.placement.cell)]);
  });

  it("never lets the client raise the budget past the API's cap", async () => {
    const capped = createApp({ logicBudget: 1 });
    const body = await hintBody({ puzzle: PUZZLE, budget: 30_000_000 }, capped);
    expect(body).toMatchObject({ kind: 'reveal', reason: 'budget' });
  });

  describe('errors', () => {
    it('several solutions: 422 multiple_solutions at puzzle', async () => {
      const problem = await hintProblem({ puzzle: '.'.repeat(81) }, 422, 'multiple_solutions');
      expect(problem.issues?.[0].path).toEqual(['puzzle']);
      expect(problem.detail).toContain('add givens');
    });

    it('no solution: 422 unsolvable', async () => {
      await hintProblem({ puzzle: DEAD_END }, 422, 'unsolvable');
    });

    it('givens that break the rules: 422 conflicting_givens, every conflict listed', async () => {
      const problem = await hintProblem(
        { puzzle: `11${'.'.repeat(79)}` },
        422,
        'conflicting_givens',
      );
      expect(problem.issues).toEqual([
        {
          path: ['puzzle'],
          message: '1 appears twice in row 1 (row 1, columns 1 and 2)',
          code: 'conflicting_givens',
        },
        {
          path: ['puzzle'],
          message: '1 appears twice in box 1 (row 1, columns 1 and 2)',
          code: 'conflicting_givens',
        },
      ]);
    });

    it('a uniqueness search past the node budget: 422 budget_exceeded', async () => {
      const tight = createApp({ budget: 3 });
      const problem = await hintProblem(
        { puzzle: `${'.'.repeat(255)}1` },
        422,
        'budget_exceeded',
        tight,
      );
      expect(problem.detail).toContain('gave up after');
    });

    it.each([
      ['no puzzle', {}, 'invalid_request', ['puzzle']],
      ['an unknown field', { puzzle: PUZZLE, hints: 2 }, 'invalid_request', ['hints']],
      ['budget 0', { puzzle: PUZZLE, budget: 0 }, 'invalid_request', ['budget']],
      ['a huge budget', { puzzle: PUZZLE, budget: 1e12 }, 'invalid_request', ['budget']],
      [
        'a bad puzzle character',
        { puzzle: `x${PUZZLE.slice(1)}` },
        'invalid_puzzle',
        ['puzzle', 0],
      ],
      ['entries of a wrong type', { puzzle: PUZZLE, entries: 7 }, 'invalid_request', ['entries']],
      [
        'a bad entries character',
        { puzzle: PUZZLE, entries: `${PUZZLE.slice(0, 5)}x${PUZZLE.slice(6)}` },
        'invalid_puzzle',
        ['entries', 5],
      ],
      [
        'entries of another size',
        { puzzle: PUZZLE, entries: '.'.repeat(16) },
        'invalid_options',
        ['entries'],
      ],
      [
        'entries that overwrite a given',
        { puzzle: PUZZLE, entries: `6${PUZZLE.slice(1)}` },
        'invalid_options',
        ['entries', 0],
      ],
      ['notes for too few cells', { puzzle: PUZZLE, notes: [[1]] }, 'invalid_options', ['notes']],
      [
        'a note past the size',
        { puzzle: '4....1.....41.3.', notes: [[9], ...Array(15).fill([])] },
        'invalid_options',
        ['notes', 0],
      ],
      [
        'a note that is no digit',
        { puzzle: PUZZLE, notes: [[0], ...Array(80).fill([])] },
        'invalid_request',
        ['notes', 0, 0],
      ],
    ])('%s', async (_, body, code, path) => {
      const problem = await hintProblem(body, 400, code);
      expect(problem.issues?.[0].path).toEqual(path);
    });
  });
});
