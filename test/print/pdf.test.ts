// The PDF sheet read back structurally (test/support/pdf.ts: xref offsets, stream lengths, the
// page tree): the right number of pages for every size and count, A4 and Letter media boxes,
// every puzzle's caption (number, level, seed) on the puzzle pages and again on the solutions
// pages, exactly the givens as bold text on a puzzle page and every digit of the solution on a
// solutions page, and text a standard font cannot show replaced rather than broken. Where qpdf or
// pdfinfo is installed, they must accept the file too.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate, SIZES, type Size } from '../../shared/index.ts';
import {
  captionParts,
  PAPERS,
  puzzleSheet,
  type SheetPuzzle,
  sheetPages,
} from '../../shared/print/index.ts';
import { LAYOUTS } from '../../shared/print/sheet.ts';
import { readPdf, shownTexts } from '../support/pdf.ts';
import { unwrap } from '../support/result.ts';

const sheetOf = (size: Size, count: number, variant: 'classic' | 'arrow' = 'classic') =>
  Array.from({ length: count }, (_, i): SheetPuzzle => {
    const made = unwrap(generate({ seed: `sheet-${i + 1}`, size, level: 'easy', variant }));
    return { ...made, caption: captionParts(made, 'en') };
  });

/** The text between a page's `BT` and `ET` blocks that use the bold font (the givens). */
const boldTexts = (content: string): string[] =>
  [...content.matchAll(/BT [^\n]*\/F2 [\d.]+ Tf\n([\s\S]*?)\nET/g)].flatMap((m) =>
    shownTexts(m[1]),
  );
const regularTexts = (content: string): string[] =>
  [...content.matchAll(/BT [^\n]*\/F1 [\d.]+ Tf\n([\s\S]*?)\nET/g)].flatMap((m) =>
    shownTexts(m[1]),
  );

describe.each(SIZES.map((size) => [size] as const))('a sheet of %ix%i puzzles', (size) => {
  const [columns, rows] = LAYOUTS[size].puzzles;
  const perPage = columns * rows;
  const count = perPage + 1; // one page full, one more puzzle on the next
  const puzzles = sheetOf(size, count);
  const pdf = readPdf(
    puzzleSheet(puzzles, { paper: 'a4', title: `Sheet ${size}`, lang: 'en', solutions: true }),
  );

  it('has the pages its puzzles and solutions need, A4 each', () => {
    expect(pdf.pageCount).toBe(sheetPages(size, count, true));
    const [sc, sr] = LAYOUTS[size].solutions;
    expect(pdf.pageCount).toBe(2 + Math.ceil(count / (sc * sr)));
    for (const page of pdf.pages) expect(page.mediaBox).toEqual([0, 0, 595, 842]);
    expect(pdf.title).toBe(`Sheet ${size}`);
  });

  it('captions every puzzle with its number, level and seed, on its page and with its solution', () => {
    const puzzlePages = pdf.pages.slice(0, 2).flatMap((p) => p.texts);
    const solutionPages = pdf.pages.slice(2).flatMap((p) => p.texts);
    puzzles.forEach((p, i) => {
      const line = `${i + 1}. ${size}x${size} · Easy · #sheet-${i + 1}`;
      expect(p.caption).toEqual({ kind: `${size}x${size} · Easy`, seed: `sheet-${i + 1}` });
      expect(puzzlePages).toContain(line);
      expect(solutionPages).toContain(line);
    });
    expect(pdf.pages[0].texts[0]).toBe(`Sheet ${size}`);
    expect(pdf.pages[2].texts[0]).toBe(`Solutions · Sheet ${size}`);
    expect(pdf.pages.at(-1)?.texts[1]).toBe(`Page ${pdf.pageCount} of ${pdf.pageCount}`);
  });

  it('shows exactly the givens on a puzzle page, and the whole solution on a solutions page', () => {
    const first = puzzles.slice(0, perPage);
    expect(boldTexts(pdf.pages[0].content).join('')).toBe(
      first.map((p) => p.puzzle.replaceAll('.', '')).join(''),
    );
    expect(regularTexts(pdf.pages[0].content)).toEqual([]); // no solved digit on a puzzle page
    const [sc, sr] = LAYOUTS[size].solutions;
    const onPage = puzzles.slice(0, sc * sr);
    const content = pdf.pages[2].content;
    const givens = boldTexts(content);
    const solved = regularTexts(content).filter((t) => /^[0-9A-P]$/.test(t));
    expect(givens.length + solved.length).toBe(onPage.length * size * size);
    expect(givens.join('')).toBe(onPage.map((p) => p.puzzle.replaceAll('.', '')).join(''));
  });
});

