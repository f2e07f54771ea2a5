// widget.js and its chunks as widget/bundle.ts builds them: a small loader with no static import
// (the element on Lit's ReactiveElement, its placeholder and frame styles), which imports the UI
// and everything the UI imports at once; the UI with lit-html, the engine's deferred part and
// each language's words in chunks of their own, named by their content; no zod anywhere; every
// file within its budget, with its source map and Lit's license notices.
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  buildWidget,
  gameScripts,
  isChunk,
  loaderBuild,
  markSchemasPure,
  playersScripts,
  UI_BUILD,
  uiFiles,
  type WidgetBundle,
} from '../../widget/bundle.ts';

/**
 * Issue 24's budgets: widget.js is all a page pays for until the element comes near, at most
 * 10 KiB gzip (zlib level 9); every script of a whole game (widget.js, the UI, its shared chunk,
 * the deferred engine and one language's words), at most 72 KiB. The earlier one-module budget
 * (issue 13's 46 KiB target, a 68,693-byte ceiling) is retired with the one module.
 *
 * The 72 KiB target is not met: a whole game measured 73,556 B with the loader and the session
 * store, 74,470 B once the layout work came in (zoomed phone boards, control states, the done
 * key: +914 B), and 78,179 B with the players' rules, screens and words in the UI (issue 25:
 * +3,709 B; their network code is the players' chunk below, outside a game), and 82,946 B with
 * issue 26's input and marks merged (+4,767 B): input's live notes, digit-first mode, long press,
 * notes highlighted, completion flashes and haptics (+1,848 B alone), marks' corner and centre
 * marks, colours, mode switch and keys, multi-select, their words, help and styles (+2,647 B
 * alone), and +272 B for the two together (one pointer pipeline for drag and tap, the lit digit
 * in centre marks, digit first in every entry mode and on several cells, a picked swatch). So
 * GAME_BUDGET is a ceiling at the measured size that stops growth while the target
 * (GAME_TARGET) stays open: lower it as the game shrinks, never raise it without saying why
 * here.
 */
const LOADER_BUDGET = 10 * 1024;
const GAME_TARGET = 72 * 1024;
const GAME_BUDGET = 82_946;
/**
 * The players' chunk (issue 25: plays, the offline finish queue, saved games on the server, the
 * token), loaded only when the API is configured and answers, so outside a whole game's budget:
 * a ceiling at its measured size (2,128 B gzip when it was split out) plus < 5%, so that it
 * cannot grow unnoticed. Issue 26's marks added 84 B here (2,213 B: a synced save drops its oldest
 * moves to fit the server, model/sync-fit.ts).
 */
const PLAYERS_BUDGET = 2230;

const gzip = (bytes: Uint8Array): number => gzipSync(bytes, { level: 9 }).length;
const text = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

/** One build for the tests that need the files themselves (terser takes seconds). */
let built: Promise<WidgetBundle> | undefined;
const widget = () => {
  built ??= buildWidget();
  return built;
};

/** The UI build's metafile and widget.js's, with the inputs each output holds. */
async function metafiles(): Promise<{ ui: Metafile; loader: Metafile }> {
  const ui = await build({ ...UI_BUILD, write: false, metafile: true, outdir: 'out' });
  const loader = await build({
    ...loaderBuild(uiFiles(ui.metafile)),
    write: false,
    metafile: true,
    outfile: 'out/widget.js',
    mangleCache: ui.mangleCache,
  });
  return { ui: ui.metafile, loader: loader.metafile };
}

/** The source files that put bytes into an output. */
const inputsOf = (output: Metafile['outputs'][string]): string[] =>
  Object.entries(output.inputs)
    .filter(([, v]) => v.bytesInOutput > 0)
    .map(([f]) => f);

