/**
 * Helvetica's advance widths (Adobe's core 14 AFM, thousandths of the font size) for every
 * character WinAnsiEncoding holds (win-ansi.ts), so that digits can be centred in PDF cells (PDF
 * text is placed by its left edge) and a caption measured exactly for the PDF, where Helvetica
 * draws it. Other characters get an estimate, for the SVG, whose viewer draws them with its own
 * fonts: a Latin letter's width, or a full em for scripts and symbols a fallback font will draw,
 * and for a whole grapheme, erring wide, what its first character takes (1.3 em for an emoji).
 */
import { graphemes } from '../text.ts';
import { winAnsiByte } from './win-ansi.ts';

// Bytes 32 (space) to 126 (tilde), then 128 to 255 (0 where WinAnsi has no character), one
// number each, by WinAnsi byte.
const ASCII = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HIGH = [
  556, 0, 222, 556, 333, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0, 0, 222, 222, 333,
  333, 350, 556, 1000, 333, 1000, 500, 333, 944, 0, 500, 667, 278, 333, 556, 556, 556, 556, 260,
  556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 556, 537, 278, 333, 333,
  365, 556, 834, 834, 834, 611, 667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278,
  278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,
  556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
];

/** The advance width of one character (a code point), in thousandths of the font size. */
export function charWidth(char: string): number {
  const byte = winAnsiByte(char);
  if (byte !== undefined) return byte < 0x80 ? ASCII[byte - 32] : HIGH[byte - 0x80];
  return (char.codePointAt(0) ?? 0) <= 0x24f ? 556 : 1000;
}

/** The width of `text` at `fontSize`, in the font size's units. */
export const textWidth = (text: string, fontSize: number): number =>
  ([...text].reduce((sum, char) => sum + charWidth(char), 0) * fontSize) / 1000;

// Drawn as an emoji: a pictograph, a flag's letters, or anything asked to be one (U+FE0F, a keycap).
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}|\u{20E3}/u;

/**
 * Code points outside WinAnsi that common fallback fonts draw wider than the estimate above (an
 * em, or 1.3 em for an emoji), as [first, last, width]: Roman numerals and letterlike symbols,
 * Canadian syllabics and Ogham, Cyrillic and Arabic wide letters, mathematical alphanumerics,
 * domino and card symbols. Found by measuring every code point to U+3FFFF in Chromium with
 * Debian's fonts (ranges merged, widths rounded up to 50), so a caption wraps before such a run
 * overflows; estimating wide only wraps sooner.
 */
const WIDE: readonly (readonly [number, number, number])[] = [
  [0x2a3, 0x2a5, 1100],
  [0x409, 0x522, 1200],
  [0x633, 0x6aa, 1250],
  [0xedc, 0xedd, 1050],
  [0x10da, 0x10da, 1100],
  [0x1413, 0x1596, 1300],
  [0x166f, 0x1699, 1650],
  [0x1d14, 0x1d14, 1050],
  [0x1f2a, 0x2182, 1750],
  [0x222d, 0x23b3, 1450],
  [0x25ef, 0x26a4, 1250],
  [0x27d8, 0x27ff, 1450],
  [0x2a03, 0x2a0c, 1350],
  [0x2b24, 0x2b33, 1450],
  [0x2c72, 0x2c72, 1150],
  [0xa64c, 0xa74f, 1400],
  [0xa7ff, 0xa7ff, 1200],
  [0xf40a, 0xf40a, 1200],
  [0xfb13, 0xfb6f, 1550],
  [0xfeb1, 0xfed2, 1300],
  [0xfffd, 0xfffd, 1050],
  [0x1030c, 0x1030c, 1450],
  [0x1d407, 0x1d755, 1550],
  [0x1ee0e, 0x1ee7a, 1250],
  [0x1f030, 0x1f0df, 1400],
  [0x1f634, 0x1f634, 1650],
];

/** WinAnsi characters that the viewers' stand-ins for Helvetica draw wider than its AFM says. */
const WIDER_THAN_AFM: Readonly<Record<string, number>> = { '¯': 600, µ: 600 };

/** The width of a wide code point (WIDE, WIDER_THAN_AFM), or 0. */
function wideWidth(char: string): number {
  if (winAnsiByte(char) !== undefined) return WIDER_THAN_AFM[char] ?? 0;
  const code = char.codePointAt(0) ?? 0;
  return WIDE.find(([first, last]) => code >= first && code <= last)?.[2] ?? 0;
}

/** One grapheme's width, erring wide: an emoji's, or its first character's. */
function graphemeWidth(g: string): number {
  const first = String.fromCodePoint(g.codePointAt(0) ?? 0);
  return Math.max(EMOJI.test(g) ? 1300 : charWidth(first), wideWidth(first));
}

/**
 * The width a viewer's fonts likely give `text`, grapheme by grapheme, at `fontSize`: its first
 * character's width (marks, joiners and modifiers on it add nothing), or 1.3 em for an emoji,
 * which colour fonts draw wider than an em. Adds up: a text is as wide as its graphemes.
 */
export const shownWidth = (text: string, fontSize: number): number =>
  (graphemes(text).reduce((sum, g) => sum + graphemeWidth(g), 0) * fontSize) / 1000;

/** `text`, cut with an ellipsis so that it is at most `width` wide at `fontSize`. */
export function fitText(text: string, fontSize: number, width: number): string {
  if (textWidth(text, fontSize) <= width) return text;
  const chars = [...text];
  const room = width - textWidth('...', fontSize);
  let used = 0;
  let n = 0;
  while (n < chars.length && used + (charWidth(chars[n]) * fontSize) / 1000 <= room) {
    used += (charWidth(chars[n]) * fontSize) / 1000;
    n++;
  }
  return `${chars.slice(0, n).join('')}...`;
}
