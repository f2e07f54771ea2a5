/**
 * Rules that Killer Sudoku's cages imply, for the production search only: they let it see
 * early what a person sees (and what the search would otherwise learn by failing), while the
 * solutions stay exactly the same.
 * - A cage's digit inside a house: when every way the cage can still make its sum uses a digit,
 *   and the cage's cells that can hold it all lie in one row, column or box, the rest of that
 *   house cannot hold it.
 * - The 45 rule: cells whose total the cages fix (a group of houses holds 45 per house, minus
 *   the cages entirely inside it) add up to that total.
 * The teaching algorithms get only the cages themselves: they show what plain search does.
 */
import { type CageMemo, cageRequired } from './cage.ts';
import { EXACT_CELLS } from './cage-match.ts';
import {
  type CellConstraint,
  CONTRADICTION,
  highestDigit,
  lowestDigit,
  NARROWED,
  narrowToSum,
  type PruneOutcome,
  UNCHANGED,
} from './constraint.ts';

/**
 * The cage `cage` inside the house `house` (its 9 cells): a digit every remaining combination
 * of the cage uses, whose places in the cage all lie in the house, leaves the rest of the house.
 */
export function cageHouseConstraint(
  cage: readonly number[],
  house: readonly number[],
  memo: CageMemo,
): CellConstraint {
  const inHouse = cage.map((cell) => house.includes(cell));
  const outside = house.filter((cell) => !cage.includes(cell));
  const cells = [...cage, ...outside];
  const prune = (cand: Int32Array): PruneOutcome => {
    const required = cageRequired(memo, cage, cand);
    // Not known on these candidates yet (the cage's own rule, which comes first, has not seen
    // them): not settled, so the search runs this rule again after the cage's.
    if (required === -1) return NARROWED;
    let inside = 0;
    let beyond = 0;
    for (let i = 0; i < cage.length; i++) {
      if (inHouse[i]) inside |= cand[cage[i]];
      else beyond |= cand[cage[i]];
    }
    const confined = required & inside & ~beyond;
    if (confined === 0) return UNCHANGED;
    let outcome: PruneOutcome = UNCHANGED;
    for (const cell of outside) {
      const kept = cand[cell] & ~confined;
      if (kept === cand[cell]) continue;
      if (kept === 0) return CONTRADICTION;
      cand[cell] = kept;
      outcome = NARROWED;
    }
    return outcome;
  };
  // Implied by the cage and the house: a board breaks it only where they break already.
  const broken = (): boolean => false;
  // What it finds depends on the cage's candidates (and the digits the cage's rule works out
  // from them, exactly up to EXACT_CELLS cells): the rest of the house only loses digits until
  // the search backtracks, to a fixpoint where this rule had nothing to do.
  return cage.length <= EXACT_CELLS
    ? { cells, watch: cage, prune, broken }
    : { cells, prune, broken };
}

/** Cells that add up to `total` (digits may repeat where the houses allow): bounds pruning. */
export function sumConstraint(cells: readonly number[], total: number): CellConstraint {
  const prune = (cand: Int32Array): PruneOutcome => {
    let outcome: PruneOutcome = UNCHANGED;
    // Bounds only tighten, so a handful of rounds reaches the fixpoint.
    for (let round = 0; round < 4; round++) {
      let low = 0;
      let high = 0;
      for (const cell of cells) {
        low += lowestDigit(cand[cell]);
        high += highestDigit(cand[cell]);
      }
      if (total < low || total > high) return CONTRADICTION;
      const narrowed = narrowToSum(cand, cells, total, total, low, high, 9);
      if (narrowed !== NARROWED) return narrowed === CONTRADICTION ? CONTRADICTION : outcome;
      outcome = NARROWED;
    }
    return outcome;
  };
  const broken = (digits: ArrayLike<number>): boolean => {
    let sum = 0;
    let empty = 0;
    for (const cell of cells) {
      if (digits[cell] === 0) empty++;
      else sum += digits[cell];
    }
    return empty === 0 ? sum !== total : sum + empty > total || sum + 9 * empty < total;
  };
  return { cells, prune, broken };
}
