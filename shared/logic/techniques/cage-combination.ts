/**
 * Cage combinations (Killer Sudoku): the digits of a cage add up to its sum without repeating,
 * so only some sets of digits fit it (two cells adding up to 3 can only be 1 and 2), and with the
 * candidates its cells still have, fewer still; each cell keeps only the digits that one of the
 * remaining sets gives it. Applies only when the state has cages. Steps, easiest first:
 * - kind 'single' or 'last': a one-cell cage holds its sum; the last empty cell of a cage holds
 *   the sum minus the placed digits. Cells: that cell, then the rest of the cage; digits: the
 *   digit, the sum, the placed sum.
 * - kind 'one' or 'some': one set of digits is left, or several; eliminations from the cage.
 *   Cells: the cage; digits: the sum, then every remaining set as a digit mask.
 */
import { bitOf, digitsOf } from '../bits.ts';
import { cageOptions, markQuiet, stillQuiet } from '../cages.ts';
import type { LogicState } from '../candidates.ts';
import type { Mark, Move } from '../step.ts';
import { TECHNIQUE_NAMES } from './names.ts';
import { found, type Technique } from './technique.ts';

function lastCell(state: LogicState, oneCell = false) {
  const { values, cands } = state;
  for (const { cells, sum } of state.cages) {
    if (oneCell && cells.length !== 1) continue;
    state.work += cells.length;
    let open = -1;
    let placedSum = 0;
    let empty = 0;
    for (const cell of cells) {
      if (values[cell] === 0) {
        open = cell;
        empty++;
      } else placedSum += values[cell];
    }
    if (empty !== 1) continue;
    const digit = sum - placedSum;
    if (digit < 1 || digit > 9 || (cands[open] & bitOf(digit)) === 0) continue;
    return found('cage-combination', {
      placements: [{ cell: open, digit }],
      digits: [digit, sum, placedSum],
      cells: [open, ...cells.filter((cell) => cell !== open)],
      kind: cells.length === 1 ? 'single' : 'last',
    });
  }
  return null;
}

/**
 * The first empty one-cell cage, as a 'single' step: a hint names the cage that gives the cell
 * its digit, even where a full house or a single (tried before cage combinations) would place
 * the same digit for another reason.
 */
export const cageSingle = (state: LogicState) => lastCell(state, true);

function find(state: LogicState) {
  if (state.cages.length === 0) return null;
  const last = lastCell(state);
  if (last) return last;
  const { values, cands } = state;
  for (const cage of state.cages) {
    const { cells, sum } = cage;
    if (cells.every((cell) => values[cell] !== 0) || stillQuiet(state, cage, cells)) continue;
    const options = cageOptions(state, cage);
    const eliminations: Move[] = [];
    const marks: Mark[] = [];
    cells.forEach((cell, i) => {
      if (values[cell] !== 0) return;
      for (const digit of digitsOf(cands[cell] & ~options.allowed[i]))
        eliminations.push({ cell, digit });
      for (const digit of digitsOf(cands[cell] & options.allowed[i]))
        marks.push({ cell, digit, role: 'pattern' });
    });
    // No combination left means a broken position: no step can be proved from it.
    if (eliminations.length === 0 || options.combos.length === 0) {
      markQuiet(state, cage, cells);
      continue;
    }
    return found('cage-combination', {
      eliminations,
      digits: [sum, ...options.combos],
      cells: [...cells],
      marks,
      kind: options.combos.length === 1 ? 'one' : 'some',
    });
  }
  return null;
}

export const cageCombination: Technique = {
  id: 'cage-combination',
  variant: 'killer',
  name: TECHNIQUE_NAMES['cage-combination'],
  level: 'easy',
  score: 10,
  find,
};
