/**
 * The 9x9 core's input: the 81 givens the caller writes at GIVENS (digits, or the characters of
 * a text, read in place first), loaded into the board as the state that placing each given in
 * turn leaves, a digit at a time from band words.
 */
import {
  ALL_WORDS,
  BAND_CELLS,
  BOX0,
  broken,
  columnsOf,
  countDigits,
  dirty,
  F,
  getU,
  L,
  ROW0,
  remaining,
  setF,
  U,
} from './board';

/** In: 81 givens, 0 for empty. */
export const GIVENS: usize = memory.data(96, 16);

/**
 * Reads the 81 characters at GIVENS (bytes of `.` or `0`-`9`) as digits in place, 16 at a time;
 * false if any is another byte.
 */
export function readText(): bool {
  const dot = i8x16.splat(46);
  const zero = i8x16.splat(48);
  const nine = i8x16.splat(9);
  let bad = i8x16.splat(0);
  for (let i: usize = 0; i < 80; i += 16) {
    const chars = v128.load(GIVENS + i);
    const isDot = i8x16.eq(chars, dot);
    const digits = i8x16.sub(chars, zero);
    bad = v128.or(bad, v128.andnot(i8x16.gt_u(digits, nine), isDot));
    v128.store(GIVENS + i, v128.andnot(digits, isDot));
  }
  const last = <i32>load<u8>(GIVENS + 80);
  const digit = last == 46 ? 0 : last - 48;
  store<u8>(GIVENS + 80, <u8>digit);
  return !v128.any_true(bad) && <u32>digit <= 9;
}

/** The cells 64-80 of the last `cellsHolding`. */
let cellsHoldingHigh: i32 = 0;

/** The cells whose byte at GIVENS is `value`: 0-63 (returned) and 64-80 (cellsHoldingHigh). */
@inline function cellsHolding(value: i32): i64 {
  const v = i8x16.splat(<i8>value);
  cellsHoldingHigh =
    (i8x16.bitmask(i8x16.eq(v128.load(GIVENS, 64), v)) |
      (i8x16.bitmask(i8x16.eq(v128.load(GIVENS, 80), v)) << 16)) &
    0x1ffff;
  return (
    <i64>i8x16.bitmask(i8x16.eq(v128.load(GIVENS), v)) |
    (<i64>i8x16.bitmask(i8x16.eq(v128.load(GIVENS, 16), v)) << 16) |
    (<i64>i8x16.bitmask(i8x16.eq(v128.load(GIVENS, 32), v)) << 32) |
    (<i64>i8x16.bitmask(i8x16.eq(v128.load(GIVENS, 48), v)) << 48)
  );
}

/** Band b's word of cells 0-63 (`low`) and 64-80 (`high`). */
@inline function bandOf(low: i64, high: i32, b: i32): i32 {
  if (b == 0) return <i32>low & BAND_CELLS;
  if (b == 1) return <i32>(low >>> 27) & BAND_CELLS;
  return <i32>(low >>> 54) | (high << 10);
}

/** The rows (bits 0-2) of a band word that hold a cell. */
@inline function rowsOf(f: i32): i32 {
  return (f & ROW0 ? 1 : 0) | (f & (ROW0 << 9) ? 2 : 0) | (f & (ROW0 << 18) ? 4 : 0);
}

/** The boxes (bits 0-2) of a band word that hold a cell. */
@inline function boxesOf(f: i32): i32 {
  return (f & BOX0 ? 1 : 0) | (f & (BOX0 << 3) ? 2 : 0) | (f & (BOX0 << 6) ? 4 : 0);
}

/** The cells of a band's rows (bits 0-2) and boxes (bits 3-5). */
@inline function spanOf(rows: i32, boxes: i32): i32 {
  return (
    (rows & 1 ? ROW0 : 0) |
    (rows & 2 ? ROW0 << 9 : 0) |
    (rows & 4 ? ROW0 << 18 : 0) |
    (boxes & 1 ? BOX0 : 0) |
    (boxes & 2 ? BOX0 << 3 : 0) |
    (boxes & 4 ? BOX0 << 6 : 0)
  );
}

/**
 * Starts from the 81 givens at GIVENS (digits): the state that placing each given in turn leaves
 * (every empty cell keeps the digits no given among its peers holds, every word to be checked),
 * built a digit at a time; false when two givens of a digit share a house (or a byte is not a
 * digit).
 */
export function loadGivens(): bool {
  const emptyLow = cellsHolding(0);
  const emptyHigh = cellsHoldingHigh;
  const e0 = bandOf(emptyLow, emptyHigh, 0);
  const e1 = bandOf(emptyLow, emptyHigh, 1);
  const e2 = bandOf(emptyLow, emptyHigh, 2);
  v128.store(U, i32x4(e0, e1, e2, 0));
  remaining = popcnt(e0) + popcnt(e1) + popcnt(e2);
  let givens = 0;
  for (let d = 0; d < 9; d++) {
    const low = cellsHolding(d + 1);
    const high = cellsHoldingHigh;
    const g0 = bandOf(low, high, 0);
    const g1 = bandOf(low, high, 1);
    const g2 = bandOf(low, high, 2);
    const n = popcnt(g0) + popcnt(g1) + popcnt(g2);
    const cols = columnsOf(g0) | columnsOf(g1) | columnsOf(g2);
    const rows = rowsOf(g0) | (rowsOf(g1) << 3) | (rowsOf(g2) << 6);
    const boxes = boxesOf(g0) | (boxesOf(g1) << 3) | (boxesOf(g2) << 6);
    if (popcnt(cols) != n || popcnt(rows) != n || popcnt(boxes) != n) return false;
    givens += n;
    const open = ~(cols | (cols << 9) | (cols << 18));
    setF(d, (e0 & open & ~spanOf(rows, boxes)) | g0);
    setF(12 + d, (e1 & open & ~spanOf(rows >>> 3, boxes >>> 3)) | g1);
    setF(24 + d, (e2 & open & ~spanOf(rows >>> 6, boxes >>> 6)) | g2);
  }
  if (givens + remaining != 81) return false;
  const all = i32x4.splat(BAND_CELLS);
  const last = i32x4(BAND_CELLS, 0, 0, 0);
  broken = false;
  for (let at: usize = 0; at < 144; at += 48) {
    // The three spare lanes of each band's last vector.
    store<i32>(F + at, 0, 36);
    store<i32>(F + at, 0, 40);
    store<i32>(F + at, 0, 44);
    v128.store(L + at, all);
    v128.store(L + at, all, 16);
    v128.store(L + at, last, 32);
    // An empty cell without a digit dooms the search, as a placement that empties one does.
    if ((getU(<i32>(at / 48)) & ~<i32>countDigits(F + at)) != 0) broken = true;
  }
  dirty = ALL_WORDS;
  return true;
}
