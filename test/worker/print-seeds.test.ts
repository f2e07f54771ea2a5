// A seed printed on a print.pdf sheet types back in: for random seed prefixes of every kind the
// rules allow (any script, emoji sequences, combining marks not in NFC, right-to-left text, the
// invisible characters seeds may hold, URL syntax; fast-check), each caption read as a reader
// reads it and typed after `/api/v1/puzzles?` (through a URL, as a browser sends it) names the
// very puzzle the sheet drew under it: the same NFC seed and the same givens.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GeneratedPuzzle } from '../../shared/index.ts';
import { createApp } from '../../worker/index.ts';
import { readPdf, shownTexts } from '../support/pdf.ts';
import { captionsOf } from '../support/pdf-captions.ts';
import { seedText } from '../support/seeds.ts';
import { at, call } from './support.ts';

const app = createApp({ now: () => at('2026-03-14T18:30:00Z'), edgeCache: () => undefined });

/** The givens of each grid on a page, in order (the bold text of each grid's q ... Q). */
const givensOf = (content: string): string[] =>
  [...content.matchAll(/\nq\n([\s\S]*?)\nQ/g)].map((grid) =>
    [...grid[1].matchAll(/BT [^\n]*\/F2 [\d.]+ Tf\n([\s\S]*?)\nET/g)]
      .flatMap((m) => shownTexts(m[1]))
      .join(''),
  );

describe('print.pdf seeds type back in (fast-check)', { timeout: 120_000 }, () => {
  it('each caption, typed into /api/v1/puzzles, names the puzzle drawn under it', async () => {
    await fc.assert(
      fc.asyncProperty(seedText(125), fc.integer({ min: 1, max: 6 }), async (text, count) => {
        const kind = 'size=4&level=easy';
        const res = await call(
          app,
          `/api/v1/print.pdf?seed=${encodeURIComponent(text)}&count=${count}&${kind}&include=solution`,
        );
        expect(res.status).toBe(200);
        const pdf = readPdf(new Uint8Array(await res.arrayBuffer()));
        const prefix = text.normalize('NFC');
        let seen = 0;
        for (const page of pdf.pages) {
          const givens = givensOf(page.content);
          for (const [i, caption] of captionsOf(page).entries()) {
            const typed = await call(app, `/api/v1/puzzles?${caption.typed}&${kind}`);
            expect(typed.status).toBe(200);
            const puzzle = (await typed.json()) as GeneratedPuzzle;
            expect(puzzle.seed).toBe(`${prefix}-${caption.number}`);
            expect(givens[i]).toBe(puzzle.puzzle.replaceAll('.', ''));
            seen++;
          }
        }
        expect(seen).toBe(2 * count);
      }),
      { numRuns: 40 },
    );
  });
});
