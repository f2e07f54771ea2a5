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
