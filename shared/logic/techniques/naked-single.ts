/**
 * Naked single: a cell with one candidate left must take it.
 */
import { digitOf } from '../bits.ts';
import type { LogicState } from '../candidates.ts';
import { TECHNIQUE_NAMES } from './names.ts';
import { found, type Technique } from './technique.ts';

function find(state: LogicState) {
  const { cands, values } = state;
  const n = cands.length;
  state.work += n;
  for (let cell = 0; cell < n; cell++) {
    const c = cands[cell];
    if (values[cell] !== 0 || c === 0 || (c & (c - 1)) !== 0) continue;
    const digit = digitOf(c);
    return found('naked-single', {
      placements: [{ cell, digit }],
      digits: [digit],
      cells: [cell],
      houses: Array.from(state.geo.cellHouses.subarray(3 * cell, 3 * cell + 3)),
    });
  }
  return null;
}

export const nakedSingle: Technique = {
  id: 'naked-single',
  name: TECHNIQUE_NAMES['naked-single'],
  level: 'easy',
  score: 4,
  find,
};
