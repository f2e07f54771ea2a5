/**
 * A Killer Sudoku fixture checked with the independent checker (test/support/killer.ts): the
 * solution of test/arrow/fixtures.ts, and in every box the same four cages (a pair across the
 * top, a pair down the right, an L of three, a pair across the bottom), 36 in all, with their
 * sums from the solution. They allow three solutions; the givens at r1c4 (6), r3c5 (4) and r4c6
 * (1) leave one.
 */
import type { Cage } from '../../shared/variants/killer.ts';

export const SOLUTION =
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

export const GIVENS =
  '...6..................4.........1................................................';

const digitAt = (row: number, col: number): number => Number(SOLUTION[row * 9 + col]);

/** The four cages of the box whose top-left cell is (r, c). */
const boxCages = (r: number, c: number): [number, number][][] => [
  [
    [r, c],
    [r, c + 1],
  ],
  [
    [r, c + 2],
    [r + 1, c + 2],
  ],
  [
    [r + 1, c],
    [r + 1, c + 1],
    [r + 2, c],
  ],
  [
    [r + 2, c + 1],
    [r + 2, c + 2],
  ],
];

export const CAGES: Cage[] = [0, 3, 6].flatMap((r) =>
  [0, 3, 6].flatMap((c) =>
    boxCages(r, c).map((cells) => ({
      sum: cells.reduce((total, [row, col]) => total + digitAt(row, col), 0),
      cells,
    })),
  ),
);

/** The index of the cage holding a cell. */
export const cageAt = (row: number, col: number): number =>
  CAGES.findIndex((cage) => cage.cells.some(([r, c]) => r === row && c === col));
