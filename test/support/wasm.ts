/**
 * The WebAssembly 9x9 solver for Node tests: the committed shared/solve/wasm/solver9.wasm,
 * compiled once, and a way to run code on either core. A test file installs it explicitly
 * (vitest gives each file its own modules, so nothing leaks to other files).
 */
import { readFileSync } from 'node:fs';
import { installWasmSolver, removeWasmSolver } from '../../shared/index.ts';

export const SOLVER9_WASM = readFileSync(
  new URL('../../shared/solve/wasm/solver9.wasm', import.meta.url),
);

export const solver9Module = new WebAssembly.Module(SOLVER9_WASM);

/** Runs `body` with 9x9 searches on the given core, then leaves the JavaScript core installed. */
export function onCore<T>(core: 'wasm' | 'js', body: () => T): T {
  if (core === 'wasm') installWasmSolver(solver9Module);
  else removeWasmSolver();
  try {
    return body();
  } finally {
    removeWasmSolver();
  }
}

/** A search outcome as plain data, to compare the two cores with `toEqual`. */
export const plain = (outcome: {
  count: number;
  solution: ArrayLike<number> | null;
  nodes: number;
  guesses: number;
  aborted: boolean;
}) => ({
  count: outcome.count,
  solution: outcome.solution ? Array.from(outcome.solution).join('') : null,
  nodes: outcome.nodes,
  guesses: outcome.guesses,
  aborted: outcome.aborted,
});
