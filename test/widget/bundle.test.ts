// /widget.js as widget/bundle.ts builds it: one ES module with Lit, the engine and the UI, and
// without the zod runtime (the engine's unused schemas are dropped; the widget parses by hand),
// within its size budget of 46 KiB gzip with everything in it.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { buildWidget, markSchemasPure, WIDGET_BUILD } from '../../widget/bundle.ts';

/**
 * Issue 13 sets /widget.js at 46 KiB gzip (zlib level 9), Lit, the engine and the UI together.
 * It is not met yet: 58.8 KiB after the issue-13 features, 57.5 KiB (58,842 B) after a size pass
 * that kept every feature (compacted templates, renamed internal properties, no forwarding
 * methods). Lit and the engine alone take 33.2 KiB. So this is a ceiling that stops further
 * growth while the target stays open: lower it as the bundle shrinks, never raise it without
 * saying why. Raised by 0.5 KiB once: the engine's seed rules (printable Unicode, NFC, issue
 * 14), which the widget's `seed` attribute follows too, came in at 59,126 B. Raised again to
 * 66 KiB for Killer Sudoku (issue 16): the widget's offline engine calls (makePuzzle, hints,
 * solve, check) reach the cage constraint, validation, techniques and generator, 66,944 B
 * once merged, before the widget draws cages. Lowered to 65 KiB by a size pass that kept every
 * feature (issue 13): 65,914 B once the engine's error messages, which the widget never shows,
 * were left out and 49 more internal property names renamed. Raised by 1,725 B for the Killer UI
 * (issue 16: cages drawn, the combinations helper, cage-aware notes, loading and checking killer
 * puzzles; the widget checks cages itself rather than carry the engine's validation), as
 * measured when it was built: 66,968 B before it and 68,693 B after. Raised by 590 B for the 9x9
 * draw that rescues a draw instead of restarting it (issue 15's generation tail, engine 1.3.0),
 * as measured: 66,968 B before it and 67,558 B after on the same base. Raised by 602 B for the
 * Killer search's CPU (each API request under 100 ms: cage prunings remembered in a table, 3-
 * and 4-cell matchings in tables, cage/house rules that watch their cage, the teaching
 * `candidates` skipping rules that found nothing), as measured: 68,412 B before it and 69,014 B
 * after on the same base. Raised by 981 B for the session store (issue 24): one Session value and
 * a pure `step` whose actions and effects are plain data, carried out by one store controller, in
 * place of sixteen controllers that wrote into each other; the data costs more bytes than the
 * method calls it replaced (a size pass took back what it could: one `stats` effect for counting
 * and reading records, one `loaded` answer), as measured: 69,436 B before it and 70,417 B after
 * on the same base. Raised by 4,103 B for the players (issue 25): plays timed by the server,
 * finishes queued offline, saved games synced with the server, the standing, leaderboard and
 * stats screens, as measured: 70,456 B before it and 74,559 B after on the same base (76,962 B
 * through the typed client's JavaScript; the widget's eight calls take its types alone). The loader the `facade` branch makes moves all of this out of the first
 * bytes, into the UI's chunk. The issue's budget for all the scripts of a game is 72 KiB.
 */
const TARGET = 46 * 1024;
const BUDGET = 65 * 1024 + 1725 + 590 + 602 + 981 + 4103;

/** One build for the tests that need the bundle itself (terser takes seconds). */
let built: ReturnType<typeof buildWidget> | undefined;
const widget = () => {
  built ??= buildWidget();
  return built;
};

describe('widget bundle', () => {
  it(`stays within ${BUDGET} bytes gzip`, async () => {
    const { js } = await widget();
    const bytes = gzipSync(js, { level: 9 }).length;
    console.info(
      `/widget.js: ${bytes} bytes gzip (${js.length} bytes), ceiling ${BUDGET}, target ${TARGET}`,
    );
    expect(
      bytes,
      `/widget.js is ${bytes} bytes gzip, over the ${BUDGET}-byte budget`,
    ).toBeLessThanOrEqual(BUDGET);
  });

  it('marks zod calls pure, multi-line chains and nested calls included', () => {
    const source = `const A = z\n  .object({ n: z.int().check(z.minimum(0)) });\nconst b = xz.object(1); y.z.f();`;
    expect(markSchemasPure(source)).toBe(
      `const A = /* @__PURE__ */ z.object({ n: /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.minimum(0)) });\nconst b = xz.object(1); y.z.f();`,
    );
  });

  it('has Lit, the engine and the widget, and no zod', async () => {
    const result = await build({ ...WIDGET_BUILD, write: false, metafile: true, outdir: 'out' });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((f) => f.includes('node_modules/lit-html/'))).toBe(true);
    expect(inputs.some((f) => f.startsWith('shared/logic/'))).toBe(true);
    const [output] = Object.values(result.metafile.outputs);
    const used = Object.entries(output.inputs).filter(([, v]) => v.bytesInOutput > 0);
    expect(used.filter(([f]) => f.includes('node_modules/zod/'))).toEqual([]);
    expect(result.outputFiles).toHaveLength(1);
  });

  it("keeps Lit's license notices and a source map through the second minifier", async () => {
    const { js, map } = await widget();
    const text = new TextDecoder().decode(js);
    expect(text).toContain('SPDX-License-Identifier: BSD-3-Clause');
    expect(text.trimEnd().endsWith('//# sourceMappingURL=widget.js.map')).toBe(true);
    expect(text).toContain('customElements.define("sudoku-break"');
    const parsed = JSON.parse(map) as { sources: string[]; mappings: string };
    expect(parsed.sources).toContain('../widget/sudoku-break.ts');
    expect(parsed.sources.some((f) => f.includes('lit-html'))).toBe(true);
    expect(parsed.mappings.length).toBeGreaterThan(1000);
  });
});
