/**
 * Installs the WebAssembly 9x9 solver in the Worker. workerd compiles no WebAssembly from bytes
 * at run time, so the module comes in with the Worker's bundle: wrangler (and the vitest worker
 * pool) turn a `.wasm` import into a compiled `WebAssembly.Module`, which is instantiated here
 * once per isolate, before the first request.
 */
import { installWasmSolver } from '../shared/solve/wasm/solver9.ts';
import solver9 from '../shared/solve/wasm/solver9.wasm';

installWasmSolver(solver9);
