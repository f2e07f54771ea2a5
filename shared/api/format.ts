/**
 * `format(puzzle, style?)`: a puzzle in any form written back out: one line of text (`line`, the
 * default), a picture with box rules for people (`pretty`), or rows of numbers (`rows`).
 */
import * as z from 'zod/mini';
import { formatGrid } from '../board/format.ts';
import { ok, type Result } from '../errors.ts';
import { attempt, type PuzzleLike, readPuzzle, readValue } from './input.ts';

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
    const read = readValue(FormatStyleSchema, style, 'style');
    if (!read.ok) return read;
    return ok(
      read.value === 'rows' ? formatGrid(grid.value, 'rows') : formatGrid(grid.value, read.value),
    );
  });
}
