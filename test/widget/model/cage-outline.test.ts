// Where Killer cages are drawn (widget/model/cage-outline.ts), read back from the SVG path text:
// every piece runs along an outer edge of its cage, INSET inside it, every outer edge is drawn
// (but for the sum's gap, which no line crosses), the outlines of two cages never come closer
// than twice the inset, and a cage that rings other cells gets a closed outline around them.
import { describe, expect, it } from 'vitest';
import { generate } from '../../../shared/index.ts';
import { cagePath, INSET, SUM_AT, sumGap } from '../../../widget/model/cage-outline.ts';

type Point = [number, number];

/** The path's pieces as lists of points, and whether each is closed. */
function pieces(d: string): { points: Point[]; closed: boolean }[] {
  expect(d).toMatch(/^(M\d+ \d+(L\d+ \d+)+Z?)+$/);
  return d
    .split('M')
    .slice(1)
    .map((piece) => ({
      closed: piece.endsWith('Z'),
      points: piece
        .replace('Z', '')
        .split('L')
        .map((p) => p.split(' ').map(Number) as Point),
    }));
}

/** Points every unit along each straight segment of a path. */
function samples(d: string): Point[] {
  const out: Point[] = [];
  for (const { points, closed } of pieces(d)) {
    const all = closed ? [...points, points[0]] : points;
    for (let i = 1; i < all.length; i++) {
      const [[x0, y0], [x1, y1]] = [all[i - 1], all[i]];
      // Only horizontal and vertical lines.
      expect(x0 === x1 || y0 === y1, `${x0},${y0} -> ${x1},${y1}`).toBe(true);
      const n = Math.abs(x1 - x0) + Math.abs(y1 - y0);
      for (let t = 0; t <= n; t++) out.push([x0 + ((x1 - x0) * t) / n, y0 + ((y1 - y0) * t) / n]);
    }
  }
  return out;
}

const made = ['outline-1', 'outline-2', 'outline-3'].map((seed) => {
  const p = generate({ seed, level: 'expert', variant: 'killer' });
  if (!p.ok || !p.value.cages) throw new Error('fixture');
  return p.value.cages.map(({ sum, cells }) => ({ sum, cells: cells.map(([r, c]) => r * 9 + c) }));
});

