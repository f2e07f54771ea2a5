// Killer Sudoku in print, read back: the cage outlines (cage-outline.ts) follow exactly the sides
// between different cages and the board's border, inset inside the cells, on random layouts; the
// SVG carries one dashed outline path and one sum per cage, in the top-left corner of the cage's
// top-left cell, on a white box that stays clear of the cell's digit; the PDF sheet draws dashed
// lines and shows every cage's sum, and its captions and title name Killer Sudoku.
import { describe, expect, it } from 'vitest';
import { type Cage, type GeneratedPuzzle, generate, LEVELS } from '../../shared/index.ts';
import { CAGE_INSET, cageOutlines } from '../../shared/print/cage-outline.ts';
import type { Segment } from '../../shared/print/drawing.ts';
import {
  caption,
  imageTitle,
  puzzleSheet,
  puzzleSvg,
  sheetTitle,
} from '../../shared/print/index.ts';
import { readPdf, shownTexts } from '../support/pdf.ts';
import { unwrap } from '../support/result.ts';
import { elementsNamed, parseXml, textOf, type XmlElement } from '../support/xml.ts';

const puzzles: GeneratedPuzzle[] = LEVELS.map((level) =>
  unwrap(generate({ seed: `print-${level}`, level, variant: 'killer' })),
);
const cagesOf = (p: GeneratedPuzzle): Cage[] => p.cages ?? [];

const owners = (cages: readonly Cage[]): number[] => {
  const owner = new Array<number>(81).fill(-1);
  cages.forEach(({ cells }, k) => {
    for (const [r, c] of cells) owner[r * 9 + c] = k;
  });
  return owner;
};

/** Whether some segment passes through the point (x, y). */
const covered = (lines: readonly Segment[], x: number, y: number): boolean =>
  lines.some(([x1, y1, x2, y2]) =>
    y1 === y2
      ? Math.abs(y - y1) < 1e-9 && x >= x1 - 1e-9 && x <= x2 + 1e-9
      : Math.abs(x - x1) < 1e-9 && y >= y1 - 1e-9 && y <= y2 + 1e-9,
  );

describe.each(puzzles.map((p) => [p.level, p] as const))('a %s Killer puzzle', (_, p) => {
  const cages = cagesOf(p);
  const owner = owners(cages);
  const { lines, sums } = cageOutlines(9, cages);

  it('outlines every side between two cages or on the border, inset, and no other', () => {
    const d = CAGE_INSET;
    for (let r = 0; r < 9; r++) {
      for (let c = 0; c < 9; c++) {
        const k = owner[r * 9 + c];
        const other = (rr: number, cc: number) =>
          rr < 0 || rr > 8 || cc < 0 || cc > 8 || owner[rr * 9 + cc] !== k;
        // The middle of each side, moved inside the cell by the inset.
        expect(covered(lines, c + 0.5, r + d)).toBe(other(r - 1, c));
        expect(covered(lines, c + 0.5, r + 1 - d)).toBe(other(r + 1, c));
        expect(covered(lines, c + d, r + 0.5)).toBe(other(r, c - 1));
        expect(covered(lines, c + 1 - d, r + 0.5)).toBe(other(r, c + 1));
      }
    }
    // No line runs along a cell edge, where it would hide the grid.
    for (const [x1, y1, x2, y2] of lines) {
      if (y1 === y2) expect(Math.abs(y1 - Math.round(y1))).toBeCloseTo(d);
      else expect(Math.abs(x1 - Math.round(x1))).toBeCloseTo(d);
      expect(x1 <= x2 && y1 <= y2).toBe(true);
    }
  });

  it('writes each sum in its cage top-left cell, once per cage', () => {
    expect(sums).toHaveLength(cages.length);
    sums.forEach((sum, k) => {
      const [r, c] = [...cages[k].cells].sort((a, b) => a[0] - b[0] || a[1] - b[1])[0];
      expect(sum.text).toBe(String(cages[k].sum));
      expect([Math.floor(sum.x), Math.floor(sum.y)]).toEqual([c, r]);
      const [bx, by, bw, bh] = sum.box;
      // The box sits in the top-left corner, over the inset corner of the outline.
      expect(bx).toBeGreaterThan(c);
      expect(by).toBeGreaterThan(r);
      expect(bx).toBeLessThan(c + CAGE_INSET);
      expect(by).toBeLessThan(r + CAGE_INSET);
      expect(by + bh).toBeLessThan(r + 0.3);
      expect(bx + bw).toBeLessThan(c + 0.5);
    });
  });
});

