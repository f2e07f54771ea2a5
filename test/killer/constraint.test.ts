// The cage constraint against brute force: the combination table lists exactly the sets of
// different digits with each size and sum; pruning keeps exactly the digits some assignment of
// the cage uses (up to six cells; larger cages keep at least those), reports a contradiction
// exactly when there is none, and `broken` says whether placed digits can still be completed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cageConstraint } from '../../shared/constraints/cage.ts';
import { cageCombos, sumBounds } from '../../shared/constraints/cage-sums.ts';
import { CONTRADICTION, UNCHANGED } from '../../shared/constraints/constraint.ts';

/** Every assignment of different digits to cells with these masks adding up to `sum`. */
function assignments(masks: readonly number[], sum: number): number[][] {
  const out: number[][] = [];
  const walk = (i: number, used: number, left: number, chosen: number[]) => {
    if (i === masks.length) {
      if (left === 0) out.push([...chosen]);
      return;
    }
    for (let d = 1; d <= 9; d++) {
      const bit = 1 << (d - 1);
      if ((masks[i] & bit) === 0 || (used & bit) !== 0 || d > left) continue;
      chosen.push(d);
      walk(i + 1, used | bit, left - d, chosen);
      chosen.pop();
    }
  };
  walk(0, 0, sum, []);
  return out;
}

const cage = fc.integer({ min: 1, max: 8 }).chain((count) =>
  fc.record({
    sum: fc.integer({ min: sumBounds(count)[0], max: sumBounds(count)[1] }),
    masks: fc.array(fc.integer({ min: 1, max: 511 }), { minLength: count, maxLength: count }),
  }),
);

describe('cage constraint', () => {
  it('lists every set of different digits by size and sum, once', () => {
    for (let count = 1; count <= 9; count++) {
      const [lo, hi] = sumBounds(count);
      let total = 0;
      for (let sum = 0; sum <= 46; sum++) {
        const combos = cageCombos(count, sum);
        if (sum < lo || sum > hi) expect(combos).toEqual([]);
        for (const combo of combos) {
          const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => combo & (1 << (d - 1)));
          expect(digits.length).toBe(count);
          expect(digits.reduce((a, b) => a + b, 0)).toBe(sum);
        }
        expect(new Set(combos).size).toBe(combos.length);
        total += combos.length;
      }
      // C(9, count) sets of `count` digits in all.
      const choose = [1, 9, 36, 84, 126, 126, 84, 36, 9, 1][count];
      expect(total).toBe(choose);
    }
    expect(cageCombos(2, 3)).toEqual([0b11]);
    expect(cageCombos(0, 0)).toEqual([]);
    expect(cageCombos(10, 45)).toEqual([]);
  });

  it('prunes to exactly the digits some assignment uses (at least those, past six cells)', () => {
    fc.assert(
      fc.property(cage, ({ sum, masks }) => {
        const cells = masks.map((_, i) => i * 3);
        const cand = new Int32Array(27);
        masks.forEach((m, i) => {
          cand[cells[i]] = m;
        });
        const outcome = cageConstraint(cells, sum).prune(cand);
        const found = assignments(masks, sum);
        if (found.length === 0) {
          // Past six cells the check is looser: it may miss a contradiction, never invent one.
          if (masks.length <= 6) expect(outcome).toBe(CONTRADICTION);
          return;
        }
        expect(outcome).not.toBe(CONTRADICTION);
        const used = masks.map((_, i) => found.reduce((m, a) => m | (1 << (a[i] - 1)), 0));
        cells.forEach((cell, i) => {
          expect(cand[cell] & used[i]).toBe(used[i]);
          if (masks.length <= 6) expect(cand[cell]).toBe(used[i]);
        });
        if (masks.every((m, i) => m === used[i])) expect(outcome).toBe(UNCHANGED);
      }),
      { numRuns: 3000 },
    );
  });

  it('prunes the same however often it is called, on wider or narrower candidates', () => {
    // The search prunes, backtracks (candidates widen again) and prunes again with one rule.
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.array(fc.array(fc.integer({ min: 1, max: 511 }), { minLength: 6, maxLength: 6 }), {
          minLength: 2,
          maxLength: 8,
        }),
        (count, pick, rounds) => {
          const [lo, hi] = sumBounds(count);
          const sum = lo + (pick % (hi - lo + 1));
          const cells = Array.from({ length: count }, (_, i) => i);
          const kept = cageConstraint(cells, sum);
          for (const masks of rounds) {
            const again = Int32Array.from(masks);
            const fresh = Int32Array.from(masks);
            expect(kept.prune(again)).toBe(cageConstraint(cells, sum).prune(fresh));
            expect([...again.subarray(0, count)]).toEqual([...fresh.subarray(0, count)]);
            // Once more on what it left: nothing new.
            const settled = Int32Array.from(again);
            if (kept.prune(settled) !== CONTRADICTION) expect(settled).toEqual(again);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('calls a cage broken exactly when its placed digits cannot be completed', () => {
    fc.assert(
      fc.property(
        cage,
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }),
        ({ sum, masks }, values) => {
          const cells = masks.map((_, i) => i);
          const digits = cells.map((i) => values[i]);
          const full = digits.map((d) => (d === 0 ? 511 : 1 << (d - 1)));
          const completions = assignments(full, sum);
          expect(cageConstraint(cells, sum).broken(digits)).toBe(completions.length === 0);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
