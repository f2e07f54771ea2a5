// The Worker solves 9x9 puzzles on the WebAssembly core: worker/wasm.ts (called by the entry,
// worker/main.ts) instantiates the module wrangler bundles from the `.wasm` import (workerd would
// refuse to compile bytes), and the answers are the JavaScript core's, node for node. The bundle
// wrangler itself makes is checked in test/deploy/ (this pool bundles the Worker its own way).
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { installWasmSolver, removeWasmSolver, solve, solverBackend } from '../../shared/index.ts';
import solver9 from '../../shared/solve/wasm/solver9.wasm';
import { ROUTES } from '../../worker/contract.ts';
import '../../worker/main.ts';
import { PUZZLE, postJson } from './support.ts';

// The first puzzle of data/forum-hardest-1106.txt: the search branches hundreds of times.
const HARD = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';

describe('the WebAssembly solver in workerd', () => {
  it('is installed by the Worker', () => {
    expect(solverBackend()).toBe('wasm');
  });

  it('refuses to compile bytes, which is why the module comes bundled', () => {
    // workers-types declare the constructor abstract for that reason.
    const Module = WebAssembly.Module as unknown as new (bytes: Uint8Array) => WebAssembly.Module;
    expect(() => new Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]))).toThrow();
  });

  it('answers POST /api/v1/solve as the JavaScript core does', async () => {
    const res = await exports.default.fetch(
      'https://example.com/api/v1/solve',
      postJson({ puzzle: HARD }),
    );
    expect(res.status).toBe(200);
    const body = z.parse(ROUTES.solve.responses[200].schema, await res.json());
    expect(body.status).toBe('solved');
    const wasm = solve(HARD);
    removeWasmSolver();
    try {
      expect(solverBackend()).toBe('js');
      const js = solve(HARD);
      if (!js.ok || !wasm.ok) throw new Error('solve failed');
      expect(js.value.stats.nodes).toBeGreaterThan(10);
      expect(wasm.value.solution).toEqual(js.value.solution);
      // The API sends the solution as text (worker/http/format.ts); the engine gives cells.
      expect(body.solution).toBe(js.value.solution?.join(''));
      for (const answer of [wasm.value, body]) {
        expect(answer.solutionCount).toBe(js.value.solutionCount);
        expect(answer.stats.nodes).toBe(js.value.stats.nodes);
        expect(answer.stats.guesses).toBe(js.value.stats.guesses);
      }
    } finally {
      installWasmSolver(solver9);
    }
    expect(solverBackend()).toBe('wasm');
    expect(solve(PUZZLE).ok).toBe(true);
  });
});
