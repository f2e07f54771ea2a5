/**
 * `hint(puzzle, entries?, options?)`: the player's mistakes, else the next logical step from
 * their position (on their notes, when `options.notes` has them), else one revealed cell. The
 * entries are the player's board in any puzzle form, the same size as the puzzle.
 */
import type { Grid } from '../board/grid.ts';
import { fail, type Result } from '../errors.ts';
import { type HintOptions, HintOptionsSchema, type HintResult, hintGrid } from '../hint.ts';
import { attempt, type PuzzleLike, readArrows, readOptions, readPuzzle } from './input.ts';

export function hint(
  puzzle: PuzzleLike,
  entries?: PuzzleLike | null,
  options?: HintOptions,
): Result<HintResult> {
  return attempt(() => {
    const grid = readPuzzle(puzzle);
    if (!grid.ok) return grid;
    let board: Grid | undefined;
    if (entries !== undefined && entries !== null) {
      const read = readPuzzle(entries, 'entries');
      // Entries are not a puzzle of their own: a wrong size is a bad option, not a bad puzzle.
      if (!read.ok)
        return fail(
          read.error.code === 'invalid_size' ? 'invalid_options' : read.error.code,
          read.error.message,
          read.error.path,
        );
      board = read.value;
    }
    const read = readOptions(HintOptionsSchema, options);
    if (!read.ok) return read;
    const { notes, budget, arrows } = read.value;
    const cells = readArrows(grid.value.size, arrows);
    if (!cells.ok) return cells;
    return hintGrid(grid.value, board, notes, { budget, arrows: cells.value });
  });
}
