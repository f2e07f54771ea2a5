/**
 * A printable sheet of puzzles for a news site's print edition, as a PDF: A4 or US Letter, as
 * many puzzles per page as their size allows at a comfortable cell size (six 4x4 or 6x6, four
 * 9x9, two 16x16, one 25x25), each captioned with its number, level and seed; then, on request,
 * the solutions on the last pages, smaller (twelve, twelve, twelve, four and two per page).
 */
import type { Size } from '../board/geometry.ts';
import { drawPuzzle, type PrintablePuzzle } from './drawing.ts';
import { fitText, textWidth } from './helvetica.ts';
import { FONTS, pdfNumber as n, type PdfPage, pdfDocument, pdfString } from './pdf.ts';
import { gridOperators } from './pdf-grid.ts';
import { type PrintLanguage, printWords } from './words.ts';

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
  /** Under its number: level and seed, or the day. */
  readonly caption: string;
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

const MARGIN = 36;
const HEADER = 28;
const GAP = 18;
const HEADING_SIZE = 12;
const FOOTER_SIZE = 8;

/** How many pages a sheet of `count` puzzles of `size` takes. */
export function sheetPages(size: Size, count: number, solutions: boolean): number {
  const per = ([c, r]: Layout) => Math.ceil(count / (c * r));
  return per(LAYOUTS[size].puzzles) + (solutions ? per(LAYOUTS[size].solutions) : 0);
}

interface PageSpec {
  readonly heading: string;
  readonly items: readonly {
    readonly puzzle: PrintablePuzzle;
    readonly solution?: string;
    readonly caption: string;
  }[];
  readonly layout: Layout;
}

function text(font: string, size: number, left: number, baseline: number, value: string): string {
  return `BT /${font} ${n(size)} Tf 1 0 0 1 ${n(left)} ${n(baseline)} Tm ${pdfString(value)} Tj ET`;
}

function pageContent(spec: PageSpec, paper: Paper, footer: string): string {
  const { width, height } = PAPERS[paper];
  const [columns, rows] = spec.layout;
  const inner = width - 2 * MARGIN;
  const columnWidth = (inner - (columns - 1) * GAP) / columns;
  const rowHeight = (height - 2 * MARGIN - HEADER - (rows - 1) * GAP) / rows;
  const captionSize = rows > 3 || columns > 2 ? 8 : 10;
  const captionRow = captionSize * 1.8;
  const ops = [
    '0 g',
    text(
      FONTS.bold,
      HEADING_SIZE,
      MARGIN,
      height - MARGIN - HEADING_SIZE,
      fitText(spec.heading, HEADING_SIZE, inner * 0.75),
    ),
    text(
      FONTS.regular,
      FOOTER_SIZE,
      width - MARGIN - textWidth(footer, FOOTER_SIZE),
      height - MARGIN - HEADING_SIZE,
      footer,
    ),
  ];
  spec.items.forEach(({ puzzle, solution, caption }, i) => {
    const column = i % columns;
    const row = Math.floor(i / columns);
    const drawing = drawPuzzle(puzzle, solution);
    const side = Math.min(columnWidth, rowHeight - captionRow);
    const cell = side / drawing.size;
    const left = MARGIN + column * (columnWidth + GAP) + (columnWidth - side) / 2;
    // Centred in its band, so that spare height spreads between the rows, not under the last.
    const top =
      height - MARGIN - HEADER - row * (rowHeight + GAP) - (rowHeight - side - captionRow) / 2;
    ops.push(
      text(
        FONTS.regular,
        captionSize,
        left,
        top - captionSize,
        fitText(caption, captionSize, side),
      ),
    );
    ops.push(gridOperators(drawing, { left, top: top - captionRow, cell }));
  });
  return ops.join('\n');
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
  const numbered = puzzles.map((p, i) => ({ p, label: `${i + 1}.` }));
  const specs: PageSpec[] = chunks(numbered, layout[0] * layout[1]).map((group) => ({
    heading: options.title,
    layout,
    items: group.map(({ p, label }) => ({ puzzle: p, caption: `${label} ${p.caption}` })),
  }));
  if (options.solutions) {
    for (const group of chunks(numbered, small[0] * small[1])) {
      specs.push({
        heading: `${words.solutions} · ${options.title}`,
        layout: small,
        items: group.map(({ p, label }) => ({
          puzzle: p,
          solution: p.solution,
          caption: `${label} ${p.caption}`,
        })),
      });
    }
  }
  const { width, height } = PAPERS[options.paper];
  const pages: PdfPage[] = specs.map((spec, i) => ({
    width,
    height,
    content: pageContent(spec, options.paper, words.page(i + 1, specs.length)),
  }));
  return pdfDocument(pages, { title: options.title });
}
