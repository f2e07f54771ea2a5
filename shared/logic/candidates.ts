/**
 * The candidate grid the logic engine reasons on: digits placed so far and, for every empty cell,
 * a bit mask of the digits still possible there. Typed arrays, updated in place, so that finding
 * and applying steps allocates nothing per cell.
 */
import { type Geometry, geometry, type Size } from '../board/geometry.ts';
import type { Grid } from '../board/grid.ts';
import type { ArrowCells } from '../variants/arrow.ts';
import type { CageCells } from '../variants/killer.ts';
import { bitOf } from './bits.ts';

export interface LogicState {
  readonly geo: Geometry;
  readonly size: Size;
  /** Digit per cell, 0 when empty. */
  readonly values: Uint8Array;
  /**
   * Candidate mask per cell (digit d is bit d - 1), 0 for a filled cell. Never holds a digit that
   * a peer already has: the techniques reason from that (notes are intersected with the rules).
   */
  readonly cands: Int32Array;
  /** Empty cells left. */
  empty: number;
  /**
   * Work done so far, counted against a budget: roughly one unit per cell or candidate looked at
   * (a house scan costs its size, a chain node its peers), so a budget means about the same time
   * on every board size.
   */
  work: number;
  /** The budget: techniques give up (find nothing) once `work` passes it. */
  limit: number;
  /** Arrow Sudoku's arrows (none for classic Sudoku), for the arrow techniques. */
  readonly arrows: readonly ArrowCells[];
  /** Killer Sudoku's cages (none for other variants), for the killer techniques. */
  readonly cages: readonly CageCells[];
}

/** The state of a board whose filled cells break no rule: candidates are what the rules allow. */
export function createState(
  grid: Grid,
  arrows: readonly ArrowCells[] = [],
  cages: readonly CageCells[] = [],
): LogicState {
  const geo = geometry(grid.size);
  const state: LogicState = {
    geo,
    size: grid.size,
    values: new Uint8Array(geo.cellCount),
    cands: new Int32Array(geo.cellCount),
    empty: 0,
    work: 0,
    limit: Number.POSITIVE_INFINITY,
    arrows,
    cages,
  };
  setCells(state, grid.cells);
  return state;
}

/** Digits per house, scratch for `setCells` (3 * 25 houses at most). */
const used = new Int32Array(75);

/**
 * Makes `state` what `createState` makes of `cells` (a board of the state's size), reusing its
 * arrays: for callers that check many boards in a row.
 */
export function setCells(state: LogicState, cells: ArrayLike<number>): void {
  const { size, cellCount, cellHouses, allDigits } = state.geo;
  const { values, cands } = state;
  used.fill(0, 0, 3 * size);
  let empty = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    const digit = cells[cell];
    values[cell] = digit;
    if (digit === 0) {
      empty++;
      continue;
    }
    const bit = bitOf(digit);
    used[cellHouses[3 * cell]] |= bit;
    used[cellHouses[3 * cell + 1]] |= bit;
    used[cellHouses[3 * cell + 2]] |= bit;
  }
  for (let cell = 0; cell < cellCount; cell++) {
    if (values[cell] !== 0) {
      cands[cell] = 0;
      continue;
    }
    const h = 3 * cell;
    cands[cell] =
      allDigits & ~(used[cellHouses[h]] | used[cellHouses[h + 1]] | used[cellHouses[h + 2]]);
  }
  state.empty = empty;
  state.work = 0;
  state.limit = Number.POSITIVE_INFINITY;
}

export function copyState(state: LogicState): LogicState {
  return {
    geo: state.geo,
    size: state.size,
    values: state.values.slice(),
    cands: state.cands.slice(),
    empty: state.empty,
    work: state.work,
    limit: state.limit,
    arrows: state.arrows,
    cages: state.cages,
  };
}

/** Writes a digit and removes it from the candidates of every peer. */
export function place(state: LogicState, cell: number, digit: number): void {
  const { peers, peerCount } = state.geo;
  const { cands } = state;
  if (state.values[cell] === 0) state.empty--;
  state.values[cell] = digit;
  cands[cell] = 0;
  const keep = ~bitOf(digit);
  const base = cell * peerCount;
  for (let k = 0; k < peerCount; k++) cands[peers[base + k]] &= keep;
}

export function eliminate(state: LogicState, cell: number, digit: number): void {
  state.cands[cell] &= ~bitOf(digit);
}

/** True once the work budget is spent: long searches check it and give up. */
export const spent = (state: LogicState): boolean => state.work > state.limit;

/** True when two different cells share a row, column or box. */
export function sees(geo: Geometry, a: number, b: number): boolean {
  if (a === b) return false;
  const { cellHouses } = geo;
  const ha = 3 * a;
  const hb = 3 * b;
  return (
    cellHouses[ha] === cellHouses[hb] ||
    cellHouses[ha + 1] === cellHouses[hb + 1] ||
    cellHouses[ha + 2] === cellHouses[hb + 2]
  );
}

/** The digits already placed in a house. */
export function placedIn(state: LogicState, house: number): number {
  const { houseCells } = state.geo;
  const { size, values } = state;
  const base = house * size;
  let mask = 0;
  for (let k = 0; k < size; k++) {
    const v = values[houseCells[base + k]];
    if (v !== 0) mask |= bitOf(v);
  }
  return mask;
}

/**
 * Eliminations of `digit` from every cell that sees all of `cells` (and is none of them): the
 * common target of wings, turbot fish and chains.
 */
export function seenByAll(
  state: LogicState,
  cells: readonly number[],
  digit: number,
): { cell: number; digit: number }[] {
  const { peers, peerCount } = state.geo;
  const bit = 1 << (digit - 1);
  const out: { cell: number; digit: number }[] = [];
  const first = cells[0];
  for (let k = 0; k < peerCount; k++) {
    const cell = peers[first * peerCount + k];
    if ((state.cands[cell] & bit) === 0) continue;
    let all = true;
    for (let i = 1; i < cells.length && all; i++) {
      if (cell === cells[i] || !sees(state.geo, cell, cells[i])) all = false;
    }
    if (all) out.push({ cell, digit });
  }
  state.work += peerCount;
  return out;
}
