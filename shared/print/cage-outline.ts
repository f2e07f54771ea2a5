/**
 * Where Killer Sudoku's cages are drawn, in cell units (cell (r, c) spans x c..c+1, y r..r+1), as
 * newspapers print them: each cage's outline a dashed line inset from the cell edges (so that it
 * never hides a grid line, and two cages side by side show two lines with a gap between them),
 * and its sum small in the top-left corner of its top-left cell, clear of the digit in the
 * middle. Pure geometry, shared by the SVG and the PDF writers.
 */
import type { Cage } from '../variants/killer.ts';
import type { Segment } from './drawing.ts';
import { textWidth } from './helvetica.ts';

/** How far the outline sits inside the cell edges. */
export const CAGE_INSET = 0.09;
/** The sum's font size: its digits (0.72 of it high) end above the cell's own digit. */
export const SUM_FONT = 0.22;
const SUM_LEFT = 0.07;
const SUM_BASELINE = 0.07 + 0.72 * SUM_FONT;
const PAD = 0.03;

export interface CageSum {
  /** Where the text starts (its left edge) and its baseline. */
  readonly x: number;
  readonly y: number;
  readonly text: string;
  /**
   * A white box behind the text, over the corner where the outline turns, so that the dashes
   * break around the sum as in print: left, top, width, height.
   */
  readonly box: readonly [number, number, number, number];
}

export interface CageOutlines {
  /** Horizontal and vertical segments, joined where they continue one another. */
  readonly lines: readonly Segment[];
  readonly sums: readonly CageSum[];
}

/** Horizontal segments (y1 === y2) joined along each y, vertical ones along each x. */
function joined(segments: readonly Segment[]): Segment[] {
  const groups = new Map<string, Segment[]>();
  for (const s of segments) {
    const key = s[1] === s[3] ? `h${s[1]}` : `v${s[0]}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const out: Segment[] = [];
  for (const [key, group] of groups) {
    const horizontal = key.startsWith('h');
    const spans = group
      .map(([x1, y1, x2, y2]) => (horizontal ? [x1, x2] : [y1, y2]))
      .sort((a, b) => a[0] - b[0]);
    const at = Number(key.slice(1));
    let [from, to] = spans[0];
    const close = () => out.push(horizontal ? [from, at, to, at] : [at, from, at, to]);
    for (const [a, b] of spans.slice(1)) {
      if (a <= to + 1e-9) to = Math.max(to, b);
      else {
        close();
        [from, to] = [a, b];
      }
    }
    close();
  }
  return out;
}

/**
 * The outlines of `cages` on a board of `size`. A cell's side gets a line where the cell across
 * it is in another cage or off the board; the line runs to the inset corner where the outline
 * turns, past the cell's edge into the next cell where it goes straight on, and on to the next
 * cell's inset line at an inner corner.
 */
export function cageOutlines(size: number, cages: readonly Cage[]): CageOutlines {
  const owner = new Int16Array(size * size).fill(-1);
  cages.forEach(({ cells }, k) => {
    for (const [r, c] of cells) owner[r * size + c] = k;
  });
  const same = (k: number, r: number, c: number) =>
    r >= 0 && r < size && c >= 0 && c < size && owner[r * size + c] === k;
  const d = CAGE_INSET;
  const segments: Segment[] = [];
  cages.forEach(({ cells }, k) => {
    for (const [r, c] of cells) {
      // For each side: the neighbour across it, the two ends along it, and for each end the
      // neighbour that continues the line and the diagonal cell that makes an inner corner.
      const end = (
        along: [number, number],
        diagonal: [number, number],
        edge: number,
        sign: 1 | -1,
      ) => {
        if (!same(k, ...along)) return edge - sign * d;
        return same(k, ...diagonal) ? edge + sign * d : edge;
      };
      if (!same(k, r - 1, c)) {
        const y = r + d;
        segments.push([
          end([r, c - 1], [r - 1, c - 1], c, -1),
          y,
          end([r, c + 1], [r - 1, c + 1], c + 1, 1),
          y,
        ]);
      }
      if (!same(k, r + 1, c)) {
        const y = r + 1 - d;
        segments.push([
          end([r, c - 1], [r + 1, c - 1], c, -1),
          y,
          end([r, c + 1], [r + 1, c + 1], c + 1, 1),
          y,
        ]);
      }
      if (!same(k, r, c - 1)) {
        const x = c + d;
        segments.push([
          x,
          end([r - 1, c], [r - 1, c - 1], r, -1),
          x,
          end([r + 1, c], [r + 1, c - 1], r + 1, 1),
        ]);
      }
      if (!same(k, r, c + 1)) {
        const x = c + 1 - d;
        segments.push([
          x,
          end([r - 1, c], [r - 1, c + 1], r, -1),
          x,
          end([r + 1, c], [r + 1, c + 1], r + 1, 1),
        ]);
      }
    }
  });
  const sums = cages.flatMap(({ sum, cells }) => {
    if (cells.length === 0) return [];
    const [r, c] = cells.reduce((a, b) => (b[0] < a[0] || (b[0] === a[0] && b[1] < a[1]) ? b : a));
    const text = String(sum);
    const width = textWidth(text, SUM_FONT);
    // A little wider on the right, where the dashes start again after the sum.
    const box = [
      c + SUM_LEFT - PAD,
      r + 0.07 - PAD,
      width + 3 * PAD,
      SUM_BASELINE - 0.07 + 2 * PAD,
    ] as const;
    return [{ x: c + SUM_LEFT, y: r + SUM_BASELINE, text, box }];
  });
  return { lines: joined(segments), sums };
}
