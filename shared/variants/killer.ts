/**
 * Killer Sudoku input: `cages: [{ sum, cells: [[r, c], ...] }, ...]` (0-based), beside the
 * puzzle text, which holds the givens (usually none). Validates the cages against the board
 * (9x9 only; cells on the board; no cell twice; every cell in exactly one cage; each cage
 * orthogonally connected, 1-9 cells, with a sum that many different digits can make); the
 * constraints they become are killer-rules.ts's. Every problem is an `invalid_options` error with
 * its field path.
 */
import * as z from 'zod/mini';
import type { Size } from '../board/geometry.ts';
import { MAX_CAGE_CELLS, sumBounds } from '../constraints/cage-sums.ts';
import { fail, ok, type Result } from '../errors.ts';

const Coordinate = z.tuple([
  z.int().check(z.minimum(0), z.maximum(24)),
  z.int().check(z.minimum(0), z.maximum(24)),
]);

/** One cage: the sum of its digits and its cells, `[row, col]` 0-based. */
export const CageSchema = z.strictObject({
  sum: z.int().check(z.minimum(1), z.maximum(45)),
  cells: z
    .array(Coordinate)
    .check(
      z.minLength(1, 'a cage has at least one cell'),
      z.maxLength(MAX_CAGE_CELLS, 'a cage has at most 9 cells: its digits never repeat'),
    ),
});
export type Cage = z.infer<typeof CageSchema>;

export const CagesSchema = z.array(CageSchema).check(z.maxLength(81));

/** A cage as cell indexes (row * 9 + col). */
export interface CageCells {
  readonly sum: number;
  readonly cells: readonly number[];
}

/** Killer Sudoku's one board size. */
export const KILLER_SIZE = 9;

const at = ([row, col]: readonly [number, number]) => `[${row}, ${col}]`;

/** The cage's cells reachable from its first cell by orthogonal steps inside the cage. */
function connected(cells: readonly number[]): Set<number> {
  const inCage = new Set(cells);
  const seen = new Set([cells[0]]);
  const queue = [cells[0]];
  while (queue.length > 0) {
    const cell = queue.pop() as number;
    const row = Math.floor(cell / KILLER_SIZE);
    const col = cell % KILLER_SIZE;
    const next = [
      row > 0 ? cell - KILLER_SIZE : -1,
      row < KILLER_SIZE - 1 ? cell + KILLER_SIZE : -1,
      col > 0 ? cell - 1 : -1,
      col < KILLER_SIZE - 1 ? cell + 1 : -1,
    ];
    for (const n of next) {
      if (n < 0 || !inCage.has(n) || seen.has(n)) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return seen;
}

/**
 * Checks every cage against a board of `size` and returns them as cell indexes. No cages at all
 * is a classic puzzle; otherwise the cages must cover the board exactly.
 */
export function cageCells(size: Size, cages: readonly Cage[]): Result<CageCells[]> {
  if (cages.length === 0) return ok([]);
  if (size !== KILLER_SIZE)
    return fail(
      'invalid_options',
      `Killer cages need a 9x9 board; this puzzle is ${size}x${size}`,
      ['cages'],
    );
  const owner = new Int16Array(KILLER_SIZE * KILLER_SIZE).fill(-1);
  const out: CageCells[] = [];
  for (let c = 0; c < cages.length; c++) {
    const { sum, cells } = cages[c];
    const indexes: number[] = [];
    for (let k = 0; k < cells.length; k++) {
      const [row, col] = cells[k];
      const path = ['cages', c, 'cells', k];
      if (row >= KILLER_SIZE || col >= KILLER_SIZE)
        return fail(
          'invalid_options',
          `cage ${c}: cell ${at(cells[k])} is off the 9x9 board`,
          path,
        );
      const index = row * KILLER_SIZE + col;
      if (owner[index] === c)
        return fail('invalid_options', `cage ${c}: cell ${at(cells[k])} appears twice`, path);
      if (owner[index] >= 0)
        return fail(
          'invalid_options',
          `cage ${c}: cell ${at(cells[k])} is already in cage ${owner[index]}; cages may not overlap`,
          path,
        );
      owner[index] = c;
      indexes.push(index);
    }
    const reached = connected(indexes);
    if (reached.size < indexes.length) {
      const k = indexes.findIndex((cell) => !reached.has(cell));
      return fail(
        'invalid_options',
        `cage ${c}: its cells are not orthogonally connected (${at(cells[k])} cannot be reached from ${at(cells[0])} through the cage)`,
        ['cages', c, 'cells', k],
      );
    }
    const [lo, hi] = sumBounds(cells.length);
    if (sum < lo || sum > hi)
      return fail(
        'invalid_options',
        cells.length === 1
          ? `cage ${c}: one cell holds a digit 1-9, so its sum cannot be ${sum}`
          : `cage ${c}: ${cells.length} different digits add up to ${lo}-${hi}, never ${sum}`,
        ['cages', c, 'sum'],
      );
    out.push({ sum, cells: indexes });
  }
  const gaps: number[] = [];
  owner.forEach((cage, cell) => {
    if (cage < 0) gaps.push(cell);
  });
  if (gaps.length > 0) {
    const first = at([Math.floor(gaps[0] / KILLER_SIZE), gaps[0] % KILLER_SIZE]);
    return fail(
      'invalid_options',
      `the cages leave ${gaps.length} cell${gaps.length > 1 ? 's' : ''} uncovered (the first is ${first}); cages cover every cell exactly once`,
      ['cages'],
    );
  }
  return ok(out);
}
