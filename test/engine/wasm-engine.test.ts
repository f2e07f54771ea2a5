// The public engine on the WebAssembly core answers exactly as on the JavaScript core: `solve`
// (text straight into the module's memory, grids, every status, every error), `generate` (the
// golden vectors and the daily puzzle hold, every seed gives the same puzzle), `hint` and `rate`
// (which prove uniqueness with the search).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daily,
  generate,
  hint,
  LEVELS,
  parse,
  rate,
  type SolveOptions,
  solve,
  solverBackend,
} from '../../shared/index.ts';
import { loadPuzzles } from '../support/datasets.ts';
import { onCore } from '../support/wasm.ts';

/** A result without its clocks (`microseconds`), which differ from run to run. */
const timeless = <T>(result: T): T =>
  JSON.parse(JSON.stringify(result, (key, value) => (key === 'microseconds' ? 0 : value)));

const both = <T>(body: () => T): { js: T; wasm: T } => ({
  js: onCore('js', body),
  wasm: onCore('wasm', () => {
    expect(solverBackend()).toBe('wasm');
    return body();
  }),
});

const TOP95 = loadPuzzles('top95');
const HARDEST = loadPuzzles('forum-hardest-1106');

describe('the engine on the WebAssembly core', () => {
  it('solves text, zero-text, grids and arrays as on the JavaScript core', () => {
    const hardest = HARDEST.filter((_, i) => i % 25 === 0);
    const options: (SolveOptions | undefined)[] = [
      undefined,
      { limit: 1 },
      { limit: 5, budget: 30 },
      { budget: 3 },
      { algorithm: 'fast', arrows: [] },
    ];
    for (const text of [...TOP95.slice(0, 20), ...hardest]) {
      const grid = parse(text);
      const forms = [
        text,
        text.replaceAll('.', '0'),
        grid.ok ? grid.value : null,
        [...text].map((c) => (c === '.' ? 0 : Number(c))),
      ];
      for (const puzzle of forms) {
        for (const opts of options) {
          const { js, wasm } = both(() => timeless(solve(puzzle ?? '', opts)));
          expect(wasm).toEqual(js);
        }
      }
    }
  });

  it('answers every status and every error as the JavaScript core does', () => {
    const open = '.'.repeat(81);
    const clash = `55${'.'.repeat(79)}`;
    const deadEnd = `12345678.${'.'.repeat(8)}9${'.'.repeat(63)}`;
    const cases: [unknown, unknown][] = [
      [open, undefined], // multiple
      [open, { limit: 1 }], // solved (one found)
      [clash, undefined], // invalid, with its conflicts
      [deadEnd, undefined], // unsolvable
      [HARDEST[0], { budget: 1 }], // budget_exceeded
      [TOP95[0], { limit: 0 }], // invalid_options
      [TOP95[0], { limit: 1, colour: 'red' }], // unknown option
      [`${TOP95[0].slice(0, 80)}x`, undefined], // invalid_puzzle
      [`${TOP95[0].slice(0, 80)}a`, undefined], // a 16x16 digit on a 9x9 board
      [TOP95[0].slice(0, 80), undefined], // invalid_size
      [`${TOP95[0].slice(0, 80)} `, undefined], // 80 cells and a space
      [TOP95[0], { algorithm: 'candidates' }], // a teaching algorithm
      [TOP95[0], { arrows: [[[0, 0], [[0, 1]]]] }], // Arrow Sudoku
    ];
    const statuses = new Set<string>();
    for (const [puzzle, opts] of cases) {
      const { js, wasm } = both(() => timeless(solve(puzzle as string, opts as SolveOptions)));
      expect(wasm).toEqual(js);
      statuses.add(wasm.ok ? wasm.value.status : wasm.error.code);
    }
    expect([...statuses].sort()).toEqual([
      'budget_exceeded',
      'invalid',
      'invalid_options',
      'invalid_puzzle',
      'invalid_size',
      'multiple',
      'solved',
      'unsolvable',
    ]);
  });

  it('reads any 81 characters as the JavaScript core does', () => {
    // Besides letters and separators: the neighbours of '0'-'9' and '.' ('/', ':', '-'), NUL,
    // characters whose low byte is a digit or a dot ('\u0131', '\u012e'), a lone surrogate.
    const chars = fc.constantFrom(
      ...'0123456789.abcxAP |-+\n/:\u0000\u0131\u012e\ud83d\u0663'.split(''),
    );
    fc.assert(
      fc.property(
        fc.array(chars, { minLength: 79, maxLength: 83 }),
        fc.constantFrom(undefined, { limit: 1 }, { budget: 50 }),
        (text, opts) => {
          const { js, wasm } = both(() => timeless(solve(text.join(''), opts)));
          expect(wasm).toEqual(js);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('turns down one stray character in a real puzzle as the JavaScript core does', () => {
    const stray = fc.constantFrom(...'/:-+ ,*#xO\u0000\u0131\u012e\u0663\ud83d'.split(''));
    fc.assert(
      fc.property(
        fc.constantFrom(...TOP95),
        fc.integer({ min: 0, max: 80 }),
        stray,
        (puzzle, at, char) => {
          const text = `${puzzle.slice(0, at)}${char}${puzzle.slice(at + 1)}`;
          const { js, wasm } = both(() => timeless(solve(text, { limit: 1 })));
          expect(wasm).toEqual(js);
          expect(wasm.ok).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('turns down a text with a character of two or more bytes at its end, whatever came before', () => {
    // The text goes into the module's memory as UTF-8: a last character that does not fit
    // leaves the byte that the call before left there, which may read as a digit or a dot
    // (the module reads characters in place: 'a' leaves 49, the code of '1').
    const puzzle = TOP95[0];
    for (const before of [puzzle, `${puzzle.slice(0, 80)}a`, `${puzzle.slice(0, 80)}^`]) {
      for (const last of ['\u0131', '\u0663', '\u4e00', '\ud83d', '\u00b9']) {
        const text = `${puzzle.slice(0, 80)}${last}`;
        const { js, wasm } = both(() => {
          solve(before, { limit: 1 });
          return timeless(solve(text, { limit: 1 }));
        });
        expect(wasm.ok).toBe(false);
        expect(wasm).toEqual(js);
      }
    }
  });

  it('reads any near-9x9 array or grid as the JavaScript core does', () => {
    const value = fc.oneof(
      fc.integer({ min: 0, max: 9 }),
      fc.integer({ min: 0, max: 9 }),
      fc.constantFrom(-1, 10, 1.5, -0, Number.NaN, Number.POSITIVE_INFINITY, '5', null, [1]),
    );
    const cells = fc.array(value, { minLength: 80, maxLength: 82 });
    const puzzle = fc.oneof(cells, fc.record({ size: fc.constantFrom(9, 9, 4, '9'), cells }));
    fc.assert(
      fc.property(
        puzzle,
        fc.constantFrom(undefined, { limit: 1 }, { budget: 50 }),
        (input, opts) => {
          const { js, wasm } = both(() => timeless(solve(input as number[], opts)));
          expect(wasm).toEqual(js);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('generates the same puzzles: the golden vectors, the daily puzzle, any seed', () => {
    // Engine 1.3.0's 9x9 golden vectors (test/engine/generate.test.ts) and daily puzzle.
    const golden = onCore('wasm', () => [
      generate({ seed: 'golden-1', size: 9, level: 'easy' }),
      generate({ seed: 'golden-2', size: 9, level: 'medium' }),
      generate({ seed: 'golden-3', size: 9, level: 'hard' }),
      generate({ seed: 'golden-4', size: 9, level: 'expert' }),
      daily('2026-11-21', 'medium'),
    ]);
    expect(golden.map((g) => g.ok && g.value.puzzle)).toEqual([
      '2..576.48.142...6.6..4...5...78.4.3.4.69....2.....1..4.6.1.84...8....791.41...586',
      '...6...53....85..4675..........18.4.2.3.5..8.894.......523..4.8.86.4.2...4.8...6.',
      '6...29............7..1.84265.....3...7.93...44.8..7.5...1..69..9..8..24.....9...5',
      '..78.1.9...16.....53.4..8...4.......9........7....6..5.9..8231...8..9..........7.',
      '4...7.6.9.6.4..2....85...4....358976....9.3.593.7.6....71.8..6....6.57.......7..2',
    ]);
    // On 9x9 the WebAssembly core also proves removals unique without the singles pre-check.
    for (const level of LEVELS) {
      for (let i = 0; i < 15; i++) {
        const { js, wasm } = both(() =>
          timeless(generate({ seed: `wasm-${level}-${i}`, size: 9, level })),
        );
        expect(wasm).toEqual(js);
      }
    }
  }, 60_000);

  it('hints and rates as on the JavaScript core', () => {
    for (const text of [...TOP95.slice(0, 5), `${TOP95[1].slice(0, 40)}${'.'.repeat(41)}`]) {
      const { js, wasm } = both(() => timeless([hint(text), rate(text)]));
      expect(wasm).toEqual(js);
    }
  }, 60_000);
});
