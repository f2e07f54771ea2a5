/**
 * Pointing (locked candidates, type 1): when a digit's places in a box all lie on one row or
 * column, the digit must be in that box's part of the line, so the rest of the line loses it.
 */
import { digitOf } from '../bits.ts';
import type { LogicState } from '../candidates.ts';
import { segments } from '../segments.ts';
import type { Move } from '../step.ts';
import { TECHNIQUE_NAMES } from './names.ts';
import { found, patternMarks, type Technique } from './technique.ts';

/** Eliminations of `bit` from `line` outside `box`. */
function outside(state: LogicState, line: number, box: number, bit: number): Move[] {
  const { houseCells, cellHouses } = state.geo;
  const { size, cands } = state;
  const out: Move[] = [];
  for (let k = 0; k < size; k++) {
    const cell = houseCells[line * size + k];
    if ((cands[cell] & bit) !== 0 && cellHouses[3 * cell + 2] !== box)
      out.push({ cell, digit: digitOf(bit) });
  }
  return out;
}

/** A box's segments of one kind (rows or columns) and the rest of each segment's line. */
const segBuf = new Int32Array(5);
const restBuf = new Int32Array(5);

/**
 * The digits of a box confined to one of its `count` lines there (in two cells or more, per
 * `twice`) and still possible on that line outside the box, from `segBuf` (each line's segment
 * in the box) and `restBuf` (the rest of each line). Bit d - 1 for digit d; `lineOf` receives,
 * per hit, the index of its line.
 */
function confined(count: number, twice: number, lineOf: Int32Array): number {
  let hits = 0;
  for (let i = 0; i < count; i++) {
    let others = 0;
    for (let j = 0; j < count; j++) if (j !== i) others |= segBuf[j];
    const hit = segBuf[i] & ~others & twice & restBuf[i];
    if (hit === 0) continue;
    hits |= hit;
    for (let m = hit; m !== 0; m &= m - 1) lineOf[31 - Math.clz32(m & -m)] = i;
  }
  return hits;
}

const rowOf = new Int32Array(25);
const colOf = new Int32Array(25);

function find(state: LogicState) {
  const { houseCells, boxWidth, boxHeight } = state.geo;
  const { size, cands } = state;
  const { across, down, row, col, twice } = segments(state);
  for (let b = 0; b < size; b++) {
    const box = 2 * size + b;
    const br = Math.floor(b / across);
    const bc = b % across;
    const r0 = br * boxHeight;
    const c0 = bc * boxWidth;
    state.work += size;
    // Every digit at once: confined to one row of the box, or to one column.
    for (let i = 0; i < boxHeight; i++) {
      const at = (r0 + i) * across;
      segBuf[i] = row[at + bc];
      let rest = 0;
      for (let k = 0; k < across; k++) if (k !== bc) rest |= row[at + k];
      restBuf[i] = rest;
    }
    const rows = confined(boxHeight, twice[box], rowOf);
    for (let j = 0; j < boxWidth; j++) {
      const at = (c0 + j) * down;
      segBuf[j] = col[at + br];
      let rest = 0;
      for (let k = 0; k < down; k++) if (k !== br) rest |= col[at + k];
      restBuf[j] = rest;
    }
    const cols = confined(boxWidth, twice[box], colOf);
    const hits = rows | cols;
    if (hits === 0) continue;
    // The lowest digit first, its row before its column: the order of a digit-by-digit scan.
    const bit = hits & -hits;
    const d = 31 - Math.clz32(bit);
    const line = (rows & bit) !== 0 ? r0 + rowOf[d] : size + c0 + colOf[d];
    const eliminations = outside(state, line, box, bit);
    const cells: number[] = [];
    for (let k = 0; k < size; k++) {
      const cell = houseCells[box * size + k];
      if ((cands[cell] & bit) !== 0) cells.push(cell);
    }
    return found('pointing', {
      eliminations,
      digits: [digitOf(bit)],
      cells,
      houses: [box, line],
      marks: patternMarks(state, cells, bit),
    });
  }
  return null;
}

export const pointing: Technique = {
  id: 'pointing',
  name: TECHNIQUE_NAMES.pointing,
  level: 'medium',
  score: 50,
  find,
};
