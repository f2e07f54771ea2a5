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

type Point = [number, number];

/** The four sides of a cell, clockwise: the direction along the side, then outwards. */
const SIDES: readonly (readonly [number, number, number, number])[] = [
  [1, 0, 0, -1],
  [0, 1, 1, 0],
  [-1, 0, 0, 1],
  [0, -1, -1, 0],
];

/** The gap the sum leaves in the outline: along the top edge, and down the left edge. */
export const sumGap = (sum: number): Point => [sum > 9 ? 34 : 19, 21];

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
  const next = new Map<string, Point>();
  const key = ([x, y]: Point) => `${x} ${y}`;
  const first = Math.min(...cells);
  let start: Point = [0, 0];
  for (const cell of cells) {
    const r = Math.floor(cell / size);
    const c = cell % size;
    SIDES.forEach(([ax, ay, ox, oy], side) => {
      if (has(r + oy, c + ox)) return;
      const reach = (k: number) =>
        50 +
        (has(r + k * ay, c + k * ax)
          ? has(r + k * ay + oy, c + k * ax + ox)
            ? INSET
            : 0
          : -INSET);
      const mx = 100 * c + 50 + ox * (50 - INSET);
      const my = 100 * r + 50 + oy * (50 - INSET);
      const from: Point = [mx - ax * reach(-1), my - ay * reach(-1)];
      next.set(key(from), [mx + ax * reach(1), my + ay * reach(1)]);
      if (cell === first && side === 0) start = from;
    });
  }
  const [w, h] = sumGap(sum);
  let d = '';
  let at: Point | undefined = start;
  let gap = true;
  while (at) {
    const points: Point[] = [gap ? [at[0] + w, at[1]] : at];
    const begin = key(at);
    let p: Point | undefined = at;
    while (p) {
      const q = next.get(key(p));
      next.delete(key(p));
      if (!q) break;
      const [a, b] = points.slice(-2);
      // Points on one straight line: only the ends are kept.
      if (b && ((a[0] === b[0] && b[0] === q[0]) || (a[1] === b[1] && b[1] === q[1]))) points.pop();
      points.push(q);
      p = key(q) === begin ? undefined : q;
    }
    if (gap) points[points.length - 1] = [start[0], start[1] + h];
    d += `M${points.map(([x, y]) => `${x} ${y}`).join('L')}${gap ? '' : 'Z'}`;
    gap = false;
    const rest = next.keys().next();
    at = rest.done ? undefined : (rest.value.split(' ').map(Number) as Point);
  }
  return d;
}
