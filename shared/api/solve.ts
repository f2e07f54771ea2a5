/**
 * `solve(puzzle, options?)`: the production solver, or a teaching algorithm by name, on any
 * puzzle form, classic, Arrow or Killer Sudoku. A definite answer (solved, multiple, unsolvable,
 * invalid givens, budget exceeded) is a value with that status; bad input is an error value.
 */
import { ok, type Result } from '../errors.ts';
import { type SolveOptions, SolveOptionsSchema } from '../solve/options.ts';
import type { SolveResult } from '../solve/result.ts';
import { solveGrid } from '../solve/solve.ts';
import { solveFast9 } from '../solve/wasm/fast9.ts';
import { attempt, type PuzzleLike, readCallWith, readOptions } from './input.ts';

export function solve(puzzle: PuzzleLike, options?: SolveOptions): Result<SolveResult> {
  return attempt(() => {
    // 9x9 text, arrays and grids go straight into the WebAssembly solver's memory when it is
    // installed; every other input (and every error), and arrows and cages, which only the
    // general search knows, take the general way below.
    const settings = readOptions(SolveOptionsSchema, options);
    if (settings.ok && !settings.value.arrows?.length && !settings.value.cages?.length) {
      const answer = solveFast9(puzzle, settings.value);
      if (answer) return ok(answer);
    }
    const read = readCallWith(puzzle, settings);
    if (!read.ok) return read;
    const { grid, options: checked, arrows, cages } = read.value;
    return ok(solveGrid(grid, checked, arrows, cages));
  });
}
