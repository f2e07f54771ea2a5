/**
 * A puzzle as a standalone SVG image, for pages, social cards and newsletters (`<img src>` or
 * inline): a white card with the grid (thin cell lines, thick box lines), one `<text>` per given,
 * the solved digits in a lighter blue when the solution is shown, Arrow Sudoku's arrows as the
 * widget draws them, Killer Sudoku's cages as newspapers print them (cage-outline.ts), an
 * optional caption, a viewBox so it scales, and a `<title>` for assistive
 * technology. Pure: text in, text out. Only system fonts (an image cannot load web fonts), and
 * presentation attributes rather than CSS, which some SVG consumers ignore.
 */

import { polylinePath } from './arrow-path.ts';
import { CELL, SUM_FONT } from './cage-outline.ts';
import {
  drawPuzzle,
  type Glyph,
  type GridDrawing,
  type PrintablePuzzle,
  type Segment,
} from './drawing.ts';
import { fitText } from './helvetica.ts';

export interface SvgOptions {
  /** The accessible name, as `<title>`. */
  readonly title: string;
  /** A line under the grid (level and seed, say); none when absent. */
  readonly caption?: string;
  /** The solution (the same form as the puzzle) to fill the empty cells with; none when absent. */
  readonly solution?: string;
}

/** Pixels per cell at the image's natural size: boards of more cells get smaller cells. */
const CELL_PX: Readonly<Record<number, number>> = { 4: 48, 6: 44, 9: 40, 16: 32, 25: 28 };
const MARGIN = 8;
const THIN = 1;
const THICK = 3;
const CAPTION_PX = 14;
const CAPTION_ROW = 26;
const FONT = 'Helvetica, Arial, sans-serif';
const INK = '#111111';
const THIN_INK = '#9a9a9a';
const SOLVED_INK = '#1d4ed8';
const ARROW_INK = '#8a8a8a';
const CAGE_INK = '#333333';

/** Characters XML 1.0 cannot hold at all, even escaped: most C0 controls, lone surrogates. */
function isXmlChar(code: number): boolean {
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  if (code >= 0xd800 && code <= 0xdfff) return false;
  return code !== 0xfffe && code !== 0xffff;
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for XML content or a quoted attribute; what XML cannot hold becomes U+FFFD. */
export function xmlEscape(text: string): string {
  let out = '';
  // for-of walks code points, so a lone surrogate arrives alone and is replaced.
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    out += isXmlChar(code) ? (ENTITIES[char] ?? char) : '\uFFFD';
  }
  return out;
}

const num = (n: number): string => String(Math.round(n * 100) / 100);

function linesPath(segments: readonly Segment[], cell: number): string {
  return segments
    .map(([x1, y1, x2, y2]) =>
      x1 === x2
        ? `M${num(x1 * cell)} ${num(y1 * cell)}V${num(y2 * cell)}`
        : `M${num(x1 * cell)} ${num(y1 * cell)}H${num(x2 * cell)}`,
    )
    .join('');
}

function texts(glyphs: readonly Glyph[], cell: number, fontSize: number): string {
  // Centred by text-anchor; the baseline drops by about half a capital's height (0.36 em),
  // which every renderer understands, unlike dominant-baseline.
  return glyphs
    .map(
      ({ x, y, char }) =>
        `<text x="${num(x * cell)}" y="${num(y * cell + 0.36 * fontSize)}">${xmlEscape(char)}</text>`,
    )
    .join('');
}

function arrowsGroup(drawing: GridDrawing, cell: number): string {
  if (drawing.arrows.length === 0) return '';
  const shapes = drawing.arrows
    .map(
      ({ centre: [cx, cy], radius, lines }) =>
        `<circle cx="${cx}" cy="${cy}" r="${radius}"/><path d="${polylinePath(lines)}"/>`,
    )
    .join('');
  // Drawn in cell units and scaled, exactly as the widget's overlay.
  return `<g class="arrows" transform="scale(${cell})" fill="none" stroke="${ARROW_INK}" stroke-width="0.05" stroke-linecap="round" stroke-linejoin="round">${shapes}</g>`;
}

function cagesGroup(drawing: GridDrawing, cell: number): string {
  const { cages } = drawing;
  if (cages.length === 0) return '';
  const scale = cell / CELL;
  // In the outline's units and scaled, like the arrows: dashes of 0.1 cell, 0.03 cell wide,
  // broken at each sum by the outline's own gap.
  const outline = `<path class="cage-lines" transform="scale(${num(scale)})" d="${polylinePath(cages.flatMap((cage) => cage.outline))}" fill="none" stroke="${CAGE_INK}" stroke-width="3" stroke-dasharray="10 7" stroke-linejoin="round" stroke-linecap="round"/>`;
  const labels = cages
    .map(
      ({ sum: [x, y], text }) =>
        `<text x="${num(x * scale)}" y="${num(y * scale)}">${xmlEscape(text)}</text>`,
    )
    .join('');
  return `${outline}<g class="cage-sums" font-family="${FONT}" font-size="${num(SUM_FONT * scale)}" fill="${INK}">${labels}</g>`;
}

/** The puzzle (and its solution, when one is given) as an SVG document. */
export function puzzleSvg(puzzle: PrintablePuzzle, options: SvgOptions): string {
  const drawing = drawPuzzle(puzzle, options.solution);
  const cell = CELL_PX[drawing.size];
  const grid = drawing.size * cell;
  const width = grid + 2 * MARGIN;
  const height = grid + 2 * MARGIN + (options.caption ? CAPTION_ROW : 0);
  const fontSize = Math.round(cell * 0.6);
  const digits = `font-family="${FONT}" font-size="${fontSize}" text-anchor="middle"`;
  const caption = options.caption
    ? `<text class="caption" x="${MARGIN}" y="${grid + 2 * MARGIN + CAPTION_PX + 2}" font-family="${FONT}" font-size="${CAPTION_PX}" fill="${INK}">${xmlEscape(fitText(options.caption, CAPTION_PX, grid))}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="sudoku-title">`,
    `<title id="sudoku-title">${xmlEscape(options.title)}</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<g transform="translate(${MARGIN} ${MARGIN})">`,
    `<path class="cells" d="${linesPath(drawing.thin, cell)}" stroke="${THIN_INK}" stroke-width="${THIN}"/>`,
    cagesGroup(drawing, cell),
    arrowsGroup(drawing, cell),
    `<path class="boxes" d="${linesPath(drawing.thick, cell)}" stroke="${INK}" stroke-width="${THICK}" stroke-linecap="square"/>`,
    `<g class="givens" ${digits} font-weight="bold" fill="${INK}">${texts(drawing.givens, cell, fontSize)}</g>`,
    drawing.solved.length
      ? `<g class="solution" ${digits} fill="${SOLVED_INK}">${texts(drawing.solved, cell, fontSize)}</g>`
      : '',
    '</g>',
    caption,
    '</svg>',
  ].join('');
}
