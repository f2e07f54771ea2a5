// The table of cage prunings (shared/constraints/cage-cache.ts) is direct-mapped: a new entry
// takes the slot of whatever was there. A look-up must then give either nothing or exactly what
// was last stored for that cage size, sum and candidates, never another entry's result, however
// many entries share slots; and a cage pruned on the same candidates again (a hit) must give
// what it gave the first time.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cageConstraint } from '../../shared/constraints/cage.ts';
import { MISSED, recall, record } from '../../shared/constraints/cage-cache.ts';
import { sumBounds } from '../../shared/constraints/cage-sums.ts';

const entry = fc.integer({ min: 1, max: 6 }).chain((count) =>
  fc.record({
    count: fc.constant(count),
    sum: fc.integer({ min: sumBounds(count)[0], max: sumBounds(count)[1] }),
    masks: fc.array(fc.integer({ min: 1, max: 511 }), { minLength: count, maxLength: count }),
    kept: fc.array(fc.integer({ min: 0, max: 511 }), { minLength: count, maxLength: count }),
    required: fc.integer({ min: -1, max: 511 }),
  }),
);

describe('cage pruning table', () => {
  it('gives nothing or the last result stored for exactly that cage and candidates', () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 40 }), (entries) => {
        const last = new Map<string, { kept: number[]; required: number }>();
        const key = (e: (typeof entries)[number]) => `${e.count}/${e.sum}/${e.masks.join()}`;
        for (const e of entries) {
          record(e.count, e.sum, Int32Array.from(e.masks), Int32Array.from(e.kept), e.required);
          last.set(key(e), { kept: e.kept, required: e.required });
        }
        for (const e of entries) {
          const kept = new Int32Array(e.count);
          const required = recall(e.count, e.sum, Int32Array.from(e.masks), kept);
          if (required === MISSED) continue;
          expect({ kept: [...kept], required }).toEqual(last.get(key(e)));
        }
        // The last entry stored is always found: nothing came after it.
        const final = entries[entries.length - 1];
        const kept = new Int32Array(final.count);
        expect(recall(final.count, final.sum, Int32Array.from(final.masks), kept)).toBe(
          final.required,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('misses entries crowded out of their slot rather than answering for them', () => {
    // 50,000 entries in 8,192 slots: most are crowded out, none may be answered wrongly.
    const count = 4;
    const sum = 20;
    const masks = new Int32Array(count);
    const kept = new Int32Array(count);
    // Candidates that differ for every i (8 of its bits in each of three cells).
    const stored = (i: number) => {
      masks[0] = ((i & 255) << 1) | 1;
      masks[1] = (((i >> 8) & 255) << 1) | 1;
      masks[2] = (((i >> 16) & 255) << 1) | 1;
      masks[3] = 8;
    };
    for (let i = 0; i < 50_000; i++) {
      stored(i);
      kept.fill(i & 511);
      record(count, sum, masks, kept, i);
    }
    let found = 0;
    for (let i = 0; i < 50_000; i++) {
      stored(i);
      const required = recall(count, sum, masks, kept);
      if (required === MISSED) continue;
      found++;
      expect(required).toBe(i);
      expect([...kept]).toEqual(new Array(count).fill(i & 511));
    }
    expect(found).toBeGreaterThan(1_000);
    expect(found).toBeLessThan(50_000);
  });

  it('prunes a cage the same when the table answers as when it works it out', () => {
    fc.assert(
      fc.property(entry, ({ sum, masks }) => {
        const cells = masks.map((_, i) => i);
        const first = Int32Array.from(masks);
        const again = Int32Array.from(masks);
        // Fresh rules each time: the second finds the first one's result in the table.
        expect(cageConstraint(cells, sum).prune(again)).toBe(
          cageConstraint(cells, sum).prune(first),
        );
        expect([...again]).toEqual([...first]);
      }),
      { numRuns: 500 },
    );
  });
});
