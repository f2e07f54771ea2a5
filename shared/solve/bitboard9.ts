/**
 * The 9x9 production search, built for speed on band bitboards: for each digit and each band
 * (three rows), one 27-bit integer of the cells where the digit may go. A lookup table over the
 * band's mini-rows applies every row/box interaction inside a band at once (locked candidates),
 * and naked, hidden-row/box and hidden-column singles run on whole bit sets. Branches prefer a
 * bivalue cell. Module-level typed arrays: nothing is allocated per node.
 */
import { lowBitIndex, randomBit, type SearchOptions, type SearchOutcome } from './outcome.ts';

const BAND_CELLS = 0x7ffffff;
const ROW = [0x1ff, 0x1ff << 9, 0x1ff << 18];
const BOX = [0, 1, 2].map((k) => (7 << (3 * k)) | (7 << (3 * k + 9)) | (7 << (3 * k + 18)));
const COL = Array.from({ length: 9 }, (_, c) => (1 << c) | (1 << (c + 9)) | (1 << (c + 18)));

/** Per position in a band (0..26): the mask that keeps the digit off the rest of its row and box. */
const KEEP_OFF_ROW_BOX = new Int32Array(27);
/** Per position in a band: the column mask, to clear the digit from the other bands. */
const COLUMN_OF = new Int32Array(27);
for (let pos = 0; pos < 27; pos++) {
  const rr = Math.floor(pos / 9);
  const c = pos % 9;
  KEEP_OFF_ROW_BOX[pos] = ~(ROW[rr] | BOX[Math.floor(c / 3)]);
  COLUMN_OF[pos] = COL[c];
}

/** For a 9-bit row: which of its three boxes hold a candidate (3 bits). */
const BOXES_OF_ROW = new Int32Array(512);
for (let r = 0; r < 512; r++)
  BOXES_OF_ROW[r] = (r & 7 ? 1 : 0) | (r & 0o70 ? 2 : 0) | (r & 0o700 ? 4 : 0);

/**
 * For a 9-bit mini-row pattern (bit rr*3+k: row rr of the band has candidates in box k): the
 * cells of the band that lie in a mini-row used by some placement of the digit (one box per row,
 * one row per box). 0 means no placement exists: a contradiction.
 */
const ALLOWED_CELLS = new Int32Array(512);
{
  const perms = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ].map((p) => p.reduce((m, k, rr) => m | (1 << (rr * 3 + k)), 0));
  for (let pattern = 0; pattern < 512; pattern++) {
    let allowed = 0;
    for (const p of perms) if ((p & pattern) === p) allowed |= p;
    let cells = 0;
    for (let i = 0; i < 9; i++)
      if (allowed & (1 << i)) cells |= 7 << (Math.floor(i / 3) * 9 + (i % 3) * 3);
    ALLOWED_CELLS[pattern] = cells;
  }
}

const MAX_DEPTH = 82;
const STATE = 27 + 27 + 3 + 1;
/** Candidates: index digit*3 + band. */
const F = new Int32Array(27);
/** Placed cells per digit and band. */
const S = new Int32Array(27);
/** Unsolved cells per band. */
const U = new Int32Array(3);
const stack = new Int32Array(MAX_DEPTH * STATE);
let remaining = 0;
/** One bit per digit-band whose candidates changed since it was last reduced. */
let dirty = 0;

function place(d: number, b: number, bit: number): void {
  const pos = 31 - Math.clz32(bit);
  const x = d * 3 + b;
  const f = F[x];
  const kept = (f & KEEP_OFF_ROW_BOX[pos]) | bit;
  if (kept !== f) {
    F[x] = kept;
    dirty |= 1 << x;
  }
  const col = COLUMN_OF[pos];
  for (let bb = 0; bb < 3; bb++) {
    if (bb === b) continue;
    const y = d * 3 + bb;
    const g = F[y];
    if (g & col) {
      F[y] = g & ~col;
      dirty |= 1 << y;
    }
  }
  for (let dd = 0; dd < 9; dd++) {
    if (dd === d) continue;
    const y = dd * 3 + b;
    const g = F[y];
    if (g & bit) {
      F[y] = g ^ bit;
      dirty |= 1 << y;
    }
  }
  S[x] |= bit;
  U[b] &= ~bit;
  remaining--;
}

