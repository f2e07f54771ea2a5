// The WebAssembly and JavaScript 9x9 cores agree on random input: random givens (clashing or
// not, with many solutions or none), random limits, budgets and excluded digits, and random
// fills, where both must draw the same random numbers in the same order and build the same grid.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { installWasmSolver } from '../../shared/index.ts';
import { createPrng } from '../../shared/random/prng.ts';
import { searchBitboard9 } from '../../shared/solve/bitboard9.ts';
import { searchWasm9 } from '../../shared/solve/wasm/solver9.ts';
import { isValidSolution } from '../support/rules.ts';
import { plain, solver9Module } from '../support/wasm.ts';

installWasmSolver(solver9Module);

/** Up to 40 givens at random cells: sparse boards have many solutions, dense ones often clash. */
const board = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 1, max: 9 })), {
    maxLength: 40,
  })
  .map((givens) => {
    const cells = new Array<number>(81).fill(0);
    for (const [cell, digit] of givens) cells[cell] = digit;
    return cells;
  });

const options = fc.record({
  limit: fc.integer({ min: 1, max: 50 }),
  budget: fc.integer({ min: 1, max: 3_000 }),
  exclude: fc.option(
    fc.record({ cell: fc.integer({ min: 0, max: 80 }), digit: fc.integer({ min: 1, max: 9 }) }),
    { nil: undefined },
  ),
});

describe('the two 9x9 cores on random input', () => {
  it('give the same outcome: count, first solution, nodes, guesses, budget stop', () => {
    fc.assert(
      fc.property(board, options, (cells, opts) => {
        expect(plain(searchWasm9(cells, opts))).toEqual(plain(searchBitboard9(cells, opts)));
      }),
      { numRuns: 1_500 },
    );
  }, 60_000);

  it('fill the same grid from the same random stream, drawing the same numbers', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), board, (seed, cells) => {
        const draws: Record<'js' | 'wasm', number[]> = { js: [], wasm: [] };
        const source = (core: 'js' | 'wasm') => {
          const prng = createPrng(seed);
          return () => {
            const value = prng.next();
            draws[core].push(value);
            return value;
          };
        };
        const opts = { limit: 1, budget: 2_000 };
        const js = searchBitboard9(cells, { ...opts, random: source('js') });
        const wasm = searchWasm9(cells, { ...opts, random: source('wasm') });
        expect(plain(wasm)).toEqual(plain(js));
        expect(draws.wasm).toEqual(draws.js);
        if (wasm.solution) expect(isValidSolution(cells, Array.from(wasm.solution))).toBe(true);
      }),
      { numRuns: 400 },
    );
    // An empty board always fills, through many random branches.
    const prng = createPrng('fill');
    const filled = searchWasm9(new Array(81).fill(0), {
      limit: 1,
      budget: 2_000,
      random: prng.next,
    });
    expect(filled.guesses).toBeGreaterThan(5);
    expect(isValidSolution(new Array(81).fill(0), Array.from(filled.solution ?? []))).toBe(true);
  }, 60_000);
});
