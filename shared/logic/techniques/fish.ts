/**
 * Basic fish: X-Wing (2), Swordfish (3), Jellyfish (4). When a digit's places in n rows all lie
 * in the same n columns, those rows take the digit in those columns, so the columns' other cells
 * lose it; the same with rows and columns swapped.
 */
import type { Level } from '../../generate/levels.ts';
import { digitOf, popcount } from '../bits.ts';
import type { LogicState } from '../candidates.ts';
import { findUnion } from '../combos.ts';
import { positionTable } from '../positions.ts';
import type { Found, Move, TechniqueId } from '../step.ts';
import { TECHNIQUE_NAMES } from './names.ts';
import { found, patternMarks, type Technique } from './technique.ts';

const lineBuf = new Int32Array(25);
const posBuf = new Int32Array(25);
const chosen = new Int32Array(4);

function finder(n: number, id: TechniqueId) {
  return (state: LogicState): Found | null => {
    const { size, cands } = state;
    const table = positionTable(state);
    let result: Found | null = null;
    for (let d = 1; d <= size && !result; d++) {
      const bit = 1 << (d - 1);
      // Base rows with cover columns, then base columns with cover rows.
      for (let orient = 0; orient < 2 && !result; orient++) {
        const baseOffset = orient * size;
        const coverOffset = (1 - orient) * size;
        let count = 0;
        let open = 0;
        state.work += size;
        for (let i = 0; i < size; i++) {
          const pos = table[(baseOffset + i) * size + d - 1];
          if (pos === 0) continue;
          open++;
          const p = popcount(pos);
          if (p >= 2 && p <= n) {
            lineBuf[count] = i;
            posBuf[count++] = pos;
          }
        }
        if (count < n || open <= n) continue;
        findUnion(state, posBuf, count, n, chosen, (union) => {
          state.work += n * size;
          let baseMask = 0;
          for (let i = 0; i < n; i++) baseMask |= 1 << lineBuf[chosen[i]];
          const cellAt = (line: number, k: number) =>
            orient === 0 ? line * size + k : k * size + line;
          const eliminations: Move[] = [];
          for (let u = union; u !== 0; u &= u - 1) {
            const k = 31 - Math.clz32(u & -u);
            for (let line = 0; line < size; line++) {
              if ((baseMask >> line) & 1) continue;
              const cell = cellAt(line, k);
              if ((cands[cell] & bit) !== 0) eliminations.push({ cell, digit: d });
            }
          }
          if (eliminations.length === 0) return false;
          const cells: number[] = [];
          const houses: number[] = [];
          for (let i = 0; i < n; i++) {
            const line = lineBuf[chosen[i]];
            houses.push(baseOffset + line);
            for (let pos = posBuf[chosen[i]]; pos !== 0; pos &= pos - 1)
              cells.push(cellAt(line, 31 - Math.clz32(pos & -pos)));
          }
          for (let u = union; u !== 0; u &= u - 1) houses.push(coverOffset + digitOf(u & -u) - 1);
          result = found(id, {
            eliminations,
            digits: [d],
            cells,
            houses,
            marks: patternMarks(state, cells, bit),
          });
          return true;
        });
      }
    }
    return result;
  };
}

const make = (n: number, id: TechniqueId, level: Level, score: number) =>
  ({ id, name: TECHNIQUE_NAMES[id], level, score, find: finder(n, id) }) satisfies Technique;

export const xWing = make(2, 'x-wing', 'hard', 140);
export const swordfish = make(3, 'swordfish', 'hard', 150);
export const jellyfish = make(4, 'jellyfish', 'hard', 160);
