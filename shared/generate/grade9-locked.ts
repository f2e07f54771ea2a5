/**
 * Pointing and claiming on a 9x9 board for the fast level check (grade9.ts): the same steps as
 * the library's techniques (logic/techniques/pointing.ts, claiming.ts), found in the same order,
 * but from one pass over the board shared by both, and answered as eliminations only (no step
 * to explain). test/logic/grade9.test.ts holds them equal to the library.
 */
import { geometry } from '../board/geometry.ts';
import type { LogicState } from '../logic/candidates.ts';
import { segments } from '../logic/segments.ts';
import { type Eliminations, push } from './grade9-elims.ts';

const { houseCells } = geometry(9);

/** The segments (logic/segments.ts) of the scan under way. */
let row: Int32Array;
let col: Int32Array;
let twice: Int32Array;

/** Per cell: its box (as a house). */
const boxOf = new Int8Array(81);
for (let cell = 0; cell < 81; cell++)
  boxOf[cell] = 18 + Math.floor(cell / 27) * 3 + Math.floor((cell % 9) / 3);

/** Work the library counts for the two scans: a board pass each, plus a house size per house. */
export const POINTING_WORK = 81 + 9 * 9;
export const CLAIMING_WORK = 81 + 18 * 9;

/** Works out the segments of the state: one pass for both techniques. */
export function segments9(state: LogicState): void {
  const work = state.work;
  ({ row, col, twice } = segments(state));
  // The caller counts the work of both scans.
  state.work = work;
}

const seg = new Int32Array(3);
const rest = new Int32Array(3);
const segOf = new Int32Array(9);

/** The digits confined to one of the three segments in `seg` (see pointing.ts's `confined`). */
function confined(both: number): number {
  let hits = 0;
  for (let i = 0; i < 3; i++) {
    const others = seg[i === 0 ? 1 : 0] | seg[i === 2 ? 1 : 2];
    const hit = seg[i] & ~others & both & rest[i];
    if (hit === 0) continue;
    hits |= hit;
    for (let m = hit; m !== 0; m &= m - 1) segOf[31 - Math.clz32(m & -m)] = i;
  }
  return hits;
}

/** Pointing on the segments last filled: true when found, its eliminations in `out`. */
export function pointing9(cands: Int32Array, out: Eliminations): boolean {
  for (let b = 0; b < 9; b++) {
    const box = 18 + b;
    const br = (b / 3) | 0;
    const bc = b - 3 * br;
    const r0 = 3 * br;
    const c0 = 3 * bc;
    for (let i = 0; i < 3; i++) {
      const at = (r0 + i) * 3;
      seg[i] = row[at + bc];
      rest[i] =
        (bc === 0 ? 0 : row[at]) | (bc === 1 ? 0 : row[at + 1]) | (bc === 2 ? 0 : row[at + 2]);
    }
    const rows = confined(twice[box]);
    const rowBit = rows & -rows;
    const rowLine = rows === 0 ? -1 : r0 + segOf[31 - Math.clz32(rowBit)];
    for (let j = 0; j < 3; j++) {
      const at = (c0 + j) * 3;
      seg[j] = col[at + br];
      rest[j] =
        (br === 0 ? 0 : col[at]) | (br === 1 ? 0 : col[at + 1]) | (br === 2 ? 0 : col[at + 2]);
    }
    const cols = confined(twice[box]);
    const hits = rows | cols;
    if (hits === 0) continue;
    // The lowest digit first, its row before its column.
    const bit = hits & -hits;
    const line = (rows & bit) !== 0 ? rowLine : 9 + c0 + segOf[31 - Math.clz32(bit)];
    out.count = 0;
    for (let k = 0; k < 9; k++) {
      const cell = houseCells[line * 9 + k];
      if ((cands[cell] & bit) !== 0 && boxOf[cell] !== box) push(out, cell, bit);
    }
    return true;
  }
  return false;
}

/** Claiming on the segments last filled: true when found, its eliminations in `out`. */
export function claiming9(cands: Int32Array, out: Eliminations): boolean {
  for (let line = 0; line < 18; line++) {
    let box: number;
    let hits: number;
    if (line < 9) {
      const r0 = 3 * ((line / 3) | 0);
      for (let k = 0; k < 3; k++) {
        seg[k] = row[line * 3 + k];
        let others = 0;
        for (let i = r0; i < r0 + 3; i++) if (i !== line) others |= row[i * 3 + k];
        rest[k] = others;
      }
      hits = confined(twice[line]);
      if (hits === 0) continue;
      box = 18 + r0 + segOf[31 - Math.clz32(hits & -hits)];
    } else {
      const c = line - 9;
      const c0 = 3 * ((c / 3) | 0);
      for (let k = 0; k < 3; k++) {
        seg[k] = col[c * 3 + k];
        let others = 0;
        for (let j = c0; j < c0 + 3; j++) if (j !== c) others |= col[j * 3 + k];
        rest[k] = others;
      }
      hits = confined(twice[line]);
      if (hits === 0) continue;
      box = 18 + segOf[31 - Math.clz32(hits & -hits)] * 3 + c0 / 3;
    }
    const bit = hits & -hits;
    out.count = 0;
    for (let k = 0; k < 9; k++) {
      const cell = houseCells[box * 9 + k];
      if ((cands[cell] & bit) === 0) continue;
      const own = line < 9 ? (cell / 9) | 0 : 9 + (cell % 9);
      if (own !== line) push(out, cell, bit);
    }
    return true;
  }
  return false;
}
