// Arrow Sudoku checking: arrows that hold, broken arrows reported with their cells, and bad arrow
// input rejected with a field path.
import { describe, expect, it } from 'vitest';
import { type Arrow, ArrowPuzzleSchema, check } from '../../shared/index.ts';
import { expectError, unwrap } from '../support/result.ts';
import { ARROWS, SOLUTION } from './fixtures.ts';

const checked = (text: string, arrows: Arrow[]) => unwrap(check(text, { arrows }));

describe('arrows in check', () => {
  it('a solution that keeps every arrow has no conflict', () => {
    expect(checked(SOLUTION, ARROWS)).toEqual({
      conflicts: [],
      complete: true,
      solved: true,
    });
  });

  it('reports a full arrow whose sum is wrong, with the circle and its line', () => {
    // Arrow 0 is r5c2 = r5c1 + r4c1 (3 = 1 + 2); a 5 in r4c1 breaks it.
    const cells = [...'.'.repeat(81)];
    cells[5 * 9 + 2] = '3';
    cells[5 * 9 + 1] = '1';
    cells[4 * 9 + 1] = '5';
    const result = checked(cells.join(''), ARROWS);
    expect(result.conflicts).toEqual([
      {
        digit: 3,
        cells: [
          { row: 5, col: 2 },
          { row: 5, col: 1 },
          { row: 4, col: 1 },
        ],
        house: { kind: 'arrow', index: 0 },
      },
    ]);
  });

  it('reports a partial arrow that can no longer reach its circle', () => {
    // Arrow 3 is r6c0 = r7c0 + r8c1 + r8c0: with a 2 in the circle, 2 + two more cells of at least 1 is too much.
    const cells = [...'.'.repeat(81)];
    cells[6 * 9] = '2';
    cells[7 * 9] = '2';
    expect(checked(cells.join(''), ARROWS).conflicts.map((c) => c.house)).toContainEqual({
      kind: 'arrow',
      index: 3,
    });
    // With an empty circle, a line already above 9 is broken too.
    const line = [...'.'.repeat(81)];
    line[7 * 9] = '5';
    line[8 * 9 + 1] = '4';
    line[8 * 9] = '3';
    expect(checked(line.join(''), ARROWS).conflicts).toHaveLength(1);
    // A partial arrow that can still work out (5 + 2 + at least 1 <= 9) is fine.
    line[8 * 9] = '.';
    line[8 * 9 + 1] = '2';
    expect(checked(line.join(''), ARROWS).conflicts).toEqual([]);
  });
});

describe('arrow input', () => {
  it.each([
    ['a cell off the board', [[[0, 0], [[0, 9]]]], ['arrows', 0, 1, 0]],
    ['a circle off the board', [[[9, 0], [[8, 0]]]], ['arrows', 0, 0]],
    ['a line that does not touch its circle', [[[0, 0], [[0, 2]]]], ['arrows', 0, 1, 0]],
    [
      'a line with a gap',
      [
        [
          [0, 0],
          [
            [0, 1],
            [0, 3],
          ],
        ],
      ],
      ['arrows', 0, 1, 1],
    ],
    [
      'a circle on its own line',
      [
        [
          [0, 0],
          [
            [0, 1],
            [0, 0],
          ],
        ],
      ],
      ['arrows', 0],
    ],
    [
      'a line too long for any circle',
      [
        [
          [0, 0],
          [
            [0, 1],
            [0, 2],
            [0, 3],
            [0, 4],
            [0, 5],
            [0, 6],
            [0, 7],
            [0, 8],
            [1, 8],
          ],
        ],
      ],
      ['arrows', 0, 1],
    ],
  ] as [string, Arrow[], (string | number)[]][])('rejects %s with its path', (_, arrows, path) => {
    const error = expectError(check('.'.repeat(81), { arrows }));
    expect(error.code).toBe('invalid_puzzle');
    expect(error.path).toEqual(path);
  });

  it("accepts seed 003's JSON and rejects bad shapes with field paths", () => {
    const board = Array.from({ length: 9 }, () => new Array<number>(9).fill(0));
    expect(ArrowPuzzleSchema.safeParse({ board, arrows: ARROWS }).success).toBe(true);
    const badDigit = ArrowPuzzleSchema.safeParse({
      board: [[10, ...board[0].slice(1)], ...board.slice(1)],
      arrows: [],
    });
    expect(!badDigit.success && badDigit.error.issues[0].path).toEqual(['board', 0, 0]);
    const badArrow = ArrowPuzzleSchema.safeParse({ board, arrows: [[[0, 0]]] });
    expect(!badArrow.success && badArrow.error.issues[0].path.slice(0, 2)).toEqual(['arrows', 0]);
    const notTuple = ArrowPuzzleSchema.safeParse({ board, arrows: [[[0, 0], [[0, 'x']]]] });
    expect(!notTuple.success && notTuple.error.issues[0].path).toEqual(['arrows', 0, 1, 0, 1]);
  });
});
