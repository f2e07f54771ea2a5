/**
 * The engine as Node and the npm package load it (`dist/engine.js` is built from this file):
 * everything shared/index.ts exports, with the WebAssembly 9x9 solver compiled at import from
 * bytes inlined in the bundle. Compiling bytes is synchronous and small (under 5 KiB), so the
 * first call is already fast. Where a runtime refuses to compile bytes (workerd, a page whose
 * Content-Security-Policy forbids it, V8 without WebAssembly) the JavaScript solver stays, with
 * the same results; the Worker installs the module from its own bundle instead (worker/wasm.ts).
 */
import { installWasmSolver } from './solve/wasm/solver9.ts';
import { SOLVER9_WASM_BASE64 } from './solve/wasm/solver9-wasm.ts';

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

try {
  installWasmSolver(new WebAssembly.Module(bytesOf(SOLVER9_WASM_BASE64)));
} catch {
  // No WebAssembly here, or compiling bytes is not allowed: the JavaScript core stays.
}

export * from './index.ts';
