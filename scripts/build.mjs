// Builds the WebAssembly solver, the JavaScript bundles with esbuild, and the npm package's type
// declarations:
//   shared/solve/wasm/assembly/solver9.ts -> shared/solve/wasm/solver9.wasm and solver9-wasm.ts
//                      (scripts/build-wasm.ts; both committed, so tests need no build)
//   shared/engine.ts -> dist/engine.js  (the engine as one ES module, for any JS program, with the
//                      WebAssembly solver inlined; `zod` stays an import: the package's one
//                      dependency, as its schemas are API)
//   client/index.ts -> dist/client.js   (the typed fetch client of the API, no dependencies)
//   widget/index.ts -> dist/widget.js, its content-hashed chunks dist/widget-*-<hash>.js and
//                      dist/widget.css, each copied to public/ (served by Workers Static
//                      Assets; public/_headers gives the chunks a year), built by widget/bundle.ts
//                      (esbuild, then terser; zod schemas the widget does not read are dropped).
//                      Chunks of earlier builds are removed from public/ first.
//                   -> dist/widget.node.js (the widget's `node` export: Lit's Node build, so a
//                      server rendering the host page can import it; widget/bundle.ts)
//   dist/engine.d.ts, dist/client.d.ts, dist/widget.d.ts (scripts/build-types.ts)
// dist/ is emptied first: it is what `npm pack` ships, so nothing stale may stay in it.
// `--dist=DIR` writes those files to DIR instead and leaves dist/ and public/ alone (the package
// test builds into a temporary folder that way, while other tests may be reading public/), and
// takes the committed WebAssembly files as they are.

import { copyFile, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildWidget, isChunk, loaderNodeBuild, widgetFiles } from '../widget/bundle.ts';
import { buildTypes, TYPE_TARGETS } from './build-types.ts';
import { BASE64_FILE, buildSolver9, WASM_FILE } from './build-wasm.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distArg = process.argv.find((arg) => arg.startsWith('--dist='))?.slice('--dist='.length);
const dist = distArg ? resolve(distArg) : join(root, 'dist');
/** A target's path under `dist/` -> where it is written; other outputs (public/) stay in the repo. */
const place = (path) =>
  path.startsWith('dist/') ? join(dist, path.slice('dist/'.length)) : join(root, path);

/** A platform-neutral, minified ES module with its source map, as the engine and client ship. */
const library = (entry, outfile, external = []) =>
  build({
    entryPoints: [join(root, entry)],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    target: 'es2022',
    minify: true,
    legalComments: 'eof',
    external,
    outfile,
    sourcemap: 'linked',
    logLevel: 'warning',
  });

/** Each target writes its bundle and the source map beside it to `outfile`. */
const targets = [
  {
    out: 'dist/engine.js',
    copies: [],
    make: (outfile) => library('shared/engine.ts', outfile, ['zod', 'zod/*']),
  },
  {
    out: 'dist/client.js',
    copies: [],
    make: (outfile) => library('client/index.ts', outfile),
  },
  {
    out: 'dist/widget.js',
    copies: ['public/widget.js'],
    make: async (outfile) => {
      for (const [name, bytes] of widgetFiles(widget)) {
        await writeFile(join(dirname(outfile), name), bytes);
      }
    },
  },
  {
    out: 'dist/widget.node.js',
    copies: [],
    make: (outfile) =>
      build({ ...loaderNodeBuild(widget.load), outfile, sourcemap: 'linked', logLevel: 'warning' }),
  },
];

/** public/'s widget files: the chunks of earlier builds go, this build's come (with widget.css). */
async function publishWidget() {
  const pub = join(root, 'public');
  for (const name of await readdir(pub)) {
    if (isChunk(name.replace(/\.map$/, ''))) await rm(join(pub, name));
  }
  for (const name of widgetFiles(widget).keys()) {
    if (name.startsWith('widget.js')) continue; // copied with the target above
    await copyFile(join(dist, name), join(pub, name));
  }
}

if (!distArg) {
  const size = await buildSolver9();
  console.log(`build: ${WASM_FILE} and ${BASE64_FILE}, ${size} bytes`);
}
/** The widget's files, built once for the browser and the Node targets. */
const widget = await buildWidget();
await rm(dist, { recursive: true, force: true });
await mkdir(dist, { recursive: true });
for (const { out, copies, make } of targets) {
  await make(place(out));
  const { size } = await stat(place(out));
  const to = distArg ? [] : copies;
  for (const copy of to) {
    await mkdir(dirname(join(root, copy)), { recursive: true });
    await copyFile(place(out), join(root, copy));
    await copyFile(place(`${out}.map`), join(root, `${copy}.map`));
  }
  const extra = to.length ? ` (+ ${to.join(', ')})` : '';
  console.log(`build: ${place(out)}${extra}, ${(size / 1024).toFixed(1)} KiB`);
}
for (const { name, js } of widget.chunks) {
  console.log(`build: ${place(`dist/${name}`)}, ${(js.length / 1024).toFixed(1)} KiB`);
}
if (!distArg) await publishWidget();
for (const { input, out } of TYPE_TARGETS) {
  await buildTypes(root, input, place(out));
  console.log(`build: ${place(out)}`);
}
