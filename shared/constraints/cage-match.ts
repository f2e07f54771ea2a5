/**
 * Which digits a combination gives each cell of a Killer cage: whether cells with some
 * candidates can hold exactly a combination's digits, one each, and which digits each cell can
 * take in such an assignment. Up to EXACT_CELLS cells that is exact (a matching of cells to
 * digits, found over subsets of the combination's digits, bit-parallel; matchings of 3 and 4
 * cells remembered in tables); larger cages, rare and cheap to check loosely, get a sound weaker
 * test. The cage rule (cage.ts) and the killer techniques (logic/cages.ts) build on it.
 */

/** Cages up to this many cells are pruned exactly (2^6 subsets per combination at most). */
export const EXACT_CELLS = 6;

// Scratch space: pruning is synchronous and never re-entered, so one set serves every cage.
const compressed = new Int32Array(9);
const digitBits = new Int32Array(9);

/**
 * A combination's digits are numbered 0..k-1 here; a candidate mask becomes a mask of those
 * numbers (a bit extract), in two table look-ups: digits 1-5 and digits 6-9.
 */
const EXTRACT_LOW = new Uint8Array(32 * 32);
const EXTRACT_HIGH = new Uint8Array(16 * 16);
const LOW_COUNT = new Uint8Array(32);
function extractTable(table: Uint8Array, width: number): void {
  for (let select = 0; select < 1 << width; select++) {
    for (let mask = 0; mask < 1 << width; mask++) {
      let out = 0;
      let k = 0;
      for (let j = 0; j < width; j++) {
        if ((select & (1 << j)) === 0) continue;
        if (mask & (1 << j)) out |= 1 << k;
        k++;
      }
      table[(select << width) | mask] = out;
    }
  }
}
extractTable(EXTRACT_LOW, 5);
extractTable(EXTRACT_HIGH, 4);
for (let select = 0; select < 32; select++)
  for (let m = select; m !== 0; m &= m - 1) LOW_COUNT[select]++;

/** `mask`'s digits among `combo`'s, numbered as above. */
const extract = (mask: number, combo: number): number =>
  EXTRACT_LOW[((combo & 31) << 5) | (mask & 31)] |
  (EXTRACT_HIGH[((combo >> 5) << 4) | ((mask >> 5) & 15)] << LOW_COUNT[combo & 31]);
/**
 * Sets of subsets of a combination's (up to 6) digits, as 64-bit sets in two words: bit S (of
 * the low word below 32, of the high word from 32) stands for the subset S. `ahead[i]` holds the
 * subsets the first i cells can take one digit each of; `behind[t]` holds the complements of the
 * subsets the last t cells can take (the digits still free for the cells before them).
 */
const aheadLo = new Int32Array(EXACT_CELLS + 1);
const aheadHi = new Int32Array(EXACT_CELLS + 1);
const behindLo = new Int32Array(EXACT_CELLS + 1);
const behindHi = new Int32Array(EXACT_CELLS + 1);
/** The subsets holding digit j (bit j of the subset), per word. */
const HAS_LO = new Int32Array(EXACT_CELLS);
const HAS_HI = new Int32Array(EXACT_CELLS);
for (let j = 0; j < EXACT_CELLS; j++) {
  for (let set = 0; set < 64; set++) {
    if ((set & (1 << j)) === 0) continue;
    if (set < 32) HAS_LO[j] |= 1 << set;
    else HAS_HI[j] |= 1 << (set - 32);
  }
}

// Word pairs moved by whole subsets: adding digit j to every subset moves bit S to S + 2^j.
let lo = 0;
let hi = 0;
function up(l: number, h: number, shift: number): void {
  if (shift === 32) {
    lo = 0;
    hi = l;
  } else {
    lo = l << shift;
    hi = (h << shift) | (l >>> (32 - shift));
  }
}
function down(l: number, h: number, shift: number): void {
  if (shift === 32) {
    lo = h;
    hi = 0;
  } else {
    lo = (l >>> shift) | (h << (32 - shift));
    hi = h >>> shift;
  }
}

/**
 * Whether cells with candidate masks `masks[0..count)` can hold exactly the digits of `combo`,
 * one each; when they can, ORs into `out[i]` the digits of `combo` cell i can take in such an
 * assignment (exactly up to EXACT_CELLS cells, a superset beyond). Exactly: a matching of cells
 * to digits, worked out over all subsets of the digits at once (bit-parallel), a cell at a time
 * from the front and from the back.
 */
