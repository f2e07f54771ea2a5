/**
 * The fast aids of the classic 9x9 draw (see `DigAids` in dig9.ts): singles on 9x9 alone and the
 * unavoidable sets. The engine's entry installs them; the widget, which generates one puzzle at a
 * time, leaves them out of its bundle and makes the very same puzzles a little more slowly.
 */
import { checkWasm9, fillsWasm9, solverBackend } from '../solve/wasm/solver9.ts';
import { type DigAids, searchOther } from './dig9.ts';
import { singlesFill9, singlesReach9 } from './singles9.ts';
import { UnavoidableSets } from './unavoidable.ts';

// In WebAssembly where the runtime installed the module (the same answers, a few times faster;
// a check there also loads the givens once for singles and the search).
export const FAST_DIG_AIDS: DigAids = {
  refill: (cells, cell) =>
    solverBackend() === 'wasm' ? fillsWasm9(cells, cell) : singlesFill9(cells, cell),
  check: (cells, cell, digit, refill, budget) =>
    solverBackend() === 'wasm'
      ? checkWasm9(cells, cell, digit, refill, budget)
      : refill && singlesFill9(cells, cell)
        ? null
        : searchOther(cells, cell, digit, budget),
  reach: singlesReach9,
  sets: (grid) => new UnavoidableSets(grid),
};
