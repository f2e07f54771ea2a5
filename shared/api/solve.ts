/**
 * `solve(puzzle, options?)`: the production solver, or a teaching algorithm by name, on any
 * puzzle form, classic or Arrow Sudoku. A definite answer (solved, multiple, unsolvable, invalid
 * givens, budget exceeded) is a value with that status; bad input is an error value.
 */
import { ok, type Result } from '../errors.ts';
import { type SolveOptions, SolveOptionsSchema } from '../solve/options.ts';
import type { SolveResult } from '../solve/result.ts';
import { solveGrid } from '../solve/solve.ts';
import { attempt, type PuzzleLike, readArrows, readOptions, readPuzzle } from './input.ts';

export function solve(puzzle: PuzzleLike, options?: SolveOptions): Result<SolveResult> {
  return attempt(() => {
    const grid = readPuzzle(puzzle);
    if (!grid.ok) return grid;
    const read = readOptions(SolveOptionsSchema, options);
    if (!read.ok) return read;
    const { arrows, ...settings } = read.value;
    const cells = readArrows(grid.value.size, arrows);
    if (!cells.ok) return cells;
    return ok(solveGrid(grid.value, settings, cells.value));
  });
}
