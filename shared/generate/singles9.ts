/**
 * Naked and hidden singles on the classic 9x9 board, for the 9x9 generator's most frequent
 * question: do singles fill a cell just emptied back in (then the puzzle keeps exactly one
 * solution and its level, see dig9.ts)? singles.ts answers it for every size, scanning all the
 * houses again after each hidden single; here a house is scanned only when one of its cells lost
 * a candidate since its last scan (27 houses: one bit each), the emptied cell's own houses first,
 * and nothing is allocated. Singles reach the same fixpoint in whatever order they are found, so
 * both fill the same cells of a puzzle that has a solution.
 */
import { geometry } from '../board/geometry.ts';

const { houseCells, cellHouses, peers } = geometry(9);
const ALL = 0x1ff;

/** Per cell, a bit per house (of 27) it belongs to. */
const HOUSE_BITS = new Int32Array(81);
for (let cell = 0; cell < 81; cell++) {
  for (let k = 0; k < 3; k++) HOUSE_BITS[cell] |= 1 << cellHouses[3 * cell + k];
}

const cand = new Int32Array(81);
const values = new Uint8Array(81);
const used = new Int32Array(27);
const queue = new Int8Array(81);
let queued = 0;
let left = 0;
/** Houses holding a cell that lost a candidate since the house was last scanned. */
let dirty = 0;

/** Places `bit` in `cell` and clears it from the peers; false on a contradiction. */
function place(cell: number, bit: number): boolean {
  if ((cand[cell] & bit) === 0) return false;
  values[cell] = 32 - Math.clz32(bit);
  cand[cell] = bit;
  left--;
  dirty |= HOUSE_BITS[cell];
  const base = cell * 20;
  for (let k = 0; k < 20; k++) {
    const p = peers[base + k];
    const c = cand[p];
    if ((c & bit) === 0) continue;
    if (values[p] !== 0) return false;
    const rest = c ^ bit;
    if (rest === 0) return false;
    cand[p] = rest;
    dirty |= HOUSE_BITS[p];
    if ((rest & (rest - 1)) === 0) queue[queued++] = p;
  }
  return true;
}

/** Loads the givens `cells`; false when they clash or leave a cell no digit. */
function load(cells: ArrayLike<number>): boolean {
  used.fill(0);
  left = 81;
  queued = 0;
  dirty = 0x7ffffff;
  for (let cell = 0; cell < 81; cell++) {
    const digit = cells[cell];
    values[cell] = digit;
    if (digit === 0) continue;
    const bit = 1 << (digit - 1);
    const h = 3 * cell;
    const r = cellHouses[h];
    const c = cellHouses[h + 1];
    const b = cellHouses[h + 2];
    if (((used[r] | used[c] | used[b]) & bit) !== 0) return false;
    used[r] |= bit;
    used[c] |= bit;
    used[b] |= bit;
    left--;
  }
  for (let cell = 0; cell < 81; cell++) {
    if (values[cell] !== 0) {
      cand[cell] = 1 << (values[cell] - 1);
      continue;
    }
    const h = 3 * cell;
    const c = ALL & ~(used[cellHouses[h]] | used[cellHouses[h + 1]] | used[cellHouses[h + 2]]);
    if (c === 0) return false;
    cand[cell] = c;
    if ((c & (c - 1)) === 0) queue[queued++] = cell;
  }
  return true;
}

/**
 * Runs singles to their fixpoint, or until `stop` is filled (-1: never). Returns the empty cells
 * left, or -1 on a contradiction; the values reached stay in `values`.
 */
function settle(stop: number): number {
  const mine = stop >= 0 ? HOUSE_BITS[stop] : 0;
  for (;;) {
    while (queued > 0) {
      // Down to one candidate, the stopping cell is as good as filled (the givens have a solution).
      if (stop >= 0 && (cand[stop] & (cand[stop] - 1)) === 0) return left;
      const cell = queue[--queued];
      if (values[cell] !== 0) continue;
      if (!place(cell, cand[cell])) return -1;
    }
    if (left === 0 || dirty === 0 || (stop >= 0 && values[stop] !== 0)) return left;
    // The stopping cell's own houses first: a hidden single there is the shortest way to it.
    const first = dirty & mine;
    const house = 31 - Math.clz32(first !== 0 ? first : dirty);
    dirty &= ~(1 << house);
    const base = house * 9;
    let once = 0;
    let twice = 0;
    let done = 0;
    for (let k = 0; k < 9; k++) {
      const cell = houseCells[base + k];
      const c = cand[cell];
      if (values[cell] !== 0) done |= c;
      else {
        twice |= once & c;
        once |= c;
      }
    }
    if ((once | done) !== ALL) return -1;
    for (let hidden = once & ~twice & ~done; hidden !== 0; hidden &= hidden - 1) {
      const bit = hidden & -hidden;
      for (let k = 0; k < 9; k++) {
        const cell = houseCells[base + k];
        // An earlier single of this house may have filled the cell, or taken the digit from it.
        if (values[cell] !== 0 || (cand[cell] & bit) === 0) continue;
        if (!place(cell, bit)) return -1;
        break;
      }
    }
  }
}

/** True when singles from the givens `cells` (0 = empty; they must have a solution) fill `cell`. */
export const singlesFill9 = (cells: ArrayLike<number>, cell: number): boolean =>
  load(cells) && settle(cell) >= 0 && (cand[cell] & (cand[cell] - 1)) === 0;

/**
 * The empty cells singles fill from the givens `cells`, in cell order: they can be given back
 * without changing anything the logic engine does after singles. Empty on a contradiction.
 */
export function singlesReach9(cells: ArrayLike<number>): number[] {
  const filled: number[] = [];
  if (!load(cells) || settle(-1) < 0) return filled;
  for (let cell = 0; cell < 81; cell++)
    if (cells[cell] === 0 && values[cell] !== 0) filled.push(cell);
  return filled;
}
