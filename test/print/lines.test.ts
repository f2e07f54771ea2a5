// Breaking captions into lines (lines.ts) loses and adds nothing: the lines joined are the text.
// Words break at their spaces; a token (a seed's printed form) stays whole when a line can hold
// it and otherwise breaks only between two of its pieces that are not spaces, never inside a
// grapheme (an emoji and its modifiers, a letter and its marks), a `%XX` escape or its mark; and
// no line is wider than asked unless it is one piece that nothing can break.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textWidth } from '../../shared/print/helvetica.ts';
import { type Run, wrapRuns } from '../../shared/print/lines.ts';
import { urlEncoded } from '../../shared/print/seed-form.ts';
import { graphemes } from '../../shared/text.ts';
import { seedText } from '../support/seeds.ts';

const SIZE = 10;
const measure = (text: string) => textWidth(text, SIZE);
const shownWidth = (line: string) => measure(line.replace(/\s+$/u, ''));

const words = fc
  .array(fc.constantFrom('1.', '9x9', '·', 'Killer', 'Sudoku', 'Daily', '2026-11-21', 'Sedang'), {
    minLength: 1,
    maxLength: 8,
  })
  .map((w) => `${w.join(' ')} · `);
const token = fc.oneof(
  seedText().map((seed) => ({ text: `#${seed}`, mark: 1 })),
  seedText().map((seed) => ({ text: `?seed=${urlEncoded(seed)}`, mark: 6 })),
);

describe('wrapRuns (fast-check)', () => {
  it('keeps the text, breaks a token only where allowed, and fits every line it can', () => {
    fc.assert(
      fc.property(words, token, fc.integer({ min: 100, max: 500 }), (head, seed, width) => {
        const runs: Run[] = [
          { text: head, kind: 'words' },
          { text: seed.text, kind: 'token', mark: seed.mark },
        ];
        const lines = wrapRuns(runs, width, measure);
        expect(lines.join('')).toBe(head + seed.text);
        // Where each line ends, in the whole text.
        let end = 0;
        const ends = lines.slice(0, -1).map((line) => (end += line.length));
        const tokenStart = head.length;
        // Allowed places inside the token: between graphemes that are not spaces, not inside a
        // %XX escape (three graphemes), and past the mark and the piece after it.
        const pieces = graphemes(seed.text);
        const hex = (g = '') => /^[0-9A-Fa-f]$/.test(g);
        const starts = pieces.map((_, i) => pieces.slice(0, i).join('').length + tokenStart);
        const inside = new Set<number>();
        pieces.forEach((g, i) => {
          if (g === '%' && hex(pieces[i + 1]) && hex(pieces[i + 2])) {
            inside.add(starts[i + 1]).add(starts[i + 2]);
          }
        });
        const markEnd = starts[seed.mark] ?? tokenStart + seed.text.length;
        const escaped = inside.has(markEnd + 1);
        const firstPiece = escaped ? 3 : (pieces[seed.mark]?.length ?? 0);
        const cuts = new Set<number>();
        let at = tokenStart;
        pieces.forEach((piece, i) => {
          at += piece.length;
          const next = pieces[i + 1];
          const past = at >= markEnd + firstPiece;
          if (past && next && !/\s/u.test(piece) && !/\s/u.test(next) && !inside.has(at)) {
            cuts.add(at);
          }
        });
        const text = head + seed.text;
        ends.forEach((e, i) => {
          if (e <= tokenStart) {
            expect(/\s$/u.test(head.slice(0, e))).toBe(true);
            return;
          }
          // Elsewhere than an allowed place only when none would have left a line that fits.
          const start = e - lines[i].length;
          const [next = ''] = graphemes(lines[i + 1]);
          const fits = [...cuts].some(
            (c) => c > start && c <= e + next.length && shownWidth(text.slice(start, c)) <= width,
          );
          if (fits) expect(cuts.has(e), `break at ${e} in ${JSON.stringify(lines)}`).toBe(true);
        });
        if (measure(seed.text) <= width) {
          // Whole on one line.
          expect(lines.some((line) => line.endsWith(seed.text))).toBe(true);
        }
        for (const line of lines) {
          // Wider than asked only when one piece alone is.
          const pieces = graphemes(line.replace(/\s+$/u, ''));
          if (shownWidth(line) > width)
            expect(pieces.some((p) => measure(p) > width / 2)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('wrapRuns, by example', () => {
  it('breaks words at spaces, leaving the spaces at the ends of lines', () => {
    expect(wrapRuns([{ text: 'aaa bbb ccc', kind: 'words' }], measure('aaa bbb'), measure)).toEqual(
      ['aaa bbb ', 'ccc'],
    );
  });

  it('moves a token that fits on a line to its own, and fills lines with one that does not', () => {
    const runs = (text: string): Run[] => [
      { text: 'Easy · ', kind: 'words' },
      { text, kind: 'token', mark: 1 },
    ];
    const width = measure('Easy · #abc');
    expect(wrapRuns(runs('#abcdef'), width, measure)).toEqual(['Easy · ', '#abcdef']);
    expect(wrapRuns(runs('#abcdefghijklmnopq'), width, measure).join('|')).toMatch(
      /^Easy · #[a-z]+\|[a-z]+\|?[a-z]*$/,
    );
  });

  it('never splits %XX, an emoji with its modifier, or e with its accent', () => {
    const narrow = measure('%E6');
    const lines = wrapRuns([{ text: '%E6%BC%A2', kind: 'token' }], narrow, measure);
    expect(lines).toEqual(['%E6', '%BC', '%A2']);
    expect(wrapRuns([{ text: '👍🏽👍🏽', kind: 'token' }], 1, measure)).toEqual(['👍🏽', '👍🏽']);
    expect(wrapRuns([{ text: 'e\u0301e\u0301', kind: 'token' }], 1, measure)).toEqual([
      'e\u0301',
      'e\u0301',
    ]);
  });
});
