/**
 * `hint(puzzle, entries?, options?)`: the player's mistakes, else the next logical step from
 * their position (on their notes, when `options.notes` has them), else one revealed cell. The
 * entries are the player's board in any puzzle form, the same size as the puzzle.
 */
import type { Grid } from '../board/grid.ts';
import { fail, type Result } from '../errors.ts';
import { type HintOptions, HintOptionsSchema, type HintResult, hintGrid } from '../hint.ts';
import { attempt, type PuzzleLike, readCall, readPuzzle } from './input.ts';

export function hint(
  puzzle: PuzzleLike,
  entries?: PuzzleLike | null,
  options?: HintOptions,
): Result<HintResult> {
  return attempt(() => {
    const read = readCall(puzzle, HintOptionsSchema, options);
    if (!read.ok) return read;
    const { grid, options: settings, arrows, cages } = read.value;
    let board: Grid | undefined;
    if (entries !== undefined && entries !== null) {
      const entered = readPuzzle(entries, 'entries');
      // Entries are not a puzzle of their own: a wrong size is a bad option, not a bad puzzle.
      if (!entered.ok)
        return fail(
          entered.error.code === 'invalid_size' ? 'invalid_options' : entered.error.code,
          entered.error.message,
          entered.error.path,
        );
      board = entered.value;
    }
    const { notes, budget } = settings;
    return hintGrid(grid, board, notes, { budget, arrows, cages });
  });
}
