/**
 * Where Killer Sudoku's cages are drawn, as newspapers print them: each cage's outline a line
 * inset inside its cells along the cage's outer edges only (so it never hides a grid line, and
 * two cages side by side show two lines with a gap between them), with a gap at the top-left
 * corner of the cage's first cell for the sum written there, clear of the digit in the middle.
 * Units: 100 per cell (cell (r, c) spans x 100c..100c+100, y 100r..100r+100), so every
 * coordinate is a whole number; callers scale. Pure geometry, no fonts: shared by the widget's
 * board and the printable SVG and PDF, so a cage looks the same in all.
 */
import type { Point } from './arrow-path.ts';
import { SUM_FONT } from './sum-font.ts';

export { SUM_FONT };

/** Units per cell. */
export const CELL = 100;
/** How far inside its cells a cage's outline runs. */
export const CAGE_INSET = 8;
/** Where the sum's text (SUM_FONT, sum-font.ts) starts (its left edge) inside the first cell. */
export const SUM_AT = 6;
/** The sum's baseline below the cell's top: its digits end well above the cell's own digit. */
export const SUM_BASELINE = SUM_AT + 0.75 * SUM_FONT;

/**
 * The gap the sum leaves in the outline, from the inset corner of the cage's first cell (its
 * top-left one): along the top edge (room for one digit or two of a sans-serif at SUM_FONT,
 * bold or not), and down the left edge (to below the digits' baseline).
 */
export const sumGap = (sum: number): Point => [sum > 9 ? 40 : 21, 22];

/** Where the sum's text starts (its left edge) and its baseline. */
export const sumPlace = (size: number, cells: readonly number[]): Point => {
  const first = Math.min(...cells);
  return [(first % size) * CELL + SUM_AT, Math.floor(first / size) * CELL + SUM_BASELINE];
};

/** The four sides of a cell, clockwise: the direction along the side, then outwards. */
const SIDES = [
  [1, 0, 0, -1],
  [0, 1, 1, 0],
  [-1, 0, 0, 1],
  [0, -1, -1, 0],
] as const;

/** A point (x, y) as one number, so that points can be keys (y stays below K up to 25x25). */
const K = 4096;
const point = (p: number): Point => [Math.floor(p / K), p % K];

/**
 * One cage's outline as polylines: first one around the outside that starts and ends at the
 * sum's gap, then one around each hole (a cage can ring other cells), which ends where it starts.
 */
export function cageOutline(size: number, cells: readonly number[], sum: number): Point[][] {
  const inCage = new Set(cells);
  const has = (r: number, c: number) =>
    r >= 0 && c >= 0 && r < size && c < size && inCage.has(r * size + c);
  // Each outer side of a cell, inset and run clockwise, ends where the next one starts: past
  // the cell's edge where the line goes straight on, at the next cell's inset line at an inner
  // corner, short of the edge at an outer corner.
  const next = new Map<number, number>();
  for (const cell of cells) {
    const r = Math.floor(cell / size);
    const c = cell % size;
    for (const [ax, ay, ox, oy] of SIDES) {
      if (has(r + oy, c + ox)) continue;
      const reach = (k: number) =>
        50 +
        (has(r + k * ay, c + k * ax)
          ? has(r + k * ay + oy, c + k * ax + ox)
            ? CAGE_INSET
            : 0
          : -CAGE_INSET);
      const mx = CELL * c + 50 + ox * (50 - CAGE_INSET);
      const my = CELL * r + 50 + oy * (50 - CAGE_INSET);
      const end = (k: number) => (mx + k * ax * reach(k)) * K + my + k * ay * reach(k);
      next.set(end(-1), end(1));
    }
  }
  // The first cell's top and left sides are outer sides, so its inset corner is on the
  // outside run.
  const first = Math.min(...cells);
  const corner =
    ((first % size) * CELL + CAGE_INSET) * K + Math.floor(first / size) * CELL + CAGE_INSET;
  const [w, h] = sumGap(sum);
  // Every step is level (a multiple of K) or upright (less than K): a, b, q are on one line
  // when both steps are the same kind.
  const straight = (a: number, b: number, q: number) => !((b - a) % K) === !((q - b) % K);
  const out: Point[][] = [];
  for (let at = corner; next.size > 0; at = next.keys().next().value as number) {
    const gap = at === corner;
    const points = [gap ? at + w * K : at];
    for (
      let p = at, q = next.get(p);
      q !== undefined;
      p = q, q = p === at ? undefined : next.get(p)
    ) {
      next.delete(p);
      // Points on one straight line: only the ends are kept.
      if (points.length > 1 && straight(points[points.length - 2], points[points.length - 1], q))
        points.pop();
      points.push(q);
    }
    if (gap) points[points.length - 1] = at + h;
    out.push(points.map(point));
  }
  return out;
}
