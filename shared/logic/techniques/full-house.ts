/**
 * Full house: a house with one empty cell left takes the one digit the house is missing.
 */
import { bitOf, digitOf } from '../bits.ts';
import type { LogicState } from '../candidates.ts';
import { TECHNIQUE_NAMES } from './names.ts';
import { found, type Technique } from './technique.ts';

const emptiesOf = new Int32Array(75);

function find(state: LogicState) {
  const { houseCells, cellHouses, cellCount, allDigits } = state.geo;
  const { size, values, cands } = state;
  // Empty cells per house in one pass; only houses with one left are read in full.
  emptiesOf.fill(0, 0, 3 * size);
  for (let cell = 0; cell < cellCount; cell++) {
    if (values[cell] !== 0) continue;
    emptiesOf[cellHouses[3 * cell]]++;
    emptiesOf[cellHouses[3 * cell + 1]]++;
    emptiesOf[cellHouses[3 * cell + 2]]++;
  }
  state.work += cellCount;
  for (let house = 0; house < 3 * size; house++) {
    if (emptiesOf[house] !== 1) continue;
    const base = house * size;
    let emptyCell = -1;
    let seen = 0;
    for (let k = 0; k < size; k++) {
      const cell = houseCells[base + k];
      const v = values[cell];
      if (v === 0) emptyCell = cell;
      else seen |= bitOf(v);
    }
    state.work += size;
    const missing = allDigits & ~seen;
    // With the player's notes the digit may already be ruled out; then this is no full house.
    if ((missing & (missing - 1)) !== 0 || (cands[emptyCell] & missing) === 0) continue;
    const digit = digitOf(missing);
    return found('full-house', {
      placements: [{ cell: emptyCell, digit }],
      digits: [digit],
      cells: [emptyCell],
      houses: [house],
    });
  }
  return null;
}

export const fullHouse: Technique = {
  id: 'full-house',
  name: TECHNIQUE_NAMES['full-house'],
  level: 'easy',
  score: 4,
  find,
};
