/**
 * Checks a board against the rules (seed 000's checkBoard/checkPerp/checkGrid, done properly):
 * every conflict as a pair of cells with the house they break, plus whether the board is complete
 * and solved.
 */
import * as z from 'zod/mini';
import { geometry, houseKind } from './board/geometry.ts';
import { type Cell, CellSchema, cellAt, type Grid } from './board/grid.ts';

export const HouseSchema = z.object({
  kind: z.enum(['row', 'column', 'box']),
  /** 0-based: row number, column number, or box number counted row by row. */
  index: z.int(),
});
export type House = z.infer<typeof HouseSchema>;

export const ConflictSchema = z.object({
  digit: z.int(),
  cells: z.tuple([CellSchema, CellSchema]),
  house: HouseSchema,
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

export function conflicts(grid: Grid): Conflict[] {
  const { size, cells } = grid;
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
          cells: [cellAt(size, other), cellAt(size, cell)] as [Cell, Cell],
          house: houseOf(size, house),
        });
      }
      seen[digit].push(cell);
    }
  }
  return found;
}

export function check(grid: Grid): CheckResult {
  const found = conflicts(grid);
  const complete = grid.cells.every((v) => v !== 0);
  return { conflicts: found, complete, solved: complete && found.length === 0 };
}
