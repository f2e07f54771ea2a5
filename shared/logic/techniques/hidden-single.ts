/**
 * Hidden single: a digit that fits in only one cell of a house goes there. Boxes are scanned
 * first because that is where people look first.
 */
import { digitOf } from '../bits.ts';
import type { LogicState } from '../candidates.ts';
import { TECHNIQUE_NAMES } from './names.ts';
import { found, type Technique } from './technique.ts';

function find(state: LogicState) {
  const { houseCells } = state.geo;
  const { size, cands, values } = state;
  const houses = 3 * size;
  for (let i = 0; i < houses; i++) {
    // Boxes (2N..3N-1) first, then rows, then columns.
    const house = (i + 2 * size) % houses;
    const base = house * size;
    let once = 0;
    let twice = 0;
    for (let k = 0; k < size; k++) {
      const c = cands[houseCells[base + k]];
      twice |= once & c;
      once |= c;
    }
    state.work += size;
    const single = once & ~twice;
    if (single === 0) continue;
    const bit = single & -single;
    for (let k = 0; k < size; k++) {
      const cell = houseCells[base + k];
      if (values[cell] === 0 && (cands[cell] & bit) !== 0) {
        const digit = digitOf(bit);
        return found('hidden-single', {
          placements: [{ cell, digit }],
          digits: [digit],
          cells: [cell],
          houses: [house],
        });
      }
    }
  }
  return null;
}

export const hiddenSingle: Technique = {
  id: 'hidden-single',
  name: TECHNIQUE_NAMES['hidden-single'],
  level: 'easy',
  score: 14,
  find,
};
