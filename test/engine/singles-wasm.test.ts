// The WebAssembly singles (fills9 in the solver module, fillsWasm9) answer the 9x9 generator's
// question exactly as the JavaScript ones (singlesFill9): does a cell just emptied come back by
// naked and hidden singles alone? On random puzzles cut from random full grids, thin and dense,
// every given emptied in turn; and on the positions of real draws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawClassic9 } from '../../shared/generate/dig9.ts';
import { singlesFill9 } from '../../shared/generate/singles9.ts';
import { installWasmSolver } from '../../shared/index.ts';
import { createPrng } from '../../shared/random/prng.ts';
import { fillsWasm9 } from '../../shared/solve/wasm/solver9.ts';
import { cutPuzzle } from '../support/cut.ts';
import { solver9Module } from '../support/wasm.ts';

installWasmSolver(solver9Module);

/** Each given of `cells` emptied in turn: both answers, side by side. */
function bothWays(cells: Uint8Array): { wasm: boolean[]; js: boolean[] } {
  const wasm: boolean[] = [];
  const js: boolean[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const digit = cells[cell];
    if (digit === 0) continue;
    cells[cell] = 0;
    wasm.push(fillsWasm9(cells, cell));
    js.push(singlesFill9(cells, cell));
    cells[cell] = digit;
  }
  return { wasm, js };
}

describe('singles in WebAssembly for the 9x9 generator', () => {
  it('fill back the same cells as singlesFill9 on random puzzles', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 17, max: 81 }), (seed, keep) => {
        const { wasm, js } = bothWays(cutPuzzle('singles-wasm', seed, keep));
        expect(wasm).toEqual(js);
      }),
      { numRuns: 300 },
    );
  });

  it('fill back the same cells on the puzzles real draws end with', () => {
    let yes = 0;
    let no = 0;
    for (const level of ['medium', 'hard', 'expert'] as const) {
      for (let i = 0; i < 12; i++) {
        const drawn = drawClassic9(level, createPrng(`singles-wasm-draw-${level}-${i}`));
        if (!drawn) continue;
        const { wasm, js } = bothWays(drawn.puzzle);
        expect(wasm).toEqual(js);
        yes += js.filter(Boolean).length;
        no += js.length - js.filter(Boolean).length;
      }
    }
    // Both answers occur: the test would notice a core that always says the same.
    expect(yes).toBeGreaterThan(50);
    expect(no).toBeGreaterThan(50);
  });

  it('answer no for clashing givens', () => {
    const cells = new Uint8Array(81);
    cells[0] = 5;
    cells[8] = 5;
    expect(fillsWasm9(cells, 1)).toBe(false);
    expect(singlesFill9(cells, 1)).toBe(false);
  });
});
