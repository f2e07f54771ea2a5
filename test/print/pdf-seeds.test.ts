// Seeds on a PDF sheet can be typed back in. A seed the standard font draws and a reader can type
// prints as itself (`#Café-1`); any other prints in its URL form (`?seed=%E6%BC%A2...`), and a
// page whose seeds are too long for their captions spells their common part out once in a note. For
// random seeds of every kind the rules allow (fast-check), each caption read as a reader reads it
// and typed into a URL gives back exactly the seed, decoded by Hono as the API decodes it; the
// text layer copies the seed itself; nothing is cut; and every line stays on the page, in its
// column, above its grid, and no grid below 65% of its usual side (a 125-emoji prefix shrinks
// the grids of a Letter solutions page the most, to 70%).
import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { normalizeSeed } from '../../shared/generate/seed.ts';
import {
  type GeneratedPuzzle,
  generate,
  SIZES,
  type Size,
  type Variant,
} from '../../shared/index.ts';
import { charWidth } from '../../shared/print/helvetica.ts';
import {
  captionParts,
  PAPERS,
  type Paper,
  puzzleSheet,
  type SheetPuzzle,
} from '../../shared/print/index.ts';
import { isPlainSeed } from '../../shared/print/seed-form.ts';
import { MARGIN } from '../../shared/print/sheet.ts';
import { type PdfInfo, type PdfPageInfo, readPdf } from '../support/pdf.ts';
import { captionsOf, copiedText } from '../support/pdf-captions.ts';
import { unwrap } from '../support/result.ts';
import { seedText } from '../support/seeds.ts';

const MOST: Readonly<Record<Size, number>> = { 4: 12, 6: 12, 9: 12, 16: 2, 25: 1 };
const PUZZLES = Object.fromEntries(
  SIZES.map((size) => [size, unwrap(generate({ seed: `seeds-${size}`, size, level: 'easy' }))]),
) as Record<Size, GeneratedPuzzle>;

// The API's own query decoding (Hono's), so that "typed back" means what the API reads.
const decoder = new Hono().get('/q', (c) => c.json({ seed: c.req.query('seed') ?? null }));

/** The seed the API reads from what a reader types after `?`, through a URL as a browser makes it. */
async function typedBack(query: string): Promise<string> {
  const url = new URL(`https://sudoku.example/q?${query}`);
  // JSON, not text: a body's leading byte order mark would be dropped, and a seed may start with one.
  const { seed } = (await (await decoder.request(url.href)).json()) as { seed: string | null };
  return seed ?? '(none)';
}

interface Sheet {
  readonly prefix: string;
  readonly size: Size;
  readonly count: number;
  readonly paper: Paper;
  readonly lang: 'en' | 'id';
  readonly variant: Variant;
  readonly solutions: boolean;
}

function sheetOf(s: Sheet): { puzzles: SheetPuzzle[]; pdf: PdfInfo } {
  const made = PUZZLES[s.size];
  const puzzles = Array.from({ length: s.count }, (_, i): SheetPuzzle => {
    const label = { ...made, variant: s.variant, seed: `${s.prefix}-${i + 1}` };
    return { ...made, caption: captionParts(label, s.lang) };
  });
  const options = { paper: s.paper, title: 'Seeds', lang: s.lang, solutions: s.solutions };
  const pdf = readPdf(puzzleSheet(puzzles, options));
  return { puzzles, pdf };
}

const widthOf = (text: string, size: number) =>
  ([...text].reduce((sum, c) => sum + charWidth(c), 0) * size) / 1000;

/** Each grid's box on a page, in order: the extent of its lines. */
function gridBoxes(page: PdfPageInfo) {
  return [...page.content.matchAll(/\nq\n([\s\S]*?)\nQ/g)].map((m) => {
    const points = [...m[1].matchAll(/(-?[\d.]+) (-?[\d.]+) [ml]\b/g)];
    const xs = points.map((p) => Number(p[1]));
    const ys = points.map((p) => Number(p[2]));
    return {
      left: Math.min(...xs),
      right: Math.max(...xs),
      bottom: Math.min(...ys),
      top: Math.max(...ys),
    };
  });
}

