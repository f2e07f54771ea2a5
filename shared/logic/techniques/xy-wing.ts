/**
 * XY-Wing: a pivot with candidates {x, y} sees two pincers {x, z} and {y, z}. Whichever digit
 * the pivot takes, one pincer becomes z, so every cell that sees both pincers loses z.
 */
import { digitOf, popcount } from '../bits.ts';
import { type LogicState, seenByAll } from '../candidates.ts';
import { TECHNIQUE_NAMES } from './names.ts';
import { found, patternMarks, type Technique } from './technique.ts';

function find(state: LogicState) {
  const { peers, peerCount } = state.geo;
  const { cands } = state;
  for (let pivot = 0; pivot < cands.length; pivot++) {
    const xy = cands[pivot];
    if (popcount(xy) !== 2) continue;
    const base = pivot * peerCount;
    state.work += peerCount;
    for (let i = 0; i < peerCount; i++) {
      const a = peers[base + i];
      const xz = cands[a];
      // Pincer one: bivalue, shares exactly one digit (x) with the pivot.
      if (popcount(xz) !== 2 || popcount(xz & xy) !== 1) continue;
      const z = xz & ~xy;
      const yz = (xy & ~xz) | z;
      state.work += peerCount;
      for (let j = 0; j < peerCount; j++) {
        const b = peers[base + j];
        if (b === a || cands[b] !== yz) continue;
        const digit = digitOf(z);
        const eliminations = seenByAll(state, [a, b], digit);
        if (eliminations.length === 0) continue;
        const cells = [pivot, a, b];
        return found('xy-wing', {
          eliminations,
          digits: [digitOf(xy & xz), digitOf(xy & ~xz), digit],
          cells,
          marks: patternMarks(state, cells, xy | z),
        });
      }
    }
  }
  return null;
}

export const xyWing: Technique = {
  id: 'xy-wing',
  name: TECHNIQUE_NAMES['xy-wing'],
  level: 'hard',
  score: 160,
  find,
};
