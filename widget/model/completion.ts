/**
 * What a move just completed: the rows, columns and boxes, and the digits (all of one digit),
 * that are now filled right and were not before. The board flashes their cells (a class per
 * cell, styles-play.ts); the session store decides it in the step (store/feedback.ts), so the
 * effect is data that Node tests can see.
 */
import type { Game } from './game-state.ts';
import { boxOf, colOf, rowOf } from './geometry.ts';

/** Every house and digit group as its cells: rows, columns, boxes, then digits 1..size. */
function groups(game: Game): number[][] {
  const n = game.size;
  const all = Array.from({ length: 4 * n }, (): number[] => []);
  game.solution.forEach((digit, cell) => {
    all[rowOf(n, cell)].push(cell);
    all[n + colOf(n, cell)].push(cell);
    all[2 * n + boxOf(n, cell)].push(cell);
    all[3 * n + digit - 1].push(cell);
  });
  return all;
}

const right = (game: Game, cells: readonly number[]): boolean =>
  cells.every((c) => game.values[c] === game.solution[c]);

/** The cells of every house and digit `after` completed (right) that `before` had not; sorted. */
export function completed(before: Game, after: Game): number[] {
  const cells = new Set<number>();
  for (const group of groups(after))
    if (right(after, group) && !right(before, group)) for (const c of group) cells.add(c);
  return [...cells].sort((a, b) => a - b);
}
