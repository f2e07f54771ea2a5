/**
 * Checks a board against the rules (seed 000's checkBoard/checkPerp/checkGrid, done properly):
 * every conflict as a pair of cells with the house they break (and, for Arrow Sudoku, every broken
 * arrow with its cells; for Killer Sudoku, every digit repeated in a cage and every cage whose
 * digits cannot make its sum), plus whether the board is complete and solved.
 */
import * as z from 'zod/mini';
import { geometry, houseKind } from './board/geometry.ts';
import { CellSchema, cellAt, type Grid } from './board/grid.ts';
import { arrowConstraint } from './constraints/arrow.ts';
import { placedDigits, unreachable } from './constraints/cage-check.ts';
import type { ArrowCells } from './variants/arrow.ts';
import type { CageCells } from './variants/killer.ts';

export const HouseSchema = z.object({
  kind: z.enum(['row', 'column', 'box', 'arrow']),
  /** 0-based: row number, column number, box number counted row by row, or arrow number. */
  index: z.int(),
});
export type House = z.infer<typeof HouseSchema>;

/** Where a conflict is: a house, an arrow, or a Killer cage (numbered from 0 as given). */
export const ConflictHouseSchema = z.object({
  kind: z.enum(['row', 'column', 'box', 'arrow', 'cage']),
  index: z.int(),
});
export type ConflictHouse = z.infer<typeof ConflictHouseSchema>;

export const ConflictSchema = z.object({
  /**
   * The repeated digit; for an arrow, the circle's digit (0 when the circle is empty); for a cage
   * whose digits cannot make its sum, 0.
   */
  digit: z.int(),
  /**
   * Two cells for a repeated digit; the circle and its line for a broken arrow; every cell of a
   * cage whose digits cannot make its sum (one, for a one-cell cage).
   */
  cells: z.array(CellSchema).check(z.minLength(1)),
  house: ConflictHouseSchema,
  /** A cage whose digits cannot make its sum: its sum. */
  sum: z.optional(z.int()),
});
export type Conflict = z.infer<typeof ConflictSchema>;

export const CheckResultSchema = z.object({
  conflicts: z.array(ConflictSchema),
  complete: z.boolean(),
  solved: z.boolean(),
});
export type CheckResult = z.infer<typeof CheckResultSchema>;

export const houseOf = (size: Grid['size'], house: number): House => ({
  kind: houseKind(size, house),
  index: house % size,
});

/** Arrows whose placed digits already break the sum rule. */
export function arrowConflicts(grid: Grid, arrows: readonly ArrowCells[]): Conflict[] {
  const found: Conflict[] = [];
  arrows.forEach((arrow, index) => {
    if (!arrowConstraint(grid.size, arrow.circle, arrow.line).broken(grid.cells)) return;
    found.push({
      digit: grid.cells[arrow.circle],
      cells: [arrow.circle, ...arrow.line].map((cell) => cellAt(grid.size, cell)),
      house: { kind: 'arrow', index },
    });
  });
  return found;
}

/**
 * Killer cages the placed digits break: a digit twice in a cage (once per pair of cells, like a
 * house), else a full cage whose digits add up to something else, or a partly filled one whose
 * digits no combination of its sum holds.
 */
export function cageConflicts(grid: Grid, cages: readonly CageCells[]): Conflict[] {
  const found: Conflict[] = [];
  const { size, cells } = grid;
  cages.forEach((cage, index) => {
    const house = { kind: 'cage', index } as const;
    const placed = placedDigits(cage.cells, cells);
    if (placed < 0) {
      cage.cells.forEach((a, i) => {
        for (const b of cage.cells.slice(i + 1)) {
          if (cells[a] !== 0 && cells[a] === cells[b])
            found.push({ digit: cells[a], cells: [cellAt(size, a), cellAt(size, b)], house });
        }
      });
      return;
    }
    const filled = cage.cells.filter((cell) => cells[cell] !== 0);
    const total = filled.reduce((sum, cell) => sum + cells[cell], 0);
    const wrong =
      filled.length === cage.cells.length
        ? total !== cage.sum
        : unreachable(cage.cells.length, cage.sum, placed);
    if (wrong)
      found.push({
        digit: 0,
        cells: cage.cells.map((cell) => cellAt(size, cell)),
        house,
        sum: cage.sum,
      });
  });
  return found;
}

/** Arrow and cage conflicts, after the houses' own. */
const variantConflicts = (
  grid: Grid,
  arrows: readonly ArrowCells[],
  cages: readonly CageCells[],
): Conflict[] => [
  ...(arrows.length > 0 ? arrowConflicts(grid, arrows) : []),
  ...(cages.length > 0 ? cageConflicts(grid, cages) : []),
];

const houseMasks = new Int32Array(75);

/** True when some digit repeats in a house: one bit-mask pass, no allocation. */
function repeats(grid: Grid): boolean {
  const { size, cells } = grid;
  const { cellHouses, cellCount } = geometry(size);
  houseMasks.fill(0, 0, 3 * size);
  for (let cell = 0; cell < cellCount; cell++) {
    const digit = cells[cell];
    if (digit === 0) continue;
    const bit = 1 << (digit - 1);
    const h = 3 * cell;
    const row = cellHouses[h];
    const col = cellHouses[h + 1];
    const box = cellHouses[h + 2];
    if ((houseMasks[row] | houseMasks[col] | houseMasks[box]) & bit) return true;
    houseMasks[row] |= bit;
    houseMasks[col] |= bit;
    houseMasks[box] |= bit;
  }
  return false;
}

export function conflicts(
  grid: Grid,
  arrows: readonly ArrowCells[] = [],
  cages: readonly CageCells[] = [],
): Conflict[] {
  const { size, cells } = grid;
  const extra = arrows.length > 0 || cages.length > 0;
  if (!repeats(grid)) return extra ? variantConflicts(grid, arrows, cages) : [];
  const geo = geometry(size);
  const found: Conflict[] = [];
  const seen: number[][] = Array.from({ length: size + 1 }, () => []);
  for (let house = 0; house < 3 * size; house++) {
    for (const list of seen) list.length = 0;
    for (let k = 0; k < size; k++) {
      const cell = geo.houseCells[house * size + k];
      const digit = cells[cell];
      if (digit === 0) continue;
      for (const other of seen[digit]) {
        found.push({
          digit,
          cells: [cellAt(size, other), cellAt(size, cell)],
          house: houseOf(size, house),
        });
      }
      seen[digit].push(cell);
    }
  }
  return extra ? [...found, ...variantConflicts(grid, arrows, cages)] : found;
}

export function checkGrid(
  grid: Grid,
  arrows: readonly ArrowCells[] = [],
  cages: readonly CageCells[] = [],
): CheckResult {
  const found = conflicts(grid, arrows, cages);
  const complete = grid.cells.every((v) => v !== 0);
  return { conflicts: found, complete, solved: complete && found.length === 0 };
}
