/**
 * The 9x9 core's deductions: placing a digit, and reducing the candidates to the fixpoint of
 * the production search's rules (shared/solve/bitboard9.ts): locked candidates inside a band by
 * the mini-row table, row, box and column singles, pointing and claiming along columns, naked
 * singles. The order inside one propagation differs from the JavaScript core's (a fixpoint of
 * monotone rules ends in the same place whatever the order).
 *
 * Why it is fast: one placement clears its cell from every digit with three 128-bit operations;
 * a word's three rows are checked for singles at once without a branch; its boxes for pointing
 * only where they came down to one column since the word was last checked (the rest were settled
 * then, and a fixpoint is settled everywhere, which is why a backtrack can mark every word
 * checked); a placement that leaves a cell without candidates stops the propagation at once (a
 * contradiction ends it wherever it is found).
 */
import {
  BOX0,
  broken,
  COL0,
  columnsOf,
  countDigits,
  digitsWith,
  dirty,
  F,
  getF,
  getL,
  getU,
  loneInRows,
  mark,
  remaining,
  setF,
  setL,
  single,
  U,
} from './board';
import { ALLOWED_CELLS, BOXES_OF_ROW, COLUMN_OF, KEEP_OFF_ROW_BOX, table } from './tables';

/** Clears `col` from digit d's bands other than b. */
@inline function clearColumn(d: i32, b: i32, col: i32): void {
  let y = d + (b == 0 ? 12 : 0);
  let g = getF(y);
  if (g & col) { setF(y, g & ~col); mark(y); }
  y = d + (b == 2 ? 12 : 24);
  g = getF(y);
  if (g & col) { setF(y, g & ~col); mark(y); }
}

/** Places digit d on cell `bit` of band b and clears what that rules out. */
export function place(d: i32, b: i32, bit: i32): void {
  const pos = ctz(bit);
  const x = b * 12 + d;
  const f = getF(x);
  const base = F + <usize>(b * 48);
  const m = i32x4.splat(bit);
  const v0 = v128.load(base);
  const v1 = v128.load(base, 16);
  const v2 = v128.load(base, 32);
  let changed = digitsWith(v0, v1, v2, m);
  const n0 = v128.andnot(v0, m);
  const n1 = v128.andnot(v1, m);
  const n2 = v128.andnot(v2, m);
  v128.store(base, n0);
  v128.store(base, n1, 16);
  v128.store(base, n2, 32);
  // A cell of the band left without candidates dooms this propagation: say so now rather than
  // after the whole word loop (most guesses on hard puzzles end this way).
  let once = v128.or(v128.or(n0, n1), n2);
  once = v128.or(once, i32x4.shuffle(once, once, 1, 0, 3, 2));
  once = v128.or(once, i32x4.shuffle(once, once, 2, 3, 0, 1));
  if ((getU(b) & ~bit & ~i32x4.extract_lane(once, 0)) != 0) broken = true;
  changed &= ~(1 << d);
  const kept = (f & table(KEEP_OFF_ROW_BOX, pos)) | bit;
  setF(x, kept);
  if (kept != f) changed |= 1 << d;
  dirty |= (<i64>changed) << <i64>(b * 12);
  clearColumn(d, b, table(COLUMN_OF, pos));
  store<i32>(U + (<usize>b << 2), getU(b) & ~bit);
  remaining--;
}

/** Per group of three columns (the columns of one box): the column if it is the group's only one. */
@inline function loneInBox(c: i32): i32 {
  const others = ((c << 1) & 0o666) | ((c >>> 1) & 0o333) | ((c << 2) & 0o444) | ((c >>> 2) & 0o111);
  return c & ~others;
}

