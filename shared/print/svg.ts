/**
 * A puzzle as a standalone SVG image, for pages, social cards and newsletters (`<img src>` or
 * inline): a white card with the grid (thin cell lines, thick box lines), one `<text>` per given,
 * the solved digits in a lighter blue when the solution is shown, Arrow Sudoku's arrows as the
 * widget draws them, Killer Sudoku's cages as newspapers print them (cage-outline.ts), an
 * optional caption, a viewBox so it scales, and a `<title>` for assistive
 * technology. Pure: text in, text out. Only system fonts (an image cannot load web fonts), and
 * presentation attributes rather than CSS, which some SVG consumers ignore. The caption holds
 * the seed as it is, in any script: the viewer's fonts draw it (a generic sans-serif family lets
 * it fall back to whatever font has the characters). A long caption wraps onto more lines, the
 * image growing to hold them; it is never cut.
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
import { shownWidth } from './helvetica.ts';
import { wrapRuns } from './lines.ts';
import { PLAIN_MARK } from './seed-form.ts';
import { CAPTION_SEPARATOR, type CaptionParts } from './words.ts';

export interface SvgOptions {
  /** The accessible name, as `<title>`. */
  readonly title: string;
  /** Under the grid: the kind of puzzle and its seed; none when absent. */
  readonly caption?: CaptionParts;
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
const CAPTION_LINE = 18;
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

/**
 * The caption's lines at most `width` wide: the kind breaks at its spaces, and the seed, after
 * `#`, moves whole to a line of its own or breaks between two of its characters, never at a
 * space (lines.ts). Joined, the lines are the caption.
 */
function captionLines({ kind, seed }: CaptionParts, width: number): string[] {
  const measure = (text: string) => shownWidth(text, CAPTION_PX);
  if (seed === undefined) return wrapRuns([{ text: kind, kind: 'words' }], width, measure);
  const runs = [
    { text: `${kind}${CAPTION_SEPARATOR}`, kind: 'words' as const },
    { text: `${PLAIN_MARK}${seed}`, kind: 'token' as const, mark: PLAIN_MARK.length },
  ];
  return wrapRuns(runs, width, measure);
}

/** The caption as one <text>, a <tspan> a line when it takes more than one. */
function captionText(lines: readonly string[], top: number): string {
  const at = (i: number) => `x="${MARGIN}" y="${top + i * CAPTION_LINE}"`;
  const body =
    lines.length === 1
      ? xmlEscape(lines[0])
      : lines.map((line, i) => `<tspan ${at(i)}>${xmlEscape(line)}</tspan>`).join('');
  return `<text class="caption" ${at(0)} font-family="${FONT}" font-size="${CAPTION_PX}" fill="${INK}">${body}</text>`;
}

/** The puzzle (and its solution, when one is given) as an SVG document. */
export function puzzleSvg(puzzle: PrintablePuzzle, options: SvgOptions): string {
  const drawing = drawPuzzle(puzzle, options.solution);
  const cell = CELL_PX[drawing.size];
  const grid = drawing.size * cell;
  const width = grid + 2 * MARGIN;
  const lines = options.caption ? captionLines(options.caption, grid) : [];
  const height =
    grid + 2 * MARGIN + (lines.length > 0 ? CAPTION_ROW + (lines.length - 1) * CAPTION_LINE : 0);
  const fontSize = Math.round(cell * 0.6);
  const digits = `font-family="${FONT}" font-size="${fontSize}" text-anchor="middle"`;
  const caption = lines.length > 0 ? captionText(lines, grid + 2 * MARGIN + CAPTION_PX + 2) : '';
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
