/**
 * The one interface extra rules sit behind, so that the search cores never know which variant they
 * solve: classic Sudoku is "no extra constraints"; Arrow Sudoku adds arrow constraints; Killer
 * cages or diagonals can follow the same shape.
 */

/** What `prune` found: a contradiction, nothing new, or narrowed candidates. */
export const CONTRADICTION = -1;
export const UNCHANGED = 0;
export const NARROWED = 1;
export type PruneOutcome = typeof CONTRADICTION | typeof UNCHANGED | typeof NARROWED;

export interface CellConstraint {
  /** The cells (indexes, row * size + col) the rule ties together. */
  readonly cells: readonly number[];
  /**
   * The cells whose changes can give `prune` something new to find, when not all of `cells`:
   * the general search runs the rule again only after one of them changed (its other cells
   * only ever lose candidates between two of its fixpoints, which cannot undo its work).
   */
  readonly watch?: readonly number[];
  /**
   * Narrows candidate masks (bit d-1 stands for digit d) of its cells to what the rule allows.
   * It must never remove a candidate that some completion satisfying the rule still uses.
   */
  prune(cand: Int32Array): PruneOutcome;
  /** True when the digits already placed (0 = empty) break the rule. */
  broken(cells: ArrayLike<number>): boolean;
}

/** Digits lo..hi (inclusive, clamped to 1..size) as a candidate mask. */
export function digitRange(lo: number, hi: number, size: number): number {
  const from = Math.max(1, lo);
  const to = Math.min(size, hi);
  if (from > to) return 0;
  return ((1 << to) - 1) & ~((1 << (from - 1)) - 1);
}

export const lowestDigit = (mask: number): number => 32 - Math.clz32(mask & -mask);
export const highestDigit = (mask: number): number => 32 - Math.clz32(mask);

/**
 * Narrows the cells of a line whose digits must add up to somewhere in low..high, given the
 * line's smallest and largest sums now (`minSum`, `maxSum`): each cell leaves room for the others.
 * CONTRADICTION when a cell is left with nothing, NARROWED when a cell lost a digit.
 */
export function narrowToSum(
  cand: Int32Array,
  line: readonly number[],
  low: number,
  high: number,
  minSum: number,
  maxSum: number,
  size: number,
): PruneOutcome {
  let outcome: PruneOutcome = UNCHANGED;
  for (const cell of line) {
    const mask = cand[cell];
    const othersMin = minSum - lowestDigit(mask);
    const othersMax = maxSum - highestDigit(mask);
    const kept = mask & digitRange(low - othersMax, high - othersMin, size);
    if (kept === 0) return CONTRADICTION;
    if (kept !== mask) {
      cand[cell] = kept;
      outcome = NARROWED;
    }
  }
  return outcome;
}
