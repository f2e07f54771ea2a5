/**
 * A printable sheet of puzzles for a news site's print edition, as a PDF: A4 or US Letter, as
 * many puzzles per page as their size allows at a comfortable cell size (six 4x4 or 6x6, four
 * 9x9, two 16x16, one 25x25), each captioned with its number, level and seed; then, on request,
 * the solutions on the last pages, smaller (twelve, twelve, twelve, four and two per page).
 * Captions are never cut: they take the lines they need (sheet-caption.ts), their grids giving up
 * the height, and seeds too long for three lines print the part they share (a seeded sheet's
 * `<prefix>-`) once, in a note at the page's foot.
 */
import type { Size } from '../board/geometry.ts';
import { drawPuzzle, type PrintablePuzzle } from './drawing.ts';
import { fitText, textWidth } from './helvetica.ts';
import { actualText, FONTS, pdfNumber as n, type PdfPage, pdfDocument, pdfString } from './pdf.ts';
import { gridOperators } from './pdf-grid.ts';
import {
  captionRuns,
  captionText,
  MAX_CAPTION_LINES,
  noteText,
  type SheetText,
} from './sheet-caption.ts';
import { type CaptionParts, type PrintLanguage, printWords } from './words.ts';

export const PAPERS = {
  a4: { width: 595, height: 842 },
  letter: { width: 612, height: 792 },
} as const;
export type Paper = keyof typeof PAPERS;

type Layout = readonly [columns: number, rows: number];

/** Puzzles per page, columns by rows, for the puzzles and for their solutions. */
export const LAYOUTS: Readonly<
  Record<Size, { readonly puzzles: Layout; readonly solutions: Layout }>
> = {
  4: { puzzles: [2, 3], solutions: [3, 4] },
  6: { puzzles: [2, 3], solutions: [3, 4] },
  9: { puzzles: [2, 2], solutions: [3, 4] },
  16: { puzzles: [1, 2], solutions: [2, 2] },
  25: { puzzles: [1, 1], solutions: [1, 2] },
};

export interface SheetPuzzle extends PrintablePuzzle {
  /**
   * Under its number: its kind, and its seed (none for a day, which is its own name). Seeds of
   * 128 characters fit on any page when they differ only in a short tail, as a seeded sheet's
   * `<prefix>-1`, `<prefix>-2`... do; seeds that share nothing take the lines they need.
   */
  readonly caption: CaptionParts;
  /** Needed for the solutions pages. */
  readonly solution: string;
}

export interface SheetOptions {
  readonly paper: Paper;
  /** The heading of every puzzle page and the document's title. */
  readonly title: string;
  readonly lang: PrintLanguage;
  /** Add the solutions pages. */
  readonly solutions: boolean;
}

/** Each side of the page: half an inch. */
export const MARGIN = 36;
const HEADER = 28;
const GAP = 18;
const HEADING_SIZE = 12;
const FOOTER_SIZE = 8;
const NOTE_SIZE = 7;
const LEADING = 1.2;

/** How many pages a sheet of `count` puzzles of `size` takes. */
export function sheetPages(size: Size, count: number, solutions: boolean): number {
  const per = ([c, r]: Layout) => Math.ceil(count / (c * r));
  return per(LAYOUTS[size].puzzles) + (solutions ? per(LAYOUTS[size].solutions) : 0);
}

interface PageItem {
  readonly number: number;
  readonly puzzle: PrintablePuzzle;
  readonly solution?: string;
  readonly caption: CaptionParts;
}

interface PageSpec {
  readonly heading: string;
  readonly items: readonly PageItem[];
  readonly layout: Layout;
}

/** Lines of text, one under the other from the first baseline, as one text object. */
function text(
  font: string,
  size: number,
  left: number,
  baseline: number,
  lines: readonly string[],
): string {
  const shown = lines.map(
    (line, i) =>
      `1 0 0 1 ${n(left)} ${n(baseline - i * size * LEADING)} Tm ${pdfString(line.trimEnd())} Tj`,
  );
  return `BT /${font} ${n(size)} Tf ${shown.join(' ')} ET`;
}

/** The height above a grid that a caption of `lines` lines takes, with the gap under it. */
const captionHeight = (lines: number, size: number): number =>
  size * 1.8 + (lines - 1) * size * LEADING;

/**
 * Text drawn as `lines`, marked as standing for `actual` when it is not one line of exactly that
 * (a viewer would copy a seed's form, or a seed broken by a line end).
 */
function drawn(ops: string, { lines, actual }: SheetText): string {
  return lines.length === 1 && lines[0] === actual ? ops : actualText(actual, ops);
}

/**
 * Where a page's puzzles go: the side of each grid and the caption lines above it. Captions are
 * as wide as their grids, and a caption of more lines leaves less height for its row's grid, so
 * the two are settled together: the lines every caption needs at a width, then the width those
 * lines leave, until the lines stop growing (they only grow as the width shrinks).
 */
function settle(
  items: readonly PageItem[],
  space: { readonly columnWidth: number; readonly rowHeight: number; readonly size: number },
  notedPrefix: string | undefined,
): { readonly side: number; readonly rowLines: number; readonly captions: SheetText[] } {
  const { columnWidth, rowHeight, size } = space;
  let rowLines = 1;
  for (;;) {
    const side = Math.min(columnWidth, rowHeight - captionHeight(rowLines, size));
    const captions = items.map((item) =>
      captionText(item.number, item.caption, side, size, notedPrefix),
    );
    const most = Math.max(1, ...captions.map((c) => c.lines.length));
    if (most <= rowLines) return { side, rowLines, captions };
    rowLines = most;
  }
}

/** What a sheet's pages share: its options, and its seeds' common prefix with its note. */
interface SheetContext {
  readonly options: SheetOptions;
  readonly prefix?: string;
  readonly note: () => SheetText;
}

