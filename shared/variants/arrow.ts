/**
 * Arrow ("Excalibur") Sudoku input, in seed 003's JSON shape: `{"board": number[9][9], "arrows":
 * [[[r, c], [[r, c], ...]], ...]}` (the circle, then the line's cells, 0-based). Validates the
 * geometry (cells on the board, the line connected by king moves starting next to the circle, the
 * circle not on its own line, no cell twice, a length whose smallest sum fits in the circle); the
 * constraints they become are arrow-rules.ts's.
 */
import * as z from 'zod/mini';
import type { Size } from '../board/geometry.ts';
import { fail, ok, type Result } from '../errors.ts';

const Coordinate = z.tuple([
  z.int().check(z.minimum(0), z.maximum(24)),
  z.int().check(z.minimum(0), z.maximum(24)),
]);

/** One arrow: `[[row, col], [[row, col], ...]]`, the circle then its line. */
export const ArrowSchema = z.tuple([
  Coordinate,
  z.array(Coordinate).check(z.minLength(1), z.maxLength(24)),
]);
export type Arrow = z.infer<typeof ArrowSchema>;

export const ArrowsSchema = z.array(ArrowSchema).check(z.maxLength(100));

/** Seed 003's puzzle file. */
export const ArrowPuzzleSchema = z.object({
  board: z
    .array(z.array(z.int().check(z.minimum(0), z.maximum(9))).check(z.length(9)))
    .check(z.length(9)),
  arrows: ArrowsSchema,
});
export type ArrowPuzzle = z.infer<typeof ArrowPuzzleSchema>;

/** An arrow as cell indexes. */
export interface ArrowCells {
  readonly circle: number;
  readonly line: readonly number[];
}

const adjacent = (a: readonly [number, number], b: readonly [number, number]): boolean =>
  Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1])) === 1;

/** Checks every arrow against a board of `size` and returns them as cell indexes. */
export function arrowCells(size: Size, arrows: readonly Arrow[]): Result<ArrowCells[]> {
  const out: ArrowCells[] = [];
  for (let a = 0; a < arrows.length; a++) {
    const [circle, line] = arrows[a];
    const all = [circle, ...line];
    for (let k = 0; k < all.length; k++) {
      const [row, col] = all[k];
      if (row >= size || col >= size) {
        const path = k === 0 ? ['arrows', a, 0] : ['arrows', a, 1, k - 1];
        return fail(
          'invalid_puzzle',
          `arrow ${a}: cell [${row}, ${col}] is off the ${size}x${size} board`,
          path,
        );
      }
    }
    const indexes = all.map(([row, col]) => row * size + col);
    if (new Set(indexes).size !== indexes.length) {
      return fail(
        'invalid_puzzle',
        `arrow ${a}: a cell appears twice (the circle may not lie on its own line)`,
        ['arrows', a],
      );
    }
    for (let k = 0; k < line.length; k++) {
      const previous = k === 0 ? circle : line[k - 1];
      if (!adjacent(previous, line[k])) {
        return fail(
          'invalid_puzzle',
          `arrow ${a}: [${line[k].join(', ')}] does not touch [${previous.join(', ')}]; a line runs from the circle through neighbouring cells (king moves)`,
          ['arrows', a, 1, k],
        );
      }
    }
    if (line.length >= size) {
      return fail(
        'invalid_puzzle',
        `arrow ${a}: a line of ${line.length} cells sums to at least ${line.length}, more than any circle can hold`,
        ['arrows', a, 1],
      );
    }
    out.push({ circle: indexes[0], line: indexes.slice(1) });
  }
  return ok(out);
}
