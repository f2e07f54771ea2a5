/**
 * Claiming (box/line reduction, locked candidates type 2): when a digit's places in a row or
 * column all lie in one box, the digit must be in that part of the box, so the rest of the box
 * loses it.
 */
import { digitOf } from '../bits.ts';
import type { LogicState } from '../candidates.ts';
import { segments } from '../segments.ts';
import type { Move } from '../step.ts';
import { TECHNIQUE_NAMES } from './names.ts';
import { found, patternMarks, type Technique } from './technique.ts';

/** A line's segments (one per box it crosses) and the rest of each segment's box. */
const segBuf = new Int32Array(5);
const restBuf = new Int32Array(5);
const segOf = new Int32Array(25);

/**
 * The digits of a line confined to one box there (in two cells or more, per `twice`) and still
 * possible in that box off the line, from `segBuf` and `restBuf` for the line's `count` boxes.
 * Bit d - 1 for digit d; `segOf` receives, per hit, the index of its segment.
 */
function confined(count: number, twice: number): number {
  let hits = 0;
  for (let k = 0; k < count; k++) {
    let others = 0;
    for (let j = 0; j < count; j++) if (j !== k) others |= segBuf[j];
    const hit = segBuf[k] & ~others & twice & restBuf[k];
    if (hit === 0) continue;
    hits |= hit;
    for (let m = hit; m !== 0; m &= m - 1) segOf[31 - Math.clz32(m & -m)] = k;
  }
  return hits;
}

function find(state: LogicState) {
  const { houseCells, cellHouses, boxWidth, boxHeight } = state.geo;
  const { size, cands } = state;
  const { across, down, row, col, twice } = segments(state);
  for (let line = 0; line < 2 * size; line++) {
    const base = line * size;
    const kind = line < size ? 0 : 1;
    state.work += size;
    // Every digit of the line at once; a row crosses `across` boxes, a column `down`.
    let box: number;
    let hits: number;
    if (kind === 0) {
      const r = line;
      const r0 = Math.floor(r / boxHeight) * boxHeight;
      for (let k = 0; k < across; k++) {
        segBuf[k] = row[r * across + k];
        let rest = 0;
        for (let i = r0; i < r0 + boxHeight; i++) if (i !== r) rest |= row[i * across + k];
        restBuf[k] = rest;
      }
      hits = confined(across, twice[line]);
      if (hits === 0) continue;
      box = 2 * size + (r0 / boxHeight) * across + segOf[31 - Math.clz32(hits & -hits)];
    } else {
      const c = line - size;
      const c0 = Math.floor(c / boxWidth) * boxWidth;
      for (let k = 0; k < down; k++) {
        segBuf[k] = col[c * down + k];
        let rest = 0;
        for (let j = c0; j < c0 + boxWidth; j++) if (j !== c) rest |= col[j * down + k];
        restBuf[k] = rest;
      }
      hits = confined(down, twice[line]);
      if (hits === 0) continue;
      box = 2 * size + segOf[31 - Math.clz32(hits & -hits)] * across + c0 / boxWidth;
    }
    // The lowest digit first: the order of a digit-by-digit scan.
    const bit = hits & -hits;
    const eliminations: Move[] = [];
    for (let k = 0; k < size; k++) {
      const cell = houseCells[box * size + k];
      if ((cands[cell] & bit) !== 0 && cellHouses[3 * cell + kind] !== line)
        eliminations.push({ cell, digit: digitOf(bit) });
    }
    const cells: number[] = [];
    for (let k = 0; k < size; k++) {
      const cell = houseCells[base + k];
      if ((cands[cell] & bit) !== 0) cells.push(cell);
    }
    return found('claiming', {
      eliminations,
      digits: [digitOf(bit)],
      cells,
      houses: [line, box],
      marks: patternMarks(state, cells, bit),
    });
  }
  return null;
}

export const claiming: Technique = {
  id: 'claiming',
  name: TECHNIQUE_NAMES.claiming,
  level: 'medium',
  score: 50,
  find,
};
