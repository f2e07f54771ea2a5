/**
 * `check(puzzle, options?)`: every conflict of a board (a repeated digit with its two cells and
 * house; with arrows, every broken arrow; with cages, every broken cage), whether it is complete
 * and whether it is solved.
 */
import * as z from 'zod/mini';
import { type CheckResult, checkGrid } from '../check.ts';
import { ok, type Result } from '../errors.ts';
import { ArrowsSchema } from '../variants/arrow.ts';
import { CagesSchema } from '../variants/killer.ts';
import { attempt, type PuzzleLike, readCall } from './input.ts';

export const CheckOptionsSchema = z.strictObject({
  /** Arrow Sudoku: the arrows, circle then line, 0-based `[row, col]`. */
  arrows: z.optional(ArrowsSchema),
  /** Killer Sudoku: the cages, `{ sum, cells: [[row, col], ...] }`, covering the 9x9 board. */
  cages: z.optional(CagesSchema),
});
export type CheckOptions = z.input<typeof CheckOptionsSchema>;

export function check(puzzle: PuzzleLike, options?: CheckOptions): Result<CheckResult> {
  return attempt(() => {
    const read = readCall(puzzle, CheckOptionsSchema, options);
    if (!read.ok) return read;
    const { grid, arrows, cages } = read.value;
    return ok(checkGrid(grid, arrows, cages));
  });
}
