/**
 * `format(puzzle, style?)`: a puzzle in any form written back out: one line of text (`line`, the
 * default), a picture with box rules for people (`pretty`), or rows of numbers (`rows`).
 */
import * as z from 'zod/mini';
import { formatGrid } from '../board/format.ts';
import { invalidOptions, ok, type Result } from '../errors.ts';
import { attempt, ENGLISH, type PuzzleLike, readPuzzle } from './input.ts';

export const FormatStyleSchema = z.enum(['line', 'pretty', 'rows']);
export type FormatStyle = z.infer<typeof FormatStyleSchema>;

export function format(puzzle: PuzzleLike, style: 'rows'): Result<number[][]>;
export function format(puzzle: PuzzleLike, style?: 'line' | 'pretty'): Result<string>;
export function format(puzzle: PuzzleLike, style?: FormatStyle): Result<string | number[][]>;
export function format(
  puzzle: PuzzleLike,
  style: FormatStyle = 'line',
): Result<string | number[][]> {
  return attempt<string | number[][]>(() => {
    const grid = readPuzzle(puzzle);
    if (!grid.ok) return grid;
    const read = FormatStyleSchema.safeParse(style, ENGLISH);
    if (!read.success)
      return invalidOptions(read.error.issues.map((i) => ({ ...i, path: ['style'] })));
    return ok(
      read.data === 'rows' ? formatGrid(grid.value, 'rows') : formatGrid(grid.value, read.data),
    );
  });
}
