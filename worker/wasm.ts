/**
 * The WebAssembly 9x9 solver of the Worker. workerd compiles no WebAssembly from bytes at run
 * time, so the module comes in with the Worker's bundle: wrangler (and the vitest worker pool)
 * turn a `.wasm` import into a compiled `WebAssembly.Module`, which `installWorkerSolver`
 * instantiates once per isolate, before the first request.
 *
 * An exported function that the entry calls, not an import for its side effect: package.json's
 * `sideEffects` marks every module of this package but the widget bundles as free of side
 * effects, so a bundler drops a bare `import './wasm.ts'` (wrangler did, and the deployed Worker
 * ran the JavaScript core). A called function is kept whatever `sideEffects` says.
 */
import { installWasmSolver } from '../shared/solve/wasm/solver9.ts';
import solver9 from '../shared/solve/wasm/solver9.wasm';

/** Installs the bundled module; answers whether 9x9 searches now run on it. */
export const installWorkerSolver = (): boolean => installWasmSolver(solver9);
