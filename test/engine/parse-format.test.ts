// Reading and writing boards: text, rows and flat arrays, decoration, every size, and errors.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { format, parse, SIZES } from '../../shared/index.ts';
import { unwrap } from '../support/result.ts';

const LINE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

describe('parse', () => {
  it('reads text with . and 0 as empty', () => {
    const parsed = parse(LINE.replaceAll('.', '0'));
    expect(parsed.ok && parsed.value.size).toBe(9);
    expect(parsed.ok && parsed.value.cells.slice(0, 5)).toEqual([5, 3, 0, 0, 7]);
  });

  it('ignores whitespace and |-+ decoration', () => {
    const parsed = parse(LINE);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const pretty = unwrap(format(parsed.value, 'pretty'));
    expect(pretty).toContain('|');
    expect(pretty).toContain('+');
    const back = parse(pretty);
    expect(back.ok && unwrap(format(back.value))).toBe(LINE);
  });

  it('reads rows and flat arrays', () => {
    const rows = [
      [1, 0, 0, 0],
      [0, 0, 3, 0],
      [0, 4, 0, 0],
      [0, 0, 0, 2],
    ];
    const fromRows = parse(rows);
    const fromFlat = parse(rows.flat());
    expect(fromRows).toEqual(fromFlat);
    expect(fromRows.ok && unwrap(format(fromRows.value))).toBe('1.....3..4.....2');
    expect(fromRows.ok && unwrap(format(fromRows.value, 'rows'))).toEqual(rows);
  });

  it('reads 16x16 and 25x25 letters, either case', () => {
    const text = `ABCDEFG${'.'.repeat(249)}`;
    const parsed = parse(text.toLowerCase());
    expect(parsed.ok && parsed.value.size).toBe(16);
    expect(parsed.ok && parsed.value.cells.slice(0, 7)).toEqual([10, 11, 12, 13, 14, 15, 16]);
    const big = parse(`P${'.'.repeat(624)}`);
    expect(big.ok && big.value.cells[0]).toBe(25);
  });

  it.each([
    ['wrong length', '1234', 'invalid_size'],
    ['bad character', `x${'.'.repeat(80)}`, 'invalid_puzzle'],
    ['digit too large for the size', `9${'.'.repeat(15)}`, 'invalid_puzzle'],
    ['letter on 9x9', `A${'.'.repeat(80)}`, 'invalid_puzzle'],
    ['ragged rows', [[1, 2, 3, 4], [1], [], []], 'invalid_puzzle'],
    ['wrong row count', [[1], [2]], 'invalid_size'],
    ['mixed rows and numbers', [[1], 2], 'invalid_puzzle'],
    ['fractions', [0.5, ...new Array(15).fill(0)], 'invalid_puzzle'],
    ['negative numbers', [-1, ...new Array(15).fill(0)], 'invalid_puzzle'],
    ['not a puzzle at all', { digits: [] }, 'invalid_puzzle'],
    ['null', null, 'invalid_puzzle'],
    ['too much text', '.'.repeat(700), 'invalid_size'],
  ])('rejects %s', (_, input, code) => {
    const parsed = parse(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe(code);
      expect(parsed.error.message.length).toBeGreaterThan(10);
    }
  });

  it('points at the offending cell', () => {
    const parsed = parse([
      [1, 0, 0, 0],
      [0, 0, 7, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    expect(!parsed.ok && parsed.error.path).toEqual([1, 2]);
  });
});

const anyGrid = fc
  .constantFrom(...SIZES)
  .chain((size) =>
    fc
      .array(fc.integer({ min: 0, max: size }), { minLength: size * size, maxLength: size * size })
      .map((cells) => ({ size, cells })),
  );

describe('parse and format properties', () => {
  it('text, rows and pretty forms all round-trip', () => {
    fc.assert(
      fc.property(anyGrid, (grid) => {
        for (const text of [unwrap(format(grid)), unwrap(format(grid, 'pretty'))]) {
          const back = parse(text);
          expect(back.ok && back.value).toEqual(grid);
        }
        const rows = parse(unwrap(format(grid, 'rows')));
        expect(rows.ok && rows.value).toEqual(grid);
        const flat = parse([...grid.cells]);
        expect(flat.ok && flat.value).toEqual(grid);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on hostile text and always answers with a result', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 700 }),
          fc.string({ unit: 'binary', maxLength: 700 }),
          fc.anything(),
        ),
        (input) => {
          const parsed = parse(input);
          if (parsed.ok) {
            expect(SIZES).toContain(parsed.value.size);
            expect(parsed.value.cells).toHaveLength(parsed.value.size ** 2);
          } else {
            expect(['invalid_puzzle', 'invalid_size']).toContain(parsed.error.code);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
