// Node and the npm package load the WebAssembly solver synchronously at import: shared/engine.ts
// (dist/engine.js's entry) compiles the inlined bytes, so the first call already runs on it.
// Bundled as dist/engine.js is, the same holds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import * as engine from '../../shared/engine.ts';
import * as index from '../../shared/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'engine-entry-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

describe('the engine entry for Node and npm', () => {
  it('installs the WebAssembly solver at import and exports what shared/index.ts does', () => {
    expect(engine.solverBackend()).toBe('wasm');
    expect(Object.keys(engine).sort()).toEqual(Object.keys(index).sort());
    const solved = engine.solve(PUZZLE);
    expect(solved.ok && solved.value.status).toBe('solved');
  });

  it('does the same bundled into one module, as dist/engine.js is', async () => {
    const outfile = join(dir, 'engine.js');
    await build({
      entryPoints: ['shared/engine.ts'],
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      minify: true,
      logLevel: 'silent',
    });
    const bundled = (await import(pathToFileURL(outfile).href)) as typeof engine;
    expect(bundled.solverBackend()).toBe('wasm');
    const solved = bundled.solve(PUZZLE, { limit: 1 });
    expect(solved.ok && solved.value.solution?.join('')).toBe(
      '534678912672195348198342567859761423426853791713924856961537284287419635345286179',
    );
  });
});
