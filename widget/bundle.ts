/**
 * How /widget.js and its chunks are bundled, in one place for scripts/build.mjs, the browser tests
 * and the bench: esbuild bundles and minifies, then terser minifies each file once more (two
 * compress passes find about 5% more to drop or fold than esbuild's single pass, measured on the
 * one-module bundle; a third, a few bytes more), keeping the source maps and Lit's license
 * comments.
 *
 * Two builds, so that the one script tag stays small and fetches everything else in one step:
 * - the UI (view.ts, with `splitting`): the screens, lit-html and the engine, as ES modules named
 *   by their content (`[name]-[hash].js`, so they can be cached for good), the engine's deferred
 *   part (engine-deferred.ts), Solve's replays (replays.ts), the variants' draws
 *   (engine-variants.ts) and what every board but a classic 9x9 one needs (board-extras.ts, see
 *   `searchSlots`) each a chunk of its own, loaded when a game uses it;
 * - the loader, widget.js (index.ts): the element on Lit's ReactiveElement, its placeholder and
 *   the styles, with no static import at all; its one dynamic import names the UI's file, beside
 *   it. Built apart because esbuild would move every module widget.js shares with the UI into a
 *   shared chunk that widget.js imports statically: one more round trip before anything shows.
 *   `lit` resolves to `@lit/reactive-element` here and to `lit-html` in the UI, so neither carries
 *   the other's half (a test holds them apart), and one mangle cache renames the properties the
 *   two share alike.
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
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build, type Metafile, type OutputFile, type Plugin } from 'esbuild';
import { minify } from 'terser';
import { dropErrorMessages } from './bundle-messages.ts';
import { INTERNAL_PROPS } from './bundle-props.ts';
import { compactTemplates } from './bundle-templates.ts';
import { reserveCss } from './facade/reserve.ts';

/** `z.object(` -> `/* @__PURE__ *\/ z.object(`, wherever `z` is the zod namespace import. */
export const markSchemasPure = (source: string): string =>
  source.replace(/(?<![\w$.])z\s*\.\s*(\w+)\(/g, '/* @__PURE__ */ z.$1(');

export const pureSchemas: Plugin = {
  name: 'pure-schemas',
  setup(build) {
    build.onLoad({ filter: /[\\/](shared|widget)[\\/].*\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      const zod = /from 'zod\/mini'/.test(source);
      // Lit's templates, and CSS tagged `css` without Lit (styles-play.ts).
      const lit = /from 'lit'|\bcss`/.test(source);
      const quiet = dropErrorMessages(source, path);
      if (!zod && !lit && quiet === source) return undefined;
      const pure = zod ? markSchemasPure(quiet) : quiet;
      return { contents: lit ? compactTemplates(pure) : pure, loader: 'ts' };
    });
  },
};

/** Where Lit's packages resolve from (its own dependencies). */
const LIT_DIR = dirname(createRequire(import.meta.url).resolve('lit'));

/**
 * `lit` as one half of it: `@lit/reactive-element` (ReactiveElement, css) in widget.js,
 * `lit-html` (html, svg, render) in the UI. A module that asks for the other half fails to build.
 */
export const litHalf = (target: '@lit/reactive-element' | 'lit-html'): Plugin => ({
  name: `lit-as-${target}`,
  setup(build) {
    build.onResolve({ filter: /^lit$/ }, ({ kind }) =>
      build.resolve(target, { kind, resolveDir: LIT_DIR }),
    );
  },
});

const widgetDir = fileURLToPath(new URL('.', import.meta.url));

/** The esbuild options both builds share. */
const COMMON = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'eof',
  // The widget's and the engine's own property names, renamed to short ones (bundle-props.ts).
  mangleProps: new RegExp(`^(${INTERNAL_PROPS.join('|')})$`),
} satisfies BuildOptions;

/**
 * The engine's explanation languages as the widget has them (widget/explain/languages.ts): the
 * languages its page has loaded, each a chunk of its own, rather than every language's sentences
 * in the engine's deferred part.
 */
export const explanationLanguages: Plugin = {
  name: 'explanation-languages',
  setup(build) {
    build.onResolve({ filter: /^\.\/languages\.ts$/ }, ({ importer }) =>
      /[\\/]shared[\\/]logic[\\/]explain[\\/]index\.ts$/.test(importer)
        ? { path: join(widgetDir, 'explain', 'languages.ts') }
        : undefined,
    );
  },
};

/**
 * Where the engine's generic code reads the parts a classic 9x9 game never uses, the widget's
 * build reads stand-ins (widget/search/): the general search core (every other board) and
 * Arrow's and Killer's rules (their search constraints, their techniques, their coordinates),
 * each loaded in a chunk of its own before a search on a board that needs it
 * (services/deferred.ts `loadBoard`). Importer -> the modules it gets the stand-in of.
 */
const SEAMS: readonly [importer: string, targets: readonly string[], slot: string][] = [
  ['shared/solve/search.ts', ['./general.ts'], 'general-slot.ts'],
  ...['shared/logic/unique.ts', 'shared/generate/make-core.ts', 'shared/solve/solve.ts'].map(
    (importer): [string, string[], string] => [
      importer,
      ['../variants/arrow-rules.ts', '../variants/killer-rules.ts'],
      'rules-slot.ts',
    ],
  ),
  [
    'shared/logic/techniques/index.ts',
    ['./arrow-sum.ts', './cage-combination.ts', './cage-interaction.ts', './innies-outies.ts'],
    'technique-slot.ts',
  ],
  ['shared/hint.ts', ['./logic/techniques/cage-combination.ts'], 'technique-slot.ts'],
];

export const searchSlots: Plugin = {
  name: 'search-slots',
  setup(build) {
    const targets = [...new Set(SEAMS.flatMap(([, paths]) => paths))];
    const filter = new RegExp(`^(${targets.map((t) => t.replace(/[./]/g, '\\$&')).join('|')})$`);
    build.onResolve({ filter }, ({ importer, path }) => {
      const from = importer.replaceAll('\\', '/');
      const seam = SEAMS.find(([at, targets]) => from.endsWith(`/${at}`) && targets.includes(path));
      return seam ? { path: join(widgetDir, 'search', seam[2]) } : undefined;
    });
  },
};

/** The esbuild options of the UI's chunks (add `outdir` and `write: false`, or `write`). */
export const UI_BUILD = {
  ...COMMON,
  entryPoints: [join(widgetDir, 'view.ts')],
  splitting: true,
  // Content-hashed names, all starting `widget-`: one header rule makes them immutable
  // (public/_headers), and one pattern keeps them out of git.
  entryNames: 'widget-[name]-[hash]',
  chunkNames: 'widget-[name]-[hash]',
  plugins: [pureSchemas, litHalf('lit-html'), explanationLanguages, searchSlots],
} satisfies BuildOptions;

/** A chunk of the UI build, as widget.js names it: beside itself. */
const CHUNK = /^\.\/widget-[\w-]+-[A-Z0-9]{8}\.js$/;

/**
 * The esbuild options of widget.js, given the UI's file and the chunks it imports statically:
 * facade/import-ui.ts becomes a function that imports them all at once, beside widget.js (add
 * `outfile` or `write: false`).
 */
export const loaderBuild = (ui: UiFiles) =>
  ({
    ...COMMON,
    entryPoints: [join(widgetDir, 'index.ts')],
    plugins: [
      pureSchemas,
      litHalf('@lit/reactive-element'),
      {
        name: 'ui-chunks',
        setup(build) {
          const load = (files: readonly string[]) =>
            files.map((file) => `import(${JSON.stringify(`./${file}`)})`).join(',');
          const langs = Object.entries(ui.langs)
            .map(([lang, files]) => `${JSON.stringify(lang)}:()=>[${load(files)}]`)
            .join(',');
          build.onLoad({ filter: /[\\/]facade[\\/]import-ui\.ts$/ }, () => ({
            contents: `const langs = {${langs}};
export const importUi = (lang) => Promise.all([${load([ui.entry, ...ui.imports])}, ...(langs[lang]?.() ?? [])]).then((loaded) => loaded[0]);`,
            loader: 'js',
          }));
          build.onResolve({ filter: CHUNK }, ({ path }) => ({ path, external: true }));
          build.onResolve({ filter: /[\\/]view\.ts$/ }, () => {
            throw new Error('widget.js imports the UI through facade/import-ui.ts only');
          });
        },
      },
    ],
  }) satisfies BuildOptions;

/** A chunk's file name (not widget.js itself, which is not content-hashed). */
export const isChunk = (name: string): boolean => CHUNK.test(`./${name}`);

/**
 * The esbuild options of dist/widget.node.js, the npm package's `node` export of the widget, for
 * servers that import it while rendering the host page: widget.js's modules, but with Lit's own
 * Node build (its `node` export condition), whose element class extends a small DOM shim rather
 * than the `HTMLElement` Node lacks. index.ts defines the element only where `customElements`
 * exists, and nothing loads the UI in Node. Browsers never load it, so it skips terser.
 */
export const loaderNodeBuild = (ui: UiFiles) =>
  ({
    ...loaderBuild(ui),
    platform: 'node',
    conditions: ['node'],
  }) satisfies BuildOptions;

/**
 * What widget.js imports at once to load the UI: its entry chunk, the chunks that one imports
 * (transitively), and per language the chunk of its words with theirs (all but the entry in the
 * order found).
 */
export interface UiFiles {
  readonly entry: string;
  readonly imports: readonly string[];
  readonly langs: Readonly<Record<string, readonly string[]>>;
}

/** The UI's files from its build's metafile. */
export function uiFiles(metafile: Metafile): UiFiles {
  const outputs = metafile.outputs;
  const entryOf = (source: RegExp) =>
    Object.keys(outputs).filter((path) => source.test(outputs[path].entryPoint ?? ''));
  /** A chunk and the chunks it imports statically, transitively. */
  const closure = (path: string): string[] => {
    const seen = new Set<string>([path]);
    const visit = (from: string): void => {
      for (const i of outputs[from]?.imports ?? []) {
        if (i.kind === 'import-statement' && !seen.has(i.path)) {
          seen.add(i.path);
          visit(i.path);
        }
      }
    };
    visit(path);
    return [...seen].map((p) => basename(p));
  };
  const [entry] = entryOf(/(^|\/)widget\/view\.ts$/);
  if (!entry) throw new Error('the UI build has no entry chunk');
  const [ui, ...imports] = closure(entry);
  const langs: Record<string, string[]> = {};
  for (const path of entryOf(/(^|\/)widget\/i18n\/\w+\.ts$/)) {
    const lang = /(\w+)\.ts$/.exec(outputs[path].entryPoint ?? '')?.[1] ?? '';
    langs[lang] = closure(path).filter((file) => !imports.includes(file));
  }
  return { entry: ui, imports, langs };
}

/** One file of the widget as served: its name (beside widget.js), its code and its source map. */
export interface WidgetFile {
  readonly name: string;
  readonly js: Uint8Array;
  /** The source map (its `sources` are relative to the file's directory). */
  readonly map: string;
}

export interface WidgetBundle {
  /** widget.js: the loader, the one script tag, short-lived in caches. */
  readonly entry: WidgetFile;
  /** widget.css: the room the element takes, reserved before any script runs (facade/reserve.ts). */
  readonly css: string;
  /** The UI's entry chunk, which widget.js imports when an element needs it. */
  readonly ui: WidgetFile;
  /** The chunks widget.js imports at once when an element needs its UI. */
  readonly load: UiFiles;
  /** Every chunk beside widget.js (the UI's entry included), content-hashed and immutable. */
  readonly chunks: readonly WidgetFile[];
}

/** The language a chunk is for (its words, or its hints' sentences), or null: every page's. */
export function languageOf(b: WidgetBundle, name: string): string | null {
  const words = Object.entries(b.load.langs).find(([, files]) => files.includes(name));
  return words?.[0] ?? /^widget-explain-(\w+)-/.exec(name)?.[1] ?? null;
}

/** The chunks a chunk imports statically (its `from "./…"` lines), transitively. */
function staticClosure(b: WidgetBundle, name: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = b.chunks.find((c) => c.name === file);
    const code = new TextDecoder().decode(chunk?.js ?? new Uint8Array());
    for (const m of code.matchAll(/from\s*"\.\/([^"]+)"/g)) visit(m[1]);
  };
  visit(name);
  return seen;
}

/**
 * A chunk loaded only on demand (by name: `widget-<name>-<hash>`) and the chunks only it imports.
 */
function ownScripts(b: WidgetBundle, name: string): WidgetFile[] {
  const entry = b.chunks.find((c) => c.name.startsWith(`widget-${name}-`));
  if (!entry) throw new Error(`the UI build has no ${name} chunk`);
  const others = new Set(
    b.chunks.filter((c) => c !== entry).flatMap((c) => [...staticClosure(b, c.name)]),
  );
  const own = [...staticClosure(b, entry.name)].filter((name) => !others.has(name));
  return b.chunks.filter((c) => own.includes(c.name));
}

/**
 * The parts a game loads only when it uses them: Solve's replays; on any board but a classic 9x9
 * one, the general search core with Arrow's and Killer's rules and look (`board`); a variant
 * puzzle made in the page, its draws.
 */
export const GAME_EXTRAS = {
  replays: /^widget-replays-/,
  board: /^widget-board-extras-/,
  variants: /^widget-engine-variants-/,
} as const;
export type GameExtra = keyof typeof GAME_EXTRAS;

/**
 * The players' chunk (app/players.ts, with the players' API calls and the player's record) and
 * the chunks only it imports: loaded only when the API is configured and answers
 * (app/players-lazy.ts), so not part of a game with no API or the API away.
 */
export const playersScripts = (b: WidgetBundle): WidgetFile[] => ownScripts(b, 'players');

/**
 * The archive's calendar and the stats screen (components/archive-screens.ts) and the chunks only they
 * import: loaded when one of those screens opens (app/archive-lazy.ts), not to play a game.
 */
export const archiveScripts = (b: WidgetBundle): WidgetFile[] => ownScripts(b, 'archive-screens');

/**
 * The scripts a page in one language loads over a whole classic game, hints included: widget.js,
 * the UI and its chunks, that language's words, the engine's deferred part (at idle, or at the
 * first hint) and that language's hints' sentences, with the chunks they import; and with
 * `extras`, the chunks those load (GAME_EXTRAS) with theirs. Not another
 * language's, not the players' (`playersScripts`, only when the API answers), nor the archive's
 * and stats' (`archiveScripts`, when one of those screens opens).
 */
export function gameScripts(
  b: WidgetBundle,
  lang: string,
  extras: readonly GameExtra[] = [],
): WidgetFile[] {
  const named = (pattern: RegExp): string => {
    const chunk = b.chunks.find((c) => pattern.test(c.name));
    if (!chunk) throw new Error(`the UI build has no chunk ${pattern}`);
    return chunk.name;
  };
  const roots = [
    b.load.entry,
    ...(b.load.langs[lang] ?? []),
    named(/^widget-engine-deferred-/),
    named(new RegExp(`^widget-explain-${lang}-`)),
    ...extras.map((extra) => named(GAME_EXTRAS[extra])),
  ];
  const loaded = new Set(roots.flatMap((root) => [...staticClosure(b, root)]));
  return [b.entry, ...b.chunks.filter((c) => loaded.has(c.name))];
}

/** Every file to serve beside widget.js, source maps and widget.css included: name -> bytes. */
export function widgetFiles(b: WidgetBundle): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>([['widget.css', new TextEncoder().encode(b.css)]]);
  for (const f of [b.entry, ...b.chunks]) {
    files.set(f.name, f.js);
    files.set(`${f.name}.map`, new TextEncoder().encode(f.map));
  }
  return files;
}

/** Minifies one output file of esbuild once more with terser, keeping its source map. */
async function polish(name: string, code: string, map: string): Promise<WidgetFile> {
  const out = await minify(code, {
    module: true,
    ecma: 2022,
    compress: { passes: 3 },
    format: { comments: /^!/ },
    sourceMap: { content: map, url: `${name}.map` },
  });
  if (out.code === undefined) throw new Error(`terser returned no code for ${name}`);
  return {
    name,
    js: new TextEncoder().encode(out.code),
    map: typeof out.map === 'string' ? out.map : JSON.stringify(out.map ?? {}),
  };
}

/** esbuild's output files by name (`x.js` -> its code and map), from an in-memory build. */
function outputs(files: readonly OutputFile[]): Map<string, { code: string; map: string }> {
  const named = new Map<string, { code: string; map: string }>();
  for (const f of files)
    if (f.path.endsWith('.js')) named.set(basename(f.path), { code: f.text, map: '' });
  for (const f of files) {
    const js = named.get(basename(f.path).replace(/\.map$/, ''));
    if (js && f.path.endsWith('.js.map')) js.map = f.text;
  }
  return named;
}

/** Builds widget.js and its chunks in memory, as `npm run build` writes them. */
export async function buildWidget(): Promise<WidgetBundle> {
  const ui = await build({
    ...UI_BUILD,
    outdir: 'dist',
    sourcemap: 'external',
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  const files = uiFiles(ui.metafile);
  const loader = await build({
    ...loaderBuild(files),
    outfile: 'dist/widget.js',
    sourcemap: 'external',
    write: false,
    logLevel: 'warning',
    mangleCache: ui.mangleCache,
  });
  const chunks = await Promise.all(
    [...outputs(ui.outputFiles)].map(([name, { code, map }]) => polish(name, code, map)),
  );
  const [[, entry]] = outputs(loader.outputFiles);
  return {
    entry: await polish('widget.js', entry.code, entry.map),
    css: reserveCss(),
    ui: chunks.find((c) => c.name === files.entry) as WidgetFile,
    load: files,
    chunks,
  };
}

/**
 * One module text bundled on its own (resolved from widget/), through the same plugins and
 * minifiers, without splitting: the bench weighs parts of the widget with it.
 */
export async function buildModule(source: string): Promise<WidgetFile> {
  const result = await build({
    ...COMMON,
    plugins: [pureSchemas],
    stdin: { contents: source, loader: 'ts', resolveDir: widgetDir },
    outfile: 'dist/module.js',
    sourcemap: 'external',
    write: false,
    logLevel: 'warning',
  });
  const [[, out]] = outputs(result.outputFiles);
  return polish('module.js', out.code, out.map);
}
