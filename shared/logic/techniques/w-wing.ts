/**
 * W-Wing: two cells with the same two candidates {x, y} that do not see each other, joined by a
 * strong link on y (a house where y fits only in two cells, one seeing each). If neither wing
 * were x, both would be y and the link would have no y; so one wing is x and every cell that
 * sees both loses x.
 */
import { digitOf, popcount } from '../bits.ts';
import { type LogicState, seenByAll, sees, spent } from '../candidates.ts';
import { positionTable } from '../positions.ts';
import { TECHNIQUE_NAMES } from './names.ts';
import { found, patternMarks, type Technique } from './technique.ts';

const bivalue = new Int32Array(625);

function find(state: LogicState) {
  const { geo, size, cands } = state;
  const { houseCells } = geo;
  // Worked out at the first pair of twin wings: most positions have none.
  let table: Int32Array | null = null;
  let count = 0;
  for (let cell = 0; cell < cands.length; cell++)
    if (popcount(cands[cell]) === 2) bivalue[count++] = cell;
  for (let i = 0; i < count; i++) {
    if (spent(state)) return null;
    const w1 = bivalue[i];
    const pair = cands[w1];
    for (let j = i + 1; j < count; j++) {
      const w2 = bivalue[j];
      state.work++;
      if (cands[w2] !== pair || sees(geo, w1, w2)) continue;
      for (let m = pair; m !== 0; m &= m - 1) {
        const yBit = m & -m;
        const x = digitOf(pair & ~yBit);
        const y = digitOf(yBit);
        table ??= positionTable(state);
        state.work += 3 * size;
        for (let house = 0; house < 3 * size; house++) {
          const pos = table[house * size + y - 1];
          if (popcount(pos) !== 2) continue;
          const s1 = houseCells[house * size + 31 - Math.clz32(pos & -pos)];
          const s2 = houseCells[house * size + 31 - Math.clz32(pos & (pos - 1))];
          if (s1 === w1 || s1 === w2 || s2 === w1 || s2 === w2) continue;
          const straight = sees(geo, s1, w1) && sees(geo, s2, w2);
          const crossed = sees(geo, s1, w2) && sees(geo, s2, w1);
          if (!straight && !crossed) continue;
          const eliminations = seenByAll(state, [w1, w2], x);
          if (eliminations.length === 0) continue;
          const [a, b] = straight ? [s1, s2] : [s2, s1];
          return found('w-wing', {
            eliminations,
            digits: [x, y],
            cells: [w1, w2, a, b],
            houses: [house],
            marks: [...patternMarks(state, [w1, w2], pair), ...patternMarks(state, [a, b], yBit)],
          });
        }
      }
    }
  }
  return null;
}

export const wWing: Technique = {
  id: 'w-wing',
  name: TECHNIQUE_NAMES['w-wing'],
  level: 'hard',
  score: 150,
  find,
};
