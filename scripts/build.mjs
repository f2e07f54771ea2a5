// Builds the browser/JS bundles with esbuild:
//   shared/index.ts -> dist/engine.js   (the engine as one ES module, for any JS program)
//   widget/index.ts -> dist/widget.js and public/widget.js (served by Workers Static Assets)
// Entries that do not exist yet are skipped with a note, so the build works at every stage.

import { existsSync } from 'node:fs';
import { copyFile, mkdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const targets = [
  { entry: 'shared/index.ts', out: 'dist/engine.js', platform: 'neutral', copies: [] },
  {
    entry: 'widget/index.ts',
    out: 'dist/widget.js',
    platform: 'browser',
    copies: ['public/widget.js'],
  },
];

for (const { entry, out, platform, copies } of targets) {
  const entryPath = join(root, entry);
  if (!existsSync(entryPath)) {
    console.log(`build: skipped ${entry} (not there yet)`);
    continue;
  }
  await build({
    entryPoints: [entryPath],
    outfile: join(root, out),
    bundle: true,
    format: 'esm',
    platform,
    ...(platform === 'neutral' ? { mainFields: ['module', 'main'] } : {}),
    target: 'es2022',
    minify: true,
    sourcemap: 'linked',
    legalComments: 'eof',
    logLevel: 'warning',
  });
  const { size } = await stat(join(root, out));
  for (const copy of copies) {
    await mkdir(dirname(join(root, copy)), { recursive: true });
    await copyFile(join(root, out), join(root, copy));
    await copyFile(join(root, `${out}.map`), join(root, `${copy}.map`));
  }
  const extra = copies.length ? ` (+ ${copies.join(', ')})` : '';
  console.log(`build: ${entry} -> ${out}${extra}, ${(size / 1024).toFixed(1)} KiB`);
}
