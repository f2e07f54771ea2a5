/**
 * XYZ-Wing: a pivot with candidates {x, y, z} sees pincers {x, z} and {y, z}. One of the three
 * cells is z whatever happens, so a cell that sees all three loses z.
 */
import { digitOf, popcount } from '../bits.ts';
import { type LogicState, seenByAll } from '../candidates.ts';
import { TECHNIQUE_NAMES } from './names.ts';
import { found, patternMarks, type Technique } from './technique.ts';

function find(state: LogicState) {
  const { peers, peerCount } = state.geo;
  const { cands } = state;
  for (let pivot = 0; pivot < cands.length; pivot++) {
    const xyz = cands[pivot];
    if (popcount(xyz) !== 3) continue;
    const base = pivot * peerCount;
    state.work += peerCount;
    for (let i = 0; i < peerCount; i++) {
      const a = peers[base + i];
      const xz = cands[a];
      if (popcount(xz) !== 2 || (xz & ~xyz) !== 0) continue;
      state.work += peerCount;
      for (let j = i + 1; j < peerCount; j++) {
        const b = peers[base + j];
        const yz = cands[b];
        if (popcount(yz) !== 2 || (yz & ~xyz) !== 0 || yz === xz) continue;
        const z = xz & yz;
        const digit = digitOf(z);
        const eliminations = seenByAll(state, [pivot, a, b], digit);
        if (eliminations.length === 0) continue;
        const cells = [pivot, a, b];
        return found('xyz-wing', {
          eliminations,
          digits: [digitOf(xz & ~z), digitOf(yz & ~z), digit],
          cells,
          marks: patternMarks(state, cells, xyz),
        });
      }
    }
  }
  return null;
}

export const xyzWing: Technique = {
  id: 'xyz-wing',
  name: TECHNIQUE_NAMES['xyz-wing'],
  level: 'hard',
  score: 180,
  find,
};
