/**
 * Naked and hidden subsets in one house, and basic fish on one digit, on a 9x9 board for the
 * fast level check (grade9.ts). The same search as the library's (logic/techniques/
 * naked-subsets.ts, hidden-subsets.ts, fish.ts, all through logic/combos.ts's `findUnion`): the
 * same choices of n masks in the same order, so the first step found is the same, and the same
 * work counted on the state. Split by house and by digit so that the caller can skip the houses
 * and digits whose candidates did not change since they last showed nothing.
 */
import { geometry } from '../board/geometry.ts';
import { popcount } from '../logic/bits.ts';
import type { LogicState } from '../logic/candidates.ts';
import { findUnion } from '../logic/combos.ts';
import { type Eliminations, push } from './grade9-elims.ts';

const { houseCells } = geometry(9);

const NAKED = 0;
const HIDDEN = 1;
const FISH = 2;

/** The search under way: its kind, size, masks and what each mask stands for. */
let kind = NAKED;
let n = 2;
let count = 0;
const masks = new Int32Array(9);
/** Per mask: the cell (naked), the digit (hidden) or the base line (fish). */
const owners = new Int32Array(9);
const chosen = new Int32Array(4);
let state: LogicState;
let out: Eliminations;
/** The house (naked, hidden), or the digit's bit and the orientation (fish). */
let house = 0;
let bit = 0;
let orient = 0;

/** The eliminations of the subset or fish `chosen` makes, whose union is `union`. */
function accept(union: number): boolean {
  const { cands } = state;
  out.count = 0;
  if (kind === NAKED) {
    state.work += 9;
    for (let k = 0; k < 9; k++) {
      const cell = houseCells[house * 9 + k];
      let hit = cands[cell] & union;
      if (hit === 0) continue;
      let mine = false;
      for (let i = 0; i < n && !mine; i++) mine = owners[chosen[i]] === cell;
      if (mine) continue;
      for (; hit !== 0; hit &= hit - 1) push(out, cell, hit & -hit);
    }
  } else if (kind === HIDDEN) {
    state.work += 2 * n;
    let keep = 0;
    for (let i = 0; i < n; i++) keep |= 1 << (owners[chosen[i]] - 1);
    for (let u = union; u !== 0; u &= u - 1) {
      const cell = houseCells[house * 9 + 31 - Math.clz32(u & -u)];
      for (let extra = cands[cell] & ~keep; extra !== 0; extra &= extra - 1)
        push(out, cell, extra & -extra);
    }
  } else {
    state.work += 9 * n;
    let baseMask = 0;
    for (let i = 0; i < n; i++) baseMask |= 1 << owners[chosen[i]];
    for (let u = union; u !== 0; u &= u - 1) {
      const k = 31 - Math.clz32(u & -u);
      for (let line = 0; line < 9; line++) {
        if ((baseMask >> line) & 1) continue;
        const cell = orient === 0 ? line * 9 + k : k * 9 + line;
        if ((cands[cell] & bit) !== 0) push(out, cell, bit);
      }
    }
  }
  return out.count > 0;
}

/**
 * Keeps the nine masks from `at` (a house's cells' candidates, or positions) that have 2 to
 * `size` bits, and searches them when more than `size` of the nine are open.
 */
function search(
  on: LogicState,
  source: ArrayLike<number>,
  at: number,
  size: number,
  owner: 'cell' | 'digit' | 'line',
  into: Eliminations,
): boolean {
  let open = 0;
  count = 0;
  for (let i = 0; i < 9; i++) {
    const m = source[owner === 'cell' ? houseCells[at + i] : at + i];
    if (m === 0) continue;
    open++;
    const p = popcount(m);
    if (p < 2 || p > size) continue;
    owners[count] = owner === 'cell' ? houseCells[at + i] : owner === 'digit' ? i + 1 : i;
    masks[count++] = m;
  }
  on.work += 9;
  // A subset of every open cell or digit eliminates nothing.
  if (count < size || open <= size) return false;
  n = size;
  state = on;
  out = into;
  return findUnion(on, masks, count, size, chosen, accept);
}

/** A naked subset of `size` cells in house `h` that eliminates something. */
export function naked9(on: LogicState, h: number, size: number, into: Eliminations): boolean {
  kind = NAKED;
  house = h;
  return search(on, on.cands, h * 9, size, 'cell', into);
}

/** A hidden subset of `size` digits in house `h`, from the positions `table` (positions.ts). */
export function hidden9(
  on: LogicState,
  table: Int32Array,
  h: number,
  size: number,
  into: Eliminations,
): boolean {
  kind = HIDDEN;
  house = h;
  return search(on, table, h * 9, size, 'digit', into);
}

/** A fish of `size` lines on digit `d`, base rows first, then base columns. */
export function fish9(
  on: LogicState,
  table: Int32Array,
  d: number,
  size: number,
  into: Eliminations,
): boolean {
  kind = FISH;
  bit = 1 << (d - 1);
  for (orient = 0; orient < 2; orient++) {
    // Line i's positions of the digit sit at (orient * 9 + i) * 9 + d - 1.
    if (search(on, lines(table, orient, d), 0, size, 'line', into)) return true;
  }
  return false;
}

const lineBuf = new Int32Array(9);
function lines(table: Int32Array, o: number, d: number): Int32Array {
  for (let i = 0; i < 9; i++) lineBuf[i] = table[(o * 9 + i) * 9 + d - 1];
  return lineBuf;
}
