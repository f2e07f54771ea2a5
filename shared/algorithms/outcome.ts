/**
 * What every teaching algorithm takes and gives back. The counters mean the same thing in each:
 * - `steps`: cells written (every placement, including rewrites after a backtrack);
 * - `backtracks`: cells erased again, so a solved run has steps - backtracks = empty cells;
 * - `nodes`: cells the search stood on, going forward or stepping back; the work budget counts
 *   these, so every algorithm stops after at most `budget` of them;
 * - `guesses`: placements that were a choice, not forced (for the scan algorithms, all of them).
 */
import type { Size } from '../board/geometry.ts';
import type { CellConstraint } from '../constraints/constraint.ts';
import type { SearchOutcome } from '../solve/outcome.ts';
import type { TraceRecorder } from './trace.ts';

export interface TeachingOptions {
  /** Stop after this many solutions; past the first, the search goes on as if it hit a wall. */
  readonly limit: number;
  /** Maximum nodes before giving up with `aborted`. */
  readonly budget: number;
  /** Where to record the trace, or null for none. */
  readonly trace: TraceRecorder | null;
  /** Extra rules (arrows); none for classic Sudoku. */
  readonly constraints?: readonly CellConstraint[];
}

export interface TeachingOutcome extends SearchOutcome {
  steps: number;
  backtracks: number;
}

export type TeachingSolver = (
  size: Size,
  givens: ArrayLike<number>,
  options: TeachingOptions,
) => TeachingOutcome;

export const emptyOutcome = (): TeachingOutcome => ({
  count: 0,
  solution: null,
  nodes: 0,
  guesses: 0,
  aborted: false,
  steps: 0,
  backtracks: 0,
});

/**
 * A full board reached: counts it (keeping the first one's cells) and says whether the search
 * has its `limit` of solutions. When it goes on, the trace stops here, since a replay shows the
 * way to the first solution, and the caller steps back as if the board were a dead end.
 */
export function recordSolution(
  out: TeachingOutcome,
  cells: Uint8Array,
  options: TeachingOptions,
): boolean {
  if (++out.count === 1) out.solution = cells.slice();
  if (out.count >= options.limit) return true;
  options.trace?.stop();
  return false;
}
