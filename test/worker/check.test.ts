import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ROUTES } from '../../worker/contract.ts';
import { createApp } from '../../worker/index.ts';
import { call, expectProblem, PUZZLE, postJson, SOLUTION } from './support.ts';

const app = createApp();
const CheckResponse = ROUTES.check.responses[200].schema;
const checkBody = async (puzzle: unknown) => {
  const res = await call(app, '/api/v1/check', postJson({ puzzle }));
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return z.parse(CheckResponse, await res.json());
};

describe('POST /api/v1/check', () => {
  it('a puzzle with one solution: no conflicts, not complete, solutionCount 1', async () => {
    expect(await checkBody(PUZZLE)).toEqual({
      conflicts: [],
      complete: false,
      solved: false,
      solutionCount: 1,
    });
  });

  it('a solved board: complete, solved, solutionCount 1', async () => {
    expect(await checkBody(SOLUTION)).toEqual({
      conflicts: [],
      complete: true,
      solved: true,
      solutionCount: 1,
    });
  });

  it('an open board: solutionCount 2 means several', async () => {
    expect((await checkBody('.'.repeat(81))).solutionCount).toBe(2);
    expect((await checkBody(Array(36).fill(0))).solutionCount).toBe(2);
  });

  it('a dead end without conflicts: solutionCount 0', async () => {
    const deadEnd = `12345678.${'.'.repeat(8)}9${'.'.repeat(63)}`;
    expect(await checkBody(deadEnd)).toMatchObject({ conflicts: [], solutionCount: 0 });
  });

  it('every conflict as a pair of cells and the house they break', async () => {
    // The 5 at (0,0) is repeated at (0,8) in its row and at (1,1) in its box.
    const board = `5.......5.5${'.'.repeat(70)}`;
    const body = await checkBody(board);
    expect(body.solutionCount).toBe(0);
    expect(body.solved).toBe(false);
    expect(body.conflicts).toEqual(
      expect.arrayContaining([
        {
          digit: 5,
          cells: [
            { row: 0, col: 0 },
            { row: 0, col: 8 },
          ],
          house: { kind: 'row', index: 0 },
        },
        {
          digit: 5,
          cells: [
            { row: 0, col: 0 },
            { row: 1, col: 1 },
          ],
          house: { kind: 'box', index: 0 },
        },
      ]),
    );
  });

  it('a complete board with a conflict is complete but not solved', async () => {
    const broken = `${SOLUTION[1]}${SOLUTION[0]}${SOLUTION.slice(2, 80)}${SOLUTION[0]}`;
    const body = await checkBody(broken);
    expect(body).toMatchObject({ complete: true, solved: false, solutionCount: 0 });
    expect(body.conflicts.length).toBeGreaterThan(0);
  });

  describe('refuses bad input', () => {
    it.each([
      [{}, 400, 'invalid_request'],
      [{ puzzle: PUZZLE, limit: 2 }, 400, 'invalid_request'],
      [{ puzzle: true }, 400, 'invalid_request'],
      [{ puzzle: 'xyz' }, 400, 'invalid_puzzle'],
      [{ puzzle: '1'.repeat(82) }, 400, 'invalid_size'],
    ])('%j', async (body, status, code) => {
      await expectProblem(await call(app, '/api/v1/check', postJson(body)), status, code);
    });

    it('budget_exceeded (422) when counting solutions runs out of budget', async () => {
      const tight = createApp({ budget: 3 });
      const res = await call(tight, '/api/v1/check', postJson({ puzzle: '.'.repeat(256) }));
      await expectProblem(res, 422, 'budget_exceeded');
    });
  });
});
