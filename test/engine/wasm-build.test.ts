// The committed WebAssembly solver is what its AssemblyScript source builds to today: CI runs the
// tests without `npm run build`, so the .wasm (the Worker's) and its base64 twin (Node's and the
// npm package's) are committed, and this test rebuilds them with asc and compares every byte.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BASE64_FILE, base64Module, compileSolver9, WASM_FILE } from '../../scripts/build-wasm.ts';
import { SOLVER9_WASM_BASE64 } from '../../shared/solve/wasm/solver9-wasm.ts';
import { SOLVER9_WASM, solver9Module } from '../support/wasm.ts';

const REPO = new URL('../../', import.meta.url);

describe('the WebAssembly solver build', () => {
  it('is up to date with its source: rebuilding gives the committed bytes', async () => {
    const built = await compileSolver9();
    expect(Buffer.from(built).equals(SOLVER9_WASM), `${WASM_FILE}: run npm run build`).toBe(true);
    expect(readFileSync(new URL(BASE64_FILE, REPO), 'utf8')).toBe(base64Module(built));
  }, 120_000);

  it('inlines the same bytes for Node and the npm package', () => {
    expect(Buffer.from(SOLVER9_WASM_BASE64, 'base64').equals(SOLVER9_WASM)).toBe(true);
  });

  it('imports only its random source and exports the solver, in under 8 KiB', () => {
    expect(WebAssembly.Module.imports(solver9Module)).toEqual([
      { module: 'env', name: 'random', kind: 'function' },
    ]);
    expect(
      WebAssembly.Module.exports(solver9Module)
        .map((e) => `${e.name}:${e.kind}`)
        .sort(),
    ).toEqual([
      'check9:function',
      'fills9:function',
      'givens:function',
      'memory:memory',
      'result:function',
      'solution:function',
      'solve9:function',
    ]);
    expect(SOLVER9_WASM.length).toBeLessThan(8 * 1024);
  });
});
