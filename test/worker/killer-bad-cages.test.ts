// Bad Killer cages in POST solve, check, hint and rate: every layout the engine refuses (an
// overlap, a gap, a cage not in one piece, a sum its cells cannot make, a cell off the board, a
// board other than 9x9) is a 400 invalid_options whose issue names the field, and what does not
// fit the request schema at all (more than 9 cells, a negative row, text) is a 400
// invalid_request at its field. Nothing is searched for either.
import { describe, expect, it } from 'vitest';
import type { Cage } from '../../shared/index.ts';
import { ROUTES } from '../../worker/contract.ts';
import { createApp } from '../../worker/index.ts';
import { CAGES } from '../killer/fixtures.ts';
import { call, expectProblem, postJson } from './support.ts';

const app = createApp();
const EMPTY = '.'.repeat(81);

/** The fixture's cages with cage `i` replaced. */
const replaced = (i: number, cage: unknown): unknown[] => CAGES.map((c, k) => (k === i ? cage : c));

// The fixture's cage 0 is r1c1, r1c2 (sum 8) and cage 1 is r1c3, r2c3 (sum 6).
const [first, second] = CAGES as [Cage, Cage];

const cases: [
  name: string,
  puzzle: string,
  cages: unknown,
  code: string,
  path: unknown[],
  says: string,
][] = [
  [
    'two cages that overlap',
    EMPTY,
    replaced(1, { sum: 14, cells: [...second.cells, [0, 1]] }),
    'invalid_options',
    ['cages', 1, 'cells', 2],
    'already in cage 0',
  ],
  ['a cell no cage covers', EMPTY, CAGES.slice(1), 'invalid_options', ['cages'], 'uncovered'],
  [
    'a cage not orthogonally connected',
    EMPTY,
    [
      {
        sum: 9,
        cells: [
          [0, 0],
          [0, 2],
        ],
      },
      {
        sum: 5,
        cells: [
          [0, 1],
          [1, 2],
        ],
      },
      ...CAGES.slice(2),
    ],
    'invalid_options',
    ['cages', 0, 'cells', 1],
    'not orthogonally connected',
  ],
  [
    'a sum two cells cannot make',
    EMPTY,
    replaced(0, { ...first, sum: 2 }),
    'invalid_options',
    ['cages', 0, 'sum'],
    'add up to 3-17, never 2',
  ],
  [
    'a cell off the 9x9 board',
    EMPTY,
    replaced(0, {
      sum: 8,
      cells: [
        [0, 0],
        [0, 9],
      ],
    }),
    'invalid_options',
    ['cages', 0, 'cells', 1],
    'off the 9x9 board',
  ],
  [
    'cages on a 4x4 board',
    '.'.repeat(16),
    [
      {
        sum: 10,
        cells: [
          [0, 0],
          [0, 1],
          [0, 2],
          [0, 3],
        ],
      },
    ],
    'invalid_options',
    ['cages'],
    'need a 9x9 board',
  ],
  [
    'ten cells in a cage',
    EMPTY,
    [{ sum: 45, cells: Array.from({ length: 10 }, (_, c) => [0, Math.min(c, 8)]) }],
    'invalid_request',
    ['cages', 0, 'cells'],
    'at most 9 cells',
  ],
  [
    'a negative row',
    EMPTY,
    replaced(0, {
      sum: 8,
      cells: [
        [-1, 0],
        [0, 1],
      ],
    }),
    'invalid_request',
    ['cages', 0, 'cells', 0, 0],
    '>=0',
  ],
  [
    'a sum as text',
    EMPTY,
    replaced(0, { ...first, sum: '8' }),
    'invalid_request',
    ['cages', 0, 'sum'],
    'expected number',
  ],
  [
    'an unknown key',
    EMPTY,
    replaced(0, { ...first, total: 8 }),
    'invalid_request',
    ['cages', 0, 'total'],
    'unknown key',
  ],
];

describe('bad cages are refused with their field path', () => {
  for (const route of ['solve', 'check', 'hint', 'rate'] as const) {
    it.each(cases)(`${route}: %s`, async (_, puzzle, cages, code, path, says) => {
      const res = await call(app, ROUTES[route].path, postJson({ puzzle, cages }));
      const problem = await expectProblem(res, 400, code);
      expect(problem.issues?.[0]).toMatchObject({ path, message: expect.stringContaining(says) });
    });
  }
});
