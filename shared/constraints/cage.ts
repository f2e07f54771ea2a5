/**
 * The Killer cage rule: the digits of a cage add up to its sum and do not repeat in it. Pruning
 * works on the cage's combinations (cage-sums.ts): a combination stays only while the cage's
 * cells can still take its digits one each, and every cell keeps the digits some remaining
 * combination gives it. Up to EXACT_CELLS cells that is exact (a matching of cells to digits,
 * found over subsets of the combination's digits); larger cages, which are rare and cheap to
 * check loosely, get a sound weaker test.
 */
import { CACHED_CELLS, MISSED, recall, record } from './cage-cache.ts';
import { cageCombos } from './cage-sums.ts';
import {
  type CellConstraint,
  CONTRADICTION,
  NARROWED,
  type PruneOutcome,
  UNCHANGED,
} from './constraint.ts';

/** Cages up to this many cells are pruned exactly (2^6 subsets per combination at most). */
const EXACT_CELLS = 6;

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
  if (k < 6) return matchSmall(count, k, full, out);
  // The cells take `count` = k digits: subsets of the first i cells, then the last t cells.
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
      if ((lo & behindLo[after]) !== 0 || (hi & behindHi[after]) !== 0) out[i] |= digitBits[j];
    }
  }
  return true;
}

/**
 * comboSupport's matching for up to 5 digits: the 32 subsets fit one word (`aheadLo` and
 * `behindLo` alone), which spares the word pairs of the general case.
 */
