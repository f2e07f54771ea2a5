// The SVG image of a puzzle, read back with a strict XML reader: well-formed for every size and
// variant, one <text> per given holding the given's digit at its cell's centre, the solved digits
// in their own group only when asked for, a line per arrow and a ring per circle, a title, a
// viewBox, and any caption or title text (controls, lone surrogates, markup) escaped safely.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSeed } from '../../shared/generate/seed.ts';
import { type GeneratedPuzzle, generate, SIZES, type Size } from '../../shared/index.ts';
import { shownWidth } from '../../shared/print/helvetica.ts';
import { puzzleSvg } from '../../shared/print/index.ts';
import { graphemes } from '../../shared/text.ts';
import { unwrap } from '../support/result.ts';
import { seedText } from '../support/seeds.ts';
import { elementsNamed, parseXml, textOf, type XmlElement } from '../support/xml.ts';

const puzzles: GeneratedPuzzle[] = [
  ...SIZES.map((size: Size) => unwrap(generate({ seed: `svg-${size}`, size, level: 'medium' }))),
  unwrap(generate({ seed: 'svg-arrow', level: 'hard', variant: 'arrow' })),
];

const group = (root: XmlElement, cls: string): XmlElement | undefined =>
  elementsNamed(root, 'g').find((g) => g.attributes.class === cls);

/** The cell under a text's anchor point (centred across, its baseline a little below the middle). */
function cellOf(text: XmlElement, size: number, cell: number, margin: number): number {
  const col = Math.floor((Number(text.attributes.x) - margin) / cell);
  const row = Math.floor((Number(text.attributes.y) - margin) / cell);
  return row * size + col;
}

