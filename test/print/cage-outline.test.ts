// Killer cage outline geometry (shared/print/cage-outline.ts), which the widget and print both
// draw: on real puzzles and on random layouts, every point of an outline lies in its cage,
// exactly CAGE_INSET from the cage's nearest outer edge (so off the grid lines, and two cages'
// outlines at least twice the inset apart), the middle of every outer edge is on it and no inner
// edge is, only horizontal and vertical lines are drawn, one open run goes round the outside
// with a gap at the sum, which no line crosses and the sum's digits fit, and each hole the cage
// rings gets a closed run; plus the exact shapes of a one-cell cage, an L and a ring.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate, LEVELS } from '../../shared/index.ts';
import { polylinePath } from '../../shared/print/arrow-path.ts';
import {
  CAGE_INSET,
  CELL,
  cageOutline,
  SUM_AT,
  SUM_BASELINE,
  SUM_FONT,
  sumGap,
  sumPlace,
} from '../../shared/print/cage-outline.ts';
import { textWidth } from '../../shared/print/helvetica.ts';

type P = readonly [number, number];
type Cage = { sum: number; cells: number[] };
const N = 9;
const D = CAGE_INSET;

/** Points every unit along each straight line of an outline (which must be level or upright). */
function samples(outline: readonly (readonly P[])[]): P[] {
  const out: P[] = [];
  for (const points of outline) {
    for (let i = 1; i < points.length; i++) {
      const [[x0, y0], [x1, y1]] = [points[i - 1], points[i]];
      if (x0 !== x1 && y0 !== y1) expect.fail(`${x0},${y0} -> ${x1},${y1} is slanted`);
      const n = Math.abs(x1 - x0) + Math.abs(y1 - y0);
      for (let t = 0; t <= n; t++) out.push([x0 + ((x1 - x0) * t) / n, y0 + ((y1 - y0) * t) / n]);
    }
  }
  return out;
}

/**
 * Holes: groups of cells outside the cage, side by side or corner to corner, that do not reach
 * the board's edge. Two cells outside that touch corner to corner share one hole: the outline
 * turns round the cage's corners there, one line round both.
 */
function holes(cells: readonly number[]): number {
  const seen = new Set(cells);
  let count = 0;
  for (let start = 0; start < N * N; start++) {
    if (seen.has(start)) continue;
    let edge = false;
    const stack = [start];
    seen.add(start);
    while (stack.length) {
      const cell = stack.pop() as number;
      const [r, c] = [Math.floor(cell / N), cell % N];
      if (r === 0 || c === 0 || r === N - 1 || c === N - 1) edge = true;
      for (let rr = r - 1; rr <= r + 1; rr++) {
        for (let cc = c - 1; cc <= c + 1; cc++) {
          const k = rr * N + cc;
          if (rr < 0 || cc < 0 || rr >= N || cc >= N || seen.has(k)) continue;
          seen.add(k);
          stack.push(k);
        }
      }
    }
    if (!edge) count++;
  }
  return count;
}

