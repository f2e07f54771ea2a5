// The classic 9x9 draw (dig9.ts): every puzzle it returns has exactly one solution, the solution
// it names, givens inside its level's range and the level `rate` finds, whether it got there at
// once or after giving back removals (rescues); and it spreads over the range rather than piling
// up at one end. The widget's plain aids and the engine's fast ones make the same puzzles.
import { describe, expect, it } from 'vitest';
import { drawClassic9, PLAIN_DIG_AIDS, useDigAids } from '../../shared/generate/dig9.ts';
import { FAST_DIG_AIDS } from '../../shared/generate/dig9-aids.ts';
import { givensRange } from '../../shared/generate/levels.ts';
import { LEVELS, rate, solve } from '../../shared/index.ts';
import { createPrng } from '../../shared/random/prng.ts';
import { unwrap } from '../support/result.ts';
import { isValidSolution } from '../support/rules.ts';

describe('classic 9x9 draws', () => {
  it.each(LEVELS)(
    '%s: unique, in range, rated at the level, with and without rescues',
    (level) => {
      const [lo, hi] = givensRange(9, level);
      const givens = new Set<number>();
      let rescued = 0;
      let drawn = 0;
      for (let i = 0; drawn < 40; i++) {
        const made = drawClassic9(level, createPrng(`dig9-${level}-${i}`));
        if (!made) continue;
        drawn++;
        const cells = Array.from(made.puzzle);
        expect(cells.filter((d) => d !== 0)).toHaveLength(made.givens);
        expect(made.givens).toBeGreaterThanOrEqual(lo);
        expect(made.givens).toBeLessThanOrEqual(hi);
        expect(isValidSolution(cells, Array.from(made.solution))).toBe(true);
        const solved = unwrap(solve({ size: 9, cells }, { limit: 2 }));
        expect(solved.status).toBe('solved');
        expect(unwrap(rate({ size: 9, cells })).level).toBe(level);
        givens.add(made.givens);
        if ((made.rescues ?? 0) > 0) rescued++;
      }
      expect(givens.size).toBeGreaterThanOrEqual(4);
      // Easy never misses (a removal singles cannot undo is simply refused); the other levels
      // often need a rescue, and those puzzles pass the same checks.
      if (level === 'easy') expect(rescued).toBe(0);
      else expect(rescued).toBeGreaterThan(5);
    },
    60_000,
  );

  it('makes the same puzzles with the plain aids (the widget) and the fast ones (the engine)', () => {
    try {
      for (const level of LEVELS) {
        for (let i = 0; i < 15; i++) {
          useDigAids(PLAIN_DIG_AIDS);
          const plain = drawClassic9(level, createPrng(`dig9-aids-${level}-${i}`));
          useDigAids(FAST_DIG_AIDS);
          const fast = drawClassic9(level, createPrng(`dig9-aids-${level}-${i}`));
          expect(plain).toEqual(fast);
        }
      }
    } finally {
      useDigAids(FAST_DIG_AIDS);
    }
  }, 60_000);

  it('is deterministic for a random stream', () => {
    const a = drawClassic9('hard', createPrng('dig9-same'));
    const b = drawClassic9('hard', createPrng('dig9-same'));
    expect(a).toEqual(b);
  });
});