describe('the SVG of a Killer puzzle', () => {
  const p = puzzles[2];
  const cages = cagesOf(p);
  // Two givens, to see sums beside digits; the solution fills the rest.
  const withGivens = { ...p, puzzle: `${p.solution.slice(0, 2)}${p.puzzle.slice(2)}` };
  const svg = puzzleSvg(withGivens, { title: imageTitle(p, 'en', true), solution: p.solution });
  const root = parseXml(svg);
  const scale = 40; // pixels per cell of a 9x9 image, inside an 8 px margin
  const group = (cls: string): XmlElement | undefined =>
    elementsNamed(root, 'g').find((g) => g.attributes.class === cls);

  it('is titled as Killer Sudoku', () => {
    expect(textOf(elementsNamed(root, 'title')[0])).toBe(
      `Killer Sudoku · Hard · #print-hard, with its solution`,
    );
  });

  it('draws the outlines as one dashed path, in cell units', () => {
    const [path] = elementsNamed(root, 'path').filter((e) => e.attributes.class === 'cage-lines');
    expect(path.attributes['stroke-dasharray']).toBe('0.1 0.07');
    expect(path.attributes.transform).toBe(`scale(${scale})`);
    const moves = path.attributes.d.split('M').filter(Boolean);
    expect(moves).toHaveLength(cageOutlines(9, cages).lines.length);
  });

  it('shows every sum on a white box, in its cage top-left cell, above the cell digit', () => {
    const sums = group('cage-sums');
    if (!sums) throw new Error('no cage-sums group');
    const texts = elementsNamed(sums, 'text');
    const boxes = elementsNamed(sums, 'rect');
    expect(texts.map(textOf)).toEqual(cages.map((cage) => String(cage.sum)));
    expect(boxes).toHaveLength(texts.length);
    const digitSize = Number(group('givens')?.attributes['font-size']);
    texts.forEach((text, k) => {
      const [r, c] = [...cages[k].cells].sort((a, b) => a[0] - b[0] || a[1] - b[1])[0];
      const x = Number(text.attributes.x) / scale;
      const y = Number(text.attributes.y) / scale;
      expect([Math.floor(x), Math.floor(y)]).toEqual([c, r]);
      const box = boxes[k].attributes;
      expect(box.fill).toBe('#ffffff');
      // The cell's digit is centred, its top 0.36 of its font size above the middle.
      const digitTop = (r + 0.5) * scale - 0.36 * digitSize;
      expect(Number(box.y) + Number(box.height)).toBeLessThan(digitTop);
    });
    // Every cell still shows its digit: two givens and the solution.
    expect(elementsNamed(group('givens') as XmlElement, 'text')).toHaveLength(2);
    expect(elementsNamed(group('solution') as XmlElement, 'text')).toHaveLength(79);
  });
});

describe('a PDF sheet of Killer puzzles', () => {
  const sheet = puzzles.map((p) => ({ ...p, caption: caption(p, 'id') }));
  const title = sheetTitle({ size: 9, level: 'medium', variant: 'killer' }, 'id');
  const pdf = readPdf(puzzleSheet(sheet, { paper: 'a4', title, lang: 'id', solutions: true }));

  it('names Killer Sudoku in Indonesian in the title and captions', () => {
    expect(title).toBe('Sudoku Break · Sudoku Killer · Sedang');
    expect(pdf.pages[0].texts).toContain('1. Sudoku Killer · Mudah · #print-easy');
  });

  it('draws dashed outlines and shows every sum of every cage', () => {
    const { content } = pdf.pages[0];
    expect(content).toMatch(/\[[\d.]+ [\d.]+\] 0 d/);
    expect(content).toContain('[] 0 d'); // the dash is reset before the box lines
    const regular = [...content.matchAll(/BT [^\n]*\/F1 [\d.]+ Tf\n([\s\S]*?)\nET/g)].flatMap((m) =>
      shownTexts(m[1]),
    );
    expect(regular).toEqual(puzzles.flatMap((p) => cagesOf(p).map((cage) => String(cage.sum))));
    // White boxes under the sums, one per cage.
    expect(content.match(/ re f/g)).toHaveLength(regular.length);
  });
});