describe.each(puzzles.map((p) => [`${p.size}x${p.size} ${p.variant}`, p] as const))(
  'the SVG of a %s puzzle',
  (_, p) => {
    const svg = puzzleSvg(p, { title: `Sudoku ${p.seed}` });
    const root = parseXml(svg);
    const viewBox = root.attributes.viewBox.split(' ').map(Number);
    const cell = (viewBox[2] - 16) / p.size;
    const margin = 8;

    it('is a well-formed SVG document with a viewBox and an accessible title', () => {
      expect(root.name).toBe('svg');
      expect(root.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
      expect(viewBox).toEqual([
        0,
        0,
        Number(root.attributes.width),
        Number(root.attributes.height),
      ]);
      const [title] = elementsNamed(root, 'title');
      expect(textOf(title)).toBe(`Sudoku ${p.seed}`);
      expect(root.attributes['aria-labelledby']).toBe(title.attributes.id);
      expect(root.attributes.role).toBe('img');
    });

    it('has one <text> per given, holding its digit, in its cell', () => {
      const texts = elementsNamed(root, 'text');
      expect(texts).toHaveLength(p.givens);
      const givens = group(root, 'givens');
      expect(givens && elementsNamed(givens, 'text')).toHaveLength(p.givens);
      const seen = new Set<number>();
      for (const text of texts) {
        const at = cellOf(text, p.size, cell, margin);
        expect(textOf(text)).toBe(p.puzzle[at]);
        seen.add(at);
      }
      expect(seen.size).toBe(p.givens);
      expect(group(root, 'solution')).toBeUndefined();
    });

    it('with the solution, fills every other cell in a distinct style', () => {
      const full = parseXml(puzzleSvg(p, { title: 't', solution: p.solution }));
      const givens = group(full, 'givens');
      const solution = group(full, 'solution');
      if (!givens || !solution) throw new Error('groups missing');
      expect(elementsNamed(solution, 'text')).toHaveLength(p.size * p.size - p.givens);
      expect(solution.attributes.fill).not.toBe(givens.attributes.fill);
      expect(solution.attributes['font-weight']).not.toBe(givens.attributes['font-weight']);
      const board = [...p.puzzle];
      for (const text of elementsNamed(solution, 'text')) {
        const at = cellOf(text, p.size, cell, margin);
        expect(board[at]).toBe('.');
        board[at] = textOf(text);
      }
      expect(board.join('')).toBe(p.solution);
    });

    it('draws a thick line on every box edge and a thin one between the cells of a box', () => {
      const path = (cls: string) =>
        elementsNamed(root, 'path').find((e) => e.attributes.class === cls)?.attributes.d ?? '';
      const moves = (d: string) => d.split('M').filter(Boolean).length;
      const box = { 4: 2, 6: 3, 9: 3, 16: 4, 25: 5 }[p.size] ?? 0;
      const boxRows = { 4: 2, 6: 2, 9: 3, 16: 4, 25: 5 }[p.size] ?? 0;
      const thick = p.size / box + 1 + p.size / boxRows + 1;
      expect(moves(path('boxes'))).toBe(thick);
      expect(moves(path('cells'))).toBe(2 * (p.size + 1) - thick);
    });

    it('draws a ring and an arrow for every arrow, and nothing for a classic puzzle', () => {
      expect(elementsNamed(root, 'circle')).toHaveLength(p.arrows?.length ?? 0);
      const arrows = group(root, 'arrows');
      expect(arrows ? elementsNamed(arrows, 'path') : []).toHaveLength(p.arrows?.length ?? 0);
    });
  },
);

describe('captions and titles', () => {
  const [p] = puzzles;

  it('a caption is one more <text>, under the grid, and the image grows to hold it', () => {
    const plain = parseXml(puzzleSvg(p, { title: 't' }));
    const captioned = parseXml(
      puzzleSvg(p, { title: 't', caption: { kind: 'Medium', seed: 'svg-4' } }),
    );
    const caption = elementsNamed(captioned, 'text').filter(
      (t) => t.attributes.class === 'caption',
    );
    expect(caption.map(textOf)).toEqual(['Medium · #svg-4']);
    expect(Number(caption[0].attributes.y)).toBeGreaterThan(Number(plain.attributes.height));
    expect(Number(captioned.attributes.height)).toBeGreaterThan(Number(plain.attributes.height));
    expect(elementsNamed(captioned, 'text')).toHaveLength(p.givens + 1);
  });

  it('a long caption wraps onto more lines, never cut, and the image grows to hold them', () => {
    const seed = 'W'.repeat(60);
    const one = parseXml(puzzleSvg(p, { title: 't', caption: { kind: '4x4 · Medium' } }));
    const root = parseXml(puzzleSvg(p, { title: 't', caption: { kind: '4x4 · Medium', seed } }));
    const caption = elementsNamed(root, 'text').at(-1) as XmlElement;
    const lines = elementsNamed(caption, 'tspan');
    expect(lines.length).toBeGreaterThan(2);
    expect(textOf(caption)).toBe(`4x4 · Medium · #${seed}`);
    expect(textOf(lines[0])).toMatch(/^4x4 · Medium · #W+$/);
    const height = Number(root.attributes.height);
    expect(height - Number(one.attributes.height)).toBe(18 * (lines.length - 1));
    expect(Number(lines.at(-1)?.attributes.y) + 4).toBeLessThan(height);
  });

  it('any seed (every script, emoji, marks, right to left) is the caption, as it is (fast-check)', () => {
    fc.assert(
      fc.property(seedText(), fc.constantFrom(...puzzles), (text, puzzle) => {
        const seed = normalizeSeed(text);
        const kind = `${puzzle.size}x${puzzle.size} · Hard`;
        const root = parseXml(puzzleSvg(puzzle, { title: 't', caption: { kind, seed } }));
        const caption = elementsNamed(root, 'text').find((t) => t.attributes.class === 'caption');
        expect(caption && textOf(caption)).toBe(`${kind} · #${seed}`);
        expect(caption?.attributes['font-family']).toMatch(/, sans-serif$/);
        // Every line within the image by the estimate, unless one grapheme alone is wider.
        const width = Number(root.attributes.width) - 16;
        const tspans = caption ? elementsNamed(caption, 'tspan') : [];
        for (const line of tspans.length > 0 ? tspans : caption ? [caption] : []) {
          const shown = textOf(line).trimEnd();
          if (graphemes(shown).length > 1)
            expect(shownWidth(shown, 14)).toBeLessThanOrEqual(width + 1e-6);
          expect(Number(line.attributes.y)).toBeLessThan(Number(root.attributes.height));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('any text (markup, entities, controls, lone surrogates, emoji) stays well-formed and readable', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const root = parseXml(puzzleSvg(p, { title: text, caption: { kind: text, seed: text } }));
        // What XML can hold comes back as it was; what it cannot becomes U+FFFD.
        const expected = [...text]
          .map((ch) => {
            const code = ch.codePointAt(0) ?? 0;
            const bad =
              (code < 0x20 && ![9, 10, 13].includes(code)) ||
              (code >= 0xd800 && code <= 0xdfff) ||
              code === 0xfffe ||
              code === 0xffff;
            return bad ? '\uFFFD' : ch;
          })
          .join('');
        expect(textOf(elementsNamed(root, 'title')[0])).toBe(expected);
      }),
      { numRuns: 300 },
    );
    const root = parseXml(
      puzzleSvg(p, { title: '<script>&amp;"\'', caption: { kind: '</text>', seed: '<x>' } }),
    );
    expect(textOf(elementsNamed(root, 'title')[0])).toBe('<script>&amp;"\'');
    expect(elementsNamed(root, 'script')).toHaveLength(0);
    expect(elementsNamed(root, 'x')).toHaveLength(0);
  });
});
