/**
 * Pointing (locked candidates, type 1): when a digit's places in a box all lie on one row or
 * column, the digit must be in that box's part of the line, so the rest of the line loses it.
 */
import { digitOf } from '../bits.ts';
import type { LogicState } from '../candidates.ts';
import type { Move } from '../step.ts';
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

function find(state: LogicState) {
  const { houseCells, cellHouses, allDigits } = state.geo;
  const { size, cands } = state;
  for (let box = 2 * size; box < 3 * size; box++) {
    const base = box * size;
    for (let digits = allDigits; digits !== 0; digits &= digits - 1) {
      const bit = digits & -digits;
      let row = -1;
      let col = -1;
      let count = 0;
      for (let k = 0; k < size; k++) {
        const cell = houseCells[base + k];
        if ((cands[cell] & bit) === 0) continue;
        const r = cellHouses[3 * cell];
        const c = cellHouses[3 * cell + 1];
        if (count === 0) {
          row = r;
          col = c;
        } else {
          if (r !== row) row = -1;
          if (c !== col) col = -1;
        }
        count++;
      }
      state.work += size;
      if (count < 2) continue;
      for (const line of [row, col]) {
        if (line < 0) continue;
        const eliminations = outside(state, line, box, bit);
        if (eliminations.length === 0) continue;
        const cells: number[] = [];
        for (let k = 0; k < size; k++) {
          const cell = houseCells[base + k];
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
    }
  }
  return null;
}

export const pointing: Technique = {
  id: 'pointing',
  name: 'Pointing',
  level: 'medium',
  score: 50,
  find,
};
