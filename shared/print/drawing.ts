/**
 * What a printed puzzle is made of, in cell units (cell (r, c) spans x c..c+1, y r..r+1): the
 * thin and thick grid lines, one glyph per given, one per solved digit when the solution is
 * shown, the arrows of Arrow Sudoku and the cages of Killer Sudoku (those in hundredths of a
 * cell, as cage-outline.ts draws them for the widget too). The SVG and the PDF writers draw this
 * same description, so a puzzle looks the same on a page and on paper.
 */
import { BOX_SHAPES, type Size } from '../board/geometry.ts';
import type { Arrow } from '../variants/arrow.ts';
import type { Cage } from '../variants/killer.ts';
import { arrowPolylines, cellCentre, type Point, RING } from './arrow-path.ts';
import { cageOutline, sumPlace } from './cage-outline.ts';

/** What is drawn: a generated puzzle's text, arrows and cages (a GeneratedPuzzle is one). */
export interface PrintablePuzzle {
  readonly size: Size;
  /** One character a cell, row by row, `.` for empty (as the engine formats puzzles). */
  readonly puzzle: string;
  readonly arrows?: readonly Arrow[];
  readonly cages?: readonly Cage[];
}

/** A straight line from (x1, y1) to (x2, y2). */
export type Segment = readonly [x1: number, y1: number, x2: number, y2: number];

export interface Glyph {
  readonly x: number;
  readonly y: number;
  /** The digit as the engine writes it: 1-9, then A-P. */
  readonly char: string;
}

export interface ArrowShape {
  readonly centre: Point;
  readonly radius: number;
  readonly lines: readonly (readonly Point[])[];
}

/**
 * A cage as drawn: its outline (a polyline round the outside, then one round each hole), and
 * its sum's text with where it starts and its baseline.
 */
export interface CageDrawing {
  readonly outline: readonly (readonly Point[])[];
  readonly sum: Point;
  readonly text: string;
}

export interface GridDrawing {
  readonly size: Size;
  /** Lines between cells of one box. */
  readonly thin: readonly Segment[];
  /** Box edges and the border, drawn over the thin lines. */
  readonly thick: readonly Segment[];
  /** Glyph centres are cell centres. */
  readonly givens: readonly Glyph[];
  readonly solved: readonly Glyph[];
  readonly arrows: readonly ArrowShape[];
  /** Killer Sudoku's cages (none on other puzzles), in hundredths of a cell (cage-outline.ts). */
  readonly cages: readonly CageDrawing[];
}

/** The drawing of `p`; with `solution` (the same form as the puzzle), every empty cell shows its digit. */
export function drawPuzzle(p: PrintablePuzzle, solution?: string): GridDrawing {
  const { size } = p;
  const { width, height } = BOX_SHAPES[size];
  const thin: Segment[] = [];
  const thick: Segment[] = [];
  for (let k = 0; k <= size; k++) {
    (k % width === 0 ? thick : thin).push([k, 0, k, size]);
    (k % height === 0 ? thick : thin).push([0, k, size, k]);
  }
  const givens: Glyph[] = [];
  const solved: Glyph[] = [];
  const shown: number[] = [];
  for (let cell = 0; cell < size * size; cell++) {
    const given = p.puzzle[cell];
    const char = given !== '.' ? given : solution?.[cell];
    shown.push(char ? 1 : 0);
    if (!char) continue;
    const [x, y] = cellCentre(size, cell);
    (given !== '.' ? givens : solved).push({ x, y, char });
  }
  const arrows = (p.arrows ?? []).map(([[row, col], line]): ArrowShape => {
    const circle = row * size + col;
    const cells = { circle, line: line.map(([r, c]) => r * size + c) };
    return {
      centre: cellCentre(size, circle),
      radius: RING,
      lines: arrowPolylines(size, cells, shown),
    };
  });
  const cages = (p.cages ?? []).map(({ sum, cells }): CageDrawing => {
    const at = cells.map(([r, c]) => r * size + c);
    return { outline: cageOutline(size, at, sum), sum: sumPlace(size, at), text: String(sum) };
  });
  return { size, thin, thick, givens, solved, arrows, cages };
}
