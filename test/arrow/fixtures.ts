/**
 * A hand-checked Arrow Sudoku fixture: a known solution grid and eight arrows whose sums were
 * checked by hand against it (for example row 5 is 713924856 and row 4 is 426853791, so the
 * circle at r5c2 = 3 equals 1 at r5c1 plus 2 at r4c1; all coordinates 0-based).
 */
import type { Arrow } from '../../shared/index.ts';

export const SOLUTION =
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

export const ARROWS: Arrow[] = [
  [
    [5, 2],
    [
      [5, 1],
      [4, 1],
    ],
  ], // 3 = 1 + 2
  [
    [0, 4],
    [
      [1, 3],
      [0, 3],
    ],
  ], // 7 = 1 + 6
  [
    [2, 6],
    [
      [2, 5],
      [1, 6],
    ],
  ], // 5 = 2 + 3
  [
    [6, 0],
    [
      [7, 0],
      [8, 1],
      [8, 0],
    ],
  ], // 9 = 2 + 4 + 3
  [
    [3, 4],
    [
      [3, 5],
      [4, 4],
    ],
  ], // 6 = 1 + 5
  [
    [6, 7],
    [
      [7, 7],
      [7, 8],
    ],
  ], // 8 = 3 + 5
  [
    [0, 0],
    [
      [0, 1],
      [1, 2],
    ],
  ], // 5 = 3 + 2
  [
    [2, 1],
    [
      [2, 0],
      [3, 0],
    ],
  ], // 9 = 1 + 8
];
