// WCAG AA contrast of the default themes: text pairs >= 4.5:1, lines and focus rings >= 3:1,
// computed from the same token table the styles use.
import { describe, expect, it } from 'vitest';
import { TOKENS, type Token } from '../../../widget/tokens.ts';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const ratio = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

const TEXT: [Token, Token[]][] = [
  ['fg', ['bg', 'surface', 'highlight', 'same', 'selected', 'hint', 'conflict-bg']],
  ['entry', ['bg', 'highlight', 'same', 'selected', 'hint']],
  ['hinted', ['bg', 'highlight', 'same', 'selected', 'hint']],
  ['notes', ['bg', 'highlight', 'same', 'selected', 'hint']],
  ['conflict', ['bg', 'highlight', 'selected', 'conflict-bg', 'hint']],
  ['muted', ['bg', 'surface']],
  ['accent-fg', ['accent']],
  ['accent', ['bg']],
];
const NON_TEXT: [Token, Token[]][] = [
  ['line-strong', ['bg', 'highlight', 'selected']],
  ['focus', ['bg', 'selected', 'surface']],
  ['hint-ring', ['hint']],
  ['line', ['bg']],
  // Arrow Sudoku's circles and lines, on every cell background they cross.
  ['arrow', ['bg', 'highlight', 'same', 'selected', 'hint', 'conflict-bg']],
];

describe('contrast', () => {
  for (const [theme, col] of [
    ['light', 1],
    ['dark', 2],
  ] as const) {
    const colour = (t: Token) => TOKENS.find(([name]) => name === t)?.[col] ?? '#000000';
    it(`${theme}: text 4.5:1, lines and focus 3:1`, () => {
      for (const [fg, bgs] of TEXT) {
        for (const bg of bgs) {
          expect(ratio(colour(fg), colour(bg)), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
        }
      }
      for (const [fg, bgs] of NON_TEXT) {
        for (const bg of bgs) {
          expect(ratio(colour(fg), colour(bg)), `${fg} on ${bg}`).toBeGreaterThanOrEqual(3);
        }
      }
    });
  }
});
