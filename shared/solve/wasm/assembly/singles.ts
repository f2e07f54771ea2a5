/**
 * The 9x9 generator's commonest question in the core: whether naked and hidden singles alone
 * fill a cell (shared/generate/dig9.ts; its JavaScript answer is singlesFill9, and the tests hold
 * the two equal). Singles only, unlike the search's propagation (no locked candidates): rows and
 * boxes of the words that changed, every such digit's columns four digits at a time, the bands'
 * naked singles, round after round until the cell is decided or a round places nothing.
 */
import {
  BOX0,
  COL0,
  countDigits,
  digitsWith,
  dirty,
  F,
  getF,
  getU,
  loneIn,
  loneInRows,
  remaining,
  single,
} from './board';
import { place } from './propagate';

/** The boxes of a band word that hold one candidate, as cells. */
@inline function loneInBoxes(f: i32): i32 {
  return loneIn(f & BOX0, f & (BOX0 << 3), f & (BOX0 << 6));
}

/** True once `bit` of band b is placed or down to one digit. */
@inline function decided(b: i32, bit: i32): bool {
  if ((getU(b) & bit) == 0) return true;
  const base = F + <usize>(b * 48);
  const m = i32x4.splat(bit);
  return single(digitsWith(v128.load(base), v128.load(base, 16), v128.load(base, 32), m));
}

/** loneColumns' answer: per lane, a digit's columns with one candidate left, not placed. */
const LONE: usize = memory.data(16, 16);

/**
 * For the four digits at byte `offset` of each band's words (lanes), the columns where the digit
 * has exactly one candidate in the nine rows and it is not placed yet, stored at LONE; returns
 * the lanes that have one.
 */
@inline function loneColumns(offset: usize): i32 {
  const rowMask = i32x4.splat(0x1ff);
  let once = i32x4.splat(0);
  let twice = i32x4.splat(0);
  let placedCols = i32x4.splat(0);
  for (let b = 0; b < 3; b++) {
    const v = v128.load(F + <usize>(b * 48) + offset);
    const r0 = v128.and(v, rowMask);
    const r1 = v128.and(i32x4.shr_u(v, 9), rowMask);
    const r2 = i32x4.shr_u(v, 18);
    twice = v128.or(twice, v128.and(once, r0));
    once = v128.or(once, r0);
    twice = v128.or(twice, v128.and(once, r1));
    once = v128.or(once, r1);
    twice = v128.or(twice, v128.and(once, r2));
    once = v128.or(once, r2);
    const p = v128.andnot(v, i32x4.splat(getU(b)));
    placedCols = v128.or(placedCols, v128.or(v128.or(p, i32x4.shr_u(p, 9)), i32x4.shr_u(p, 18)));
  }
  const lone = v128.andnot(v128.andnot(once, twice), placedCols);
  v128.store(LONE, lone);
  return i32x4.bitmask(i32x4.ne(lone, i32x4.splat(0)));
}

/**
 * Whether singles fill `cell` from the givens loaded (fills9 and check9's refill question); the
 * board is left where singles stop, which check9's search starts from.
 */
export function singlesFill(cell: i32): bool {
  const cb = cell / 27;
  const cbit = 1 << (cell - 27 * cb);
  while (!decided(cb, cbit)) {
    const before = remaining;
    // Only what changed since the last round can hold a new single: the words that changed,
    // their digits' columns, their bands' cells.
    let words = dirty;
    dirty = 0;
    const changed = <i32>(words | (words >>> 12) | (words >>> 24));
    const digits = changed & 0x1ff;
    const bands = (words & 0x1ff ? 1 : 0) | (words & (0x1ff << 12) ? 2 : 0) | (words & (<i64>0x1ff << 24) ? 4 : 0);
    while (words != 0) {
      const x = <i32>ctz(words);
      words &= words - 1;
      const b = x >= 24 ? 2 : x >= 12 ? 1 : 0;
      const f = getF(x);
      let lone = (loneInRows(f) | loneInBoxes(f)) & getU(b);
      while (lone != 0) {
        const bit = lone & -lone;
        lone ^= bit;
        // An earlier single of this word may have taken the cell (only when the givens clash).
        if ((getF(x) & bit) != 0 && (getU(b) & bit) != 0) place(x - 12 * b, b, bit);
      }
    }
    if (decided(cb, cbit)) break;
    for (let g = 0; g < 3; g++) {
      // Four digits at a time (lanes): their columns with one candidate, not placed yet.
      if ((digits & (0xf << (4 * g))) == 0) continue;
      let lanes = loneColumns(<usize>(g * 16));
      while (lanes != 0) {
        const lane = ctz(lanes);
        lanes &= lanes - 1;
        const d = 4 * g + lane;
        let lone = load<i32>(LONE + (<usize>lane << 2));
        while (lone != 0) {
          const col = COL0 << ctz(lone);
          lone &= lone - 1;
          for (let b = 0; b < 3; b++) {
            const cells = getF(b * 12 + d) & col;
            if (cells == 0) continue;
            if ((getU(b) & cells) != 0 && single(cells)) place(d, b, cells);
            break;
          }
        }
      }
    }
    if (decided(cb, cbit)) break;
    for (let b = 0; b < 3; b++) {
      const u = getU(b);
      if (u == 0 || (bands & (1 << b)) == 0) continue;
      const base = F + <usize>(b * 48);
      const counts = countDigits(base);
      let lone = u & <i32>counts & ~<i32>(counts >>> 32);
      while (lone != 0) {
        const bit = lone & -lone;
        lone ^= bit;
        if ((getU(b) & bit) == 0) continue;
        const has = digitsWith(v128.load(base), v128.load(base, 16), v128.load(base, 32), i32x4.splat(bit));
        if (single(has)) place(ctz(has), b, bit);
      }
    }
    if (remaining == before) return false;
  }
  return true;
}
