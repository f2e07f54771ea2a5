/**
 * The 9x9 production search of shared/solve/bitboard9.ts, in AssemblyScript for WebAssembly
 * (built by scripts/build-wasm.ts into ../solver9.wasm). It applies the same deductions to the
 * same fixpoint (locked candidates inside a band by the mini-row table, row, box and column
 * singles, pointing and claiming along columns, naked singles), branches on the same cell with
 * the same digit order and counts nodes and guesses at the same points, so it walks the same
 * search tree: the same counts, the same first solution, the same budget stops, the same random
 * draws when filling. The order inside one propagation differs (it is a fixpoint of monotone
 * rules, so the order does not change where it ends); the tests hold the two cores equal.
 *
 * What makes it faster than the JavaScript core: the candidates are band-major (word b*12 + d,
 * nine digits and three zero lanes per band), so one placement clears its cell from every digit
 * with three 128-bit operations, and the naked-single and branch-cell counts run over the nine
 * digits as vectors; a word's three rows are checked for singles at once without a branch (which
 * rows are singles is unpredictable, and mispredicted branches cost more than the arithmetic),
 * and its boxes for pointing only where they came down to one column since the word was last
 * checked (the rest were settled then, and a fixpoint is settled everywhere, which is why a
 * backtrack can mark every word checked); a placement that leaves a cell without candidates
 * stops the propagation at once (a contradiction ends it wherever it is found); placed cells are
 * not stored (a placed cell keeps its digit and leaves U); a branch saves ten vectors.
 *
 * The caller (../solver9.ts) writes the 81 givens (0 for empty, or the text's 81 characters) at
 * `givens()`, calls `solve9`, then reads the counters at `result()` and the first solution at
 * `solution()`.
 */

/** The random source of a filling search (the generator's seeded sfc32), one uint32 a draw. */
@external('env', 'random')
declare function nextRandom(): u32;

const BAND_CELLS: i32 = 0x7ffffff;
const ROW0: i32 = 0x1ff;
/** Box k of a band: BOX0 << 3k. */
const BOX0: i32 = 0x1c0e07;
/** Column c of a band: COL0 << c. */
const COL0: i32 = 0x40201;
const MAX_DEPTH: i32 = 82;
/** Bytes saved per branch: the candidates (36 words), U (4) and `remaining`. */
const FRAME: usize = 48 * 4;

// Tables (built once by `init`) and state, at fixed addresses in linear memory.
/** Per mini-row pattern of a digit in a band: the cells some placement can use (0: none). */
const ALLOWED_CELLS: usize = memory.data(512 * 4, 16);
/** Per 9-bit row: which of its three boxes hold a candidate. */
const BOXES_OF_ROW: usize = memory.data(512 * 4, 16);
/** Per position in a band: all but the position's row and box. */
const KEEP_OFF_ROW_BOX: usize = memory.data(32 * 4, 16);
/** Per position in a band: its column. */
const COLUMN_OF: usize = memory.data(32 * 4, 16);
/** Candidates, band-major: word b*12 + d (words 9-11 of each band stay 0); then U. */
const F: usize = memory.data(40 * 4, 16);
/** Unsolved cells per band (word 3 stays 0), right after the candidates. */
const U: usize = F + 36 * 4;
/** Per word: its candidates when its rows and boxes were last checked (a fixpoint has L = F). */
const L: usize = memory.data(36 * 4, 16);
const STACK: usize = memory.data(MAX_DEPTH * <i32>FRAME, 16);
/** In: 81 givens, 0 for empty. */
const GIVENS: usize = memory.data(96, 16);
/** Out: the first solution, 81 digits. */
const SOLUTION: usize = memory.data(96, 16);
/**
 * Out: count, nodes, guesses, aborted (0/1), clash (0/1: givens that break the rules, or text
 * that is not digits and dots).
 */
const RESULT: usize = memory.data(8 * 4, 16);

