/**
 * The board the teaching algorithms write on: the cells, plus one bit set per house (row, column,
 * box) of the digits already in it, so "does digit d fit here?" is one mask test instead of the
 * seed's scan along the row, the column and the box. Same answers, far less work per try. Extra
 * rules (arrows) join the test: a digit fits only if no rule through the cell is broken by it.
 */
import { type Geometry, geometry, type Size } from '../board/geometry.ts';
import type { CellConstraint } from '../constraints/constraint.ts';

export interface Board {
  readonly geo: Geometry;
  readonly cells: Uint8Array;
  /** Digits present in each house, bit d-1 for digit d: rows, then columns, then boxes. */
  readonly used: Int32Array;
  /** Cells still empty. */
  empty: number;
  /** Extra rules, and for each cell the rules through it. */
  readonly constraints: readonly CellConstraint[];
  readonly constraintsOf: readonly (readonly CellConstraint[])[];
}

/** Lays out the givens; null when two givens share a house (no solution can exist). */
export function loadBoard(
  size: Size,
  givens: ArrayLike<number>,
  constraints: readonly CellConstraint[] = [],
): Board | null {
  const geo = geometry(size);
  const constraintsOf: CellConstraint[][] = Array.from({ length: geo.cellCount }, () => []);
  for (const constraint of constraints) {
    for (const cell of constraint.cells) constraintsOf[cell].push(constraint);
  }
  const board: Board = {
    geo,
    cells: new Uint8Array(geo.cellCount),
    used: new Int32Array(3 * size),
    empty: geo.cellCount,
    constraints,
    constraintsOf,
  };
  for (let cell = 0; cell < geo.cellCount; cell++) {
    const digit = givens[cell];
    if (digit === 0) continue;
    if ((fits(board, cell) & (1 << (digit - 1))) === 0) return null;
    write(board, cell, digit);
  }
  return board;
}

/** The digits that may go in a cell: those not yet in its row, column or box (nor breaking a rule). */
export function fits(board: Board, cell: number): number {
  const { used, geo } = board;
  const h = 3 * cell;
  const mask =
    geo.allDigits &
    ~(used[geo.cellHouses[h]] | used[geo.cellHouses[h + 1]] | used[geo.cellHouses[h + 2]]);
  const rules = board.constraintsOf[cell];
  return rules.length === 0 || board.cells[cell] !== 0
    ? mask
    : keepUnbroken(board, cell, mask, rules);
}

/** Drops the digits that would break one of the cell's extra rules. */
function keepUnbroken(
  board: Board,
  cell: number,
  mask: number,
  rules: readonly CellConstraint[],
): number {
  let kept = mask;
  for (let rest = mask; rest !== 0; rest &= rest - 1) {
    const bit = rest & -rest;
    board.cells[cell] = 32 - Math.clz32(bit);
    if (rules.some((rule) => rule.broken(board.cells))) kept ^= bit;
  }
  board.cells[cell] = 0;
  return kept;
}

/** True when a rule through the cell is broken by what is on the board now. */
export const breaksRule = (board: Board, cell: number): boolean =>
  board.constraintsOf[cell].some((rule) => rule.broken(board.cells));

/** The smallest digit >= `from` that fits the cell, or 0 when none does. */
export function nextFit(board: Board, cell: number, from: number): number {
  const mask = fits(board, cell) & ~((1 << (from - 1)) - 1);
  return mask === 0 ? 0 : 32 - Math.clz32(mask & -mask);
}

export function write(board: Board, cell: number, digit: number): void {
  const { used, geo } = board;
  const bit = 1 << (digit - 1);
  const h = 3 * cell;
  used[geo.cellHouses[h]] |= bit;
  used[geo.cellHouses[h + 1]] |= bit;
  used[geo.cellHouses[h + 2]] |= bit;
  board.cells[cell] = digit;
  board.empty--;
}

export function erase(board: Board, cell: number): void {
  const { used, geo } = board;
  const bit = ~(1 << (board.cells[cell] - 1));
  const h = 3 * cell;
  used[geo.cellHouses[h]] &= bit;
  used[geo.cellHouses[h + 1]] &= bit;
  used[geo.cellHouses[h + 2]] &= bit;
  board.cells[cell] = 0;
  board.empty++;
}
