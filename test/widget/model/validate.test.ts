// The widget's zod-free shape check of puzzles agrees with the engine's GeneratedPuzzleSchema:
// on real puzzles (classic, arrow and killer), on each field broken in turn, and on random JSON
// values.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GeneratedPuzzleSchema, generate } from '../../../shared/index.ts';
import { readPuzzle } from '../../../widget/model/validate.ts';

const classic = generate({ seed: 'validate', level: 'easy' });
const arrow = generate({ seed: 'validate', level: 'easy', variant: 'arrow' });
const killer = generate({ seed: 'validate', level: 'easy', variant: 'killer' });
if (!classic.ok || !arrow.ok || !killer.ok) throw new Error('fixture');
const samples = [classic.value, arrow.value, killer.value];

/** What zod makes of a value: the parsed puzzle, or null. */
const viaZod = (v: unknown) => {
  const parsed = GeneratedPuzzleSchema.safeParse(v);
  return parsed.success ? parsed.data : null;
};

describe('readPuzzle', () => {
  it('accepts real puzzles and returns them unchanged, unknown keys dropped', () => {
    for (const p of samples) {
      expect(readPuzzle(p)).toEqual(p);
      expect(readPuzzle({ ...p, extra: 1 })).toEqual(viaZod({ ...p, extra: 1 }));
    }
  });

  it('agrees with the schema when any one field is replaced', () => {
    const values: unknown[] = [
      undefined,
      null,
      0,
      -1,
      1.5,
      9,
      2 ** 60,
      Number.NaN,
      '',
      'x',
      'arrow',
      'hard',
      true,
      [],
      {},
      [[[0, 0], [[0, 1]]]],
      [[[0, 0], []]],
      [[[25, 0], [[0, 1]]]],
      [[[0, 0], [[0, 1, 2]]]],
      [[0, 0], [[0, 1]]],
      [[[0.5, 0], [[0, 1]]]],
      [{ sum: 3, cells: [[0, 0]] }],
      [{ sum: 3, cells: [] }],
      [{ sum: 0, cells: [[0, 0]] }],
      [{ sum: 46, cells: [[0, 0]] }],
      [{ sum: 3.5, cells: [[0, 0]] }],
      [{ sum: 3, cells: [[0, 0]], extra: 1 }],
      [{ sum: 3 }],
      [{ sum: 3, cells: [[0, 25]] }],
      [{ sum: 45, cells: Array.from({ length: 10 }, (_, i) => [0, i]) }],
      Array.from({ length: 82 }, () => ({ sum: 1, cells: [[0, 0]] })),
    ];
    for (const p of samples) {
      for (const key of Object.keys(p)) {
        for (const v of values) {
          const broken = { ...p, [key]: v };
          expect(readPuzzle(broken), `${key} = ${JSON.stringify(v)}`).toEqual(viaZod(broken));
        }
      }
    }
  });

  it('agrees with the schema on random values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(readPuzzle(v)).toEqual(viaZod(v));
      }),
      { numRuns: 300 },
    );
    const field = fc.oneof(
      fc.jsonValue(),
      fc.constantFrom(9, 'easy', 'classic', 'arrow', 'killer', ''),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(arrow.value)), field), (patch) => {
        const v = { ...arrow.value, ...patch };
        expect(readPuzzle(v)).toEqual(viaZod(v));
      }),
      { numRuns: 500 },
    );
    // Cages of random shape, from near-valid to garbage.
    const cage = fc.record(
      { sum: fc.oneof(fc.integer({ min: -1, max: 47 }), fc.jsonValue()), cells: fc.jsonValue() },
      { requiredKeys: [] },
    );
    const cells = fc.array(
      fc.tuple(fc.integer({ min: -1, max: 25 }), fc.integer({ min: -1, max: 25 })),
      {
        maxLength: 10,
      },
    );
    const nearCage = fc.record({ sum: fc.integer({ min: 0, max: 46 }), cells });
    fc.assert(
      fc.property(fc.array(fc.oneof(cage, nearCage), { maxLength: 4 }), (cages) => {
        const v = { ...killer.value, cages };
        expect(readPuzzle(v)).toEqual(viaZod(v));
      }),
      { numRuns: 500 },
    );
  });
});
