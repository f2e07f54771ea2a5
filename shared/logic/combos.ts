/**
 * Choosing n of k masks whose union has exactly n bits: the search behind naked and hidden
 * subsets and fish. Depth-first with pruning (a partial union wider than n is abandoned), the
 * chosen indexes written into a caller's buffer, and every combination counted as work.
 */
import { popcount } from './bits.ts';
import type { LogicState } from './candidates.ts';

/**
 * Calls `accept(union)` for every choice of `n` masks out of `masks[0..count)` whose union has
 * exactly `n` bits, the chosen indexes in `chosen[0..n)`, until `accept` returns true.
 */
export function findUnion(
  state: LogicState,
  masks: Int32Array,
  count: number,
  n: number,
  chosen: Int32Array,
  accept: (union: number) => boolean,
): boolean {
  const walk = (start: number, depth: number, union: number): boolean => {
    for (let i = start; i <= count - (n - depth); i++) {
      const u = union | masks[i];
      if (++state.work > state.limit) return false;
      if (popcount(u) > n) continue;
      chosen[depth] = i;
      if (depth + 1 === n) {
        if (popcount(u) === n && accept(u)) return true;
      } else if (walk(i + 1, depth + 1, u)) return true;
    }
    return false;
  };
  return walk(0, 0, 0);
}
