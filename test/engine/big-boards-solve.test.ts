// The production solver on big boards: every generated 16x16 and 25x25 puzzle, of every level,
// is solved and proven unique under the default options, with a solution the independent checker
// accepts; and the general core agrees with the 9x9 bitboard core on random 9x9 puzzles.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  format,
  generate,
  LEVELS,
  type Level,
  parse,
  type Size,
  solve,
} from '../../shared/index.ts';
import { searchBitboard9 } from '../../shared/solve/bitboard9.ts';
import { searchGeneral } from '../../shared/solve/general.ts';
import { unwrap } from '../support/result.ts';
import { isValidSolution } from '../support/rules.ts';

/** Seeds per level: 25x25 puzzles take the generator a while, so fewer of them. */
const SEEDS: Record<16 | 25, number> = { 16: 3, 25: 2 };

describe('generated big boards', () => {
  for (const size of [16, 25] as const) {
    it.each(LEVELS)(
      `solves and proves unique ${size}x${size} %s puzzles`,
      (level: Level) => {
        for (let i = 0; i < SEEDS[size]; i++) {
          const seed = `big-solve-${i}`;
          const made = unwrap(generate({ seed, size, level }));
          const puzzle = unwrap(parse(made.puzzle));
          const result = unwrap(solve(puzzle));
          expect(result.status, `${size} ${level} ${seed}`).toBe('solved');
          expect(result.solutionCount).toBe(1);
          expect(isValidSolution(puzzle.cells, result.solution ?? [])).toBe(true);
          expect(unwrap(format({ size, cells: result.solution ?? [] }))).toBe(made.solution);
        }
      },
      120_000,
    );
  }

  it('a search cut short leaves nothing behind for the next one', () => {
    const made = unwrap(generate({ seed: 'big-solve-reuse', size: 25, level: 'hard' }));
    const cells = unwrap(parse(made.puzzle)).cells;
    const first = searchGeneral(25, cells, { limit: 2, budget: 1e6 });
    // Abort at every early node count, then search again in the same workspace.
    for (let budget = 0; budget < Math.min(first.nodes, 20); budget++) {
      expect(searchGeneral(25, cells, { limit: 2, budget }).aborted).toBe(true);
      const again = searchGeneral(25, cells, { limit: 2, budget: 1e6 });
      expect(again).toEqual(first);
    }
    expect(first.count).toBe(1);
    expect(isValidSolution(cells, Array.from(first.solution ?? []))).toBe(true);
  });

  it('counts every solution of an open 16x16 board up to the limit, each one valid', () => {
    const made = unwrap(generate({ seed: 'big-solve-open', size: 16, level: 'easy' }));
    const cells = unwrap(parse(made.puzzle)).cells;
    // Empty the first three rows: many completions.
    const open = cells.map((v, i) => (i < 48 ? 0 : v));
    const result = unwrap(solve({ size: 16 as Size, cells: open }, { limit: 5 }));
    expect(result.status).toBe('multiple');
    expect(result.solutionCount).toBe(5);
    expect(isValidSolution(open, result.solution ?? [])).toBe(true);
  });
});

/** A uint32 source from a seed (xorshift32), so fast-check's seed decides everything. */
function xorshift(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s;
  };
}

/**
 * A random 9x9 puzzle: a random full grid, a random share of it kept as givens, and sometimes one
 * given changed to a digit its houses do not show (usually no solution, found only by search).
 */
const puzzle9 = fc
  .record({
    seed: fc.integer({ min: 1, max: 0x7fffffff }),
    keep: fc.integer({ min: 17, max: 60 }),
    corrupt: fc.boolean(),
  })
  .map(({ seed, keep, corrupt }) => {
    const random = xorshift(seed);
    const full = searchBitboard9(new Array<number>(81).fill(0), {
      limit: 1,
      budget: 1e6,
      random,
    }).solution;
    if (!full) throw new Error('no full grid');
    const order = Array.from({ length: 81 }, (_, i) => i);
    for (let i = 80; i > 0; i--) {
      const j = random() % (i + 1);
      [order[i], order[j]] = [order[j], order[i]];
    }
    const cells = new Array<number>(81).fill(0);
    for (const i of order.slice(0, keep)) cells[i] = full[i];
    if (corrupt) {
      const at = order[0];
      const seen = new Set<number>();
      for (let j = 0; j < 81; j++) {
        const sameBox =
          Math.floor(j / 27) === Math.floor(at / 27) &&
          Math.floor((j % 9) / 3) === Math.floor((at % 9) / 3);
        if (j !== at && (Math.floor(j / 9) === Math.floor(at / 9) || j % 9 === at % 9 || sameBox))
          seen.add(cells[j]);
      }
      const other = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => d !== full[at] && !seen.has(d));
      if (other) cells[at] = other;
    }
    return cells;
  });

describe('general core and bitboard core agree on 9x9', () => {
  it('on random puzzles: same count (limit 2), valid solutions, the same one when unique', () => {
    fc.assert(
      fc.property(puzzle9, (cells) => {
        const fast = searchBitboard9(cells, { limit: 2, budget: 1e6 });
        const general = searchGeneral(9, cells, { limit: 2, budget: 1e6 });
        expect(fast.aborted || general.aborted).toBe(false);
        expect(general.count).toBe(fast.count);
        for (const outcome of [fast, general]) {
          if (outcome.count > 0)
            expect(isValidSolution(cells, Array.from(outcome.solution ?? []))).toBe(true);
          else expect(outcome.solution).toBeNull();
        }
        if (fast.count === 1) expect(general.solution).toEqual(fast.solution);
      }),
      { numRuns: 300 },
    );
  });
});
