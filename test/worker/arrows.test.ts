// Arrow Sudoku through the API: generated arrow puzzles (9x9 only, deterministic, unique, their
// solutions checked against the rules and the arrows by an independent checker), `arrows` in
// solve, check, hint and rate, broken arrows as conflicts of kind `arrow`, and bad arrows refused
// with the field path of the offending arrow, cell or coordinate.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { Arrow } from '../../shared/index.ts';
import { ROUTES } from '../../worker/contract.ts';
import { createApp } from '../../worker/index.ts';
import { arrowsHold, digits, isValidSolution } from '../support/rules.ts';
import { call, expectProblem, PUZZLE, postJson, textGrid } from './support.ts';

const app = createApp();
const LEVELS = ['easy', 'medium', 'hard', 'expert'] as const;
const Puzzle = ROUTES.puzzles.responses[200].schema;

async function arrowPuzzle(seed: string, level = 'medium') {
  const res = await call(
    app,
    `/api/v1/puzzles?variant=arrow&seed=${seed}&level=${level}&include=solution`,
  );
  expect(res.status).toBe(200);
  const body = z.parse(Puzzle, await res.json());
  const { arrows } = body;
  if (!arrows) throw new Error('an arrow puzzle comes with arrows');
  return { ...body, arrows, puzzle: textGrid(body.puzzle), solution: textGrid(body.solution) };
}

async function post<S extends $ZodType>(path: string, schema: S, body: unknown) {
  const res = await call(app, path, postJson(body));
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return z.parse(schema, JSON.parse(text));
}
const solve = (body: unknown) => post(ROUTES.solve.path, ROUTES.solve.responses[200].schema, body);
const check = (body: unknown) => post(ROUTES.check.path, ROUTES.check.responses[200].schema, body);
const hint = (body: unknown) => post(ROUTES.hint.path, ROUTES.hint.responses[200].schema, body);
const rate = (body: unknown) => post(ROUTES.rate.path, ROUTES.rate.responses[200].schema, body);

// Three cells of row 1: a circle holding 3 and a line holding 2 and 4, which add up to 6.
const BROKEN: Arrow = [
  [0, 0],
  [
    [0, 1],
    [0, 2],
  ],
];
const BROKEN_BOARD = `324${'.'.repeat(78)}`;

describe('GET /api/v1/puzzles?variant=arrow', () => {
  it.each(LEVELS)('%s: a unique 9x9 puzzle whose solution keeps its arrows', async (level) => {
    const p = await arrowPuzzle(`arrows-${level}`, level);
    expect(p).toMatchObject({ variant: 'arrow', size: 9, level });
    expect(p.arrows.length).toBeGreaterThan(0);
    const solution = digits(p.solution);
    expect(isValidSolution(digits(p.puzzle), solution)).toBe(true);
    expect(arrowsHold(9, solution, p.arrows)).toBe(true);
    // Unique under its arrows: the production solver finds exactly that solution.
    const solved = await solve({ puzzle: p.puzzle, arrows: p.arrows });
    expect(solved).toMatchObject({ status: 'solved', solutionCount: 1, solution: p.solution });
  });

  it('is deterministic and says so in Content-Location', async () => {
    const path = '/api/v1/puzzles?variant=arrow&seed=same';
    const first = await call(app, path);
    const second = await call(app, path);
    expect(await second.json()).toEqual(await first.json());
    expect(first.headers.get('content-location')).toContain('variant=arrow');
  });

  it('a classic puzzle has no arrows', async () => {
    const res = await call(app, '/api/v1/puzzles?seed=classic');
    expect(await res.json()).not.toHaveProperty('arrows');
  });

  it.each(['4', '16'])(
    'size=%s: 400 invalid_options at size, saying arrows are 9x9',
    async (size) => {
      const res = await call(app, `/api/v1/puzzles?variant=arrow&size=${size}&seed=x`);
      const problem = await expectProblem(res, 400, 'invalid_options');
      expect(problem.issues?.[0].path).toEqual(['size']);
      expect(problem.detail).toContain('9x9');
    },
  );
});