const EPS = 0.02;

/** Every line on the page within the margins; captions as wide as their grids, above them. */
function expectLaidOut(page: PdfPageInfo, paper: Paper) {
  const { width, height } = PAPERS[paper];
  for (const block of page.blocks) {
    for (const line of block.lines) {
      expect(line.x).toBeGreaterThanOrEqual(MARGIN - EPS);
      expect(line.x + widthOf(line.text, line.size)).toBeLessThanOrEqual(width - MARGIN + EPS);
      expect(line.y - 0.25 * line.size).toBeGreaterThanOrEqual(MARGIN - EPS);
      expect(line.y + line.size).toBeLessThanOrEqual(height - MARGIN + EPS);
    }
  }
  const grids = gridBoxes(page);
  const captions = captionsOf(page);
  expect(captions).toHaveLength(grids.length);
  captions.forEach(({ block }, i) => {
    const grid = grids[i];
    for (const line of block.lines) {
      expect(line.x).toBeCloseTo(grid.left, 1);
      expect(line.x + widthOf(line.text, line.size)).toBeLessThanOrEqual(grid.right + EPS);
      // Below the heading, above the grid.
      expect(line.y + line.size).toBeLessThanOrEqual(height - MARGIN - 15);
      expect(line.y - 0.25 * line.size).toBeGreaterThanOrEqual(grid.top - EPS);
    }
  });
  const note = page.blocks.find((b) => b.lines[0]?.text.startsWith('* = '));
  if (note) {
    const top = note.lines[0].y + note.lines[0].size;
    for (const grid of grids) expect(grid.bottom).toBeGreaterThan(top);
  }
  return grids;
}

const sheetArbitrary: fc.Arbitrary<Sheet> = fc
  .record({
    prefix: seedText(125).map(normalizeSeed),
    size: fc.constantFrom(...SIZES),
    count: fc.integer({ min: 1, max: 12 }),
    paper: fc.constantFrom<Paper>('a4', 'letter'),
    lang: fc.constantFrom<'en' | 'id'>('en', 'id'),
    variant: fc.constantFrom<Variant>('classic', 'arrow', 'killer'),
    solutions: fc.boolean(),
  })
  .map((s) => ({ ...s, count: Math.min(s.count, MOST[s.size]) }));

describe('seeds on a PDF sheet type back in (fast-check)', () => {
  it('every caption, typed into a URL, gives its seed; copied, the seed itself', async () => {
    await fc.assert(
      fc.asyncProperty(sheetArbitrary, async (s) => {
        const { puzzles, pdf } = sheetOf(s);
        const seen: number[] = [];
        for (const page of pdf.pages) {
          for (const caption of captionsOf(page)) {
            const seed = `${s.prefix}-${caption.number}`;
            const { kind } = puzzles[caption.number - 1].caption;
            expect(caption.typed).toBeDefined();
            expect(await typedBack(caption.typed ?? '')).toBe(seed);
            expect(copiedText(caption.block)).toBe(`${caption.number}. ${kind} · #${seed}`);
            const shown = caption.block.lines.map((l) => l.text).join('');
            expect(shown.includes(`#${seed}`)).toBe(
              isPlainSeed(seed) && !shown.includes('?seed=*'),
            );
            seen.push(caption.number);
          }
        }
        const numbers = Array.from({ length: s.count }, (_, i) => i + 1);
        expect(seen).toEqual(s.solutions ? [...numbers, ...numbers] : numbers);
      }),
      { numRuns: 150 },
    );
  });

  it('keeps every line on its page, each caption above its grid, no grid below 65% of its usual side', () => {
    fc.assert(
      fc.property(sheetArbitrary, (s) => {
        const { pdf } = sheetOf(s);
        const reference = sheetOf({ ...s, prefix: 'x' }).pdf;
        pdf.pages.forEach((page, i) => {
          const grids = expectLaidOut(page, s.paper);
          const usual = gridBoxes(reference.pages[i]);
          grids.forEach((grid, k) => {
            const side = grid.right - grid.left;
            expect(side / (usual[k].right - usual[k].left)).toBeGreaterThan(0.65);
          });
        });
      }),
      { numRuns: 150 },
    );
  });
});

