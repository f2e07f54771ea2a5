/**
 * Singles after a step of the fast 9x9 level check (grade9.ts): what `settleSingles`
 * (singles.ts) does, looking only where the step changed something. The board was settled before
 * the step, so a new naked single can only be a cell that lost candidates, and a new hidden
 * single only in a house of such a cell; each placement adds its own. Singles reach the same
 * position whatever their order as long as none contradicts another, so this reaches the
 * engine's position; when one does contradict (a cell or a house left without its digit), the
 * engine's answer depends on its order, and the caller hands the check back to the engine.
 */
import { geometry } from '../board/geometry.ts';
import type { LogicState } from '../logic/candidates.ts';

const { houseCells, peers, peerCount } = geometry(9);

/** Per cell: its three houses as bits of a 27-bit mask. */
export const HOUSE_BITS = new Int32Array(81);
for (let cell = 0; cell < 81; cell++) {
  const r = Math.floor(cell / 9);
  const c = cell % 9;
  HOUSE_BITS[cell] =
    (1 << r) | (1 << (9 + c)) | (1 << (18 + Math.floor(r / 3) * 3 + Math.floor(c / 3)));
}

/** Work the engine counts per round of `settleSingles`: a pass over the cells and the houses. */
const ROUND = 81 + 27 * 9;

const pending = new Int16Array(81);
const queued = new Uint8Array(81);
let top = 0;
let houses = 0;

function push(cell: number): void {
  if (queued[cell] !== 0) return;
  queued[cell] = 1;
  pending[top++] = cell;
}

function place(state: LogicState, cell: number, bit: number): void {
  const { cands } = state;
  state.values[cell] = 32 - Math.clz32(bit);
  cands[cell] = 0;
  state.empty--;
  houses |= HOUSE_BITS[cell];
  const base = cell * peerCount;
  for (let k = 0; k < peerCount; k++) {
    const peer = peers[base + k];
    if ((cands[peer] & bit) === 0) continue;
    cands[peer] &= ~bit;
    houses |= HOUSE_BITS[peer];
    push(peer);
  }
}

/**
 * Places the singles that the changes from `before` (the settled board's candidates) allow;
 * false when singles contradict each other (the state is then half settled).
 */
export function settleChanges(state: LogicState, before: Int32Array): boolean {
  const { cands, values } = state;
  const empty = state.empty;
  top = 0;
  houses = 0;
  queued.fill(0);
  for (let cell = 0; cell < 81; cell++) {
    if (cands[cell] === before[cell]) continue;
    houses |= HOUSE_BITS[cell];
    push(cell);
  }
  let ok = true;
  while (ok) {
    while (top > 0) {
      const cell = pending[--top];
      queued[cell] = 0;
      if (values[cell] !== 0) continue;
      const c = cands[cell];
      if (c === 0) ok = false;
      else if ((c & (c - 1)) === 0) place(state, cell, c);
    }
    if (houses === 0 || !ok) break;
    const h = 31 - Math.clz32(houses & -houses);
    houses &= houses - 1;
    let once = 0;
    let twice = 0;
    for (let k = 0; k < 9; k++) {
      const c = cands[houseCells[h * 9 + k]];
      twice |= once & c;
      once |= c;
    }
    for (let hidden = once & ~twice; hidden !== 0 && ok; hidden &= hidden - 1) {
      const bit = hidden & -hidden;
      let target = -1;
      for (let k = 0; k < 9 && target < 0; k++)
        if ((cands[houseCells[h * 9 + k]] & bit) !== 0) target = houseCells[h * 9 + k];
      // Gone: the house's earlier hidden single took the very cell.
      if (target < 0) ok = false;
      else place(state, target, bit);
    }
  }
  // Never less than the engine counts: it needs a round per placement at most, and a last one.
  state.work += ROUND * (empty - state.empty + 1);
  return ok;
}
