// The WebAssembly core walks the same search tree as the JavaScript core (its reference and
// fallback): the same count, first solution, nodes, guesses and budget stops, on every 9x9
// puzzle of every data set, at limit 1 and 2, and on harder cases made from them: puzzles with
// many solutions, puzzles without one, tight budgets and excluded digits.
import { describe, expect, it } from 'vitest';
import { installWasmSolver } from '../../shared/index.ts';
import { searchBitboard9 } from '../../shared/solve/bitboard9.ts';
import type { SearchOptions } from '../../shared/solve/outcome.ts';
import { searchWasm9 } from '../../shared/solve/wasm/solver9.ts';
import { loadPuzzles } from '../support/datasets.ts';
import { digits } from '../support/rules.ts';
import { plain, solver9Module } from '../support/wasm.ts';

installWasmSolver(solver9Module);

const SETS = ['17-clue', 'magictour-top1465', 'forum-hardest-1106', 'top95'] as const;

/** The cases where the two cores disagree (empty when they agree), described for the report. */
function disagreements(puzzles: readonly number[][], options: SearchOptions): string[] {
  const found: string[] = [];
  for (const cells of puzzles) {
    const js = plain(searchBitboard9(cells, options));
    const wasm = plain(searchWasm9(cells, options));
    if (JSON.stringify(js) !== JSON.stringify(wasm) && found.length < 5)
      found.push(`${cells.join('')}: js ${JSON.stringify(js)} wasm ${JSON.stringify(wasm)}`);
  }
  return found;
}

/** The first `n` givens of a puzzle dropped: usually many solutions. */
const looser = (cells: readonly number[], n: number): number[] => {
  const out = [...cells];
  for (let i = 0, dropped = 0; i < 81 && dropped < n; i++) {
    if (out[i] !== 0) {
      out[i] = 0;
      dropped++;
    }
  }
  return out;
};

/** A digit that fits no rule-breaking way written into the first empty cell: often a dead end. */
const tighter = (cells: readonly number[], solution: readonly number[]): number[] => {
  const out = [...cells];
  const empty = out.indexOf(0);
  out[empty] = (solution[empty] % 9) + 1;
  return out;
};

describe('the WebAssembly and JavaScript 9x9 cores agree', () => {
  it.each(SETS)(
    'on every puzzle of %s, first solution and uniqueness',
    (name) => {
      const puzzles = loadPuzzles(name).map(digits);
      expect(puzzles.length).toBeGreaterThan(90);
      for (const limit of [1, 2]) {
        expect(disagreements(puzzles, { limit, budget: 40_000 })).toEqual([]);
      }
    },
    120_000,
  );

  it('on puzzles with many solutions, none, and on tight budgets', () => {
    const puzzles = [
      ...loadPuzzles('top95'),
      ...loadPuzzles('forum-hardest-1106').filter((_, i) => i % 4 === 0),
    ].map(digits);
    const solutions = puzzles.map((p) =>
      Array.from(searchBitboard9(p, { limit: 1, budget: 1e6 }).solution ?? []),
    );
    const many = puzzles.flatMap((p) => [looser(p, 3), looser(p, 8)]);
    const none = puzzles.map((p, i) => tighter(p, solutions[i]));
    expect(disagreements(many, { limit: 10, budget: 40_000 })).toEqual([]);
    expect(disagreements(many, { limit: 1000, budget: 2_000 })).toEqual([]);
    expect(disagreements(none, { limit: 2, budget: 40_000 })).toEqual([]);
    for (const budget of [1, 2, 5, 20, 100]) {
      expect(disagreements(puzzles, { limit: 2, budget })).toEqual([]);
    }
    // The cases are what they say: several solutions, none, and stops on the budget.
    expect(
      many.filter((p) => searchWasm9(p, { limit: 2, budget: 40_000 }).count === 2).length,
    ).toBeGreaterThan(many.length / 2);
    expect(
      none.filter((p) => searchWasm9(p, { limit: 2, budget: 40_000 }).count === 0).length,
    ).toBeGreaterThan(none.length / 2);
    expect(
      puzzles.filter((p) => searchWasm9(p, { limit: 2, budget: 5 }).aborted).length,
    ).toBeGreaterThan(puzzles.length / 2);
  }, 120_000);

  it('on an empty board, on clashing givens and with an excluded digit', () => {
    const empty = new Array<number>(81).fill(0);
    expect(disagreements([empty], { limit: 1000, budget: 5_000 })).toEqual([]);
    const clash = [...empty];
    clash[0] = 5;
    clash[80] = 5;
    clash[8] = 5; // same row as cell 0
    expect(disagreements([clash], { limit: 2, budget: 1000 })).toEqual([]);
    expect(searchWasm9(clash, { limit: 2, budget: 1000 }).count).toBe(0);
    for (const line of loadPuzzles('top95').slice(0, 30)) {
      const cells = digits(line);
      const solution = searchBitboard9(cells, { limit: 1, budget: 1e6 }).solution ?? [];
      for (let cell = 0; cell < 81; cell += 7) {
        // The solution's digit (no solution left), another digit (the same one), and on a given.
        for (const digit of [solution[cell], (solution[cell] % 9) + 1]) {
          expect(
            disagreements([cells], { limit: 2, budget: 40_000, exclude: { cell, digit } }),
          ).toEqual([]);
        }
      }
    }
  }, 120_000);
});
