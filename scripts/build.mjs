// Builds the JavaScript bundles with esbuild:
//   shared/index.ts -> dist/engine.js   (the engine as one ES module, for any JS program)
//   widget/index.ts -> dist/widget.js and public/widget.js (served by Workers Static Assets),
//                      built by widget/bundle.ts (esbuild, then terser; zod schemas the widget
//                      does not read are dropped).

import { copyFile, mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildWidget } from '../widget/bundle.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Each target writes its bundle and the source map beside it to `outfile`. */
const targets = [
  {
    out: 'dist/engine.js',
    copies: [],
    make: (outfile) =>
      build({
        entryPoints: [join(root, 'shared/index.ts')],
        bundle: true,
        format: 'esm',
        platform: 'neutral',
        mainFields: ['module', 'main'],
        target: 'es2022',
        minify: true,
        legalComments: 'eof',
        outfile,
        sourcemap: 'linked',
        logLevel: 'warning',
      }),
  },
  {
    out: 'dist/widget.js',
    copies: ['public/widget.js'],
    make: async (outfile) => {
      const { js, map } = await buildWidget();
      await writeFile(outfile, js);
      await writeFile(`${outfile}.map`, map);
    },
  },
];

for (const { out, copies, make } of targets) {
  await mkdir(dirname(join(root, out)), { recursive: true });
  await make(join(root, out));
  const { size } = await stat(join(root, out));
  for (const copy of copies) {
    await mkdir(dirname(join(root, copy)), { recursive: true });
    await copyFile(join(root, out), join(root, copy));
    await copyFile(join(root, `${out}.map`), join(root, `${copy}.map`));
  }
  const extra = copies.length ? ` (+ ${copies.join(', ')})` : '';
  console.log(`build: ${out}${extra}, ${(size / 1024).toFixed(1)} KiB`);
}
