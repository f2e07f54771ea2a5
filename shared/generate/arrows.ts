/**
 * Places arrows on a solved grid for Arrow Sudoku (seed 003): each arrow starts at a circle and
 * runs 2 to 4 cells through king-move neighbours whose solution digits add up to the circle's
 * digit. Arrows never share a cell. All choices come from the seeded PRNG, so placement is
 * deterministic per seed.
 */

import type { Prng } from '../random/prng.ts';
import type { ArrowCells } from '../variants/arrow.ts';

const MIN_LINE = 2;
const MAX_LINE = 4;
/** Stop collecting paths from one circle after this many: plenty to choose from, bounded work. */
const MAX_PATHS = 64;

function neighbours(size: number, cell: number): number[] {
  const row = Math.floor(cell / size);
  const col = cell % size;
  const out: number[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      const r = row + dr;
      const c = col + dc;
      if ((dr || dc) && r >= 0 && c >= 0 && r < size && c < size) out.push(r * size + c);
    }
  }
  return out;
}

/** Every line of 2-4 free cells from `circle` whose digits sum to the circle's digit. */
function linesFrom(
  size: number,
  solution: ArrayLike<number>,
  used: Uint8Array,
  circle: number,
): number[][] {
  const target = solution[circle];
  const found: number[][] = [];
  const path: number[] = [];
  const walk = (from: number, sum: number): void => {
    if (found.length >= MAX_PATHS) return;
    if (path.length >= MIN_LINE && sum === target) found.push([...path]);
    if (path.length === MAX_LINE) return;
    for (const next of neighbours(size, from)) {
      if (used[next] || next === circle || path.includes(next)) continue;
      const total = sum + solution[next];
      // Later cells add at least 1 each, so a sum already at the target cannot grow into it.
      if (total > target) continue;
      path.push(next);
      walk(next, total);
      path.pop();
    }
  };
  walk(circle, 0);
  return found;
}

/** Up to `count` non-overlapping arrows that the solution satisfies. */
export function placeArrows(
  size: number,
  solution: ArrayLike<number>,
  count: number,
  rng: Prng,
): ArrowCells[] {
  const used = new Uint8Array(size * size);
  const arrows: ArrowCells[] = [];
  const circles = rng.shuffle(Array.from({ length: size * size }, (_, i) => i));
  for (const circle of circles) {
    if (arrows.length >= count) break;
    if (used[circle] || solution[circle] < MIN_LINE + 1) continue;
    const lines = linesFrom(size, solution, used, circle);
    if (lines.length === 0) continue;
    const line = lines[rng.int(lines.length)];
    used[circle] = 1;
    for (const cell of line) used[cell] = 1;
    arrows.push({ circle, line });
  }
  return arrows;
}