describe('widget bundle', () => {
  it(`keeps widget.js within ${LOADER_BUDGET} bytes gzip, and a whole game within ${GAME_BUDGET}`, async () => {
    const b = await widget();
    const loader = gzip(b.entry.js);
    // What an English page loads over a whole game (the Indonesian words are larger).
    const game = gameScripts(b, 'en').reduce((sum, f) => sum + gzip(f.js), 0);
    console.info(
      `widget.js: ${loader} bytes gzip (budget ${LOADER_BUDGET}); a whole game: ${game} (ceiling ${GAME_BUDGET}, target ${GAME_TARGET})`,
    );
    expect(loader, `widget.js is ${loader} bytes gzip`).toBeLessThanOrEqual(LOADER_BUDGET);
    expect(game, `a whole game's scripts are ${game} bytes gzip`).toBeLessThanOrEqual(GAME_BUDGET);
  });

  it(`keeps the players' chunk apart from a game, within ${PLAYERS_BUDGET} bytes gzip`, async () => {
    const b = await widget();
    const players = playersScripts(b);
    const size = players.reduce((sum, f) => sum + gzip(f.js), 0);
    console.info(`players, when the API answers: ${size} bytes gzip (budget ${PLAYERS_BUDGET})`);
    expect(players.map((f) => f.name)).toEqual([expect.stringMatching(/^widget-players-/)]);
    // Not among the files widget.js imports with the UI, nor in a whole game.
    const eager = [b.load.entry, ...b.load.imports, ...Object.values(b.load.langs).flat()];
    expect(eager).not.toContain(players[0].name);
    expect(gameScripts(b, 'en')).not.toContain(players[0]);
    expect(size, `the players' chunk is ${size} bytes gzip`).toBeLessThanOrEqual(PLAYERS_BUDGET);
  });

  it('marks zod calls pure, multi-line chains and nested calls included', () => {
    const source = `const A = z\n  .object({ n: z.int().check(z.minimum(0)) });\nconst b = xz.object(1); y.z.f();`;
    expect(markSchemasPure(source)).toBe(
      `const A = /* @__PURE__ */ z.object({ n: /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.minimum(0)) });\nconst b = xz.object(1); y.z.f();`,
    );
  });

  it('gives widget.js no static import, and has it import the UI and all it needs at once', async () => {
    const b = await widget();
    const loader = text(b.entry.js);
    expect(loader).not.toMatch(/\bimport\s*[{*"']|\bfrom\s*"/);
    const imported = [...loader.matchAll(/import\("\.\/([^"]+)"\)/g)].map((m) => m[1]);
    // The UI and every chunk it imports statically, then each language's chunks.
    for (const file of [b.load.entry, ...b.load.imports, ...Object.values(b.load.langs).flat()]) {
      expect(imported, file).toContain(file);
    }
    for (const file of imported) expect(isChunk(file), file).toBe(true);
    // Nothing a chunk imports statically is left for the browser to find one round trip later.
    const names = new Set(imported);
    for (const file of [b.load.entry, ...b.load.imports]) {
      const chunk = b.chunks.find((c) => c.name === file);
      for (const m of text(chunk?.js ?? new Uint8Array()).matchAll(/from\s*"\.\/([^"]+)"/g)) {
        expect(names, `${file} imports ${m[1]}`).toContain(m[1]);
      }
    }
    expect(Object.keys(b.load.langs).sort()).toEqual(['en', 'id']);
  });

  it('names every chunk by its content, and the same sources give the same names', async () => {
    const b = await widget();
    for (const c of b.chunks) expect(isChunk(c.name), c.name).toBe(true);
    const again = await buildWidget();
    expect(again.chunks.map((c) => c.name).sort()).toEqual(b.chunks.map((c) => c.name).sort());
    expect(text(again.entry.js)).toBe(text(b.entry.js));
  });

  it("puts Lit's halves apart, the engine's deferred part in a chunk of its own, and no zod", async () => {
    const { ui, loader } = await metafiles();
    const [loaderOut] = Object.values(loader.outputs).filter((o) => o.entryPoint);
    const inLoader = inputsOf(loaderOut);
    expect(inLoader.some((f) => f.includes('node_modules/@lit/reactive-element/'))).toBe(true);
    expect(inLoader.filter((f) => f.includes('node_modules/lit-html/'))).toEqual([]);
    // The screens, the store and the game's rules stay in the UI (context.ts, what the page tells
    // the configuration, is in widget.js).
    expect(
      inLoader.filter((f) => /^widget\/(components\/|view\.ts|app\/|model\/store\/)/.test(f)),
    ).toEqual([]);
    expect(inLoader.filter((f) => f.includes('node_modules/zod/'))).toEqual([]);

    const files = uiFiles(ui);
    const outputs = Object.entries(ui.outputs).filter(([path]) => path.endsWith('.js'));
    const eager = outputs
      .filter(([path]) => [files.entry, ...files.imports].some((f) => path.endsWith(f)))
      .flatMap(([, o]) => inputsOf(o));
    const all = outputs.flatMap(([, o]) => inputsOf(o));
    expect(eager.some((f) => f.includes('node_modules/lit-html/'))).toBe(true);
    expect(all.filter((f) => f.includes('node_modules/@lit/reactive-element/'))).toEqual([]);
    expect(all.filter((f) => f.includes('node_modules/zod/'))).toEqual([]);
    // Checking an API's answer is eager; making puzzles, hints and replays are not.
    expect(eager).toContain('shared/logic/unique.ts');
    for (const deferred of ['shared/generate/make.ts', 'shared/hint.ts', 'shared/solve/solve.ts']) {
      expect(all, deferred).toContain(deferred);
      expect(eager, deferred).not.toContain(deferred);
    }
    // Neither language's words are eager: each page loads its own.
    expect(eager.filter((f) => /^widget\/i18n\/(en|id)\.ts$/.test(f))).toEqual([]);
    // Nor are the hint sentences, nor in the engine's deferred part: each language's in a chunk
    // of its own, which holds no other language's.
    for (const lang of ['en', 'id']) {
      const sentences = `shared/logic/explain/${lang}.ts`;
      const holding = outputs.filter(([, o]) => inputsOf(o).includes(sentences));
      expect(
        holding.map(([path]) => path.split('/').at(-1)),
        sentences,
      ).toEqual([expect.stringMatching(new RegExp(`^widget-explain-${lang}-`))]);
    }
  });

  it("keeps Lit's license notices and a source map per file through the second minifier", async () => {
    const b = await widget();
    expect(text(b.entry.js)).toContain('SPDX-License-Identifier: BSD-3-Clause');
    expect(text(b.ui.js)).toContain('SPDX-License-Identifier: BSD-3-Clause');
    expect(text(b.entry.js)).toContain('customElements.define("sudoku-break"');
    for (const f of [b.entry, ...b.chunks]) {
      expect(text(f.js).trimEnd().endsWith(`//# sourceMappingURL=${f.name}.map`), f.name).toBe(
        true,
      );
      const parsed = JSON.parse(f.map) as { sources: string[]; mappings: string };
      expect(parsed.sources.length, f.name).toBeGreaterThan(0);
      expect(parsed.mappings.length, f.name).toBeGreaterThan(10);
    }
    const loaderMap = JSON.parse(b.entry.map) as { sources: string[] };
    expect(loaderMap.sources).toContain('../widget/sudoku-break.ts');
    expect(loaderMap.sources.some((f) => f.includes('reactive-element'))).toBe(true);
  });
});
