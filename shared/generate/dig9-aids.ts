/**
 * The fast aids of the classic 9x9 draw (see `DigAids` in dig9.ts): singles on 9x9 alone and the
 * unavoidable sets. The engine's entry installs them; the widget, which generates one puzzle at a
 * time, leaves them out of its bundle and makes the very same puzzles a little more slowly.
 */
import { fillsWasm9, solverBackend } from '../solve/wasm/solver9.ts';
import type { DigAids } from './dig9.ts';
import { singlesFill9, singlesReach9 } from './singles9.ts';
import { UnavoidableSets } from './unavoidable.ts';

export const FAST_DIG_AIDS: DigAids = {
  // In WebAssembly where the runtime installed the module (the same answers, a few times faster).
  refill: (cells, cell) =>
    solverBackend() === 'wasm' ? fillsWasm9(cells, cell) : singlesFill9(cells, cell),
  reach: singlesReach9,
  sets: (grid) => new UnavoidableSets(grid),
};
