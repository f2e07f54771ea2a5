/**
 * The 9x9 core's search, the production search's tree (shared/solve/bitboard9.ts): propagate,
 * record a solution or branch on the chosen cell with the lowest digit (or a random one when
 * filling), counting nodes and guesses at the same points, so the counts, the first solution,
 * the budget stops and the random draws are the JavaScript core's. A branch saves the board's
 * ten vectors and `remaining` on a stack in linear memory.
 */
import { broken, dirty, F, getF, L, mark, remaining, setF } from './board';
import { pickBand, pickBit, pickCell } from './pick';
import { place, propagate } from './propagate';

/** The random source of a filling search (the generator's seeded sfc32), one uint32 a draw. */
@external('env', 'random')
declare function nextRandom(): u32;

const MAX_DEPTH: i32 = 82;
/** Bytes saved per branch: the candidates (36 words), U (4) and `remaining`. */
const FRAME: usize = 48 * 4;
const STACK: usize = memory.data(MAX_DEPTH * <i32>FRAME, 16);
/** Out: the first solution, 81 digits. */
export const SOLUTION: usize = memory.data(96, 16);
/**
 * Out: count, nodes, guesses, aborted (0/1), clash (0/1: givens that break the rules, or text
 * that is not digits and dots).
 */
export const RESULT: usize = memory.data(8 * 4, 16);

let count: i32 = 0;
let nodes: i32 = 0;
let guesses: i32 = 0;
let aborted: bool = false;
let limit: i32 = 2;
let budget: i32 = 0;
let useRandom: bool = false;

/** Clears the counters and sets the limits of a search. */
export function begin(maxCount: i32, maxNodes: i32, randomOrder: bool): void {
  count = 0;
  nodes = 0;
  guesses = 0;
  aborted = false;
  limit = maxCount;
  budget = maxNodes;
  useRandom = randomOrder;
}

/** Writes the counters at RESULT; returns the count. */
export function finish(clash: bool): i32 {
  store<i32>(RESULT, count);
  store<i32>(RESULT + 4, nodes);
  store<i32>(RESULT + 8, guesses);
  store<i32>(RESULT + 12, aborted ? 1 : 0);
  store<i32>(RESULT + 16, clash ? 1 : 0);
  return count;
}

/** Searches from the state loaded, with `excludeDigit` (1-9, or 0: none) ruled out of its cell. */
export function searchExcluding(excludeCell: i32, excludeDigit: i32): i32 {
  if (excludeDigit != 0) {
    const b = excludeCell / 27;
    const x = b * 12 + excludeDigit - 1;
    setF(x, getF(x) & ~(1 << (excludeCell - 27 * b)));
    mark(x);
  }
  search(0);
  return finish(false);
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
