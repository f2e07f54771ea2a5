/**
 * XY-chain: a chain of two-candidate cells, each seeing the next and sharing a digit with it.
 * If the first cell is not x it is its other digit, which the next cell then cannot be, so that
 * one is its other digit, and so on until the last cell is x. So the first or the last cell is x,
 * and every cell that sees both loses x. Breadth-first from every start, keeping the shortest.
 */
import { bitOf, digitOf, popcount } from '../bits.ts';
import { type LogicState, sees, spent } from '../candidates.ts';
import type { Mark, Move } from '../step.ts';
import { TECHNIQUE_NAMES } from './names.ts';
import { found, type Technique } from './technique.ts';

/** Longest chain tried, in cells. */
const MAX_CELLS = 12;

// Search states are cell * 32 + (digit the cell takes - 1).
const STATES = 625 * 32;
const seen = new Int32Array(STATES);
const parent = new Int32Array(STATES);
const dist = new Int32Array(STATES);
const queue = new Int32Array(STATES);
const bivalue = new Int32Array(625);
const targets = new Int32Array(625);
// The two-candidate peers of every two-candidate cell, in peer order: links to follow, listed
// once per scan instead of reading every peer at every step of every search.
const linkStart = new Int32Array(626);
const links = new Int16Array(625 * 64);
const linkAt = new Int32Array(625);
let stamp = 0;

function find(state: LogicState) {
  const { geo, cands } = state;
  const { peers, peerCount } = geo;
  const n = cands.length;
  let count = 0;
  for (let cell = 0; cell < n; cell++) if (popcount(cands[cell]) === 2) bivalue[count++] = cell;
  if (count < 3) return null;
  let total = 0;
  for (let i = 0; i < count; i++) {
    const cell = bivalue[i];
    linkAt[cell] = i;
    linkStart[i] = total;
    const pb = cell * peerCount;
    for (let k = 0; k < peerCount; k++) {
      const p = peers[pb + k];
      if (popcount(cands[p]) === 2) links[total++] = p;
    }
  }
  linkStart[count] = total;
  state.work += count * peerCount;
  let bestLength = MAX_CELLS + 1;
  let best: { path: number[]; x: number; targets: number[] } | null = null;
  for (let s = 0; s < count; s++) {
    const start = bivalue[s];
    if (spent(state)) return null;
    for (let m = cands[start]; m !== 0; m &= m - 1) {
      const xBit = m & -m;
      const x = digitOf(xBit);
      let targetCount = 0;
      const base = start * peerCount;
      state.work += peerCount;
      for (let k = 0; k < peerCount; k++) {
        const p = peers[base + k];
        if ((cands[p] & xBit) !== 0) targets[targetCount++] = p;
      }
      if (targetCount === 0) continue;
      // Stamps mark this search's states without clearing; restart them long before they wrap.
      if (++stamp > 1e9) {
        seen.fill(0);
        stamp = 1;
      }
      // Assume the start is not x: it takes its other digit.
      const first = start * 32 + digitOf(cands[start] & ~xBit) - 1;
      let head = 0;
      let tail = 0;
      seen[first] = stamp;
      dist[first] = 1;
      queue[tail++] = first;
      search: while (head < tail) {
        const st = queue[head++];
        const cell = st >> 5;
        const vBit = 1 << (st & 31);
        const length = dist[st];
        if (length + 1 >= bestLength) break;
        const from = linkStart[linkAt[cell]];
        const to = linkStart[linkAt[cell] + 1];
        state.work += 2 + to - from;
        for (let k = from; k < to; k++) {
          const p = links[k];
          const c = cands[p];
          if (p === start || (c & vBit) === 0) continue;
          const next = p * 32 + digitOf(c & ~vBit) - 1;
          if (seen[next] === stamp) continue;
          seen[next] = stamp;
          parent[next] = st;
          dist[next] = length + 1;
          queue[tail++] = next;
          if (length + 1 < 3 || (c & ~vBit) !== xBit) continue;
          const hits: number[] = [];
          for (let t = 0; t < targetCount; t++) {
            const target = targets[t];
            if (target !== p && sees(geo, target, p)) hits.push(target);
          }
          state.work += targetCount;
          if (hits.length === 0) continue;
          const path: number[] = [];
          for (let at = next; ; at = parent[at]) {
            path.unshift(at);
            if (at === first) break;
          }
          bestLength = length + 1;
          best = { path, x, targets: hits };
          break search;
        }
      }
    }
  }
  if (!best) return null;
  const { path, x } = best;
  const cells = path.map((st) => st >> 5);
  const values = path.map((st) => (st & 31) + 1);
  const eliminations: Move[] = best.targets.map((cell) => ({ cell, digit: x }));
  const marks: Mark[] = [];
  cells.forEach((cell, i) => {
    marks.push({ cell, digit: values[i], role: 'on' });
    marks.push({ cell, digit: digitOf(cands[cell] & ~bitOf(values[i])), role: 'off' });
  });
  return found('xy-chain', { eliminations, digits: [x, ...values], cells, marks });
}

export const xyChain: Technique = {
  id: 'xy-chain',
  name: TECHNIQUE_NAMES['xy-chain'],
  level: 'expert',
  score: 260,
  find,
};
