/**
 * X-chain: for one digit, a chain of cells that alternates strong links (a house where the digit
 * fits only in those two cells) and weak links (the two cells see each other), starting and
 * ending with a strong link. If the first cell is not the digit, the last one is; so every cell
 * that sees both ends loses it. Breadth-first from every start, keeping the shortest chain.
 * (Skyscrapers and kites are the shortest X-chains; they come earlier in the library.)
 */
import { popcount } from '../bits.ts';
import { type LogicState, sees, spent } from '../candidates.ts';
import { positionTable } from '../positions.ts';
import type { Mark, Move } from '../step.ts';
import { TECHNIQUE_NAMES } from './names.ts';
import { found, type Technique } from './technique.ts';

/** Longest chain tried, in links: long chains are neither human nor cheap. */
const MAX_LINKS = 15;

const partner = new Int32Array(625 * 3);
const partnerHouse = new Int32Array(625 * 3);
const partners = new Int8Array(625);
const digitCells = new Int32Array(625);
const targets = new Int32Array(625);
// Search states are cell * 2 + (1 when the cell is the digit, 0 when it is not).
const seen = new Int32Array(1250);
const parent = new Int32Array(1250);
const via = new Int32Array(1250);
const dist = new Int32Array(1250);
const queue = new Int32Array(1250);
let stamp = 0;
// Weak links of the digit being searched: each cell's peers that hold it, in peer order, listed
// the first time a search reaches the cell and kept for every later start on the same digit.
const weak = new Int16Array(625 * 64);
const weakFrom = new Int32Array(625);
const weakTo = new Int32Array(625);
const weakDigit = new Int32Array(625);
let weakTotal = 0;
let weakRound = 0;

/** The cell's peers that hold the digit (bit): from `weakFrom[cell]` to `weakTo[cell]`. */
function weakLinks(state: LogicState, cell: number, bit: number): void {
  if (weakDigit[cell] === weakRound) return;
  const { peers, peerCount } = state.geo;
  const { cands } = state;
  weakDigit[cell] = weakRound;
  weakFrom[cell] = weakTotal;
  const base = cell * peerCount;
  for (let k = 0; k < peerCount; k++) {
    const p = peers[base + k];
    if ((cands[p] & bit) !== 0) weak[weakTotal++] = p;
  }
  weakTo[cell] = weakTotal;
  state.work += peerCount;
}

interface Best {
  links: number;
  digit: number;
  end: number;
  targets: number[];
}

function find(state: LogicState) {
  const { geo, size, cands } = state;
  const { houseCells } = geo;
  const n = cands.length;
  let best: Best | null = null;
  let bestPath: { cells: number[]; houses: number[] } | null = null;
  const table = positionTable(state);
  for (let d = 1; d <= size; d++) {
    const bit = 1 << (d - 1);
    partners.fill(0, 0, n);
    let strong = 0;
    state.work += 3 * size;
    for (let house = 0; house < 3 * size; house++) {
      const pos = table[house * size + d - 1];
      if (popcount(pos) !== 2) continue;
      const a = houseCells[house * size + 31 - Math.clz32(pos & -pos)];
      const b = houseCells[house * size + 31 - Math.clz32(pos & (pos - 1))];
      partner[3 * a + partners[a]] = b;
      partnerHouse[3 * a + partners[a]++] = house;
      partner[3 * b + partners[b]] = a;
      partnerHouse[3 * b + partners[b]++] = house;
      strong++;
    }
    if (strong < 2) continue;
    // A new round of weak links for this digit (rounds are never 0, the arrays' initial value).
    if (++weakRound > 1e9) {
      weakDigit.fill(0);
      weakRound = 1;
    }
    weakTotal = 0;
    let withDigit = 0;
    for (let cell = 0; cell < n; cell++)
      if ((cands[cell] & bit) !== 0) digitCells[withDigit++] = cell;
    for (let s = 0; s < withDigit; s++) {
      const start = digitCells[s];
      if (partners[start] === 0) continue;
      if (spent(state)) return null;
      // The cells that see the start and hold the digit, in cell order.
      weakLinks(state, start, bit);
      let targetCount = 0;
      for (let k = weakFrom[start]; k < weakTo[start]; k++) targets[targetCount++] = weak[k];
      if (targetCount === 0) continue;
      // Stamps mark this search's states without clearing; restart them long before they wrap.
      if (++stamp > 1e9) {
        seen.fill(0);
        stamp = 1;
      }
      let head = 0;
      let tail = 0;
      const first = start * 2;
      seen[first] = stamp;
      dist[first] = 0;
      queue[tail++] = first;
      search: while (head < tail) {
        const st = queue[head++];
        const cell = st >> 1;
        const depth = dist[st];
        if (depth >= MAX_LINKS || (best && depth + 1 >= best.links)) break;
        state.work += 3;
        if ((st & 1) === 0) {
          // Not the digit here, so its strong partners are.
          for (let k = 0; k < partners[cell]; k++) {
            const p = partner[3 * cell + k];
            const next = p * 2 + 1;
            if (p === start || seen[next] === stamp) continue;
            seen[next] = stamp;
            parent[next] = st;
            via[next] = partnerHouse[3 * cell + k];
            dist[next] = depth + 1;
            queue[tail++] = next;
            if (depth + 1 < 3) continue;
            const hits: number[] = [];
            for (let t = 0; t < targetCount; t++) {
              const target = targets[t];
              if (target !== p && sees(geo, target, p)) hits.push(target);
            }
            state.work += targetCount;
            if (hits.length === 0) continue;
            best = { links: depth + 1, digit: d, end: next, targets: hits };
            const cells: number[] = [];
            const houses: number[] = [];
            for (let at = next; ; at = parent[at]) {
              cells.unshift(at >> 1);
              if (at === first) break;
              if ((at & 1) === 1) houses.unshift(via[at]);
            }
            bestPath = { cells, houses };
            break search;
          }
        } else {
          // The digit here, so no peer holds it.
          weakLinks(state, cell, bit);
          state.work += weakTo[cell] - weakFrom[cell];
          for (let k = weakFrom[cell]; k < weakTo[cell]; k++) {
            const p = weak[k];
            const next = p * 2;
            if (p === start || seen[next] === stamp) continue;
            seen[next] = stamp;
            parent[next] = st;
            dist[next] = depth + 1;
            queue[tail++] = next;
          }
        }
      }
    }
  }
  if (!best || !bestPath) return null;
  const d = best.digit;
  const eliminations: Move[] = best.targets.map((cell) => ({ cell, digit: d }));
  const marks: Mark[] = bestPath.cells.map((cell, i) => ({
    cell,
    digit: d,
    role: i % 2 === 0 ? 'off' : 'on',
  }));
  return found('x-chain', {
    eliminations,
    digits: [d],
    cells: bestPath.cells,
    houses: bestPath.houses,
    marks,
  });
}

export const xChain: Technique = {
  id: 'x-chain',
  name: TECHNIQUE_NAMES['x-chain'],
  level: 'expert',
  score: 260,
  find,
};
