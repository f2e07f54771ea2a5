/**
 * Where Killer Sudoku's cages are drawn: each cage's outline runs a little inside its cells (so
 * the outlines of two cages side by side stay apart, and off the grid lines) along the cage's
 * outer edges only, and leaves a gap at the top-left corner of the cage's first cell (its
 * top-left cell) for the sum. Units: 100 per cell (cell (r, c) spans x 100c..100c+100, y
 * 100r..100r+100), so every coordinate is a whole number.
 */

/** How far inside its cells a cage's outline runs. */
export const INSET = 6;
/** The sum's font size, and where its text starts inside the first cell. */
export const SUM_FONT = 26;
export const SUM_AT = 4;

/** The four sides of a cell, clockwise: the direction along the side, then outwards. */
const SIDES = [
  [1, 0, 0, -1],
  [0, 1, 1, 0],
  [-1, 0, 0, 1],
  [0, -1, -1, 0],
] as const;

/** The gap the sum leaves in the outline: along the top edge, and down the left edge. */
export const sumGap = (sum: number): [number, number] => [sum > 9 ? 34 : 19, 21];

/** A point (x, y) as one number, so that points can be keys. */
const K = 1024;
const text = (p: number) => `${Math.floor(p / K)} ${p % K}`;

/**
 * One cage's outline as an SVG path: one open polyline around the outside that starts and ends
 * at the sum's gap, then a closed one around each hole (a cage can ring other cells).
 */
export function cagePath(size: number, cells: readonly number[], sum: number): string {
  const inCage = new Set(cells);
  const has = (r: number, c: number) =>
    r >= 0 && c >= 0 && r < size && c < size && inCage.has(r * size + c);
  // Each outer edge of a cell, inset and run clockwise, ends where the next one starts: at a
  // cell boundary (the edge goes on), an inner corner or an outer corner.
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
            ? INSET
            : 0
          : -INSET);
      const mx = 100 * c + 50 + ox * (50 - INSET);
      const my = 100 * r + 50 + oy * (50 - INSET);
      const end = (k: number) => (mx + k * ax * reach(k)) * K + my + k * ay * reach(k);
      next.set(end(-1), end(1));
    }
  }
  const first = Math.min(...cells);
  const start = ((first % size) * 100 + INSET) * K + Math.floor(first / size) * 100 + INSET;
  const [w, h] = sumGap(sum);
  const line = (a: number, b: number, q: number) =>
    Math.floor(a / K) === Math.floor(b / K)
      ? Math.floor(b / K) === Math.floor(q / K)
      : a % K === b % K && b % K === q % K;
  let d = '';
  for (let at = start; next.size > 0; at = next.keys().next().value as number) {
    const gap = at === start;
    const points = [gap ? at + w * K : at];
    for (
      let p = at, q = next.get(p);
      q !== undefined;
      p = q, q = p === at ? undefined : next.get(p)
    ) {
      next.delete(p);
      // Points on one straight line: only the ends are kept.
      if (points.length > 1 && line(points[points.length - 2], points[points.length - 1], q))
        points.pop();
      points.push(q);
    }
    if (gap) points[points.length - 1] = start + h;
    d += `M${points.map(text).join('L')}${gap ? '' : 'Z'}`;
  }
  return d;
}
