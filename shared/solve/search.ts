/**
 * The production search behind every engine call that needs one (solve, generate, hints'
 * uniqueness proofs): the band-bitboard core on classic 9x9 boards, the general bit-set core on
 * every other size or when extra rules apply, and the node budgets they run under.
 */

import type { AlgorithmName } from '../algorithms/names.ts';
import { isSize, type Size } from '../board/geometry.ts';
import type { Grid } from '../board/grid.ts';
import { searchBitboard9 } from './bitboard9.ts';
import { searchGeneral } from './general.ts';
import type { SearchOptions, SearchOutcome } from './outcome.ts';

/** Default node budget: far above what any real 9x9 or 16x16 puzzle needs, far below a runaway. */
export const DEFAULT_BUDGET = 200_000;
export const MAX_BUDGET = 5_000_000;

/**
 * The node budget a call gets when it names none. A node of the production search costs about
 * 1-2 us on 9x9 (bitboards) but 20-70 us on 16x16 and 25x25 (measured), so the big boards get
 * fewer nodes: every default search ends within about 100 ms of CPU, even on hostile input,
 * while real puzzles of every size need far fewer nodes than these. The teaching algorithms'
 * nodes are single cell writes (well under 1 us), so they keep the full default.
 */
const FAST_BUDGET: Record<Size, number> = {
  4: 50_000,
  6: 50_000,
  9: 50_000,
  16: 2_000,
  25: 1_000,
};

export const defaultBudget = (size: Size, algorithm: AlgorithmName = 'fast'): number =>
  algorithm === 'fast' && isSize(size) ? FAST_BUDGET[size] : DEFAULT_BUDGET;

/** Runs the search core that suits the board size. */
export function search(grid: Grid, options: SearchOptions): SearchOutcome {
  // The bitboard core knows only the classic rules; extra constraints go to the general core.
  return grid.size === 9 && !options.constraints?.length
    ? searchBitboard9(grid.cells, options)
    : searchGeneral(grid.size, grid.cells, options);
}
