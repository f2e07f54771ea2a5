/**
 * Skyscraper: two rows where a digit fits only twice, with one end of each in the same column.
 * The two "tops" (the other ends) cannot both be free of the digit — if one is not, its base is,
 * so the other base is not, so the other top is — so every cell that sees both tops loses it.
 * The same with columns.
 */
import { popcount } from '../bits.ts';
import { type LogicState, seenByAll } from '../candidates.ts';
import { positionTable } from '../positions.ts';
import { TECHNIQUE_NAMES } from './names.ts';
import { found, patternMarks, type Technique } from './technique.ts';

const lineBuf = new Int32Array(25);
const posBuf = new Int32Array(25);

function find(state: LogicState) {
  const { size } = state;
  const table = positionTable(state);
  for (let d = 1; d <= size; d++) {
    const bit = 1 << (d - 1);
    for (let orient = 0; orient < 2; orient++) {
      const offset = orient * size;
      const cellAt = (line: number, k: number) =>
        orient === 0 ? line * size + k : k * size + line;
      let count = 0;
      state.work += size;
      for (let i = 0; i < size; i++) {
        const pos = table[(offset + i) * size + d - 1];
        if (popcount(pos) !== 2) continue;
        lineBuf[count] = i;
        posBuf[count++] = pos;
      }
      state.work += count * count;
      for (let a = 0; a < count; a++) {
        for (let b = a + 1; b < count; b++) {
          const shared = posBuf[a] & posBuf[b];
          // One end aligned; both aligned would be an X-Wing.
          if (popcount(shared) !== 1) continue;
          const k = 31 - Math.clz32(shared);
          const topA = cellAt(lineBuf[a], 31 - Math.clz32(posBuf[a] & ~shared));
          const topB = cellAt(lineBuf[b], 31 - Math.clz32(posBuf[b] & ~shared));
          const eliminations = seenByAll(state, [topA, topB], d);
          if (eliminations.length === 0) continue;
          const baseA = cellAt(lineBuf[a], k);
          const baseB = cellAt(lineBuf[b], k);
          const cells = [baseA, topA, baseB, topB];
          return found('skyscraper', {
            eliminations,
            digits: [d],
            cells,
            houses: [offset + lineBuf[a], offset + lineBuf[b], (1 - orient) * size + k],
            marks: patternMarks(state, cells, bit),
          });
        }
      }
    }
  }
  return null;
}

export const skyscraper: Technique = {
  id: 'skyscraper',
  name: TECHNIQUE_NAMES.skyscraper,
  level: 'hard',
  score: 130,
  find,
};
