/**
 * Bit helpers for candidate masks: digit d is bit (d - 1), so a 25x25 board still fits in one
 * 32-bit integer. Shared by every technique so that none of them allocates to walk a mask.
 */
export { lowBitIndex, popcount } from '../solve/outcome.ts';

/** The mask bit of a digit (1-based). */
export const bitOf = (digit: number): number => 1 << (digit - 1);

/** The digit (1-based) of a single-bit mask. */
export const digitOf = (bit: number): number => 32 - Math.clz32(bit);

/** The digits of a mask, ascending. Allocates: for building steps, not for searching. */
export function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) out.push(digitOf(m & -m));
  return out;
}