describe('arrows in solve, check, hint and rate', () => {
  it('solve: the arrows make the puzzle unique, for every algorithm asked', async () => {
    const p = await arrowPuzzle('solve');
    const solution = digits(p.solution);
    expect((await solve({ puzzle: p.puzzle })).status).toBe('multiple');
    for (const algorithm of ['fast', 'candidates'] as const) {
      const body = await solve({ puzzle: p.puzzle, arrows: p.arrows, algorithm });
      expect(body).toMatchObject({ status: 'solved', solution: p.solution });
      expect(arrowsHold(9, solution, p.arrows)).toBe(true);
    }
  });

  it('solve: broken arrow givens are status invalid with an arrow conflict', async () => {
    const body = await solve({ puzzle: BROKEN_BOARD, arrows: [BROKEN] });
    expect(body.status).toBe('invalid');
    expect(body.conflicts).toEqual([
      {
        digit: 3,
        cells: [
          { row: 0, col: 0 },
          { row: 0, col: 1 },
          { row: 0, col: 2 },
        ],
        house: { kind: 'arrow', index: 0 },
      },
    ]);
  });

  it('check: counts solutions under the arrows, and reports broken ones', async () => {
    const p = await arrowPuzzle('check');
    expect(await check({ puzzle: p.puzzle, arrows: p.arrows })).toEqual({
      conflicts: [],
      complete: false,
      solved: false,
      solutionCount: 1,
    });
    expect(await check({ puzzle: p.solution, arrows: p.arrows })).toMatchObject({
      solved: true,
      solutionCount: 1,
    });
    const broken = await check({ puzzle: BROKEN_BOARD, arrows: [BROKEN] });
    expect(broken).toMatchObject({ solved: false, solutionCount: 0 });
    expect(broken.conflicts.map((c) => c.house)).toEqual([{ kind: 'arrow', index: 0 }]);
    // An empty circle whose line already adds up past 9: broken too, with digit 0.
    const overflow: Arrow = [
      [4, 4],
      [
        [3, 3],
        [2, 2],
      ],
    ];
    const board = `${'.'.repeat(20)}6.........5${'.'.repeat(50)}`;
    const body = await check({ puzzle: board, arrows: [overflow] });
    expect(body.conflicts).toEqual([
      expect.objectContaining({ digit: 0, house: { kind: 'arrow', index: 0 } }),
    ]);
  });

  it('a solved board that breaks an arrow is not solved', async () => {
    const p = await arrowPuzzle('swap');
    // The same grid under another puzzle's arrows: a valid Sudoku that breaks (at least) one.
    const other = await arrowPuzzle('other');
    const holds = arrowsHold(9, digits(p.solution), other.arrows);
    const body = await check({ puzzle: p.solution, arrows: other.arrows });
    expect(body.solved).toBe(holds);
    if (!holds) expect(body.conflicts.some((c) => c.house.kind === 'arrow')).toBe(true);
  });

  it('hint: a step (or a reveal) sound against the solution, and mistakes first', async () => {
    const p = await arrowPuzzle('hint');
    const solution = digits(p.solution);
    const body = await hint({ puzzle: p.puzzle, arrows: p.arrows });
    if (body.kind === 'step') {
      for (const m of body.step.placements)
        expect(m.digit).toBe(solution[m.cell.row * 9 + m.cell.col]);
      for (const m of body.step.eliminations)
        expect(m.digit).not.toBe(solution[m.cell.row * 9 + m.cell.col]);
    } else {
      expect(body.kind).toBe('reveal');
    }
    const empty = p.puzzle.indexOf('.');
    const entries = `${p.puzzle.slice(0, empty)}${(solution[empty] % 9) + 1}${p.puzzle.slice(empty + 1)}`;
    const mistakes = await hint({ puzzle: p.puzzle, arrows: p.arrows, entries });
    expect(mistakes.kind).toBe('mistakes');
  });

  it('rate: rates an arrow puzzle', async () => {
    const p = await arrowPuzzle('rate', 'easy');
    const body = await rate({ puzzle: p.puzzle, arrows: p.arrows });
    expect(LEVELS).toContain(body.level);
    expect(body.steps).toBeGreaterThan(0);
  });

  it.each(['hint', 'rate'] as const)(
    '%s: broken arrow givens are 422 conflicting_givens at the arrow',
    async (route) => {
      const res = await call(
        app,
        ROUTES[route].path,
        postJson({ puzzle: BROKEN_BOARD, arrows: [BROKEN] }),
      );
      const problem = await expectProblem(res, 422, 'conflicting_givens');
      expect(problem.issues).toEqual([
        {
          path: ['arrows', 0],
          code: 'conflicting_givens',
          message:
            'arrow 0: its line (row 1, columns 2 and 3) cannot add up to 3, the digit in its circle (row 1, column 1)',
        },
      ]);
    },
  );
});