export function comboSupport(
  masks: ArrayLike<number>,
  count: number,
  combo: number,
  out: Int32Array,
): boolean {
  let k = 0;
  for (let m = combo; m !== 0; m &= m - 1) digitBits[k++] = m & -m;
  let union = 0;
  for (let i = 0; i < count; i++) {
    const a = extract(masks[i], combo);
    if (a === 0) return false;
    compressed[i] = a;
    union |= a;
  }
  const full = (1 << k) - 1;
  if (union !== full) return false;
  if (count > EXACT_CELLS) return looseSupport(count, k, out);
  let open = 0;
  let narrow = -1;
  for (let i = 0; i < count; i++) {
    if (compressed[i] === full) continue;
    open++;
    narrow = i;
  }
  if (open === 0) {
    // Every cell can take every digit of the combination: any order will do.
    for (let i = 0; i < count; i++) out[i] |= combo;
    return true;
  }
  if (open === 1) {
    // One cell is narrower: it takes any of its digits and the others the rest, in any order;
    // only a single digit there is lost to the others.
    const own = masks[narrow] & combo;
    const others = (own & (own - 1)) === 0 ? combo & ~own : combo;
    for (let i = 0; i < count; i++) out[i] |= i === narrow ? own : others;
    return true;
  }
  if (count === 2) {
    // Both cells are down to one digit of the two, and not the same one (the union is full).
    out[0] |= masks[0] & combo;
    out[1] |= masks[1] & combo;
    return true;
  }
  if (count === k && (count === 3 || count === 4)) {
    const support = tableSupport(count, full);
    if (support < 0) return false;
    for (let i = 0; i < count; i++) {
      for (let s = (support >>> (i * k)) & full; s !== 0; s &= s - 1)
        out[i] |= digitBits[31 - Math.clz32(s & -s)];
    }
    return true;
  }
  return match(count, k, full, digitBits, out);
}

/**
 * The matching of `compressed[0..count)` to k digits, worked out over all subsets of the digits
 * at once: subsets the first i cells can take, then the last t cells. False when there is none;
 * else ORs `bits[j]` into `dest[i]` for each digit j cell i can take in one.
 */
function match(count: number, k: number, full: number, bits: Int32Array, dest: Int32Array) {
  aheadLo[0] = 1;
  aheadHi[0] = 0;
  behindLo[0] = full < 32 ? 1 << full : 0;
  behindHi[0] = full < 32 ? 0 : 1 << (full - 32);
  for (let i = 0; i < count; i++) {
    let aLo = 0;
    let aHi = 0;
    let bLo = 0;
    let bHi = 0;
    const front = compressed[i];
    const back = compressed[count - 1 - i];
    for (let j = 0; j < k; j++) {
      const bit = 1 << j;
      if (front & bit) {
        up(aheadLo[i] & ~HAS_LO[j], aheadHi[i] & ~HAS_HI[j], bit);
        aLo |= lo;
        aHi |= hi;
      }
      if (back & bit) {
        down(behindLo[i] & HAS_LO[j], behindHi[i] & HAS_HI[j], bit);
        bLo |= lo;
        bHi |= hi;
      }
    }
    aheadLo[i + 1] = aLo;
    aheadHi[i + 1] = aHi;
    behindLo[i + 1] = bLo;
    behindHi[i + 1] = bHi;
  }
  if ((behindLo[count] & 1) === 0) return false;
  // Cell i can take digit j when some subset the cells before it take, plus j, leaves what the
  // cells after it can take.
  for (let i = 0; i < count; i++) {
    const after = count - 1 - i;
    for (let j = 0; j < k; j++) {
      const bit = 1 << j;
      if ((compressed[i] & bit) === 0) continue;
      up(aheadLo[i] & ~HAS_LO[j], aheadHi[i] & ~HAS_HI[j], bit);
      if ((lo & behindLo[after]) !== 0 || (hi & behindHi[after]) !== 0) dest[i] |= bits[j];
    }
  }
  return true;
}

/**
 * Matchings of 3 and 4 cells remembered by the cells' digits among the combination's (3 or 4
 * bits a cell, `count` bits to a cell in the key): -1 when there is none, else the digits each
 * cell can take in one, in the same numbering and places; 0 until worked out. The 4-cell table
 * (256 KiB) is made on first use.
 */
const MATCH3 = new Int32Array(1 << 9);
let match4: Int32Array | null = null;
const ONE_BIT = Int32Array.from({ length: EXACT_CELLS }, (_, j) => 1 << j);
const found = new Int32Array(EXACT_CELLS);

function tableSupport(count: number, full: number): number {
  let key = 0;
  for (let i = 0; i < count; i++) key |= compressed[i] << (i * count);
  match4 ??= new Int32Array(1 << 16);
  const table = count === 3 ? MATCH3 : match4;
  if (table[key] === 0) {
    found.fill(0);
    let support = -1;
    if (match(count, count, full, ONE_BIT, found)) {
      support = 0;
      for (let i = 0; i < count; i++) support |= found[i] << (i * count);
    }
    table[key] = support;
  }
  return table[key];
}

/** Large cages: digits a placed cell holds are taken from the others; sound, not exact. */
function looseSupport(count: number, k: number, out: Int32Array): boolean {
  let fixed = 0;
  for (let i = 0; i < count; i++) {
    const a = compressed[i];
    if ((a & (a - 1)) !== 0) continue;
    if (fixed & a) return false;
    fixed |= a;
  }
  for (let i = 0; i < count; i++) {
    const a = compressed[i];
    const kept = (a & (a - 1)) === 0 ? a : a & ~fixed;
    if (kept === 0) return false;
    for (let j = 0; j < k; j++) if (kept & (1 << j)) out[i] |= digitBits[j];
  }
  return true;
}
