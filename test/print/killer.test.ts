// Killer Sudoku in print, read back (the outlines' geometry is tested in cage-outline.test.ts):
// the SVG carries every cage's outline in one dashed path, scaled from hundredths of a cell, and
// one sum per cage in the top-left corner of the cage's top-left cell, in its outline's gap and
// clear of the cell's digit; the PDF sheet draws the same outlines dashed and shows every cage's
// sum, and its captions and title name Killer Sudoku.
import { describe, expect, it } from 'vitest';
import { type Cage, type GeneratedPuzzle, generate, LEVELS } from '../../shared/index.ts';
import { polylinePath } from '../../shared/print/arrow-path.ts';
import { CAGE_INSET, CELL, cageOutline, sumGap } from '../../shared/print/cage-outline.ts';
import {
  captionParts,
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

  const cellsOf = (cage: Cage) => cage.cells.map(([r, c]) => r * 9 + c);

  it('draws every outline in one dashed path, scaled from hundredths of a cell', () => {
    const [path] = elementsNamed(root, 'path').filter((e) => e.attributes.class === 'cage-lines');
    expect(path.attributes['stroke-dasharray']).toBe('10 7');
    expect(path.attributes.transform).toBe(`scale(${scale / CELL})`);
    expect(path.attributes.d).toBe(
      polylinePath(cages.flatMap((cage) => cageOutline(9, cellsOf(cage), cage.sum))),
    );
  });

  it('shows every sum in its outline gap, in its cage top-left cell, above the cell digit', () => {
    const sums = group('cage-sums');
    if (!sums) throw new Error('no cage-sums group');
    const texts = elementsNamed(sums, 'text');
    expect(texts.map(textOf)).toEqual(cages.map((cage) => String(cage.sum)));
    expect(elementsNamed(sums, 'rect')).toEqual([]);
    const fontSize = Number(sums.attributes['font-size']);
    const digitSize = Number(group('givens')?.attributes['font-size']);
    texts.forEach((text, k) => {
      const [r, c] = [...cages[k].cells].sort((a, b) => a[0] - b[0] || a[1] - b[1])[0];
      const x = Number(text.attributes.x) / scale;
      const y = Number(text.attributes.y) / scale;
      expect([Math.floor(x), Math.floor(y)]).toEqual([c, r]);
      // Inside the gap: the outline starts again right of the sum and below its baseline.
      const [gx, gy] = sumGap(cages[k].sum).map((v) => (CAGE_INSET + v) / CELL);
      expect(x).toBeLessThan(c + gx);
      expect(y).toBeLessThan(r + gy);
      // The digit's top is 0.36 of its font size above the cell's middle; the sum's baseline
      // and its digits' top (0.72 of its font high) are above it.
      const digitTop = (r + 0.5) * scale - 0.36 * digitSize;
      expect(Number(text.attributes.y)).toBeLessThan(digitTop);
      expect(Number(text.attributes.y) - 0.72 * fontSize).toBeGreaterThan(r * scale);
    });
    // Every cell still shows its digit: two givens and the solution.
    expect(elementsNamed(group('givens') as XmlElement, 'text')).toHaveLength(2);
    expect(elementsNamed(group('solution') as XmlElement, 'text')).toHaveLength(79);
  });
});

describe('a PDF sheet of Killer puzzles', () => {
  const sheet = puzzles.map((p) => ({ ...p, caption: captionParts(p, 'id') }));
  const title = sheetTitle({ size: 9, level: 'medium', variant: 'killer' }, 'id');
  const pdf = readPdf(puzzleSheet(sheet, { paper: 'a4', title, lang: 'id', solutions: true }));

  it('names Killer Sudoku in Indonesian in the title and captions', () => {
    expect(title).toBe('Sudoku Break · Sudoku Killer · Sedang');
    expect(pdf.pages[0].texts).toContain('1. Sudoku Killer · Mudah · #print-easy');
  });

  it('draws the outlines dashed, each run of each cage, and shows every sum of every cage', () => {
    const { content } = pdf.pages[0];
    // One dashed stroke per puzzle, the dash reset before the box lines; in it, one line of
    // operators per run of an outline.
    const dashed = [...content.matchAll(/\[[\d.]+ [\d.]+\] 0 d\n([\s\S]*?)\nS\n\[\] 0 d/g)];
    const runs = dashed.map((m) => m[1].split('\n'));
    const outlines = puzzles.map((p) =>
      cagesOf(p).flatMap((cage) =>
        cageOutline(
          9,
          cage.cells.map(([r, c]) => r * 9 + c),
          cage.sum,
        ),
      ),
    );
    expect(runs.map((lines) => lines.length)).toEqual(outlines.map((o) => o.length));
    runs.forEach((lines, i) => {
      lines.forEach((line, k) => {
        expect(line).toMatch(/^[\d.]+ [\d.]+ m( [\d.]+ [\d.]+ l)+$/);
        expect(line.split(' l').length - 1).toBe(outlines[i][k].length - 1);
      });
    });
    const regular = [...content.matchAll(/BT [^\n]*\/F1 [\d.]+ Tf\n([\s\S]*?)\nET/g)].flatMap((m) =>
      shownTexts(m[1]),
    );
    expect(regular).toEqual(puzzles.flatMap((p) => cagesOf(p).map((cage) => String(cage.sum))));
    // No white boxes: the outlines' own gaps leave room for the sums.
    expect(content).not.toContain(' re f');
  });
});
