/**
 * Where Arrow Sudoku's arrows are drawn, in cell units (cell (r, c) spans x c..c+1, y r..r+1): a
 * ring inside the circle's cell, then a line from the ring through the line's cells to a head.
 * The line never crosses a digit: it breaks around every cell that holds one, and the head stops
 * short of the last cell's centre, so digits stay readable and a head never lands on a given.
 * Shared by the widget's board and the printable SVG and PDF, so an arrow looks the same in all.
 */
import type { ArrowCells } from '../variants/arrow.ts';

/** The ring's radius: inside the cell (the stroke stays clear of the grid lines). */
export const RING = 0.42;
/** Half the size of a digit around the cell's centre (digits are 0.58 of a cell high). */
export const GAP = 0.29;
const HEAD_LENGTH = 0.2;
const HEAD_WIDTH = 0.14;

export type Point = readonly [number, number];

const round = (n: number): number => Math.round(n * 1000) / 1000;
const text = ([x, y]: Point): string => `${round(x)} ${round(y)}`;
const along = ([x, y]: Point, [ux, uy]: Point, t: number): Point => [x + ux * t, y + uy * t];

function unit([ax, ay]: Point, [bx, by]: Point): Point {
  const d = Math.hypot(bx - ax, by - ay) || 1;
  return [(bx - ax) / d, (by - ay) / d];
}

/** The centre of a cell, in cell units. */
export const cellCentre = (size: number, cell: number): Point => [
  (cell % size) + 0.5,
  Math.floor(cell / size) + 0.5,
];

/**
 * One arrow's line and head as polylines (the line's pieces between digits, then the head's
 * three points); `values` tells which cells hold a digit.
 */
export function arrowPolylines(
  size: number,
  arrow: ArrowCells,
  values: readonly number[],
): Point[][] {
  const cells = [arrow.circle, ...arrow.line];
  const points = cells.map((cell) => cellCentre(size, cell));
  const pieces: Point[][] = [[along(points[0], unit(points[0], points[1]), RING)]];
  let u: Point = [1, 0];
  for (let i = 1; i < points.length; i++) {
    u = unit(points[i - 1], points[i]);
    // Leaving a digit: the line starts again past it.
    if (i > 1 && values[cells[i - 1]]) pieces.push([along(points[i - 1], u, GAP)]);
    const last = i === points.length - 1;
    pieces[pieces.length - 1].push(
      last || values[cells[i]] ? along(points[i], u, -GAP) : points[i],
    );
  }
  const tip = along(points[points.length - 1], u, -GAP);
  const back = along(tip, u, -HEAD_LENGTH);
  const side = (s: number): Point => [
    back[0] - s * u[1] * HEAD_WIDTH,
    back[1] + s * u[0] * HEAD_WIDTH,
  ];
  pieces.push([side(1), tip, side(-1)]);
  return pieces;
}

/** The same polylines as SVG path data (M and L only). */
export const polylinePath = (pieces: readonly (readonly Point[])[]): string =>
  pieces.map((piece) => `M${piece.map(text).join('L')}`).join('');

/** The SVG path of one arrow's line and head; `values` tells which cells hold a digit. */
export const arrowPath = (size: number, arrow: ArrowCells, values: readonly number[]): string =>
  polylinePath(arrowPolylines(size, arrow, values));
