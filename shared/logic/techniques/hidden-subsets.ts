/**
 * Hidden pair, triple and quad: n digits that fit in only the same n cells of a house fill those
 * cells, so the cells lose every other candidate.
 */
import type { Level } from '../../generate/levels.ts';
import { bitOf, digitOf, popcount } from '../bits.ts';
import type { LogicState } from '../candidates.ts';
import { findUnion } from '../combos.ts';
import { positionTable } from '../positions.ts';
import type { Found, Move, TechniqueId } from '../step.ts';
import { TECHNIQUE_NAMES } from './names.ts';
import { found, patternMarks, technique } from './technique.ts';

const digitBuf = new Int32Array(25);
const posBuf = new Int32Array(25);
const chosen = new Int32Array(4);

function finder(n: number, id: TechniqueId) {
  return (state: LogicState): Found | null => {
    const { houseCells } = state.geo;
    const { size, cands } = state;
    const table = positionTable(state);
    let result: Found | null = null;
    for (let house = 0; house < 3 * size && !result; house++) {
      const base = house * size;
      let count = 0;
      let open = 0;
      state.work += size;
      for (let d = 1; d <= size; d++) {
        const pos = table[base + d - 1];
        if (pos === 0) continue;
        open++;
        const p = popcount(pos);
        if (p >= 2 && p <= n) {
          digitBuf[count] = d;
          posBuf[count++] = pos;
        }
      }
      // n digits spread over all the house's open digits is a naked subset seen the other way.
      if (count < n || open <= n) continue;
      findUnion(state, posBuf, count, n, chosen, (union) => {
        state.work += 2 * n;
        let keep = 0;
        const digits: number[] = [];
        for (let i = 0; i < n; i++) {
          const d = digitBuf[chosen[i]];
          digits.push(d);
          keep |= bitOf(d);
        }
        const cells: number[] = [];
        const eliminations: Move[] = [];
        for (let u = union; u !== 0; u &= u - 1) {
          const cell = houseCells[base + 31 - Math.clz32(u & -u)];
          cells.push(cell);
          for (let extra = cands[cell] & ~keep; extra !== 0; extra &= extra - 1)
            eliminations.push({ cell, digit: digitOf(extra & -extra) });
        }
        if (eliminations.length === 0) return false;
        result = found(id, {
          eliminations,
          digits,
          cells,
          houses: [house],
          marks: patternMarks(state, cells, keep),
        });
        return true;
      });
    }
    return result;
  };
}

const make = (n: number, id: TechniqueId, level: Level, score: number) =>
  technique(id, TECHNIQUE_NAMES[id], level, score, finder(n, id));

export const hiddenPair = make(2, 'hidden-pair', 'medium', 70);
export const hiddenTriple = make(3, 'hidden-triple', 'hard', 100);
export const hiddenQuad = make(4, 'hidden-quad', 'hard', 150);
