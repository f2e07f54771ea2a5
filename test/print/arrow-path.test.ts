// Arrow drawing geometry: the line leaves the ring, runs through empty cells' centres, breaks
// around every digit and ends in a head short of the last cell's centre, so no stroke of an
// arrow crosses a digit, whatever the board holds.
import { describe, expect, it } from 'vitest';
import { generate } from '../../shared/index.ts';
import { arrowPath, GAP, RING } from '../../shared/print/arrow-path.ts';
import { arrowCells } from '../../widget/engine.ts';

type P = [number, number];

/** The path's subpaths as lists of points (it only uses M and L). */
function subpaths(d: string): P[][] {
  return d
    .split('M')
    .filter(Boolean)
    .map((part) => part.split('L').map((xy) => xy.trim().split(' ').map(Number) as P));
}

function distanceToSegment([px, py]: P, [ax, ay]: P, [bx, by]: P): number {
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

const made = generate({ seed: 'arrows', level: 'easy', variant: 'arrow' });
if (!made.ok || !made.value.arrows) throw new Error('fixture');
const cells = arrowCells(9, made.value.arrows);
if (!cells.ok) throw new Error('fixture');
const arrows = cells.value;
const solution = [...made.value.solution].map(Number);
const centre = (cell: number): P => [(cell % 9) + 0.5, Math.floor(cell / 9) + 0.5];

describe('arrow paths', () => {
  it('on a full board, no segment comes nearer a digit than its half-size', () => {
    for (const arrow of arrows) {
      const parts = subpaths(arrowPath(9, arrow, solution));
      for (const part of parts) {
        for (let i = 1; i < part.length; i++) {
          for (let cell = 0; cell < 81; cell++) {
            const near = distanceToSegment(centre(cell), part[i - 1], part[i]);
            expect(near).toBeGreaterThanOrEqual(GAP - 0.002);
          }
        }
      }
    }
  });

  it('on an empty board, the line runs unbroken through the centres, from the ring to the head', () => {
    const empty = new Array<number>(81).fill(0);
    for (const arrow of arrows) {
      const [line, head] = subpaths(arrowPath(9, arrow, empty));
      const [cx, cy] = centre(arrow.circle);
      expect(Math.hypot(line[0][0] - cx, line[0][1] - cy)).toBeCloseTo(RING, 2);
      // Every line cell but the last is passed through at its centre.
      const inner = arrow.line.slice(0, -1).map(centre);
      expect(line.slice(1, -1)).toEqual(inner);
      // The head's tip ends the line, GAP short of the last cell's centre.
      const tip = line[line.length - 1];
      const [lx, ly] = centre(arrow.line[arrow.line.length - 1]);
      expect(Math.hypot(tip[0] - lx, tip[1] - ly)).toBeCloseTo(GAP, 2);
      expect(head[1]).toEqual(tip);
    }
  });

  it('a digit written on the line breaks it there, and the rest of the line stays', () => {
    const arrow = arrows.find((a) => a.line.length >= 2);
    if (!arrow) throw new Error('fixture');
    const values = new Array<number>(81).fill(0);
    values[arrow.line[0]] = 1;
    const parts = subpaths(arrowPath(9, arrow, values));
    expect(parts).toHaveLength(3); // ring to the digit, past it to the tip, the head
    const [x, y] = centre(arrow.line[0]);
    const end = parts[0][parts[0].length - 1];
    expect(Math.hypot(end[0] - x, end[1] - y)).toBeCloseTo(GAP, 2);
    expect(Math.hypot(parts[1][0][0] - x, parts[1][0][1] - y)).toBeCloseTo(GAP, 2);
  });
});
