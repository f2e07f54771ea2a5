/**
 * Puzzles cut from random full grids, for tests of the 9x9 generator's singles and checks: a
 * grid filled by the JavaScript core from a seeded random stream, then each cell kept as a given
 * with chance `keep` in 81, so that every puzzle has a solution (the grid).
 */
import { createPrng } from '../../shared/random/prng.ts';
import { searchBitboard9 } from '../../shared/solve/bitboard9.ts';

export function cutPuzzle(label: string, seed: number, keep: number): Uint8Array {
  const rng = createPrng(`${label}-${seed}`);
  const grid = searchBitboard9(new Array(81).fill(0), {
    limit: 1,
    budget: 100_000,
    random: rng.next,
  });
  if (!grid.solution) throw new Error('no grid');
  return Uint8Array.from(grid.solution, (digit) => (rng.int(81) < keep ? digit : 0));
}
