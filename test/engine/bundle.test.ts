// The engine bundles to one self-contained ES module (what `npm run build` writes to
// dist/engine.js) that any JavaScript program can import and use.
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
    expect(engine.format({ size: 9, cells: solved.solution })).toBe(made.value.solution);
  });
});
