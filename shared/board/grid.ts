/**
 * The board value every engine call works on, with its zod schema: a size and the cells row by
 * row, 0 for empty. Cells are addressed by `{row, col}` (0-based) at the API boundary.
 */
import * as z from 'zod/mini';
import { isSize, type Size } from './geometry.ts';

export const SizeSchema = z.literal([4, 6, 9, 16, 25]);

export const GridSchema = z
  .object({
    size: SizeSchema,
    cells: z.array(z.int().check(z.minimum(0), z.maximum(25))),
  })
  .check(
    z.superRefine((grid, ctx) => {
      if (!isSize(grid.size)) return;
      if (grid.cells.length !== grid.size * grid.size) {
        ctx.addIssue({
          code: 'custom',
          message: `a ${grid.size}x${grid.size} board has ${grid.size * grid.size} cells, got ${grid.cells.length}`,
          path: ['cells'],
        });
      }
      grid.cells.forEach((v, i) => {
        if (v > grid.size) {
          ctx.addIssue({
            code: 'custom',
            message: `digit ${v} is too large for a ${grid.size}x${grid.size} board`,
            path: ['cells', i],
          });
        }
      });
    }),
  );

export type Grid = { readonly size: Size; readonly cells: readonly number[] };

export const CellSchema = z.object({
  row: z.int().check(z.minimum(0), z.maximum(24)),
  col: z.int().check(z.minimum(0), z.maximum(24)),
});
export type Cell = z.infer<typeof CellSchema>;

export const cellAt = (size: number, index: number): Cell => ({
  row: Math.floor(index / size),
  col: index % size,
});
export const indexOf = (size: number, cell: Cell): number => cell.row * size + cell.col;

/** The longest text a puzzle may be sent as: a 25x25 board drawn with its box rules fits. */
export const MAX_PUZZLE_TEXT = 4096;

/** Any form a puzzle may arrive in: text, rows of numbers, or a flat array of numbers. */
export const PuzzleInputSchema = z.union([
  z.string().check(z.maxLength(MAX_PUZZLE_TEXT)),
  z.array(z.array(z.number()).check(z.maxLength(25))).check(z.maxLength(25)),
  z.array(z.number()).check(z.maxLength(625)),
]);
export type PuzzleInput = z.infer<typeof PuzzleInputSchema>;
