/**
 * Full house: a house with one empty cell left takes the one digit the house is missing.
 */
import { bitOf, digitOf } from '../bits.ts';
import type { LogicState } from '../candidates.ts';
import { found, type Technique } from './technique.ts';

function find(state: LogicState) {
  const { houseCells, allDigits } = state.geo;
  const { size, values, cands } = state;
  for (let house = 0; house < 3 * size; house++) {
    const base = house * size;
    let emptyCell = -1;
    let seen = 0;
    let empties = 0;
    for (let k = 0; k < size; k++) {
      const cell = houseCells[base + k];
      const v = values[cell];
      if (v === 0) {
        empties++;
        emptyCell = cell;
      } else seen |= bitOf(v);
    }
    state.work += size;
    if (empties !== 1) continue;
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
  name: 'Full house',
  level: 'easy',
  score: 4,
  find,
};