/** Reduces to a fixpoint; false on a contradiction. */
function propagate(): boolean {
  for (;;) {
    // Only a band whose candidates changed can hold a new naked single, and only a digit whose
    // candidates changed can have a new column single: the later passes look at just those.
    let bands = 0;
    let digits = 0;
    while (dirty !== 0) {
      const x = lowBitIndex(dirty);
      dirty &= dirty - 1;
      let f = F[x];
      const allowed =
        ALLOWED_CELLS[
          BOXES_OF_ROW[f & 0x1ff] |
            (BOXES_OF_ROW[(f >>> 9) & 0x1ff] << 3) |
            (BOXES_OF_ROW[f >>> 18] << 6)
        ];
      if (allowed === 0) return false;
      f &= allowed;
      F[x] = f;
      const d = (x / 3) | 0;
      const b = x - 3 * d;
      bands |= 1 << b;
      digits |= 1 << d;
      for (let rr = 0; rr < 3; rr++) {
        const row = f & ROW[rr];
        if (row !== 0 && (row & (row - 1)) === 0 && (S[x] & ROW[rr]) === 0) {
          place(d, b, row);
          f = F[x];
        }
      }
      for (let k = 0; k < 3; k++) {
        const box = f & BOX[k];
        if (box !== 0 && (box & (box - 1)) === 0 && (S[x] & BOX[k]) === 0) {
          place(d, b, box);
          f = F[x];
          continue;
        }
        // Pointing along a column: the digit's cells in this box share one column.
        const cols = (box | (box >>> 9) | (box >>> 18)) & 0x1ff;
        if (cols !== 0 && (cols & (cols - 1)) === 0) {
          const col = COL[31 - Math.clz32(cols)];
          for (let bb = 0; bb < 3; bb++) {
            if (bb === b) continue;
            const y = d * 3 + bb;
            const g = F[y];
            if (g & col) {
              F[y] = g & ~col;
              dirty |= 1 << y;
            }
          }
        }
      }
    }
    const before = remaining;
    for (let b = 0; b < 3; b++) {
      const u = U[b];
      if (u === 0 || (bands & (1 << b)) === 0) continue;
      let once = 0;
      let twice = 0;
      for (let x = b; x < 27; x += 3) {
        const f = F[x];
        twice |= once & f;
        once |= f;
      }
      if ((u & ~once) !== 0) return false;
      let single = u & ~twice;
      while (single !== 0) {
        const bit = single & -single;
        single ^= bit;
        if ((U[b] & bit) === 0) continue;
        let d = 0;
        while (d < 9 && (F[d * 3 + b] & bit) === 0) d++;
        if (d === 9) return false;
        place(d, b, bit);
      }
    }
    for (let d = 0; d < 9; d++) {
      if ((digits & (1 << d)) === 0) continue;
      const x = d * 3;
      const f0 = F[x];
      const f1 = F[x + 1];
      const f2 = F[x + 2];
      const c0 = (f0 | (f0 >>> 9) | (f0 >>> 18)) & 0x1ff;
      const c1 = (f1 | (f1 >>> 9) | (f1 >>> 18)) & 0x1ff;
      const c2 = (f2 | (f2 >>> 9) | (f2 >>> 18)) & 0x1ff;
      if ((c0 | c1 | c2) !== 0x1ff) return false;
      const s = S[x] | S[x + 1] | S[x + 2];
      let lone =
        ((c0 & ~c1 & ~c2) | (c1 & ~c0 & ~c2) | (c2 & ~c0 & ~c1)) &
        ~((s | (s >>> 9) | (s >>> 18)) & 0x1ff);
      while (lone !== 0) {
        const c = lowBitIndex(lone);
        const col = COL[c];
        lone &= lone - 1;
        for (let b = 0; b < 3; b++) {
          const y = x + b;
          const g = F[y];
          const cells = g & col;
          if (cells === 0) continue;
          if ((cells & (cells - 1)) === 0) {
            if ((S[y] & col) === 0) place(d, b, cells);
          } else {
            // Claiming: the column's digit lies in this band, so it leaves the box's other columns.
            const kept = g & ~(BOX[(c / 3) | 0] & ~col);
            if (kept !== g) {
              F[y] = kept;
              dirty |= 1 << y;
            }
          }
          break;
        }
      }
    }
    if (dirty === 0 && remaining === before) return true;
  }
}