/** Everything the module promises about one cage, checked on its outline's every unit. */
function checkCage({ sum, cells }: Cage): P[] {
  const inCage = (r: number, c: number) =>
    r >= 0 && c >= 0 && r < N && c < N && cells.includes(r * N + c);
  const outline = cageOutline(N, cells, sum);
  const points = samples(outline);
  // The cage's outer edges, [x0, y0, x1, y1].
  const edges = cells.flatMap((cell) => {
    const [r, c] = [Math.floor(cell / N), cell % N];
    const [x, y] = [CELL * c, CELL * r];
    return [
      [!inCage(r - 1, c), x, y, x + CELL, y],
      [!inCage(r + 1, c), x, y + CELL, x + CELL, y + CELL],
      [!inCage(r, c - 1), x, y, x, y + CELL],
      [!inCage(r, c + 1), x + CELL, y, x + CELL, y + CELL],
    ].flatMap(([outer, ...edge]) => (outer ? [edge as number[]] : []));
  });
  // How far a point is from an edge, in the larger of the two directions: a line CAGE_INSET
  // inside the edges keeps that distance round outer and inner corners alike.
  const away = (x: number, y: number, [x0, y0, x1, y1]: number[]) =>
    Math.max(Math.max(x0 - x, 0, x - x1), Math.max(y0 - y, 0, y - y1));
  // (Checked by hand, not by expect, on tens of thousands of points.)
  const off = points.filter(
    ([x, y]) =>
      !inCage(Math.floor(y / CELL), Math.floor(x / CELL)) ||
      Math.min(...edges.map((e) => away(x, y, e))) !== D,
  );
  expect(off, `points of the cage of ${sum} not inset`).toEqual([]);
  // The middle of every side, inset, is on the outline exactly when the side is an outer edge.
  const on = new Set(points.map(([x, y]) => `${x} ${y}`));
  const wrong = cells.flatMap((cell) => {
    const [r, c] = [Math.floor(cell / N), cell % N];
    const [x, y, h] = [CELL * c, CELL * r, CELL / 2];
    const sides: [boolean, number, number][] = [
      [!inCage(r - 1, c), x + h, y + D],
      [!inCage(r + 1, c), x + h, y + CELL - D],
      [!inCage(r, c - 1), x + D, y + h],
      [!inCage(r, c + 1), x + CELL - D, y + h],
    ];
    return sides.filter(([outer, sx, sy]) => on.has(`${sx} ${sy}`) !== outer);
  });
  expect(wrong, `sides of the cage of ${sum} drawn or left out wrongly`).toEqual([]);
  // One open run round the outside, from the gap's end on the top edge to its end on the left;
  // then a closed run round each hole.
  const first = Math.min(...cells);
  const [x0, y0] = [(first % N) * CELL, Math.floor(first / N) * CELL];
  const [gx, gy] = sumGap(sum).map((v) => D + v); // from the cell's corner
  const [outside, ...inside] = outline;
  expect(outside[0]).toEqual([x0 + gx, y0 + D]);
  expect(outside.at(-1)).toEqual([x0 + D, y0 + gy]);
  expect(inside).toHaveLength(holes(cells));
  for (const run of inside) expect(run.at(-1)).toEqual(run[0]);
  // The sum sits in the gap, which no line crosses (this cage's or another's), and its digits
  // end before the line starts again (its round cap too), in Helvetica and in a wider bold sans
  // (0.7 em a digit).
  expect(sumPlace(N, cells)).toEqual([x0 + SUM_AT, y0 + SUM_BASELINE]);
  const text = String(sum);
  expect(SUM_AT + textWidth(text, SUM_FONT)).toBeLessThan(gx - 5);
  expect(SUM_AT + 0.7 * SUM_FONT * text.length).toBeLessThan(gx - 3);
  expect(SUM_BASELINE).toBeLessThan(gy);
  return points;
}

/** No line of any cage crosses a sum's corner: from SUM_AT to the gap's ends. */
function checkSumsClear(cages: readonly Cage[], drawn: readonly P[][]): void {
  const all = drawn.flat();
  for (const { sum, cells } of cages) {
    const first = Math.min(...cells);
    const [x0, y0] = [(first % N) * CELL, Math.floor(first / N) * CELL];
    const [gx, gy] = sumGap(sum).map((v) => D + v); // from the cell's corner
    const crossing = all.filter(
      ([x, y]) => x >= x0 + SUM_AT && x < x0 + gx && y >= y0 + SUM_AT && y < y0 + gy,
    );
    expect(crossing, `lines across the sum ${sum}`).toEqual([]);
  }
}

const real = LEVELS.map((level) => {
  const p = generate({ seed: `outline-${level}`, level, variant: 'killer' });
  if (!p.ok || !p.value.cages) throw new Error('fixture');
  return p.value.cages.map(({ sum, cells }) => ({ sum, cells: cells.map(([r, c]) => r * N + c) }));
});

