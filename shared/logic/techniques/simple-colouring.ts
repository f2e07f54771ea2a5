/**
 * Simple colouring (single-digit colouring): for one digit, join the two cells of every house
 * where it fits only twice, and colour each connected cluster in two alternating colours; one
 * colour holds the digit in all its cells, the other in none.
 * - Wrap: two cells of one colour see each other, so that colour is false and loses the digit.
 * - Trap: a cell outside the cluster that sees both colours loses the digit.
 */
import { popcount } from '../bits.ts';
import { type LogicState, sees, spent } from '../candidates.ts';
import { positionTable } from '../positions.ts';
import type { Found, Move } from '../step.ts';
import { TECHNIQUE_NAMES } from './names.ts';
import { found, type Technique } from './technique.ts';

const colour = new Int8Array(625);
/** Which cluster (1-based) a cell was coloured in, so a trap may also hit other clusters' cells. */
const cluster = new Int32Array(625);
const queue = new Int32Array(625);
const linkA = new Int32Array(75);
const linkB = new Int32Array(75);
const digitCells = new Int32Array(625);

/** The step for a cluster in `queue[0..size)`, the pattern's first cells first. */
function step(d: number, size: number, first: number[], eliminations: Move[], kind: string): Found {
  const members = Array.from(queue.subarray(0, size));
  return found('simple-colouring', {
    eliminations,
    digits: [d],
    cells: [...first, ...members.filter((c) => !first.includes(c))],
    marks: members.map((cell) => ({ cell, digit: d, role: colour[cell] === 1 ? 'on' : 'off' })),
    kind,
  });
}

function find(state: LogicState) {
  const { geo, size, cands } = state;
  const { houseCells } = geo;
  const n = cands.length;
  const table = positionTable(state);
  for (let d = 1; d <= size; d++) {
    if (spent(state)) return null;
    const bit = 1 << (d - 1);
    let links = 0;
    state.work += 3 * size;
    for (let house = 0; house < 3 * size; house++) {
      const pos = table[house * size + d - 1];
      if (popcount(pos) !== 2) continue;
      linkA[links] = houseCells[house * size + 31 - Math.clz32(pos & -pos)];
      linkB[links++] = houseCells[house * size + 31 - Math.clz32(pos & (pos - 1))];
    }
    if (links < 2) continue;
    let withDigit = 0;
    for (let cell = 0; cell < n; cell++)
      if ((cands[cell] & bit) !== 0) digitCells[withDigit++] = cell;
    colour.fill(0, 0, n);
    cluster.fill(0, 0, n);
    for (let start = 0; start < links; start++) {
      if (colour[linkA[start]] !== 0) continue;
      // Breadth-first colouring of the cluster holding this link: 1 and 2 alternate.
      const id = start + 1;
      let head = 0;
      let tail = 0;
      colour[linkA[start]] = 1;
      cluster[linkA[start]] = id;
      queue[tail++] = linkA[start];
      while (head < tail) {
        const cell = queue[head++];
        const next = 3 - colour[cell];
        for (let l = 0; l < links; l++) {
          const other = linkA[l] === cell ? linkB[l] : linkB[l] === cell ? linkA[l] : -1;
          if (other < 0 || colour[other] !== 0) continue;
          colour[other] = next;
          cluster[other] = id;
          queue[tail++] = other;
        }
      }
      state.work += tail * links;
      // A single link is a pair that earlier techniques already use.
      if (tail < 3) continue;
      // Wrap: a colour that sees itself is false.
      state.work += (tail * (tail - 1)) / 2;
      for (let i = 0; i < tail; i++) {
        for (let j = i + 1; j < tail; j++) {
          const a = queue[i];
          const b = queue[j];
          if (colour[a] !== colour[b] || !sees(geo, a, b)) continue;
          const eliminations: Move[] = [];
          for (let k = 0; k < tail; k++)
            if (colour[queue[k]] === colour[a]) eliminations.push({ cell: queue[k], digit: d });
          return step(d, tail, [a, b], eliminations, 'wrap');
        }
      }
      // Trap: a cell outside this cluster that sees both colours.
      const eliminations: Move[] = [];
      for (let i = 0; i < withDigit; i++) {
        const cell = digitCells[i];
        if (cluster[cell] === id) continue;
        let seen = 0;
        for (let j = 0; j < tail && seen !== 3; j++) {
          if (sees(geo, cell, queue[j])) seen |= colour[queue[j]];
        }
        if (seen === 3) eliminations.push({ cell, digit: d });
      }
      state.work += withDigit * tail;
      if (eliminations.length > 0) return step(d, tail, [], eliminations, 'trap');
    }
  }
  return null;
}

export const simpleColouring: Technique = {
  id: 'simple-colouring',
  name: TECHNIQUE_NAMES['simple-colouring'],
  level: 'hard',
  score: 150,
  find,
};
