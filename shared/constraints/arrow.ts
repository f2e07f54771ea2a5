/**
 * The arrow rule (seed 003, "Excalibur" Sudoku): the digits on an arrow's line add up to the digit
 * in its circle; digits may repeat on a line where the other rules allow. Pruning keeps bounds
 * consistent in both directions (seed 003's update_arrows idea): the circle lies between the
 * smallest and largest sums the line can still make, and each line cell leaves room for the others.
 */
import {
  type CellConstraint,
  CONTRADICTION,
  digitRange,
  highestDigit,
  lowestDigit,
  NARROWED,
  narrowToSum,
  type PruneOutcome,
  UNCHANGED,
} from './constraint.ts';

export function arrowConstraint(
  size: number,
  circle: number,
  line: readonly number[],
): CellConstraint {
  const cells = [circle, ...line];
  const prune = (cand: Int32Array): PruneOutcome => {
    let outcome: PruneOutcome = UNCHANGED;
    // Bounds only tighten, so a handful of rounds reaches the fixpoint.
    for (let round = 0; round < 4; round++) {
      let minSum = 0;
      let maxSum = 0;
      for (const cell of line) {
        minSum += lowestDigit(cand[cell]);
        maxSum += highestDigit(cand[cell]);
      }
      let changed = false;
      const circleMask = cand[circle] & digitRange(minSum, maxSum, size);
      if (circleMask === 0) return CONTRADICTION;
      if (circleMask !== cand[circle]) {
        cand[circle] = circleMask;
        changed = true;
      }
      const low = lowestDigit(circleMask);
      const high = highestDigit(circleMask);
      const narrowed = narrowToSum(cand, line, low, high, minSum, maxSum, size);
      if (narrowed === CONTRADICTION) return CONTRADICTION;
      if (!changed && narrowed === UNCHANGED) break;
      outcome = NARROWED;
    }
    return outcome;
  };
  const broken = (digits: ArrayLike<number>): boolean => {
    let sum = 0;
    let empty = 0;
    for (const cell of line) {
      if (digits[cell] === 0) empty++;
      else sum += digits[cell];
    }
    const target = digits[circle];
    if (target === 0) return sum + empty > size;
    return empty === 0 ? sum !== target : sum + empty > target;
  };
  return { cells, prune, broken };
}