describe('paper, arrows and text', () => {
  it('US Letter pages are 612 x 792 points', () => {
    const pdf = readPdf(
      puzzleSheet(sheetOf(9, 2), { paper: 'letter', title: 'L', lang: 'id', solutions: false }),
    );
    expect(pdf.pageCount).toBe(1);
    expect(pdf.pages[0].mediaBox).toEqual([0, 0, PAPERS.letter.width, PAPERS.letter.height]);
    expect(pdf.pages[0].texts).toContain('Halaman 1 dari 1');
  });

  it('without solutions, only the puzzle pages', () => {
    const pdf = readPdf(
      puzzleSheet(sheetOf(9, 12), { paper: 'a4', title: 'T', lang: 'en', solutions: false }),
    );
    expect(pdf.pageCount).toBe(3);
    expect(pdf.pages.flatMap((p) => p.texts).some((t) => t.startsWith('Solutions'))).toBe(false);
  });

  it('draws a ring (four curves) and lines for every arrow of an arrow puzzle', () => {
    const puzzles = sheetOf(9, 1, 'arrow');
    const pdf = readPdf(
      puzzleSheet(puzzles, { paper: 'a4', title: 'A', lang: 'en', solutions: false }),
    );
    const curves = pdf.pages[0].content.match(/ c\b/g) ?? [];
    expect(curves).toHaveLength(4 * (puzzles[0].arrows?.length ?? 0));
  });

  it('escapes parentheses and backslashes, and shows what Helvetica cannot as ? (a seed has its own forms)', () => {
    const [p] = sheetOf(4, 1);
    const pdf = readPdf(
      puzzleSheet([{ ...p, caption: { kind: 'a (b) \\ c · é € Š 🧩 中' } }], {
        paper: 'a4',
        title: 'Judul (🧩)',
        lang: 'en',
        solutions: false,
      }),
    );
    expect(pdf.pages[0].texts).toContain('1. a (b) \\ c · é € Š ? ?');
    expect(pdf.title).toBe('Judul (🧩)');
  });
});

const tool = (name: string): boolean => {
  try {
    execFileSync('which', [name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

describe('real PDF readers (only where installed: apt-get install qpdf poppler-utils)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sheet-'));
  const file = join(dir, 'sheet.pdf');
  writeFileSync(
    file,
    puzzleSheet(sheetOf(9, 5, 'arrow'), {
      paper: 'a4',
      title: 'Real',
      lang: 'en',
      solutions: true,
    }),
  );
  // Seeds in each of their forms: as they are, in their URL form, under a page's note.
  const seeded = (prefix: string) => {
    const seeds = join(dir, `${[...prefix].length}.pdf`);
    const puzzles = sheetOf(9, 2).map((p, i) => ({
      ...p,
      caption: { ...p.caption, seed: `${prefix}-${i + 1}` },
    }));
    writeFileSync(
      seeds,
      puzzleSheet(puzzles, { paper: 'a4', title: 'S', lang: 'en', solutions: false }),
    );
    return seeds;
  };

  it.skipIf(!tool('qpdf'))('qpdf --check finds no error', () => {
    const out = execFileSync('qpdf', ['--check', file], { encoding: 'utf8' });
    expect(out).toContain('No syntax or stream encoding errors found');
  });

  it.skipIf(!tool('pdfinfo'))('pdfinfo reads the page count and size', () => {
    const out = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(out).toMatch(/Pages:\s+3/);
    expect(out).toMatch(/Page size:\s+595 x 842 pts \(A4\)/);
  });

  it.skipIf(!tool('pdftotext'))(
    'pdftotext copies each seed itself, whatever form it prints in',
    () => {
      for (const prefix of ['Café', '漢字', '😀'.repeat(40)]) {
        const out = execFileSync('pdftotext', [seeded(prefix), '-'], { encoding: 'utf8' });
        expect(out).toContain(`1. 9x9 · Easy · #${prefix}-1`);
        expect(out).toContain(`2. 9x9 · Easy · #${prefix}-2`);
        expect(out).not.toContain('%');
      }
    },
  );
});