function matchSmall(count: number, k: number, full: number, out: Int32Array): boolean {
  aheadLo[0] = 1;
  behindLo[0] = 1 << full;
  for (let i = 0; i < count; i++) {
    const ahead = aheadLo[i];
    const behind = behindLo[i];
    const front = compressed[i];
    const back = compressed[count - 1 - i];
    let a = 0;
    let b = 0;
    for (let j = 0; j < k; j++) {
      const bit = 1 << j;
      if (front & bit) a |= (ahead & ~HAS_LO[j]) << bit;
      if (back & bit) b |= (behind & HAS_LO[j]) >>> bit;
    }
    aheadLo[i + 1] = a;
    behindLo[i + 1] = b;
  }
  if ((behindLo[count] & 1) === 0) return false;
  for (let i = 0; i < count; i++) {
    const ahead = aheadLo[i];
    const behind = behindLo[count - 1 - i];
    const own = compressed[i];
    for (let j = 0; j < k; j++) {
      const bit = 1 << j;
      if ((own & bit) !== 0 && (((ahead & ~HAS_LO[j]) << bit) & behind) !== 0)
        out[i] |= digitBits[j];
    }
  }
  return true;
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

/** The digits placed in a cage as a mask, or -1 when one repeats; `digits` 0 = empty. */
export function placedDigits(cells: readonly number[], digits: ArrayLike<number>): number {
  let mask = 0;
  for (const cell of cells) {
    const d = digits[cell];
    if (d === 0) continue;
    const bit = 1 << (d - 1);
    if (mask & bit) return -1;
    mask |= bit;
  }
  return mask;
}

/** True when no combination of the cage holds every digit of `placed`. */
export function unreachable(count: number, sum: number, placed: number): boolean {
  for (const combo of cageCombos(count, sum)) if ((combo & placed) === placed) return false;
  return true;
}

const spreadOut: [number, number] = [0, 0];

/**
 * The digits some cell can still take, and the digits of cells down to one candidate: a
 * combination must lie within the first and hold the second (a cheap test before the full one).
 */
export function spread(masks: ArrayLike<number>, count: number): readonly [number, number] {
  let reach = 0;
  let fixed = 0;
  for (let i = 0; i < count; i++) {
    const m = masks[i];
    reach |= m;
    if ((m & (m - 1)) === 0) fixed |= m;
  }
  spreadOut[0] = reach;
  spreadOut[1] = fixed;
  return spreadOut;
}

/**
 * What a cage's combinations say on some candidates, shared with the rules derived from the
 * cage (killer-derived.ts): the digits every remaining combination holds, for exactly the
 * candidates `masks` (`known` false until first worked out).
 */
export interface CageMemo {
  readonly masks: Int32Array;
  required: number;
  known: boolean;
}

export const cageMemo = (count: number): CageMemo => ({
  masks: new Int32Array(count),
  required: 0,
  known: false,
});

/** Stores in `memo` the digits every remaining combination holds on `masks`. */
function remember(memo: CageMemo, masks: ArrayLike<number>, required: number): void {
  memo.masks.set(masks as Int32Array);
  memo.required = required;
  memo.known = true;
}

/**
 * The digits every combination of the cage still possible on `cand` holds, as the cage's own
 * rule last worked them out; -1 when that was on other candidates (the cage's rule runs again
 * before the search settles, and then it is known).
 */
export function cageRequired(memo: CageMemo, cells: readonly number[], cand: Int32Array): number {
  if (!memo.known) return -1;
  for (let i = 0; i < cells.length; i++) if (cand[cells[i]] !== memo.masks[i]) return -1;
  return memo.required;
}

/**
 * The digits every combination of the cage still possible on `masks` holds (-1 when none is),
 * with the candidates of each cell that some such combination gives it in `kept`.
 */
function supported(
  masks: Int32Array,
  count: number,
  combos: readonly number[],
  kept: Int32Array,
): number {
  kept.fill(0, 0, count);
  let required = -1;
  const [reach, fixed] = spread(masks, count);
  for (const combo of combos) {
    if ((combo & reach) !== combo || (combo & fixed) !== fixed) continue;
    // A combination that could add no digit to any cell, nor take one from `required`, need
    // not be checked: whether the cells can take it changes nothing.
    if ((required & ~combo) === 0) {
      let adds = 0;
      for (let i = 0; i < count && adds === 0; i++) adds = masks[i] & combo & ~kept[i];
      if (adds === 0) continue;
    }
    if (comboSupport(masks, count, combo, kept)) required &= combo;
  }
  for (let i = 0; i < count; i++) kept[i] &= masks[i];
  return required;
}

export function cageConstraint(
  cells: readonly number[],
  sum: number,
  memo: CageMemo = cageMemo(cells.length),
): CellConstraint {
  const count = cells.length;
  const combos = cageCombos(count, sum);
  const masks = new Int32Array(count);
  // What the last prune left: pruning depends on the cells' candidates alone and its result
  // prunes to nothing new, so the same candidates again (the search calls every rule whenever
  // its queues run dry, and most cages have not changed since) need no new look.
  const kept = new Int32Array(count);
  let known = false;
  const cached = count <= CACHED_CELLS;
  const prune = (cand: Int32Array): PruneOutcome => {
    if (known) {
      let same = true;
      for (let i = 0; i < count && same; i++) same = cand[cells[i]] === kept[i];
      if (same) return UNCHANGED;
    }
    known = false;
    for (let i = 0; i < count; i++) masks[i] = cand[cells[i]];
    let required = cached ? recall(count, sum, masks, kept) : MISSED;
    if (required === MISSED) {
      required = supported(masks, count, combos, kept);
      if (cached) record(count, sum, masks, kept, required);
    }
    if (required === -1) return CONTRADICTION;
    let outcome: PruneOutcome = UNCHANGED;
    for (let i = 0; i < count; i++) {
      if (kept[i] === 0) return CONTRADICTION;
      if (kept[i] !== masks[i]) {
        cand[cells[i]] = kept[i];
        outcome = NARROWED;
      }
    }
    known = true;
    // Narrowing to the supported digits keeps every combination that was possible (on large
    // cages, loosely pruned, fewer may be left: the digits they all hold can only be more).
    remember(memo, kept, required);
    return outcome;
  };
  const broken = (digits: ArrayLike<number>): boolean => {
    const placed = placedDigits(cells, digits);
    if (placed < 0) return true;
    let filled = 0;
    let total = 0;
    for (const cell of cells) {
      if (digits[cell] === 0) continue;
      filled++;
      total += digits[cell];
    }
    return filled === count ? total !== sum : unreachable(count, sum, placed);
  };
  return { cells, prune, broken };
}
