// The 9x9 generator's singles (singles9.ts) fill exactly the cells the all-sizes singles
// (singles.ts) fill, on random puzzles cut from random full grids: which cell comes back when
// emptied, and which cells singles reach. Clashing givens give nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { singles, singlesFill } from '../../shared/generate/singles.ts';
import { singlesFill9, singlesReach9 } from '../../shared/generate/singles9.ts';
import { createPrng } from '../../shared/random/prng.ts';
import { search } from '../../shared/solve/search.ts';

/** A random full grid and a random subset of its cells as givens, from a seed. */
function puzzleFrom(seed: number, keep: number): number[] {
  const rng = createPrng(`singles9-${seed}`);
  const grid = search(
    { size: 9, cells: new Array(81).fill(0) },
    { limit: 1, budget: 100_000, random: rng.next },
  );
  if (!grid.solution) throw new Error('no grid');
  return Array.from(grid.solution, (digit) => (rng.int(81) < keep ? digit : 0));
}

describe('singles on 9x9 for the generator', () => {
  it('fills back the same cells as the general singles', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 17, max: 80 }), fc.nat(80), (seed, keep, at) => {
        const cells = puzzleFrom(seed, keep);
        for (let k = 0; k < 81; k++) {
          const cell = (at + k) % 81;
          if (cells[cell] === 0) continue;
          const digit = cells[cell];
          cells[cell] = 0;
          expect(singlesFill9(cells, cell)).toBe(singlesFill(9, cells, cell));
          cells[cell] = digit;
        }
      }),
      { numRuns: 150 },
    );
  });

  it('reaches the same cells, in cell order', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 0, max: 81 }), (seed, keep) => {
        const cells = puzzleFrom(seed, keep);
        const filled: number[] = [];
        const general = singles(9, cells, filled);
        expect(general.left).toBeGreaterThanOrEqual(0);
        expect(singlesReach9(cells)).toEqual(filled.sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });

  it('gives nothing for clashing givens', () => {
    const cells = new Array<number>(81).fill(0);
    cells[0] = 5;
    cells[8] = 5;
    expect(singlesReach9(cells)).toEqual([]);
    expect(singlesFill9(cells, 1)).toBe(false);
  });
});
