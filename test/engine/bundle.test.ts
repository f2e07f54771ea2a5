// The engine bundles to one self-contained ES module that any JavaScript program can import and
// use. dist/engine.js (`npm run build`) is this bundle with zod left as an import, the package's
// one dependency: test/package/exports.test.ts checks that one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'engine-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('engine bundle', () => {
  it('builds to one ES module that solves and generates', async () => {
    const outfile = join(dir, 'engine.js');
    const result = await build({
      entryPoints: ['shared/index.ts'],
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      minify: true,
      metafile: true,
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(
      inputs.every((file) => file.startsWith('shared/') || file.includes('node_modules/zod/')),
    ).toBe(true);
    const engine = await import(pathToFileURL(outfile).href);
    const made = engine.generate({ seed: 'golden-1', size: 9, level: 'easy' });
    expect(made.value.puzzle).toBe(
      '2..576.48.142...6.6..4...5...78.4.3.4.69....2.....1..4.6.1.84...8....791.41...586',
    );
    const solved = engine.solve(engine.parse(made.value.puzzle).value);
    expect(solved.ok).toBe(true);
    expect(solved.value.status).toBe('solved');
    const text = engine.format({ size: 9, cells: solved.value.solution });
    expect(text.ok).toBe(true);
    expect(text.value).toBe(made.value.solution);
  });
});
