/**
 * What the killer techniques read from a cage on a logic state: the digits its cells may still
 * take (a placed digit counts as its own only candidate), which combinations of its sum are
 * still possible with them, and which digits each cell can take in one of those; plus the cage
 * of every cell. Shared by cage combinations, cage/house interactions and the 45 rule.
 */
import { comboSupport } from '../constraints/cage-match.ts';
import { cageCombos } from '../constraints/cage-sums.ts';
import type { CageCells } from '../variants/killer.ts';
import { bitOf } from './bits.ts';
import type { LogicState } from './candidates.ts';

/** A cage's options on a state: combinations still possible and each cell's digits in them. */
export interface CageOptions {
  /** The combinations (digit masks) still possible, in the table's order. */
  readonly combos: number[];
  /** Per cell of the cage (in its order): the digits some remaining combination gives it. */
  readonly allowed: Int32Array;
  /** The digits every remaining combination holds. */
  readonly required: number;
  /** The digits placed in the cage so far, and their sum. */
  readonly placed: number;
  readonly placedSum: number;
}

/** The candidates of a cell as a cage sees them: a placed digit is its only candidate. */
export const maskOf = (state: LogicState, cell: number): number =>
  state.values[cell] !== 0 ? bitOf(state.values[cell]) : state.cands[cell];

/**
 * The options of `cage` on `state`; with `including`, only the combinations that hold those
 * digits; with `masks`, for those candidates of its cells rather than the state's. Counts one
 * unit of work per cell and combination.
 */
export function cageOptions(
  state: LogicState,
  cage: CageCells,
  including = 0,
  masks: readonly number[] = cage.cells.map((cell) => maskOf(state, cell)),
): CageOptions {
  const { cells, sum } = cage;
  const allowed = new Int32Array(cells.length);
  const combos: number[] = [];
  let required = -1;
  let placed = 0;
  let placedSum = 0;
  for (const cell of cells) {
    const v = state.values[cell];
    if (v === 0) continue;
    placed |= bitOf(v);
    placedSum += v;
  }
  for (const combo of cageCombos(cells.length, sum)) {
    state.work += cells.length;
    if ((combo & including) !== including) continue;
    if (!comboSupport(masks, cells.length, combo, allowed)) continue;
    combos.push(combo);
    required &= combo;
  }
  return { combos, allowed, required: combos.length > 0 ? required : 0, placed, placedSum };
}

const cageMaps = new WeakMap<readonly CageCells[], Int16Array>();

/** For every cell, the index of its cage in `state.cages` (-1 when there are no cages). */
export function cageOfCell(state: LogicState): Int16Array {
  const known = cageMaps.get(state.cages);
  if (known) return known;
  const map = new Int16Array(state.geo.cellCount).fill(-1);
  state.cages.forEach((cage, index) => {
    for (const cell of cage.cells) map[cell] = index;
  });
  cageMaps.set(state.cages, map);
  return map;
}

/**
 * What a killer technique last found nothing on, per cage or cell set: the cells' masks then.
 * Whether a cage or a set of cells yields a step depends on those masks alone, so the same masks
 * again (on any state) need no new look: rating a puzzle scans the library after every step,
 * and most cages have not changed since the last scan.
 */
const quiet = new WeakMap<object, Int32Array>();

/** True when `key` found nothing last time on exactly the masks `cells` have now. */
export function stillQuiet(state: LogicState, key: object, cells: readonly number[]): boolean {
  const last = quiet.get(key);
  state.work += cells.length;
  if (!last) return false;
  for (let i = 0; i < cells.length; i++) if (last[i] !== maskOf(state, cells[i])) return false;
  return true;
}

/** Remembers that `key` found nothing on the masks `cells` have now. */
export function markQuiet(state: LogicState, key: object, cells: readonly number[]): void {
  let last = quiet.get(key);
  if (!last) {
    last = new Int32Array(cells.length);
    quiet.set(key, last);
  }
  for (let i = 0; i < cells.length; i++) last[i] = maskOf(state, cells[i]);
}
