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
import { searchWasm9, solverBackend } from './wasm/solver9.ts';

/** Default node budget: far above what any real 9x9 or 16x16 puzzle needs, far below a runaway. */
export const DEFAULT_BUDGET = 200_000;
export const MAX_BUDGET = 5_000_000;

/**
 * The node budget a call gets when it names none: far above what real puzzles need, and low
 * enough that a search that uses it all ends within about 100 ms of CPU on hostile big boards.
 * Measured for issue 12 (Node 22, 2 busy cores; real puzzles at default options, limit 2):
 * - 9x9: the bitboard core costs 1-2 us a node and needs at most 1,704 nodes on the hardest of
 *   forum-hardest-1106. With arrows the general core runs instead, at about 6.5 us a node on
 *   boards that use the whole budget (the core it replaced: 5.5 us), hence 40,000 rather than
 *   50,000 to keep those within the same ~260 ms as before; generated arrow puzzles need at
 *   most about 650 nodes.
 * - 16x16: at most about 20-30 us a node on dense hostile boards (no hostile board found needs
 *   more than about 550 nodes); generated puzzles needed at most 125 nodes (30 a level), and at
 *   most 633 across four generator versions (376 puzzles).
 * - 25x25: at most about 25-45 us a node, on corrupted hard puzzles, which take 65-70 ms at the
 *   full budget; generated puzzles needed at most 488 nodes (12 a level). Puzzles with fewer
 *   givens than the generator now leaves (near 44%, the hardest region for search) needed up to
 *   about 4,800.
 * - 25x25, re-measured for issue 14 (CPU time, a busy machine): the Frisch puzzles cost 30-44 us
 *   a node, 75-110 ms at 2,500 nodes, hence 2,000 (60-90 ms), still four times what any
 *   generated puzzle needs.
 * - With arrows, re-measured for issue 14 (same machine, CPU time): hostile 9x9 arrow boards
 *   (a generated expert puzzle thinned out, or with a given changed) cost 15-25 us a node, so the
 *   9x9 budget took up to 740 ms; ARROW_BUDGET bounds every size with arrows to about 100 ms.
 *   Generated arrow puzzles needed at most 2,435 nodes (expert, 850 seeds; median 133).
 * - With Killer cages (issue 16, CPU time, a busy machine): each node runs every cage and what
 *   the cages imply, 60-330 us a node on hostile boards (a generated expert puzzle's cages
 *   merged into larger ones; 130-180 us over a whole search of 500 nodes), so 40,000 nodes
 *   could take seconds; KILLER_BUDGET keeps a search near 75 ms. A generated Killer puzzle is
 *   proved unique within 200 nodes by construction (the generator's CHECK_BUDGET, the same
 *   search), so 400 still proves every one. Since cage prunings are remembered and cage rules
 *   run only when their cage changes (cage-cache.ts, CellConstraint.watch), the same hostile
 *   requests take at most about 35-55 ms CPU (costs bench); the budget keeps its value, so a
 *   node count means what it did.
 * The teaching algorithms' nodes are single cell writes (well under 1 us), so they keep the full
 * default.
 */
const FAST_BUDGET: Record<Size, number> = {
  4: 50_000,
  6: 50_000,
  9: 40_000,
  16: 4_000,
  25: 2_000,
};
const ARROW_BUDGET = 4_000;
const KILLER_BUDGET = 400;

export const defaultBudget = (
  size: Size,
  algorithm: AlgorithmName = 'fast',
  arrows = false,
  cages = false,
): number => {
  if (algorithm !== 'fast' || !isSize(size)) return DEFAULT_BUDGET;
  if (cages) return Math.min(FAST_BUDGET[size], KILLER_BUDGET);
  return arrows ? Math.min(FAST_BUDGET[size], ARROW_BUDGET) : FAST_BUDGET[size];
};

/**
 * Runs the search core that suits the board size: on classic 9x9 boards the band-bitboard core,
 * in WebAssembly when the runtime installed it (wasm/solver9.ts), else in JavaScript.
 */
export function search(grid: Grid, options: SearchOptions): SearchOutcome {
  // The bitboard core knows only the classic rules; extra constraints go to the general core.
  if (grid.size !== 9 || options.constraints?.length)
    return searchGeneral(grid.size, grid.cells, options);
  return solverBackend() === 'wasm'
    ? searchWasm9(grid.cells, options)
    : searchBitboard9(grid.cells, options);
}
