// The 9x9 generator's removal check in WebAssembly (check9, checkWasm9) answers as its parts do
// on their own: null (filled) exactly when singles fill the emptied cell back (asked only with
// `refill`), and otherwise the outcome of the JavaScript core's search for another digit there,
// to the node (count, first solution, nodes, guesses, budget stop), although the module starts
// that search from where singles stopped. Random puzzles cut from random grids, every given
// emptied in turn, tight budgets and generous ones.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { singlesFill9 } from '../../shared/generate/singles9.ts';
import { installWasmSolver } from '../../shared/index.ts';
import { searchBitboard9 } from '../../shared/solve/bitboard9.ts';
import { checkWasm9 } from '../../shared/solve/wasm/solver9.ts';
import { cutPuzzle } from '../support/cut.ts';
import { plain, solver9Module } from '../support/wasm.ts';

installWasmSolver(solver9Module);

describe('the removal check in WebAssembly', () => {
  it('is singles, then the very search of the JavaScript core', () => {
    const seen = { filled: 0, unique: 0, rival: 0, aborted: 0 };
    fc.assert(
      fc.property(
        fc.nat(),
        fc.integer({ min: 17, max: 60 }),
        fc.boolean(),
        fc.constantFrom(1, 3, 20, 5000),
        (seed, keep, refill, budget) => {
          const cells = cutPuzzle('check-wasm', seed, keep);
          for (let cell = 0; cell < 81; cell++) {
            const digit = cells[cell];
            if (digit === 0) continue;
            cells[cell] = 0;
            const checked = checkWasm9(cells, cell, digit, refill, budget);
            if (refill && singlesFill9(cells, cell)) {
              expect(checked).toBeNull();
              seen.filled++;
            } else {
              expect(checked).not.toBeNull();
              const searched = searchBitboard9(Array.from(cells), {
                limit: 1,
                budget,
                exclude: { cell, digit },
              });
              if (checked) expect(plain(checked)).toEqual(plain(searched));
              if (searched.aborted) seen.aborted++;
              else if (searched.count === 0) seen.unique++;
              else seen.rival++;
            }
            cells[cell] = digit;
          }
        },
      ),
      { numRuns: 120 },
    );
    // Every kind of answer came up, so none of them goes unchecked.
    for (const kind of Object.values(seen)) expect(kind).toBeGreaterThan(20);
  });
});