let remaining: i32 = 0;
/**
 * A placement left a cell without candidates (the word loop stops at once). It is set only with
 * a dirty word (the cell's last candidate left some word), so the loop always sees it.
 */
let broken: bool = false;
/** One bit per word whose candidates changed since it was last reduced (bit b*12 + d). */
const ALL_WORDS: i64 = 0x1ff | (0x1ff << 12) | (<i64>0x1ff << 24);
let dirty: i64 = 0;
let count: i32 = 0;
let nodes: i32 = 0;
let guesses: i32 = 0;
let aborted: bool = false;
let limit: i32 = 2;
let budget: i32 = 0;
let useRandom: bool = false;
let pickBand: i32 = 0;
let pickBit: i32 = 0;

@inline function getF(x: i32): i32 { return load<i32>(F + (<usize>x << 2)); }
@inline function getL(x: i32): i32 {
  return load<i32>(L + (<usize>x << 2));
}
@inline function setL(x: i32, v: i32): void {
  store<i32>(L + (<usize>x << 2), v);
}
@inline function setF(x: i32, v: i32): void { store<i32>(F + (<usize>x << 2), v); }
/** Placed cells of word x (band b): a placed cell keeps only its digit, and has left U. */
@inline function placed(x: i32, b: i32): i32 { return getF(x) & ~getU(b); }
@inline function getU(b: i32): i32 { return load<i32>(U + (<usize>b << 2)); }
@inline function table(base: usize, i: i32): i32 { return load<i32>(base + (<usize>i << 2)); }
@inline function single(x: i32): bool { return popcnt(x) == 1; }
@inline function columnsOf(cells: i32): i32 { return (cells | (cells >>> 9) | (cells >>> 18)) & 0x1ff; }
@inline function mark(y: i32): void { dirty |= (<i64>1) << <i64>y; }

function init(): void {
  for (let pos = 0; pos < 27; pos++) {
    const rr = pos / 9;
    const c = pos % 9;
    store<i32>(KEEP_OFF_ROW_BOX + (<usize>pos << 2), ~((ROW0 << (9 * rr)) | (BOX0 << (3 * (c / 3)))));
    store<i32>(COLUMN_OF + (<usize>pos << 2), COL0 << c);
  }
  for (let r = 0; r < 512; r++) {
    const boxes = (r & 7 ? 1 : 0) | (r & 0o70 ? 2 : 0) | (r & 0o700 ? 4 : 0);
    store<i32>(BOXES_OF_ROW + (<usize>r << 2), boxes);
  }
  // A placement of a digit in a band takes one box per row and one row per box: one of six
  // permutations (bit rr*3+k: row rr in box k).
  for (let pattern = 0; pattern < 512; pattern++) {
    let allowed = 0;
    for (let p = 0; p < 6; p++) {
      const k0 = p >> 1;
      const k1 = k0 == 0 ? 1 + (p & 1) : k0 == 1 ? (p & 1) << 1 : p & 1;
      const k2 = 3 - k0 - k1;
      const perm = (1 << k0) | (1 << (3 + k1)) | (1 << (6 + k2));
      if ((perm & pattern) == perm) allowed |= perm;
    }
    let cells = 0;
    for (let i = 0; i < 9; i++) if (allowed & (1 << i)) cells |= 7 << ((i / 3) * 9 + (i % 3) * 3);
    store<i32>(ALLOWED_CELLS + (<usize>pattern << 2), cells);
  }
}
init();

/** Clears `col` from digit d's bands other than b. */
@inline function clearColumn(d: i32, b: i32, col: i32): void {
  let y = d + (b == 0 ? 12 : 0);
  let g = getF(y);
  if (g & col) { setF(y, g & ~col); mark(y); }
  y = d + (b == 2 ? 12 : 24);
  g = getF(y);
  if (g & col) { setF(y, g & ~col); mark(y); }
}