/** Reduces to a fixpoint; false on a contradiction. */
export function propagate(): bool {
  while (true) {
    let bands = 0;
    let digits = 0;
    while (dirty != 0) {
      if (broken) {
        broken = false;
        return false;
      }
      const x = <i32>ctz(dirty);
      dirty &= dirty - 1;
      let f = getF(x);
      const allowed = table(
        ALLOWED_CELLS,
        table(BOXES_OF_ROW, f & 0x1ff) |
          (table(BOXES_OF_ROW, (f >>> 9) & 0x1ff) << 3) |
          (table(BOXES_OF_ROW, f >>> 18) << 6),
      );
      if (allowed == 0) return false;
      // Stored only when it shrinks: a scalar store that a placement's vector load of the band
      // overlaps soon after cannot be forwarded, and stalls it.
      if ((f & allowed) != f) {
        f &= allowed;
        setF(x, f);
      }
      const last = getL(x);
      setL(x, f);
      const b = x >= 24 ? 2 : x >= 12 ? 1 : 0;
      const d = x - 12 * b;
      bands |= 1 << b;
      // Row singles not placed yet, all three rows at once. (A box single needs no rule of its
      // own: the mini-row table turns its row into a row single.) One placement can empty
      // another of these rows: that row is then skipped and the next pass finds the
      // contradiction.
      let lone = loneInRows(f) & getU(b);
      if (lone != 0) {
        do {
          const bit = lone & -lone;
          lone ^= bit;
          if (getF(x) & bit) place(d, b, bit);
        } while (lone != 0);
        f = getF(x);
      }
      // Pointing: a box whose candidates lie in one column clears that column from the other
      // bands; only boxes that came down to one column since the word was last checked (for the
      // others that happened then).
      const cols = columnsOf(f);
      const lastCols = columnsOf(last);
      // The column pass needs only the digits that lost a column in some band: whether a column
      // lies in one band changes only then, and a column that did before was claimed then, so
      // the last cell left in it is its box's last, which the mini-row table makes a row single.
      if (cols != lastCols) digits |= 1 << d;
      const point = loneInBox(cols) & ~loneInBox(lastCols);
      if (point != 0) clearColumn(d, b, point | (point << 9) | (point << 18));
    }
    const before = remaining;
    // Naked singles in the bands that changed.
    for (let b = 0; b < 3; b++) {
      const u = getU(b);
      if (u == 0 || (bands & (1 << b)) == 0) continue;
      const base = F + <usize>(b * 48);
      const counts = countDigits(base);
      const on = <i32>counts;
      const tw = <i32>(counts >>> 32);
      if ((u & ~on) != 0) return false;
      let lone = u & ~tw;
      while (lone != 0) {
        const bit = lone & -lone;
        lone ^= bit;
        if ((getU(b) & bit) == 0) continue;
        // The digit that still has the cell (placements since the count may have taken it).
        const has = digitsWith(
          v128.load(base),
          v128.load(base, 16),
          v128.load(base, 32),
          i32x4.splat(bit),
        );
        if (has == 0) return false;
        place(ctz(has), b, bit);
      }
    }
    // Columns of the digits that lost a column: a column whose candidates lie in one band is a single,
    // or claims the rest of its box.
    // (U may lose cells in this loop, but only cells of the digit being placed, which no later
    // digit has: the unplaced cells as they were tell every later digit's placed cells.)
    const u0 = getU(0);
    const u1 = getU(1);
    const u2 = getU(2);
    while (digits != 0) {
      const d = ctz(digits);
      digits &= digits - 1;
      const f0 = getF(d);
      const f1 = getF(d + 12);
      const f2 = getF(d + 24);
      const c0 = columnsOf(f0);
      const c1 = columnsOf(f1);
      const c2 = columnsOf(f2);
      if ((c0 | c1 | c2) != 0x1ff) return false;
      const s = (f0 & ~u0) | (f1 & ~u1) | (f2 & ~u2);
      let lone = (c0 ^ c1 ^ c2) & ~(c0 & c1 & c2) & ~columnsOf(s);
      while (lone != 0) {
        const c = ctz(lone);
        const col = COL0 << c;
        lone &= lone - 1;
        for (let b = 0; b < 3; b++) {
          const y = b * 12 + d;
          const g = getF(y);
          const cells = g & col;
          if (cells == 0) continue;
          if (single(cells)) {
            if ((getU(b) & cells) != 0) place(d, b, cells);
          } else {
            const kept = g & ~((BOX0 << (3 * (c / 3))) & ~col);
            if (kept != g) {
              setF(y, kept);
              mark(y);
            }
          }
          break;
        }
      }
    }
    if (dirty == 0 && remaining == before) return true;
  }
}
