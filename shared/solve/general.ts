/**
 * The production search for every board size: candidate bit sets per cell, naked and hidden
 * singles propagated to a fixpoint, fewest-candidates branching. All state lives in typed arrays
 * allocated once per size, so a search node allocates nothing.
 */
import { type Geometry, geometry, type Size } from '../board/geometry.ts';
import {
  CONTRADICTION,
  NARROWED,
  type PruneOutcome,
  UNCHANGED,
} from '../constraints/constraint.ts';
import {
  lowBitIndex,
  popcount,
  randomBit,
  type SearchOptions,
  type SearchOutcome,
} from './outcome.ts';

interface Workspace {
  readonly geo: Geometry;
  readonly cand: Int32Array;
  readonly placed: Uint8Array;
  readonly queue: Int16Array;
  readonly savedCand: Int32Array;
  readonly savedPlaced: Uint8Array;
  readonly savedRemaining: Int32Array;
}

const workspaces = new Map<Size, Workspace>();

function workspace(size: Size): Workspace {
  let ws = workspaces.get(size);
  if (!ws) {
    const geo = geometry(size);
    const n = geo.cellCount;
    ws = {
      geo,
      cand: new Int32Array(n),
      placed: new Uint8Array(n),
      // A cell can be queued by a peer and again by a constraint before it is placed.
      queue: new Int16Array(4 * n),
      savedCand: new Int32Array(n * (n + 1)),
      savedPlaced: new Uint8Array(n * (n + 1)),
      savedRemaining: new Int32Array(n + 1),
    };
    workspaces.set(size, ws);
  }
  return ws;
}

export function searchGeneral(
  size: Size,
  givens: ArrayLike<number>,
  options: SearchOptions,
): SearchOutcome {
  const ws = workspace(size);
  const { geo, cand, placed, queue, savedCand, savedPlaced, savedRemaining } = ws;
  const { houseCells, peers, peerCount, allDigits, cellCount } = geo;
  const houseCount = 3 * size;
  const { limit, budget, random } = options;
  const constraints = options.constraints ?? [];
  const out: SearchOutcome = { count: 0, solution: null, nodes: 0, guesses: 0, aborted: false };
  let remaining = cellCount;
  let queued = 0;

  const assign = (cell: number, bit: number): boolean => {
    if (placed[cell]) return cand[cell] === bit;
    if ((cand[cell] & bit) === 0) return false;
    placed[cell] = 1;
    cand[cell] = bit;
    remaining--;
    const base = cell * peerCount;
    for (let k = 0; k < peerCount; k++) {
      const p = peers[base + k];
      const c = cand[p];
      if ((c & bit) === 0) continue;
      if (placed[p]) return false;
      const rest = c ^ bit;
      cand[p] = rest;
      if (rest === 0) return false;
      if ((rest & (rest - 1)) === 0) queue[queued++] = p;
    }
    return true;
  };

  const drain = (): boolean => {
    while (queued > 0) {
      const p = queue[--queued];
      if (placed[p]) continue;
      const c = cand[p];
      if (c === 0 || !assign(p, c)) return false;
    }
    return true;
  };

  const propagate = (): boolean => {
    if (!drain()) return false;
    let changed = true;
    while (changed) {
      changed = false;
      for (let h = 0; h < houseCount; h++) {
        const base = h * size;
        let once = 0;
        let twice = 0;
        let done = 0;
        for (let k = 0; k < size; k++) {
          const cell = houseCells[base + k];
          const c = cand[cell];
          if (placed[cell]) done |= c;
          else {
            twice |= once & c;
            once |= c;
          }
        }
        if ((once | done) !== allDigits) return false;
        let hidden = once & ~twice & ~done;
        while (hidden !== 0) {
          const bit = hidden & -hidden;
          hidden ^= bit;
          let target = -1;
          for (let k = 0; k < size; k++) {
            const cell = houseCells[base + k];
            if ((cand[cell] & bit) !== 0) {
              target = cell;
              break;
            }
          }
          // An earlier placement in this pass may already have put the digit in its cell.
          if (target >= 0 && placed[target]) continue;
          if (target < 0 || !assign(target, bit) || !drain()) return false;
          changed = true;
        }
      }
      if (changed || constraints.length === 0) continue;
      const outcome = applyConstraints();
      if (outcome === CONTRADICTION || !drain()) return false;
      changed = outcome === NARROWED;
    }
    return true;
  };

  /** Lets every extra rule narrow candidates; queues the cells it leaves with one candidate. */
  const applyConstraints = (): PruneOutcome => {
    let result: PruneOutcome = UNCHANGED;
    for (const constraint of constraints) {
      const outcome = constraint.prune(cand);
      if (outcome === CONTRADICTION) return CONTRADICTION;
      if (outcome !== NARROWED) continue;
      result = NARROWED;
      for (const cell of constraint.cells) {
        const c = cand[cell];
        if (placed[cell]) continue;
        if (c === 0) return CONTRADICTION;
        if ((c & (c - 1)) === 0) queue[queued++] = cell;
      }
    }
    return result;
  };

  // Plain loops rather than `set(subarray(...))`: a subarray is a new object on every node.
  const save = (depth: number): void => {
    const at = depth * cellCount;
    for (let i = 0; i < cellCount; i++) {
      savedCand[at + i] = cand[i];
      savedPlaced[at + i] = placed[i];
    }
    savedRemaining[depth] = remaining;
  };

  const restore = (depth: number): void => {
    const at = depth * cellCount;
    for (let i = 0; i < cellCount; i++) {
      cand[i] = savedCand[at + i];
      placed[i] = savedPlaced[at + i];
    }
    remaining = savedRemaining[depth];
    queued = 0;
  };

  const pickCell = (): number => {
    let best = -1;
    let bestCount = 99;
    for (let cell = 0; cell < cellCount; cell++) {
      if (placed[cell]) continue;
      const n = popcount(cand[cell]);
      if (n < bestCount) {
        best = cell;
        bestCount = n;
        if (n === 2) break;
      }
    }
    return best;
  };

  const search = (depth: number): boolean => {
    if (!propagate()) return false;
    if (remaining === 0) {
      if (++out.count === 1) {
        const solution = new Uint8Array(cellCount);
        for (let i = 0; i < cellCount; i++) solution[i] = lowBitIndex(cand[i]) + 1;
        out.solution = solution;
      }
      return out.count >= limit;
    }
    if (++out.nodes > budget) {
      out.aborted = true;
      return true;
    }
    const cell = pickCell();
    let mask = cand[cell];
    save(depth);
    while (mask !== 0) {
      const bit = random ? randomBit(mask, random) : mask & -mask;
      mask ^= bit;
      out.guesses++;
      if (assign(cell, bit) && search(depth + 1)) return true;
      restore(depth);
    }
    return false;
  };

  cand.fill(allDigits);
  placed.fill(0);
  for (let i = 0; i < cellCount; i++) {
    const digit = givens[i];
    if (digit !== 0 && !assign(i, 1 << (digit - 1))) return out;
  }
  if (options.exclude) {
    const { cell, digit } = options.exclude;
    const bit = 1 << (digit - 1);
    if (placed[cell]) {
      if (cand[cell] === bit) return out;
    } else {
      const rest = cand[cell] & ~bit;
      if (rest === 0) return out;
      cand[cell] = rest;
      if ((rest & (rest - 1)) === 0) queue[queued++] = cell;
    }
  }
  search(0);
  return out;
}
