/**
 * A random symmetry of the board applied to a puzzle: the digits relabelled, the bands (rows of
 * boxes) and the rows inside each band shuffled, the stacks (columns of boxes) and the columns
 * inside each stack shuffled. Every rule of Sudoku survives these moves, so a puzzle keeps
 * exactly one solution and every step a person can take, only moved and renamed; on 6x6
 * (boxes of 3 x 2) they make 720 x 48 x 72 = 2,488,320 versions of one puzzle.
 */
import { BOX_SHAPES, type Size } from '../board/geometry.ts';
import type { Prng } from '../random/prng.ts';

/** A shuffled order of `groups` groups of `each` lines: the groups shuffled, then each group. */
function lineOrder(groups: number, each: number, rng: Prng): number[] {
  const order: number[] = [];
  for (const group of rng.shuffle(Array.from({ length: groups }, (_, i) => i))) {
    const lines = rng.shuffle(Array.from({ length: each }, (_, i) => group * each + i));
    order.push(...lines);
  }
  return order;
}

/** `cells` (row by row, 0 = empty) under one random symmetry; `solution` moves the same way. */
export function relabel(
  size: Size,
  cells: ArrayLike<number>,
  solution: ArrayLike<number>,
  rng: Prng,
): { puzzle: Uint8Array; solution: Uint8Array } {
  const { width, height } = BOX_SHAPES[size];
  const digits = [0, ...rng.shuffle(Array.from({ length: size }, (_, i) => i + 1))];
  const rows = lineOrder(size / height, height, rng);
  const cols = lineOrder(size / width, width, rng);
  const puzzle = new Uint8Array(size * size);
  const moved = new Uint8Array(size * size);
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const from = rows[r] * size + cols[c];
      puzzle[r * size + c] = digits[cells[from]];
      moved[r * size + c] = digits[solution[from]];
    }
  }
  return { puzzle, solution: moved };
}
