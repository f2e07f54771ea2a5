/**
 * How /widget.js is bundled, in one place for scripts/build.mjs, the browser tests and the bench:
 * esbuild bundles and minifies, then terser minifies once more (two compress passes find about
 * 5% more to drop or fold than esbuild's single pass, measured on this bundle), keeping the
 * source map and Lit's license comments.
 *
 * The engine defines its zod schemas at the top level of the modules the widget needs (a `Grid`
 * schema next to `cellAt`, a `Step` schema next to `hint`). A bundler must keep a top-level call
 * unless it is marked pure, and one kept schema keeps the whole zod runtime: about 22 KB
 * minified, 6.6 KiB gzip. `pureSchemas` marks every `z.…(…)` call in the engine and the widget
 * `/* @__PURE__ *\/` while bundling, so schemas nothing reads are dropped; the widget itself
 * parses nothing with zod at run time (model/validate.ts), so the runtime goes too. The source
 * files are not changed; a schema that is used stays, exactly as before. The same plugin compacts
 * the static text of the widget's Lit templates (bundle-templates.ts): indentation that the
 * browser renders as one space or not at all would otherwise ship as written. And it drops the
 * engine's error messages, which the widget never shows (bundle-messages.ts; -0.7 KiB gzip).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build, type Plugin } from 'esbuild';
import { minify } from 'terser';
import { dropErrorMessages } from './bundle-messages.ts';
import { INTERNAL_PROPS } from './bundle-props.ts';
import { compactTemplates } from './bundle-templates.ts';

/** `z.object(` -> `/* @__PURE__ *\/ z.object(`, wherever `z` is the zod namespace import. */
export const markSchemasPure = (source: string): string =>
  source.replace(/(?<![\w$.])z\s*\.\s*(\w+)\(/g, '/* @__PURE__ */ z.$1(');

export const pureSchemas: Plugin = {
  name: 'pure-schemas',
  setup(build) {
    build.onLoad({ filter: /[\\/](shared|widget)[\\/].*\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      const zod = /from 'zod\/mini'/.test(source);
      const lit = /from 'lit'/.test(source);
      const quiet = dropErrorMessages(source, path);
      if (!zod && !lit && quiet === source) return undefined;
      const pure = zod ? markSchemasPure(quiet) : quiet;
      return { contents: lit ? compactTemplates(pure) : pure, loader: 'ts' };
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
  // The widget's and the engine's own property names, renamed to short ones (bundle-props.ts).
  mangleProps: new RegExp(`^(${INTERNAL_PROPS.join('|')})$`),
  plugins: [pureSchemas],
} satisfies BuildOptions;

/**
 * The esbuild options of dist/widget.node.js, the npm package's `node` export of the widget, for
 * servers that import it while rendering the host page: the same modules, but with Lit's own Node
 * build (its `node` export condition), whose element class extends a small DOM shim rather than
 * the `HTMLElement` Node lacks. index.ts defines the element only where `customElements` exists.
 * Browsers never load it, so it skips terser; /widget.js is unchanged.
 */
export const WIDGET_NODE_BUILD = {
  ...WIDGET_BUILD,
  platform: 'node',
  conditions: ['node'],
} satisfies BuildOptions;

export interface WidgetBundle {
  readonly js: Uint8Array;
  /** The source map (its `sources` are relative to the bundle's directory). */
  readonly map: string;
}

/**
 * Builds /widget.js in memory, as `npm run build` writes it, referring to `widget.js.map`. With
 * `source`, the same pipeline bundles that module text instead (resolved from widget/): the bench
 * uses it to weigh parts of the widget on their own.
 */
export async function buildWidget(source?: string): Promise<WidgetBundle> {
  const { entryPoints, ...options } = WIDGET_BUILD;
  const entry =
    source === undefined
      ? { entryPoints }
      : {
          stdin: {
            contents: source,
            loader: 'ts' as const,
            resolveDir: fileURLToPath(new URL('.', import.meta.url)),
          },
        };
  const result = await build({
    ...options,
    ...entry,
    outfile: 'dist/widget.js',
    sourcemap: 'external',
    write: false,
    logLevel: 'warning',
  });
  const file = (end: string) => result.outputFiles.find((f) => f.path.endsWith(end));
  const code = file('.js')?.text ?? '';
  const map = file('.js.map')?.text ?? '';
  const out = await minify(code, {
    module: true,
    ecma: 2022,
    compress: { passes: 2 },
    format: { comments: /^!/ },
    sourceMap: { content: map, url: 'widget.js.map' },
  });
  if (out.code === undefined) throw new Error('terser returned no code');
  return {
    js: new TextEncoder().encode(out.code),
    map: typeof out.map === 'string' ? out.map : JSON.stringify(out.map ?? {}),
  };
}
