/**
 * The two 9x9 search cores the benchmarks put side by side: WebAssembly (what Node, the npm
 * package and the Worker run) and JavaScript (the reference and fallback, what the widget runs).
 * The module is the committed shared/solve/wasm/solver9.wasm, the bytes shared/engine.ts inlines.
 */
import { readFileSync } from 'node:fs';
import { installWasmSolver, removeWasmSolver, solverBackend } from '../shared/index.ts';

export type Core = 'wasm' | 'js';

const solver9 = new WebAssembly.Module(
  readFileSync(new URL('../shared/solve/wasm/solver9.wasm', import.meta.url)),
);

/** Routes 9x9 searches to `core` from now on. */
export function useCore(core: Core): void {
  if (core === 'wasm') installWasmSolver(solver9);
  else removeWasmSolver();
  if (solverBackend() !== core) throw new Error(`could not switch the 9x9 core to ${core}`);
}

export const CORE_LABEL: Record<Core, string> = { wasm: 'WASM', js: 'JS' };