describe('bad arrows are refused with their field path', () => {
  const line = (...cells: [number, number][]) => cells;
  const cases: [string, unknown, string, unknown, (string | number)[]][] = [
    [
      'a line cell off the board',
      PUZZLE,
      'invalid_puzzle',
      [[[0, 0], line([0, 1], [0, 9])]],
      ['arrows', 0, 1, 1],
    ],
    [
      '9x9 arrows on a 4x4 board',
      '.'.repeat(16),
      'invalid_puzzle',
      [[[4, 4], line([4, 5])]],
      ['arrows', 0, 0],
    ],
    [
      'a line that jumps',
      PUZZLE,
      'invalid_puzzle',
      [[[0, 0], line([0, 1], [5, 5])]],
      ['arrows', 0, 1, 1],
    ],
    [
      'a circle on its own line',
      PUZZLE,
      'invalid_puzzle',
      [[[0, 0], line([0, 1], [0, 0])]],
      ['arrows', 0],
    ],
    [
      'a line too long for any circle',
      '.'.repeat(16),
      'invalid_puzzle',
      [[[0, 0], line([0, 1], [0, 2], [0, 3], [1, 3])]],
      ['arrows', 0, 1],
    ],
    [
      'the second arrow bad',
      PUZZLE,
      'invalid_puzzle',
      [BROKEN, [[8, 8], line([6, 6])]],
      ['arrows', 1, 1, 0],
    ],
    ['no line', PUZZLE, 'invalid_request', [[[0, 0]]], ['arrows', 0]],
    ['an empty line', PUZZLE, 'invalid_request', [[[0, 0], []]], ['arrows', 0, 1]],
    ['a negative row', PUZZLE, 'invalid_request', [[[-1, 0], line([0, 1])]], ['arrows', 0, 0, 0]],
    [
      'a coordinate that is text',
      PUZZLE,
      'invalid_request',
      [[[0, 'b'], line([0, 1])]],
      ['arrows', 0, 0, 1],
    ],
    ['not an array', PUZZLE, 'invalid_request', { circle: [0, 0] }, ['arrows']],
    ['too many arrows', PUZZLE, 'invalid_request', Array(101).fill(BROKEN), ['arrows']],
  ];
  for (const route of ['solve', 'check', 'hint', 'rate'] as const) {
    it.each(cases)(`${route}: %s`, async (_, puzzle, code, arrows, path) => {
      const res = await call(app, ROUTES[route].path, postJson({ puzzle, arrows }));
      const problem = await expectProblem(res, 400, code);
      expect(problem.issues?.[0].path).toEqual(path);
      if (code === 'invalid_puzzle') expect(problem.detail).toMatch(/^arrow \d+: /);
    });
  }
});