describe('cage outlines', () => {
  it('draws a one-cell cage as a square inside the cell, open at the sum', () => {
    const [w, h] = sumGap(5);
    const a = INSET;
    const b = 100 - INSET;
    expect(cagePath(9, [0], 5)).toBe(`M${a + w} ${a}L${b} ${a}L${b} ${b}L${a} ${b}L${a} ${a + h}`);
    // A two-digit sum leaves a wider gap; a cell further on moves by 100 per cell.
    expect(sumGap(15)[0]).toBeGreaterThan(w);
    expect(cagePath(9, [10], 15).startsWith(`M${100 + a + sumGap(15)[0]} ${100 + a}`)).toBe(true);
  });

  it('follows the outer edges only, inside the cage, on every cage of real puzzles', () => {
    for (const cages of made) {
      for (const { sum, cells } of cages) {
        const inCage = (r: number, c: number) =>
          r >= 0 && c >= 0 && r < 9 && c < 9 && cells.includes(r * 9 + c);
        const d = cagePath(9, cells, sum);
        const points = samples(d);
        // The cage's outer edges, [x0, y0, x1, y1], in the same units.
        const edges = cells.flatMap((cell) => {
          const [r, c] = [Math.floor(cell / 9), cell % 9];
          const [x, y] = [100 * c, 100 * r];
          return [
            [!inCage(r - 1, c), x, y, x + 100, y],
            [!inCage(r + 1, c), x, y + 100, x + 100, y + 100],
            [!inCage(r, c - 1), x, y, x, y + 100],
            [!inCage(r, c + 1), x + 100, y, x + 100, y + 100],
          ].flatMap(([outer, ...edge]) => (outer ? [edge as number[]] : []));
        });
        // How far a point is from an edge, in the larger of the two directions: a line INSET
        // inside the edges keeps that distance round outer and inner corners alike.
        const away = (x: number, y: number, [x0, y0, x1, y1]: number[]) =>
          Math.max(Math.max(x0 - x, 0, x - x1), Math.max(y0 - y, 0, y - y1));
        for (const [x, y] of points) {
          expect(inCage(Math.floor(y / 100), Math.floor(x / 100)), `${x},${y}`).toBe(true);
          const nearest = Math.min(...edges.map((e) => away(x, y, e)));
          expect(nearest, `${x},${y} in the cage of ${sum}`).toBe(INSET);
        }
        // The middle of every outer edge is on the outline.
        const on = new Set(points.map(([x, y]) => `${x} ${y}`));
        for (const cell of cells) {
          const [r, c] = [Math.floor(cell / 9), cell % 9];
          const mids: [boolean, number, number][] = [
            [!inCage(r - 1, c), 100 * c + 50, 100 * r + INSET],
            [!inCage(r + 1, c), 100 * c + 50, 100 * r + 100 - INSET],
            [!inCage(r, c - 1), 100 * c + INSET, 100 * r + 50],
            [!inCage(r, c + 1), 100 * c + 100 - INSET, 100 * r + 50],
          ];
          for (const [outer, x, y] of mids) if (outer) expect(on.has(`${x} ${y}`)).toBe(true);
        }
        // Nothing crosses the sum's corner.
        const first = Math.min(...cells);
        const [x0, y0] = [(first % 9) * 100, Math.floor(first / 9) * 100];
        const [w, h] = sumGap(sum);
        for (const [x, y] of points) {
          const inGap =
            x >= x0 + SUM_AT && x < x0 + INSET + w && y >= y0 + SUM_AT && y < y0 + INSET + h;
          expect(inGap, `${x},${y}`).toBe(false);
        }
      }
    }
  });

  it('keeps two cages apart: their outlines never come closer than twice the inset', () => {
    for (const cages of made) {
      const owner = new Int16Array(901 * 901).fill(-1);
      const drawn = cages.map(({ sum, cells }) => samples(cagePath(9, cells, sum)));
      drawn.forEach((points, k) => {
        for (const [x, y] of points) owner[y * 901 + x] = k;
      });
      drawn.forEach((points, k) => {
        for (const [x, y] of points) {
          for (let dx = 1 - 2 * INSET; dx < 2 * INSET; dx++) {
            for (let dy = 1 - 2 * INSET; dy < 2 * INSET; dy++) {
              const [u, v] = [x + dx, y + dy];
              if (u < 0 || v < 0 || u > 900 || v > 900) continue;
              const other = owner[v * 901 + u];
              if (other >= 0 && other !== k)
                expect.fail(`cages ${k} and ${other} meet at ${u},${v}`);
            }
          }
        }
      });
    }
  });

  it('draws a cage that rings a cell with a closed outline around the hole', () => {
    // Eight cells around the centre of the top-left box.
    const ring = [0, 1, 2, 9, 11, 18, 19, 20];
    const [outer, hole] = pieces(cagePath(9, ring, 40));
    expect(outer.closed).toBe(false);
    expect(hole.closed).toBe(true);
    const xs = hole.points.map(([x]) => x);
    const ys = hole.points.map(([, y]) => y);
    expect([Math.min(...xs), Math.max(...xs)]).toEqual([100 - INSET, 200 + INSET]);
    expect([Math.min(...ys), Math.max(...ys)]).toEqual([100 - INSET, 200 + INSET]);
  });

  it('turns inside an L: the inner corner sits INSET inside both edges', () => {
    // (0,1), (1,0), (1,1): the inner corner is at the top-left of cell (1,1).
    const d = cagePath(9, [1, 9, 10], 15);
    expect(d).toContain(`${100 + INSET} ${100 + INSET}`);
    expect(pieces(d)).toHaveLength(1);
  });
});
