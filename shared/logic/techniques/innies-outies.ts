/**
 * The 45 rule (Killer Sudoku): every row, column and box holds 1 to 9, 45 in all, so a group of
 * n of them holds 45n. Take away the cages that lie entirely inside the group and what is left
 * inside, the "innies" (the cells of cages sticking out), adds up to a known total; the cages
 * that reach into the group add up to their sums, so what they leave outside, the "outies", adds
 * up to a known total too. With one cell that places a digit; with a few, the digits that cannot
 * make the total (cells that see each other or share a cage never repeat) go.
 * Groups and sets: constraints/rule45.ts; here sets of 1 to 4 cells. Steps: kind 'innies' or
 * 'outies'; houses: the group; cells: the set's empty cells, then its placed ones; digits: the empty cells' total, the whole set's total,
 * 45n, the sum of the cages inside (innies) or inside and reaching in (outies), the placed
 * digits' sum and how many cells are empty.
 * Applies only when the state has cages.
 */
import { rule45Sets } from '../../constraints/rule45.ts';
import { bitOf, digitOf } from '../bits.ts';
import { cageOfCell, markQuiet, stillQuiet } from '../cages.ts';
import { type LogicState, sees } from '../candidates.ts';
import type { Move } from '../step.ts';
import { TECHNIQUE_NAMES } from './names.ts';
import { found, type Technique } from './technique.ts';

/** Sets up to this many cells: more would be a search rather than a step a person takes. */
const MAX_SET = 4;

/**
 * The digits each of `cells` can take in some assignment from its candidates adding up to
 * `target`, where cells that see each other or share a cage differ; written to `allowed`.
 */
function sumSupport(
  state: LogicState,
  cells: readonly number[],
  target: number,
  allowed: Int32Array,
): void {
  const m = cells.length;
  const chosen = new Int32Array(m);
  allowed.fill(0, 0, m);
  const owner = cageOfCell(state);
  const apart = (a: number, b: number) => sees(state.geo, a, b) || owner[a] === owner[b];
  const walk = (i: number, left: number): void => {
    state.work++;
    if (i === m) {
      if (left !== 0) return;
      for (let k = 0; k < m; k++) allowed[k] |= bitOf(chosen[k]);
      return;
    }
    // The cells after this one add at least 1 and at most 9 each.
    const rest = m - i - 1;
    for (let mask = state.cands[cells[i]]; mask !== 0; mask &= mask - 1) {
      const d = digitOf(mask & -mask);
      if (left - d < rest || left - d > 9 * rest) continue;
      let clash = false;
      for (let k = 0; k < i && !clash; k++) clash = chosen[k] === d && apart(cells[k], cells[i]);
      if (clash) continue;
      chosen[i] = d;
      walk(i + 1, left - d);
    }
  };
  walk(0, target);
}

const allowedBuf = new Int32Array(MAX_SET);

function find(state: LogicState) {
  // Cages come on 9x9 boards only (variants/killer.ts).
  if (state.cages.length === 0 || state.size !== 9) return null;
  const { values, cands } = state;
  for (const set of rule45Sets(state.cages)) {
    // Fewest cells first: the rest are larger still.
    if (set.cells.length > MAX_SET) break;
    if (stillQuiet(state, set, set.cells)) continue;
    const open = set.cells.filter((cell) => values[cell] === 0);
    if (open.length === 0) {
      markQuiet(state, set, set.cells);
      continue;
    }
    const placed = set.cells.filter((cell) => values[cell] !== 0);
    const placedSum = placed.reduce((sum, cell) => sum + values[cell], 0);
    const target = set.total - placedSum;
    const parts = {
      digits: [target, set.total, 45 * set.houses.length, set.cages, placedSum, open.length],
      cells: [...open, ...placed],
      houses: [...set.houses],
      kind: set.kind,
    };
    if (open.length === 1) {
      if (target < 1 || target > 9 || (cands[open[0]] & bitOf(target)) === 0) {
        markQuiet(state, set, set.cells);
        continue;
      }
      return found('innies-outies', { ...parts, placements: [{ cell: open[0], digit: target }] });
    }
    sumSupport(state, open, target, allowedBuf);
    const eliminations: Move[] = [];
    open.forEach((cell, i) => {
      for (let gone = cands[cell] & ~allowedBuf[i]; gone !== 0; gone &= gone - 1)
        eliminations.push({ cell, digit: digitOf(gone & -gone) });
    });
    // No assignment at all means a broken position: no step can be proved from it.
    if (eliminations.length === 0 || allowedBuf.subarray(0, open.length).includes(0)) {
      markQuiet(state, set, set.cells);
      continue;
    }
    return found('innies-outies', { ...parts, eliminations });
  }
  return null;
}

export const inniesOuties: Technique = {
  id: 'innies-outies',
  variant: 'killer',
  name: TECHNIQUE_NAMES['innies-outies'],
  level: 'hard',
  score: 70,
  find,
};
