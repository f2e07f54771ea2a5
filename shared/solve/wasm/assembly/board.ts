/**
 * The 9x9 core's board: the candidates, band-major (word b*12 + d holds digit d's cells in band
 * b, 27 bits, nine digits and three zero lanes per band, so one band is three 128-bit vectors),
 * the unsolved cells per band (U), the words' last checked candidates (L) and the propagation's
 * flags, all at fixed addresses or in globals that every other module of the core shares; and
 * the bit arithmetic on band words that they all use. A placed cell keeps its digit only and
 * leaves U (placed cells are not stored apart).
 */

export const BAND_CELLS: i32 = 0x7ffffff;
export const ROW0: i32 = 0x1ff;
/** Box k of a band: BOX0 << 3k. */
export const BOX0: i32 = 0x1c0e07;
/** Column c of a band: COL0 << c. */
export const COL0: i32 = 0x40201;

/** Candidates, band-major: word b*12 + d (words 9-11 of each band stay 0); then U. */
export const F: usize = memory.data(40 * 4, 16);
/** Unsolved cells per band (word 3 stays 0), right after the candidates. */
export const U: usize = F + 36 * 4;
/** Per word: its candidates when its rows and boxes were last checked (a fixpoint has L = F). */
export const L: usize = memory.data(36 * 4, 16);

/** Cells not placed yet. */
export let remaining: i32 = 0;
/**
 * A placement left a cell without candidates (the word loop stops at once). It is set only with
 * a dirty word (the cell's last candidate left some word), so the loop always sees it.
 */
export let broken: bool = false;
/** One bit per word whose candidates changed since it was last reduced (bit b*12 + d). */
export const ALL_WORDS: i64 = 0x1ff | (0x1ff << 12) | (<i64>0x1ff << 24);
export let dirty: i64 = 0;

@inline export function getF(x: i32): i32 { return load<i32>(F + (<usize>x << 2)); }
@inline export function setF(x: i32, v: i32): void { store<i32>(F + (<usize>x << 2), v); }
@inline export function getL(x: i32): i32 { return load<i32>(L + (<usize>x << 2)); }
@inline export function setL(x: i32, v: i32): void { store<i32>(L + (<usize>x << 2), v); }
@inline export function getU(b: i32): i32 { return load<i32>(U + (<usize>b << 2)); }
@inline export function single(x: i32): bool { return popcnt(x) == 1; }
@inline export function columnsOf(cells: i32): i32 {
  return (cells | (cells >>> 9) | (cells >>> 18)) & 0x1ff;
}
@inline export function mark(y: i32): void { dirty |= (<i64>1) << <i64>y; }

/** The digits whose band words (v0-v2, four digits each) hold a cell of the mask `m`. */
@inline export function digitsWith(v0: v128, v1: v128, v2: v128, m: v128): i32 {
  const zero = i32x4.splat(0);
  return (
    i32x4.bitmask(i32x4.ne(v128.and(v0, m), zero)) |
    (i32x4.bitmask(i32x4.ne(v128.and(v1, m), zero)) << 4) |
    (i32x4.bitmask(i32x4.ne(v128.and(v2, m), zero)) << 8)
  );
}

/**
 * The cells of the band at `base` with at least one candidate (low word) and with two or more
 * (high word): once/twice over the nine digits, lane-wise, then across the four lanes.
 */
@inline export function countDigits(base: usize): i64 {
  const v0 = v128.load(base);
  const v1 = v128.load(base, 16);
  const v2 = v128.load(base, 32);
  let once = v128.or(v128.or(v0, v1), v2);
  let twice = v128.or(v128.and(v0, v1), v128.and(v2, v128.or(v0, v1)));
  let o2 = i32x4.shuffle(once, once, 1, 0, 3, 2);
  let t2 = i32x4.shuffle(twice, twice, 1, 0, 3, 2);
  twice = v128.or(v128.or(twice, t2), v128.and(once, o2));
  once = v128.or(once, o2);
  o2 = i32x4.shuffle(once, once, 2, 3, 0, 1);
  t2 = i32x4.shuffle(twice, twice, 2, 3, 0, 1);
  twice = v128.or(v128.or(twice, t2), v128.and(once, o2));
  once = v128.or(once, o2);
  return (
    <i64>(<u32>i32x4.extract_lane(once, 0)) | (<i64>i32x4.extract_lane(twice, 0) << 32)
  );
}

/**
 * The rows of a band word that hold one candidate, as cells; branch-free, because which rows
 * are singles is as unpredictable as a coin and a mispredicted branch costs more than the
 * arithmetic.
 */
@inline export function loneInRows(f: i32): i32 {
  return loneIn(f & ROW0, f & (ROW0 << 9), f & (ROW0 << 18));
}

/** The parts of a word, of three that split it, that hold one candidate, as cells. */
@inline export function loneIn(p0: i32, p1: i32, p2: i32): i32 {
  return (
    select(p0, 0, popcnt(p0) == 1) | select(p1, 0, popcnt(p1) == 1) | select(p2, 0, popcnt(p2) == 1)
  );
}
