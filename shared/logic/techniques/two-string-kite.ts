/**
 * Two-string kite: a row and a column where a digit fits only twice, one end of each in the same
 * box (different cells). The two far ends cannot both be free of the digit, so the cell that
 * sees both of them loses it.
 */
import { popcount } from '../bits.ts';
import { type LogicState, seenByAll } from '../candidates.ts';
import { positionTable } from '../positions.ts';
import { TECHNIQUE_NAMES } from './names.ts';
import { found, patternMarks, type Technique } from './technique.ts';

const rowCells = new Int32Array(50);
const colCells = new Int32Array(50);

function find(state: LogicState) {
  const { geo, size } = state;
  const { houseCells, cellHouses } = geo;
  const box = (cell: number) => cellHouses[3 * cell + 2];
  const table = positionTable(state);
  for (let d = 1; d <= size; d++) {
    const bit = 1 << (d - 1);
    let rows = 0;
    let cols = 0;
    state.work += 2 * size;
    for (let line = 0; line < 2 * size; line++) {
      const pos = table[line * size + d - 1];
      if (popcount(pos) !== 2) continue;
      const first = houseCells[line * size + 31 - Math.clz32(pos & -pos)];
      const second = houseCells[line * size + 31 - Math.clz32(pos & (pos - 1))];
      // Links inside one box are claiming's business, not a kite's string.
      if (box(first) === box(second)) continue;
      const target = line < size ? rowCells : colCells;
      const at = line < size ? rows++ : cols++;
      target[2 * at] = first;
      target[2 * at + 1] = second;
    }
    state.work += rows * cols;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        for (let i = 0; i < 2; i++) {
          for (let j = 0; j < 2; j++) {
            const rowEnd = rowCells[2 * r + i];
            const colEnd = colCells[2 * c + j];
            if (rowEnd === colEnd || box(rowEnd) !== box(colEnd)) continue;
            const rowFar = rowCells[2 * r + 1 - i];
            const colFar = colCells[2 * c + 1 - j];
            if (rowFar === colFar || rowFar === colEnd || colFar === rowEnd) continue;
            const eliminations = seenByAll(state, [rowFar, colFar], d);
            if (eliminations.length === 0) continue;
            const cells = [rowEnd, rowFar, colEnd, colFar];
            return found('two-string-kite', {
              eliminations,
              digits: [d],
              cells,
              houses: [cellHouses[3 * rowEnd], cellHouses[3 * colEnd + 1], box(rowEnd)],
              marks: patternMarks(state, cells, bit),
            });
          }
        }
      }
    }
  }
  return null;
}

export const twoStringKite: Technique = {
  id: 'two-string-kite',
  name: TECHNIQUE_NAMES['two-string-kite'],
  level: 'hard',
  score: 150,
  find,
};