describe('the forms a seed prints in', () => {
  const captionLines = (prefix: string, size: Size = 9, count = 1) =>
    captionsOf(
      sheetOf({
        prefix,
        size,
        count,
        paper: 'a4',
        lang: 'en',
        variant: 'classic',
        solutions: false,
      }).pdf.pages[0],
    );

  it('a plain seed as itself, one line, nothing in the text layer added', () => {
    const [caption] = captionLines('Café Œuvre');
    expect(caption.block.lines.map((l) => l.text)).toEqual(['1. 9x9 · Easy · #Café Œuvre-1']);
    expect(caption.block.actualText).toBeUndefined();
    expect(caption.typed).toBe('seed=Café Œuvre-1');
  });

  it('the issue’s seed and CJK in their URL forms, the text layer carrying the seed', () => {
    const [mixed] = captionLines('é😀 漢字');
    expect(mixed.block.lines.map((l) => l.text).join('')).toBe(
      '1. 9x9 · Easy · ?seed=%C3%A9%F0%9F%98%80%20%E6%BC%A2%E5%AD%97-1',
    );
    expect(mixed.block.actualText).toBe('1. 9x9 · Easy · #é😀 漢字-1');
    const [cjk] = captionLines('漢字');
    expect(cjk.block.lines.map((l) => l.text)).toEqual([
      '1. 9x9 · Easy · ?seed=%E6%BC%A2%E5%AD%97-1',
    ]);
    expect(cjk.block.actualText).toBe('1. 9x9 · Easy · #漢字-1');
  });

  it('URL syntax, a double space or a look-alike makes a seed print in its URL form', () => {
    for (const [prefix, form] of [
      ['a+b', 'a%2Bb'],
      ['50%', '50%25'],
      ['a&b=c', 'a%26b%3Dc'],
      ['#1', '%231'],
      ['two  spaces', 'two%20%20spaces'],
      ['µ', '%C2%B5'],
      ['it’s', 'it%E2%80%99s'],
    ]) {
      const [caption] = captionLines(prefix);
      expect(caption.block.lines.map((l) => l.text).join('')).toContain(`?seed=${form}-1`);
    }
  });

  it('a seed moves whole to a line of its own, and a longer one wraps between its characters', () => {
    const [short] = captionLines('W'.repeat(20));
    expect(short.block.lines.map((l) => l.text)).toEqual([
      '1. 9x9 · Easy ·',
      `#${'W'.repeat(20)}-1`,
    ]);
    const prefix = 'W'.repeat(60);
    const [long] = captionLines(prefix);
    const lines = long.block.lines.map((l) => l.text);
    expect(lines).toHaveLength(3);
    expect(lines.join('')).toBe(`1. 9x9 · Easy · #${prefix}-1`);
    expect(long.block.actualText).toBe(`1. 9x9 · Easy · #${prefix}-1`);
  });

  it('seeds too long for three lines share a note at the page foot that spells out their common part', () => {
    const prefix = '😀'.repeat(125);
    const page = sheetOf({
      prefix,
      size: 6,
      count: 6,
      paper: 'a4',
      lang: 'en',
      variant: 'classic',
      solutions: false,
    }).pdf.pages[0];
    const captions = captionsOf(page);
    // The seeds' common part, `<prefix>-`, is the note's.
    expect(captions.map((c) => c.block.lines.map((l) => l.text).join(''))).toEqual(
      [1, 2, 3, 4, 5, 6].map((i) => `${i}. 6x6 · Easy · ?seed=*${i}`),
    );
    const note = page.blocks.find((b) => b.lines[0]?.text.startsWith('* = '));
    expect(note?.lines.map((l) => l.text).join('')).toBe(`* = ${'%F0%9F%98%80'.repeat(125)}-`);
    expect(note?.actualText).toBe(`* = ${prefix}-`);
    expect(captions[2].typed).toBe(`seed=${'%F0%9F%98%80'.repeat(125)}-3`);
    expect(captions[2].block.actualText).toBe(`3. 6x6 · Easy · #${prefix}-3`);
  });
});
