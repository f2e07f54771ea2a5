/**
 * How /widget.js is bundled, in one place for scripts/build.mjs, the browser tests and the bench.
 *
 * The engine defines its zod schemas at the top level of the modules the widget needs (a `Grid`
 * schema next to `cellAt`, a `Step` schema next to `hint`). A bundler must keep a top-level call
 * unless it is marked pure, and one kept schema keeps the whole zod runtime: about 22 KB
 * minified, 6.6 KiB gzip. `pureSchemas` marks every `z.…(…)` call in the engine and the widget
 * `/* @__PURE__ *\/` while bundling, so schemas nothing reads are dropped; the widget itself
 * parses nothing with zod at run time (model/validate.ts), so the runtime goes too. The source
 * files are not changed; a schema that is used stays, exactly as before.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { BuildOptions, Plugin } from 'esbuild';

/** `z.object(` -> `/* @__PURE__ *\/ z.object(`, wherever `z` is the zod namespace import. */
export const markSchemasPure = (source: string): string =>
  source.replace(/(?<![\w$.])z\s*\.\s*(\w+)\(/g, '/* @__PURE__ */ z.$1(');

export const pureSchemas: Plugin = {
  name: 'pure-schemas',
  setup(build) {
    build.onLoad({ filter: /[\\/](shared|widget)[\\/].*\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      if (!/from 'zod\/mini'/.test(source)) return undefined;
      return { contents: markSchemasPure(source), loader: 'ts' };
    });
  },
};

/** The esbuild options of /widget.js (add `outfile` or `write: false`). */
export const WIDGET_BUILD = {
  entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'eof',
  plugins: [pureSchemas],
} satisfies BuildOptions;