// Plain loops rather than `set(subarray(...))`: a subarray is a new object on every node.
function save(depth: number): void {
  const at = depth * STATE;
  for (let i = 0; i < 27; i++) {
    stack[at + i] = F[i];
    stack[at + 27 + i] = S[i];
  }
  stack[at + 54] = U[0];
  stack[at + 55] = U[1];
  stack[at + 56] = U[2];
  stack[at + 57] = remaining;
}

function restore(depth: number): void {
  const at = depth * STATE;
  for (let i = 0; i < 27; i++) {
    F[i] = stack[at + i];
    S[i] = stack[at + 27 + i];
  }
  U[0] = stack[at + 54];
  U[1] = stack[at + 55];
  U[2] = stack[at + 56];
  remaining = stack[at + 57];
  dirty = 0;
}

let pickBand = 0;
let pickBit = 0;

/** Chooses the branch cell: a bivalue cell if any, else one with three candidates, else any. */
function pickCell(): void {
  let fallbackBand = -1;
  let fallbackBit = 0;
  let tripleBand = -1;
  let tripleBit = 0;
  for (let b = 0; b < 3; b++) {
    const u = U[b];
    if (u === 0) continue;
    let once = 0;
    let twice = 0;
    let thrice = 0;
    let four = 0;
    for (let x = b; x < 27; x += 3) {
      const f = F[x] & u;
      four |= thrice & f;
      thrice |= twice & f;
      twice |= once & f;
      once |= f;
    }
    const two = twice & ~thrice;
    if (two !== 0) {
      pickBand = b;
      pickBit = two & -two;
      return;
    }
    const three = thrice & ~four;
    if (three !== 0 && tripleBand < 0) {
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

let out: SearchOutcome;
let limit = 2;
let budget = 0;
let random: (() => number) | undefined;

function record(): void {
  if (++out.count > 1) return;
  const solution = new Uint8Array(81);
  for (let x = 0; x < 27; x++) {
    const d = (x / 3) | 0;
    const base = (x - 3 * d) * 27;
    let s = S[x];
    while (s !== 0) {
      solution[base + lowBitIndex(s)] = d + 1;
      s &= s - 1;
    }
  }
  out.solution = solution;
}

function search(depth: number): boolean {
  for (;;) {
    if (!propagate()) return false;
    if (remaining === 0) {
      record();
      return out.count >= limit;
    }
    if (++out.nodes > budget) {
      out.aborted = true;
      return true;
    }
    pickCell();
    const b = pickBand;
    const bit = pickBit;
    let d = 0;
    if (random) {
      let digits = 0;
      for (let dd = 0; dd < 9; dd++) if (F[dd * 3 + b] & bit) digits |= 1 << dd;
      d = lowBitIndex(randomBit(digits, random));
    } else {
      while ((F[d * 3 + b] & bit) === 0) d++;
    }
    save(depth);
    out.guesses++;
    place(d, b, bit);
    if (search(depth + 1)) return true;
    restore(depth);
    const x = d * 3 + b;
    F[x] &= ~bit;
    dirty |= 1 << x;
  }
}

export function searchBitboard9(givens: ArrayLike<number>, options: SearchOptions): SearchOutcome {
  out = { count: 0, solution: null, nodes: 0, guesses: 0, aborted: false };
  limit = options.limit;
  budget = options.budget;
  random = options.random;
  F.fill(BAND_CELLS);
  S.fill(0);
  U.fill(BAND_CELLS);
  remaining = 81;
  dirty = BAND_CELLS;
  for (let i = 0; i < 81; i++) {
    const digit = givens[i];
    if (digit === 0) continue;
    const b = (i / 27) | 0;
    const bit = 1 << (i - 27 * b);
    const x = (digit - 1) * 3 + b;
    if ((F[x] & bit) === 0) return out;
    if ((S[x] & bit) === 0) place(digit - 1, b, bit);
  }
  if (options.exclude) {
    const { cell, digit } = options.exclude;
    const b = (cell / 27) | 0;
    const x = (digit - 1) * 3 + b;
    F[x] &= ~(1 << (cell - 27 * b));
    dirty |= 1 << x;
  }
  search(0);
  return out;
}
