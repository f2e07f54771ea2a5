/**
 * A Killer cage's digits as they stand: the digits placed in it and whether its combinations can
 * still hold them. What checking a board needs (check.ts), apart from the cage rule's pruning
 * (cage.ts), so that a check does not carry the search's machinery.
 */
import { cageCombos } from './cage-sums.ts';

/** The digits placed in a cage as a mask, or -1 when one repeats; `digits` 0 = empty. */
export function placedDigits(cells: readonly number[], digits: ArrayLike<number>): number {
  let mask = 0;
  for (const cell of cells) {
    const d = digits[cell];
    if (d === 0) continue;
    const bit = 1 << (d - 1);
    if (mask & bit) return -1;
    mask |= bit;
  }
  return mask;
}

/** True when no combination of the cage holds every digit of `placed`. */
export function unreachable(count: number, sum: number, placed: number): boolean {
  for (const combo of cageCombos(count, sum)) if ((combo & placed) === placed) return false;
  return true;
}
