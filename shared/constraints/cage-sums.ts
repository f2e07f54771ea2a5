/**
 * Killer cage arithmetic: which sets of different digits 1-9 a cage of n cells can hold for a
 * sum (its "combinations"), as digit masks (bit d-1 for digit d). One table of the 512 subsets
 * of 1-9, built once, serves the cage constraint, the checks and the killer techniques.
 */

/** Most cells a cage may have: its digits never repeat. */
export const MAX_CAGE_CELLS = 9;

/** The smallest and largest sum of `count` different digits 1-9. */
export const sumBounds = (count: number): readonly [number, number] => [
  (count * (count + 1)) / 2,
  (count * (19 - count)) / 2,
];

let table: number[][][] | null = null;

/** combos[count][sum]: every set of `count` different digits adding up to `sum`. */
function combos(): number[][][] {
  if (table) return table;
  const built: number[][][] = Array.from({ length: MAX_CAGE_CELLS + 1 }, () =>
    Array.from({ length: 46 }, () => []),
  );
  for (let mask = 1; mask < 512; mask++) {
    let count = 0;
    let sum = 0;
    for (let d = 1; d <= 9; d++) {
      if (mask & (1 << (d - 1))) {
        count++;
        sum += d;
      }
    }
    built[count][sum].push(mask);
  }
  table = built;
  return built;
}

const NONE: readonly number[] = [];

/** The combinations of `count` different digits adding up to `sum` (none when impossible). */
export function cageCombos(count: number, sum: number): readonly number[] {
  if (!Number.isInteger(count) || !Number.isInteger(sum)) return NONE;
  if (count < 1 || count > MAX_CAGE_CELLS || sum < 1 || sum > 45) return NONE;
  return combos()[count][sum];
}
