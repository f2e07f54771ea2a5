/**
 * Cage/house interactions (Killer Sudoku), the cage's locked candidates:
 * - kind 'pointing': every combination still possible for a cage holds a digit, and the cage's
 *   cells that can take it all lie in one row, column or box; that house's digit is then in the
 *   cage, so the rest of the house loses it.
 * - kind 'claiming': in a row, column or box, a digit can only go in cells of one cage; the
 *   cage then holds it there, so the cage's combinations without it go (and with them the
 *   digits only they gave), and the cage's cells outside the house lose it.
 * Cells: the digit's places, then the rest of the cage; houses: the house; digits: the digit,
 * the cage's sum, how many places, then (claiming) the combinations left as digit masks.
 * Applies only when the state has cages.
 */
import type { CageCells } from '../../variants/killer.ts';
import { bitOf, digitsOf } from '../bits.ts';
import { cageOfCell, cageOptions, maskOf } from '../cages.ts';
import type { LogicState } from '../candidates.ts';
import { positionTable } from '../positions.ts';
import type { Move } from '../step.ts';
import { TECHNIQUE_NAMES } from './names.ts';
import { found, patternMarks, type Technique } from './technique.ts';

/** The house (row, column or box) holding every cell of `cells`, or -1. */
function commonHouse(state: LogicState, cells: readonly number[]): number {
  const { cellHouses } = state.geo;
  for (let k = 0; k < 3; k++) {
    const house = cellHouses[3 * cells[0] + k];
    if (cells.every((cell) => cellHouses[3 * cell + k] === house)) return house;
  }
  return -1;
}

/** A step laid out as the header says. */
function step(
  state: LogicState,
  kind: 'pointing' | 'claiming',
  parts: {
    eliminations: Move[];
    digit: number;
    cage: CageCells;
    places: number[];
    house: number;
    combos: readonly number[];
  },
) {
  const { eliminations, digit, cage, places, house, combos } = parts;
  return found('cage-interaction', {
    eliminations,
    digits: [digit, cage.sum, places.length, ...combos],
    cells: [...places, ...cage.cells.filter((cell) => !places.includes(cell))],
    houses: [house],
    marks: patternMarks(state, places, bitOf(digit)),
    kind,
  });
}

function pointing(state: LogicState) {
  const { values, cands, size } = state;
  const { houseCells } = state.geo;
  const owner = cageOfCell(state);
  for (let c = 0; c < state.cages.length; c++) {
    const cage = state.cages[c];
    if (cage.cells.every((cell) => values[cell] !== 0)) continue;
    const options = cageOptions(state, cage);
    for (const digit of digitsOf(options.required & ~options.placed)) {
      const bit = bitOf(digit);
      const places = cage.cells.filter((cell) => values[cell] === 0 && (cands[cell] & bit) !== 0);
      if (places.length === 0) continue;
      const house = commonHouse(state, places);
      if (house < 0) continue;
      state.work += size;
      const eliminations: Move[] = [];
      for (let k = 0; k < size; k++) {
        const cell = houseCells[house * size + k];
        if (owner[cell] !== c && (cands[cell] & bit) !== 0) eliminations.push({ cell, digit });
      }
      if (eliminations.length === 0) continue;
      return step(state, 'pointing', { eliminations, digit, cage, places, house, combos: [] });
    }
  }
  return null;
}

function claiming(state: LogicState) {
  const { values, cands, size } = state;
  const { houseCells, cellHouses } = state.geo;
  const owner = cageOfCell(state);
  const table = positionTable(state);
  for (let house = 0; house < 3 * size; house++) {
    for (let d = 0; d < size; d++) {
      let where = table[house * size + d];
      if (where === 0) continue;
      const places: number[] = [];
      for (; where !== 0; where &= where - 1)
        places.push(houseCells[house * size + 31 - Math.clz32(where & -where)]);
      const c = owner[places[0]];
      if (places.some((cell) => owner[cell] !== c)) continue;
      const cage = state.cages[c];
      const bit = 1 << d;
      const digit = d + 1;
      // The house's kind (0 row, 1 column, 2 box): which of a cell's houses to compare.
      const k = Math.floor(house / size);
      // The cage holds the digit in the house: its cells outside the house cannot.
      const masks = cage.cells.map((cell) =>
        cellHouses[3 * cell + k] === house ? maskOf(state, cell) : maskOf(state, cell) & ~bit,
      );
      const options = cageOptions(state, cage, bit, masks);
      if (options.combos.length === 0) continue;
      const eliminations: Move[] = [];
      cage.cells.forEach((cell, i) => {
        if (values[cell] !== 0) return;
        const gone = cands[cell] & ~options.allowed[i];
        for (const removed of digitsOf(gone)) eliminations.push({ cell, digit: removed });
      });
      if (eliminations.length === 0) continue;
      const { combos } = options;
      return step(state, 'claiming', { eliminations, digit, cage, places, house, combos });
    }
  }
  return null;
}

function find(state: LogicState) {
  if (state.cages.length === 0) return null;
  return pointing(state) ?? claiming(state);
}

export const cageInteraction: Technique = {
  id: 'cage-interaction',
  variant: 'killer',
  name: TECHNIQUE_NAMES['cage-interaction'],
  level: 'medium',
  score: 40,
  find,
};