function pageContent(spec: PageSpec, sheet: SheetContext, footer: string): string {
  const { options, prefix } = sheet;
  const { width, height } = PAPERS[options.paper];
  const [columns, rows] = spec.layout;
  const inner = width - 2 * MARGIN;
  const columnWidth = (inner - (columns - 1) * GAP) / columns;
  const rowHeight = (notes: number) =>
    (height - 2 * MARGIN - HEADER - notes - (rows - 1) * GAP) / rows;
  const size = rows > 3 || columns > 2 ? 8 : 10;
  // A page whose captions would run past their lines with whole seeds names the seeds' common
  // prefix once, in a note at its foot. Decided at the width of a one-line caption: past it,
  // the captions only get longer.
  const firstSide = Math.min(columnWidth, rowHeight(0) - captionHeight(1, size));
  const long =
    prefix !== undefined &&
    spec.items.some((item) => tooLong(item, firstSide, size, MAX_CAPTION_LINES));
  const note = long ? sheet.note() : undefined;
  // The note's lines, from the top of the first to the descenders of the last.
  const noteBlock = (lines: number) => (lines - 1) * NOTE_SIZE * LEADING + NOTE_SIZE * 1.25;
  const notesHeight = note ? GAP + noteBlock(note.lines.length) : 0;
  const bandHeight = rowHeight(notesHeight);
  const { side, rowLines, captions } = settle(
    spec.items,
    { columnWidth, rowHeight: bandHeight, size },
    note ? prefix : undefined,
  );
  const captionRow = captionHeight(rowLines, size);
  const ops = [
    '0 g',
    text(FONTS.bold, HEADING_SIZE, MARGIN, height - MARGIN - HEADING_SIZE, [
      fitText(spec.heading, HEADING_SIZE, inner * 0.75),
    ]),
    text(
      FONTS.regular,
      FOOTER_SIZE,
      width - MARGIN - textWidth(footer, FOOTER_SIZE),
      height - MARGIN - HEADING_SIZE,
      [footer],
    ),
  ];
  spec.items.forEach(({ puzzle, solution }, i) => {
    const column = i % columns;
    const row = Math.floor(i / columns);
    const drawing = drawPuzzle(puzzle, solution);
    const cell = side / drawing.size;
    const left = MARGIN + column * (columnWidth + GAP) + (columnWidth - side) / 2;
    // Centred in its band, so that spare height spreads between the rows, not under the last.
    const top =
      height - MARGIN - HEADER - row * (bandHeight + GAP) - (bandHeight - side - captionRow) / 2;
    const caption = captions[i];
    ops.push(drawn(text(FONTS.regular, size, left, top - size, caption.lines), caption));
    ops.push(gridOperators(drawing, { left, top: top - captionRow, cell }));
  });
  if (note) {
    const baseline = MARGIN + noteBlock(note.lines.length) - NOTE_SIZE;
    ops.push(drawn(text(FONTS.regular, NOTE_SIZE, MARGIN, baseline, note.lines), note));
  }
  return ops.join('\n');
}

/** Whether an item's caption with its whole seed takes more than `most` lines at `width`. */
function tooLong(item: PageItem, width: number, size: number, most: number): boolean {
  // Past `most` lines' width it must be; a caption a line holds is not.
  const { runs } = captionRuns(item.number, item.caption);
  const whole = textWidth(runs.map((run) => run.text).join(''), size);
  if (whole > most * width) return true;
  if (whole <= width) return false;
  return captionText(item.number, item.caption, width, size).lines.length > most;
}

/**
 * The characters (code points) every seed starts with: a seeded sheet's prefix and its dash, as
 * its seeds are `<prefix>-1`, `<prefix>-2`...; empty for seeds that share nothing.
 */
function commonPrefix(seeds: readonly string[]): string {
  if (seeds.length === 0) return '';
  let common = [...seeds[0]];
  for (const seed of seeds.slice(1)) {
    const chars = [...seed];
    let n = 0;
    while (n < common.length && common[n] === chars[n]) n++;
    common = common.slice(0, n);
  }
  return common.join('');
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The sheet as PDF bytes. All puzzles are of one size. */
export function puzzleSheet(
  puzzles: readonly SheetPuzzle[],
  options: SheetOptions,
): Uint8Array<ArrayBuffer> {
  const words = printWords(options.lang);
  const size = puzzles[0]?.size ?? 9;
  const { puzzles: layout, solutions: small } = LAYOUTS[size];
  const items = puzzles.map((p, i): PageItem => ({ number: i + 1, puzzle: p, caption: p.caption }));
  const specs: PageSpec[] = chunks(items, layout[0] * layout[1]).map((group) => ({
    heading: options.title,
    layout,
    items: group,
  }));
  if (options.solutions) {
    for (const group of chunks(items, small[0] * small[1])) {
      specs.push({
        heading: `${words.solutions} · ${options.title}`,
        layout: small,
        items: group.map((item) => ({ ...item, solution: puzzles[item.number - 1].solution })),
      });
    }
  }
  const { width, height } = PAPERS[options.paper];
  const prefix = commonPrefix(puzzles.flatMap((p) => p.caption.seed ?? []));
  // The same on every page that has it: made once.
  let note: SheetText | undefined;
  const sheet: SheetContext = {
    options,
    prefix: prefix || undefined,
    note: () => {
      note ??= noteText(prefix, width - 2 * MARGIN, NOTE_SIZE);
      return note;
    },
  };
  const pages: PdfPage[] = specs.map((spec, i) => ({
    width,
    height,
    content: pageContent(spec, sheet, words.page(i + 1, specs.length)),
  }));
  return pdfDocument(pages, { title: options.title });
}
