/**
 * Naked pair, triple and quad: n cells of a house whose candidates together are exactly n digits
 * hold those digits between them, so the house's other cells lose them.
 */
import type { Level } from '../../generate/levels.ts';
import { digitOf, digitsOf, popcount } from '../bits.ts';
import type { LogicState } from '../candidates.ts';
import { findUnion } from '../combos.ts';
import type { Found, Move, TechniqueId } from '../step.ts';
import { TECHNIQUE_NAMES } from './names.ts';
import { found, patternMarks, technique } from './technique.ts';

const cellBuf = new Int32Array(25);
const maskBuf = new Int32Array(25);
const chosen = new Int32Array(4);

function finder(n: number, id: TechniqueId) {
  return (state: LogicState): Found | null => {
    const { houseCells } = state.geo;
    const { size, cands } = state;
    let result: Found | null = null;
    for (let house = 0; house < 3 * size && !result; house++) {
      const base = house * size;
      let count = 0;
      let empties = 0;
      for (let k = 0; k < size; k++) {
        const cell = houseCells[base + k];
        const c = cands[cell];
        if (c === 0) continue;
        empties++;
        const p = popcount(c);
        if (p >= 2 && p <= n) {
          cellBuf[count] = cell;
          maskBuf[count++] = c;
        }
      }
      state.work += size;
      // A subset that fills every empty cell of the house eliminates nothing.
      if (count < n || empties <= n) continue;
      findUnion(state, maskBuf, count, n, chosen, (union) => {
        const cells: number[] = [];
        for (let i = 0; i < n; i++) cells.push(cellBuf[chosen[i]]);
        state.work += size;
        const eliminations: Move[] = [];
        for (let k = 0; k < size; k++) {
          const cell = houseCells[base + k];
          let hit = cands[cell] & union;
          if (hit === 0 || cells.includes(cell)) continue;
          for (; hit !== 0; hit &= hit - 1) eliminations.push({ cell, digit: digitOf(hit & -hit) });
        }
        if (eliminations.length === 0) return false;
        result = found(id, {
          eliminations,
          digits: digitsOf(union),
          cells,
          houses: [house],
          marks: patternMarks(state, cells, union),
        });
        return true;
      });
    }
    return result;
  };
}

const make = (n: number, id: TechniqueId, level: Level, score: number) =>
  technique(id, TECHNIQUE_NAMES[id], level, score, finder(n, id));

export const nakedPair = make(2, 'naked-pair', 'medium', 60);
export const nakedTriple = make(3, 'naked-triple', 'hard', 80);
export const nakedQuad = make(4, 'naked-quad', 'hard', 120);
