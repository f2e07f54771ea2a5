// A puzzle's SVG caption in real Chromium: the seed in any script is the caption's text, drawn
// by whatever fonts the system has (a viewer without a font for a script shows boxes, and the
// text is still there to copy), and every line, measured by the renderer, stays within the grid's
// width and the image's height: the width estimates that break the lines (helvetica.ts) hold for
// real fonts. Seeds by example (CJK, emoji sequences, RTL, Thai, Devanagari, stacked marks, a long
// Latin run) and at random (fast-check).
import fc from 'fast-check';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSeed } from '../../shared/generate/seed.ts';
import { generate } from '../../shared/index.ts';
import { puzzleSvg } from '../../shared/print/index.ts';
import { unwrap } from '../support/result.ts';
import { seedText } from '../support/seeds.ts';
import { launch } from './harness.ts';

const puzzle = unwrap(generate({ seed: 'svg-fonts', size: 4, level: 'easy' }));
const KIND = '4x4 · Easy';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage();
});
afterAll(() => browser?.close());

/** The caption as Chromium lays it out: its text, and each line's drawn width and bottom. */
async function rendered(seed: string) {
  const svg = puzzleSvg(puzzle, { title: 't', caption: { kind: KIND, seed } });
  await page.setContent(`<!doctype html><meta charset="utf-8"><body style="margin:0">${svg}`);
  return page.evaluate(() => {
    const root = document.querySelector('svg') as SVGSVGElement;
    const caption = root.querySelector('text.caption') as SVGTextElement;
    const spans = [...caption.querySelectorAll('tspan')];
    const lines = (spans.length > 0 ? spans : [caption]) as SVGTextContentElement[];
    return {
      text: caption.textContent,
      imageWidth: Number(root.getAttribute('width')),
      imageHeight: Number(root.getAttribute('height')),
      bottom: caption.getBBox().y + caption.getBBox().height,
      lines: lines.map((line) => {
        const text = line.textContent ?? '';
        const shown = text.trimEnd().length;
        return { text, width: shown > 0 ? line.getSubStringLength(0, shown) : 0 };
      }),
    };
  });
}

async function expectFits(seed: string) {
  const r = await rendered(seed);
  expect(r.text).toBe(`${KIND} · #${seed}`);
  const grid = r.imageWidth - 16;
  for (const line of r.lines) expect(line.width, line.text).toBeLessThanOrEqual(grid + 0.5);
  expect(r.bottom).toBeLessThanOrEqual(r.imageHeight);
}

describe('SVG captions in Chromium', () => {
  it.each([
    ['CJK', '数独の漢字'.repeat(8)],
    ['emoji sequences', '😀👍🏽👨‍👩‍👧🇮🇩🧩1️⃣'.repeat(6)],
    ['right to left', 'שלום עולם مرحبا بالعالم'.repeat(3)],
    ['Thai', 'กขฃคฅฆงจฉชซฌญฎฏฐ'.repeat(4)],
    ['Devanagari', 'नमस्ते दुनिया '.repeat(5).trim()],
    ['stacked marks', 'a\u0323\u0302e\u0301\u0323'.repeat(20).normalize('NFC')],
    ['a long Latin run', 'W'.repeat(120)],
    // Found by the property below: glyphs fallback fonts draw wider than the estimate said.
    ['Roman numerals', `a${'Ⅻ'.repeat(12)}`],
    ['micro signs', `a${'µ'.repeat(37)}`],
  ])('%s: the seed as it is, every line within the image', async (_, seed) => {
    await expectFits(seed);
  });

  it('any seed at random (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(seedText().map(normalizeSeed), async (seed) => {
        await expectFits(seed);
      }),
      { numRuns: 60 },
    );
  });
});