/** The digits whose band words (v0-v2, four digits each) hold a cell of the mask `m`. */
@inline function digitsWith(v0: v128, v1: v128, v2: v128, m: v128): i32 {
  const zero = i32x4.splat(0);
  return (
    i32x4.bitmask(i32x4.ne(v128.and(v0, m), zero)) |
    (i32x4.bitmask(i32x4.ne(v128.and(v1, m), zero)) << 4) |
    (i32x4.bitmask(i32x4.ne(v128.and(v2, m), zero)) << 8)
  );
}

/** Places digit d on cell `bit` of band b and clears what that rules out. */
function place(d: i32, b: i32, bit: i32): void {
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

/**
 * The rows of a band word that hold one candidate, as cells; branch-free, because which rows
 * are singles is as unpredictable as a coin and a mispredicted branch costs more than the
 * arithmetic.
 */
@inline function loneInRows(f: i32): i32 {
  return loneIn(f & ROW0, f & (ROW0 << 9), f & (ROW0 << 18));
}

/** The parts of a word, of three that split it, that hold one candidate, as cells. */
@inline function loneIn(p0: i32, p1: i32, p2: i32): i32 {
  return (
    select(p0, 0, popcnt(p0) == 1) | select(p1, 0, popcnt(p1) == 1) | select(p2, 0, popcnt(p2) == 1)
  );
}

/** Per group of three columns (the columns of one box): the column if it is the group's only one. */
@inline function loneInBox(c: i32): i32 {
  const others = ((c << 1) & 0o666) | ((c >>> 1) & 0o333) | ((c << 2) & 0o444) | ((c >>> 2) & 0o111);
  return c & ~others;
}

/**
 * The cells of the band at `base` with at least one candidate (low word) and with two or more
 * (high word): once/twice over the nine digits, lane-wise, then across the four lanes.
 */
@inline function countDigits(base: usize): i64 {
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

/** Reduces to a fixpoint; false on a contradiction. */
function propagate(): bool {
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

/** The state a branch saves: candidates and U, contiguous (160 bytes), then `remaining`. */
const STATE_BYTES: usize = 160;

function save(depth: i32): void {
  const at = STACK + <usize>depth * FRAME;
  for (let i: usize = 0; i < STATE_BYTES; i += 16) v128.store(at + i, v128.load(F + i));
  store<i32>(at, remaining, STATE_BYTES);
}

function restore(depth: i32): void {
  const at = STACK + <usize>depth * FRAME;
  for (let i: usize = 0; i < STATE_BYTES; i += 16) v128.store(F + i, v128.load(at + i));
  remaining = load<i32>(at, STATE_BYTES);
  broken = false;
  for (let i: usize = 0; i < 144; i += 16) v128.store(L + i, v128.load(F + i));
  dirty = 0;
}

/** Chooses the branch cell: a bivalue cell if any, else one with three candidates, else any. */
function pickCell(): void {
  let fallbackBand = -1;
  let fallbackBit = 0;
  let tripleBand = -1;
  let tripleBit = 0;
  for (let b = 0; b < 3; b++) {
    const u = getU(b);
    if (u == 0) continue;
    const base = F + <usize>(b * 48);
    const um = i32x4.splat(u);
    const v0 = v128.and(v128.load(base), um);
    const v1 = v128.and(v128.load(base, 16), um);
    const v2 = v128.and(v128.load(base, 32), um);
    // Per lane: cells with at least 1, 2, 3 candidates; then summed across lanes (at least k of a
    // sum: some i + j = k with at least i on one side and j on the other).
    let o = v128.or(v128.or(v0, v1), v2);
    let t = v128.or(v128.or(v128.and(v0, v1), v128.and(v0, v2)), v128.and(v1, v2));
    let th = v128.and(v128.and(v0, v1), v2);
    let fo = i32x4.splat(0);
    {
      const o2 = i32x4.shuffle(o, o, 1, 0, 3, 2);
      const t2 = i32x4.shuffle(t, t, 1, 0, 3, 2);
      const th2 = i32x4.shuffle(th, th, 1, 0, 3, 2);
      fo = v128.or(v128.or(v128.and(th, o2), v128.and(t, t2)), v128.and(o, th2));
      th = v128.or(v128.or(th, th2), v128.or(v128.and(t, o2), v128.and(o, t2)));
      t = v128.or(v128.or(t, t2), v128.and(o, o2));
      o = v128.or(o, o2);
    }
    {
      const o2 = i32x4.shuffle(o, o, 2, 3, 0, 1);
      const t2 = i32x4.shuffle(t, t, 2, 3, 0, 1);
      const th2 = i32x4.shuffle(th, th, 2, 3, 0, 1);
      const fo2 = i32x4.shuffle(fo, fo, 2, 3, 0, 1);
      fo = v128.or(v128.or(v128.or(fo, fo2), v128.or(v128.and(th, o2), v128.and(t, t2))), v128.and(o, th2));
      th = v128.or(v128.or(th, th2), v128.or(v128.and(t, o2), v128.and(o, t2)));
      t = v128.or(v128.or(t, t2), v128.and(o, o2));
      o = v128.or(o, o2);
    }
    const twice = i32x4.extract_lane(t, 0);
    const thrice = i32x4.extract_lane(th, 0);
    const four = i32x4.extract_lane(fo, 0);
    const two = twice & ~thrice;
    if (two != 0) {
      pickBand = b;
      pickBit = two & -two;
      return;
    }
    const three = thrice & ~four;
    if (three != 0 && tripleBand < 0) {
      tripleBand = b;
      tripleBit = three & -three;
    }
    if (fallbackBand < 0) {
      fallbackBand = b;
      fallbackBit = u & -u;
    }
  }
  pickBand = tripleBand >= 0 ? tripleBand : fallbackBand;
  pickBit = tripleBand >= 0 ? tripleBit : fallbackBit;
}

function record(): void {
  if (++count > 1) return;
  for (let b = 0; b < 3; b++) {
    for (let d = 0; d < 9; d++) {
      let s = getF(b * 12 + d);
      while (s != 0) {
        store<u8>(SOLUTION + <usize>(b * 27 + ctz(s)), <u8>(d + 1));
        s &= s - 1;
      }
    }
  }
}

/** A uniformly chosen set bit of `mask`, from one draw (as `randomBit` in outcome.ts). */
function randomBit(mask: i32): i32 {
  let pick = nextRandom() % <u32>popcnt(mask);
  let m = mask;
  while (pick-- > 0) m &= m - 1;
  return m & -m;
}

function search(depth: i32): bool {
  while (true) {
    if (!propagate()) return false;
    if (remaining == 0) {
      record();
      return count >= limit;
    }
    if (++nodes > budget) {
      aborted = true;
      return true;
    }
    pickCell();
    const b = pickBand;
    const bit = pickBit;
    let d = 0;
    if (useRandom) {
      let digits = 0;
      for (let dd = 0; dd < 9; dd++) if (getF(b * 12 + dd) & bit) digits |= 1 << dd;
      d = ctz(randomBit(digits));
    } else {
      while ((getF(b * 12 + d) & bit) == 0) d++;
    }
    save(depth);
    guesses++;
    place(d, b, bit);
    if (search(depth + 1)) return true;
    restore(depth);
    const x = b * 12 + d;
    setF(x, getF(x) & ~bit);
    mark(x);
  }
}

/** Where the caller writes the 81 givens (0 for empty). */
export function givens(): usize {
  return GIVENS;
}

/** Where the first solution is, after a search that found one. */
export function solution(): usize {
  return SOLUTION;
}

/** Where the counters are: count, nodes, guesses, aborted, clash. */
export function result(): usize {
  return RESULT;
}

function finish(clash: bool): i32 {
  store<i32>(RESULT, count);
  store<i32>(RESULT + 4, nodes);
  store<i32>(RESULT + 8, guesses);
  store<i32>(RESULT + 12, aborted ? 1 : 0);
  store<i32>(RESULT + 16, clash ? 1 : 0);
  return count;
}

/**
 * Reads the 81 characters at GIVENS (bytes of `.` or `0`-`9`) as digits in place, 16 at a time;
 * false if any is another byte.
 */
function readText(): bool {
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
function loadGivens(): bool {
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

/**
 * Counts solutions of the givens up to `maxCount` within `maxNodes` branch nodes. With
 * `excludeDigit` (1-9) that digit is first ruled out of cell `excludeCell`; with `randomOrder`
 * a branch takes its digit from `env.random` instead of the lowest; with `text` the givens are
 * characters (`.` or `0` for empty) and anything else counts as a clash. Returns the count; all
 * the counters are at `result()`.
 */
export function solve9(
  maxCount: i32,
  maxNodes: i32,
  excludeCell: i32,
  excludeDigit: i32,
  randomOrder: bool,
  text: bool,
): i32 {
  begin(maxCount, maxNodes, randomOrder);
  if (text && !readText()) return finish(true);
  if (!loadGivens()) return finish(true);
  return searchExcluding(excludeCell, excludeDigit);
}

/** Clears the counters and sets the limits of a search. */
function begin(maxCount: i32, maxNodes: i32, randomOrder: bool): void {
  count = 0;
  nodes = 0;
  guesses = 0;
  aborted = false;
  limit = maxCount;
  budget = maxNodes;
  useRandom = randomOrder;
}

/** Searches from the state loaded, with `excludeDigit` (1-9, or 0: none) ruled out of its cell. */
function searchExcluding(excludeCell: i32, excludeDigit: i32): i32 {
  if (excludeDigit != 0) {
    const b = excludeCell / 27;
    const x = b * 12 + excludeDigit - 1;
    setF(x, getF(x) & ~(1 << (excludeCell - 27 * b)));
    mark(x);
  }
  search(0);
  return finish(false);
}

/**
 * The 9x9 generator's check of a removal, on the givens at GIVENS (a puzzle with a solution whose
 * `cell`, which held `digit`, was just emptied): with `refill`, first whether singles fill the
 * cell back (fills9), answering -1 without a search when they do; otherwise the search of
 * `solve9(1, maxNodes, cell, digit)`, from where singles stopped. That is the same search: singles
 * deduce only what its propagation does, and the propagation ends at the same fixpoint from any
 * state on the way there (every word is checked again), so the counts, the solution and the budget
 * stop are the same; only the loading and the singles are not done twice. Answers the count, with
 * the counters at `result()`.
 */
export function check9(cell: i32, digit: i32, maxNodes: i32, refill: bool): i32 {
  begin(1, maxNodes, false);
  if (!loadGivens()) return finish(true);
  if (refill) {
    if (singlesFill(cell)) return -1;
    dirty = ALL_WORDS;
  }
  return searchExcluding(cell, digit);
}

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
 * Whether naked and hidden singles alone, from the givens at GIVENS (digits of a puzzle that has
 * a solution), fill `cell`: the 9x9 generator's commonest question (shared/generate/dig9.ts),
 * whose JavaScript answer is singlesFill9 (the tests hold the two equal). Singles only, unlike
 * the search's propagation (no locked candidates): rows and boxes of the words that changed,
 * every digit's columns and every band's naked singles, round after round until the cell is
 * decided or a round places nothing. Answers 1 or 0 (0 as well for givens that clash).
 */
export function fills9(cell: i32): i32 {
  return loadGivens() && singlesFill(cell) ? 1 : 0;
}

/** fills9 on the givens loaded; the rest of the state is left where singles stop. */
function singlesFill(cell: i32): bool {
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
