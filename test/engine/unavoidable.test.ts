// Unavoidable sets (unavoidable.ts): every two-digit set of a grid really lets two digits swap
// into another valid grid, a digit pair's sets cover its 18 cells once, and the tracker says a
// cell is pinned exactly when emptying it leaves the puzzle another solution through a set.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { twoDigitSets, UnavoidableSets } from '../../shared/generate/unavoidable.ts';
import { solve } from '../../shared/index.ts';
import { createPrng } from '../../shared/random/prng.ts';
import { search } from '../../shared/solve/search.ts';
import { unwrap } from '../support/result.ts';
import { isValidSolution } from '../support/rules.ts';

function gridFrom(seed: number): number[] {
  const rng = createPrng(`unavoidable-${seed}`);
  const grid = search(
    { size: 9, cells: new Array(81).fill(0) },
    { limit: 1, budget: 100_000, random: rng.next },
  );
  if (!grid.solution) throw new Error('no grid');
  return Array.from(grid.solution);
}

describe('two-digit unavoidable sets', () => {
  it('swap their two digits into another valid grid, and cover each pair of digits once', () => {
    fc.assert(
      fc.property(fc.nat(), (seed) => {
        const grid = gridFrom(seed);
        const sets = twoDigitSets(grid);
        const covered = new Map<string, number[]>();
        for (const set of sets) {
          const digits = [...new Set(set.map((cell) => grid[cell]))].sort();
          expect(digits).toHaveLength(2);
          expect(set.length % 2).toBe(0);
          expect(set.length).toBeGreaterThanOrEqual(4);
          const [a, b] = digits;
          const swapped = grid.slice();
          for (const cell of set) swapped[cell] = grid[cell] === a ? b : a;
          expect(isValidSolution(new Array(81).fill(0), swapped)).toBe(true);
          expect(swapped).not.toEqual(grid);
          const key = digits.join();
          covered.set(key, [...(covered.get(key) ?? []), ...set]);
        }
        expect(covered.size).toBe(36);
        for (const [key, cells] of covered) {
          const [a, b] = key.split(',').map(Number);
          const expected = grid.flatMap((d, cell) => (d === a || d === b ? [cell] : []));
          expect(cells.sort((x, y) => x - y)).toEqual(expected);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('the tracker', () => {
  it('pins the last given of a set, and that given really holds the solution', () => {
    for (let seed = 0; seed < 20; seed++) {
      const grid = gridFrom(seed);
      const [smallest] = twoDigitSets(grid).sort((x, y) => x.length - y.length);
      const tracker = new UnavoidableSets(grid);
      const puzzle = grid.slice();
      const [last, ...rest] = smallest;
      expect(tracker.pins(last)).toBe(false);
      for (const cell of rest) {
        puzzle[cell] = 0;
        tracker.remove(cell);
      }
      expect(tracker.pins(last)).toBe(true);
      puzzle[last] = 0;
      expect(unwrap(solve({ size: 9, cells: puzzle }, { limit: 2 })).status).toBe('multiple');
      // Given back, the set holds two givens again.
      tracker.restore(rest[0]);
      expect(tracker.pins(last)).toBe(false);
    }
  });

  it('takes a rival solution as a set', () => {
    const grid = gridFrom(1);
    const tracker = new UnavoidableSets(grid);
    tracker.add([3, 40, 77], 1);
    expect(tracker.pins(40)).toBe(true);
    expect(tracker.pins(41)).toBe(false);
  });
});