/** Any partition of the board: side-by-side cells of one label make a cage. */
const layouts = fc
  .tuple(
    fc.array(fc.integer({ min: 0, max: 3 }), { minLength: N * N, maxLength: N * N }),
    fc.array(fc.integer({ min: 1, max: 45 }), { minLength: N * N, maxLength: N * N }),
  )
  .map(([labels, sums]) => {
    const owner = new Array<number>(N * N).fill(-1);
    const cages: Cage[] = [];
    for (let start = 0; start < N * N; start++) {
      if (owner[start] >= 0) continue;
      const cells = [start];
      owner[start] = cages.length;
      for (let i = 0; i < cells.length; i++) {
        const cell = cells[i];
        const [r, c] = [Math.floor(cell / N), cell % N];
        const near = [
          r > 0 && cell - N,
          r < N - 1 && cell + N,
          c > 0 && cell - 1,
          c < N - 1 && cell + 1,
        ];
        for (const k of near) {
          if (k === false || owner[k] >= 0 || labels[k] !== labels[start]) continue;
          owner[k] = cages.length;
          cells.push(k);
        }
      }
      cages.push({ sum: sums[cages.length], cells });
    }
    return cages;
  });

describe('cage outline geometry', () => {
  it('outlines every cage of real puzzles inset along its outer edges, with the sum clear', () => {
    for (const cages of real) checkSumsClear(cages, cages.map(checkCage));
  });

  it('does so on any layout of cages, rings and holes included', () => {
    fc.assert(
      fc.property(layouts, (cages) => checkSumsClear(cages, cages.map(checkCage))),
      { numRuns: 30 },
    );
  });

  it('keeps two cages apart: their outlines never come closer than twice the inset', () => {
    for (const cages of real) {
      const side = N * CELL + 1;
      const owner = new Int16Array(side * side).fill(-1);
      const drawn = cages.map(({ sum, cells }) => samples(cageOutline(N, cells, sum)));
      drawn.forEach((points, k) => {
        for (const [x, y] of points) owner[y * side + x] = k;
      });
      drawn.forEach((points, k) => {
        for (const [x, y] of points) {
          for (let dx = 1 - 2 * D; dx < 2 * D; dx++) {
            for (let dy = 1 - 2 * D; dy < 2 * D; dy++) {
              const [u, v] = [x + dx, y + dy];
              if (u < 0 || v < 0 || u >= side || v >= side) continue;
              const other = owner[v * side + u];
              if (other >= 0 && other !== k)
                expect.fail(`cages ${k} and ${other} meet at ${u},${v}`);
            }
          }
        }
      });
    }
  });

  it('draws a one-cell cage as a square inside the cell, open at the sum', () => {
    const [a, b] = [D, CELL - D];
    const [gx, gy] = sumGap(5).map((v) => D + v);
    expect(polylinePath(cageOutline(N, [0], 5))).toBe(
      `M${gx} ${a}L${b} ${a}L${b} ${b}L${a} ${b}L${a} ${gy}`,
    );
    // A two-digit sum leaves a wider gap; a cell further on moves by CELL a cell.
    expect(sumGap(15)[0]).toBeGreaterThan(gx);
    expect(polylinePath(cageOutline(N, [10], 15))).toMatch(
      new RegExp(`^M${CELL + a + sumGap(15)[0]} ${CELL + a}L`),
    );
  });

  it('turns inside an L: the inner corner sits the inset inside both edges', () => {
    // (0, 1), (1, 0), (1, 1): the inner corner is at the top-left of cell (1, 1).
    const outline = cageOutline(N, [1, 9, 10], 15);
    expect(outline).toHaveLength(1);
    expect(outline[0]).toContainEqual([CELL + D, CELL + D]);
    // Six corners, less the one the sum's gap opens, plus the gap's two ends.
    expect(outline[0]).toHaveLength(7);
  });

  it('draws a cage that rings a cell with a closed outline around the hole', () => {
    // Eight cells around the centre of the top-left box.
    const [outside, hole, ...rest] = cageOutline(N, [0, 1, 2, 9, 11, 18, 19, 20], 40);
    expect(rest).toEqual([]);
    // A square, the inset outside the ringed cell: its four corners, back to the first.
    const [lo, hi] = [CELL - D, 2 * CELL + D];
    expect(hole).toHaveLength(5);
    expect(hole[4]).toEqual(hole[0]);
    expect(hole.slice(0, 4).sort()).toEqual(
      [
        [lo, lo],
        [hi, lo],
        [hi, hi],
        [lo, hi],
      ].sort(),
    );
    expect(outside[0]).not.toEqual(outside.at(-1));
  });
});
