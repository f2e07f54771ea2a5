/**
 * `check(puzzle, options?)`: every conflict of a board (a repeated digit with its two cells and
 * house; with arrows, every broken arrow), whether it is complete and whether it is solved.
 */
import * as z from 'zod/mini';
import { type CheckResult, checkGrid } from '../check.ts';
import { ok, type Result } from '../errors.ts';
import { ArrowsSchema } from '../variants/arrow.ts';
import { attempt, type PuzzleLike, readCall } from './input.ts';

export const CheckOptionsSchema = z.strictObject({
  /** Arrow Sudoku: the arrows, circle then line, 0-based `[row, col]`. */
  arrows: z.optional(ArrowsSchema),
});
export type CheckOptions = z.input<typeof CheckOptionsSchema>;

export function check(puzzle: PuzzleLike, options?: CheckOptions): Result<CheckResult> {
  return attempt(() => {
    const read = readCall(puzzle, CheckOptionsSchema, options);
    return read.ok ? ok(checkGrid(read.value.grid, read.value.arrows)) : read;
  });
}
