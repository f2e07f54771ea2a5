/**
 * Claiming (box/line reduction, locked candidates type 2): when a digit's places in a row or
 * column all lie in one box, the digit must be in that part of the box, so the rest of the box
 * loses it.
 */
import { digitOf } from '../bits.ts';
import type { LogicState } from '../candidates.ts';
import type { Move } from '../step.ts';
import { found, patternMarks, type Technique } from './technique.ts';

function find(state: LogicState) {
  const { houseCells, cellHouses, allDigits } = state.geo;
  const { size, cands } = state;
  for (let line = 0; line < 2 * size; line++) {
    const base = line * size;
    const kind = line < size ? 0 : 1;
    for (let digits = allDigits; digits !== 0; digits &= digits - 1) {
      const bit = digits & -digits;
      let box = -1;
      let count = 0;
      for (let k = 0; k < size; k++) {
        const cell = houseCells[base + k];
        if ((cands[cell] & bit) === 0) continue;
        const b = cellHouses[3 * cell + 2];
        if (count === 0) box = b;
        else if (b !== box) box = -1;
        count++;
        if (box < 0) break;
      }
      state.work += size;
      if (count < 2 || box < 0) continue;
      const eliminations: Move[] = [];
      for (let k = 0; k < size; k++) {
        const cell = houseCells[box * size + k];
        if ((cands[cell] & bit) !== 0 && cellHouses[3 * cell + kind] !== line)
          eliminations.push({ cell, digit: digitOf(bit) });
      }
      if (eliminations.length === 0) continue;
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
  }
  return null;
}

export const claiming: Technique = {
  id: 'claiming',
  name: 'Claiming',
  level: 'medium',
  score: 50,
  find,
};
