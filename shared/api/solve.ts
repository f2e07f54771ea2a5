/**
 * `solve(puzzle, options?)`: the production solver, or a teaching algorithm by name, on any
 * puzzle form, classic or Arrow Sudoku. A definite answer (solved, multiple, unsolvable, invalid
 * givens, budget exceeded) is a value with that status; bad input is an error value.
 */
import { ok, type Result } from '../errors.ts';
import { type SolveOptions, SolveOptionsSchema } from '../solve/options.ts';
import type { SolveResult } from '../solve/result.ts';
import { solveGrid } from '../solve/solve.ts';
import { solveText9 } from '../solve/wasm/text9.ts';
import { attempt, type PuzzleLike, readCall, readOptions } from './input.ts';

export function solve(puzzle: PuzzleLike, options?: SolveOptions): Result<SolveResult> {
  return attempt(() => {
    if (typeof puzzle === 'string') {
      // 81 characters with the WebAssembly solver installed: text straight into its memory.
      const settings = readOptions(SolveOptionsSchema, options);
      if (settings.ok && !settings.value.arrows?.length) {
        const answer = solveText9(puzzle, settings.value);
        if (answer) return ok(answer);
      }
    }
    const read = readCall(puzzle, SolveOptionsSchema, options);
    if (!read.ok) return read;
    const { grid, options: settings, arrows } = read.value;
    return ok(solveGrid(grid, settings, arrows));
  });
}
