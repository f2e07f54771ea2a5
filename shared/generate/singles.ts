/**
 * Naked and hidden singles to a fixpoint, on typed arrays: the generator's test for "easy" (a
 * puzzle singles fill completely has exactly one solution and needs nothing harder), its cheap
 * uniqueness proof (when ruling a cell's digit out makes singles contradict, no other solution
 * exists) and the first stage of every level check. The cells singles fill do not depend on the
 * order they are found in (each placement only removes candidates, so every order reaches the
 * same fixpoint), which is why this fast pass can stand in for the logic engine's
 * one-step-at-a-time singles.
 */
import { type Geometry, geometry, type Size } from '../board/geometry.ts';
import { type LogicState, place } from '../logic/candidates.ts';

interface Workspace {
  readonly geo: Geometry;
  readonly cand: Int32Array;
  readonly values: Uint8Array;
  readonly queue: Int16Array;
  readonly used: Int32Array;
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
      values: new Uint8Array(n),
      queue: new Int16Array(n),
      used: new Int32Array(3 * size),
    };
    workspaces.set(size, ws);
  }
  return ws;
}

/** What a run ends with, beside the count of empty cells left (0 or more). */
const CONTRADICTION = -1;
const STOPPED = -2;

/**
 * The core: singles from `cells` (0 = empty), optionally with `digit` ruled out of `cell`
 * (exclude), optionally stopping as soon as `stop` is filled. Returns the empty cells left,
 * CONTRADICTION or STOPPED; the reached grid is left in the workspace's `values`.
 */
function run(
  size: Size,
  cells: ArrayLike<number>,
  stop: number,
  exclude: number,
  excluded: number,
  filled: number[] | undefined,
): number {
  const { geo, cand, values, queue, used } = workspace(size);
  const { peers, peerCount, houseCells, cellHouses, allDigits, cellCount } = geo;
  const houseCount = 3 * size;
  let left = cellCount;
  let queued = 0;

  // Candidates from each house's givens: a pass over the cells, not over every given's peers.
  used.fill(0);
  for (let cell = 0; cell < cellCount; cell++) {
    const digit = cells[cell];
    values[cell] = digit;
    if (digit === 0) continue;
    const bit = 1 << (digit - 1);
    const h = 3 * cell;
    for (let k = 0; k < 3; k++) {
      const house = cellHouses[h + k];
      if ((used[house] & bit) !== 0) return CONTRADICTION;
      used[house] |= bit;
    }
    left--;
  }
  for (let cell = 0; cell < cellCount; cell++) {
    if (values[cell] !== 0) {
      cand[cell] = 1 << (values[cell] - 1);
      continue;
    }
    const h = 3 * cell;
    let c = allDigits & ~(used[cellHouses[h]] | used[cellHouses[h + 1]] | used[cellHouses[h + 2]]);
    if (cell === exclude) c &= ~excluded;
    if (c === 0) return CONTRADICTION;
    cand[cell] = c;
    if ((c & (c - 1)) === 0) queue[queued++] = cell;
  }

  /** Places `bit` in the empty `cell` and drains the naked singles that follow; false on a contradiction. */
  const place = (cell: number, bit: number): boolean => {
    let next = cell;
    let nextBit = bit;
    for (;;) {
      if (values[next] === 0) {
        if ((cand[next] & nextBit) === 0) return false;
        values[next] = 32 - Math.clz32(nextBit);
        cand[next] = nextBit;
        left--;
        filled?.push(next);
        const base = next * peerCount;
        for (let k = 0; k < peerCount; k++) {
          const p = peers[base + k];
          const c = cand[p];
          if ((c & nextBit) === 0) continue;
          if (values[p] !== 0) return false;
          const rest = c ^ nextBit;
          if (rest === 0) return false;
          cand[p] = rest;
          if ((rest & (rest - 1)) === 0) queue[queued++] = p;
        }
      }
      if (queued === 0) return true;
      next = queue[--queued];
      nextBit = cand[next];
    }
  };

  if (queued > 0) {
    const first = queue[--queued];
    if (!place(first, cand[first])) return CONTRADICTION;
  }
  if (stop >= 0 && values[stop] !== 0) return STOPPED;
  let quiet = 0;
  // Round-robin over the houses until a whole round finds no hidden single.
  for (let h = 0; quiet < houseCount && left > 0; h = h + 1 === houseCount ? 0 : h + 1) {
    const base = h * size;
    let once = 0;
    let twice = 0;
    let done = 0;
    for (let k = 0; k < size; k++) {
      const cell = houseCells[base + k];
      const c = cand[cell];
      if (values[cell] !== 0) done |= c;
      else {
        twice |= once & c;
        once |= c;
      }
    }
    if ((once | done) !== allDigits) return CONTRADICTION;
    const hidden = once & ~twice & ~done;
    if (hidden === 0) {
      quiet++;
      continue;
    }
    quiet = 0;
    const bit = hidden & -hidden;
    let target = -1;
    for (let k = 0; k < size && target < 0; k++) {
      const cell = houseCells[base + k];
      if ((cand[cell] & bit) !== 0) target = cell;
    }
    if (!place(target, bit)) return CONTRADICTION;
    if (stop >= 0 && values[stop] !== 0) return STOPPED;
    // Look at this house again: it may hold more hidden singles.
    h = h === 0 ? houseCount - 1 : h - 1;
  }
  return left;
}

export interface SinglesResult {
  /** Empty cells singles leave (0: singles solve the puzzle); -1 when the givens contradict. */
  readonly left: number;
  /** The grid singles reach (a view, valid until the next call). */
  readonly values: Uint8Array;
}

/**
 * Runs naked and hidden singles from the givens `cells` (0 = empty) to their fixpoint. When
 * `filled` is given, the cells singles fill are appended to it.
 */
export function singles(size: Size, cells: ArrayLike<number>, filled?: number[]): SinglesResult {
  const left = run(size, cells, -1, -1, 0, filled);
  return { left: left < 0 ? -1 : left, values: workspace(size).values };
}

/**
 * True when singles fill `cell` from the givens `cells`. For a cell just emptied from a puzzle
 * that singles solve, this says whether they still solve it: once the cell is back, singles go
 * on exactly as before.
 */
export const singlesFill = (size: Size, cells: ArrayLike<number>, cell: number): boolean =>
  run(size, cells, cell, -1, 0, undefined) === STOPPED;

/**
 * True when singles contradict once `digit` is ruled out of `cell`: then every solution has
 * `digit` there, so emptying a cell of a unique puzzle left it unique.
 */
export const singlesForce = (
  size: Size,
  cells: ArrayLike<number>,
  cell: number,
  digit: number,
): boolean => run(size, cells, -1, cell, 1 << (digit - 1), undefined) === CONTRADICTION;

/**
 * Places every naked and hidden single on a logic state, keeping its candidates as they are
 * (eliminations included), until none is left: what the logic engine's singles do one step and
 * one library scan at a time, in a few passes. Stops early on a cell without candidates (the
 * engine would be stuck there as well).
 */
export function settleSingles(state: LogicState): void {
  const { cands, values } = state;
  const { houseCells, cellCount, size } = state.geo;
  const houseCount = 3 * size;
  for (let progress = true; progress && state.empty > 0; ) {
    progress = false;
    state.work += cellCount + houseCount * size;
    for (let cell = 0; cell < cellCount; cell++) {
      const c = cands[cell];
      if (values[cell] !== 0) continue;
      if (c === 0) return;
      if ((c & (c - 1)) !== 0) continue;
      place(state, cell, 32 - Math.clz32(c));
      progress = true;
    }
    for (let h = 0; h < houseCount; h++) {
      const base = h * size;
      let once = 0;
      let twice = 0;
      for (let k = 0; k < size; k++) {
        const c = cands[houseCells[base + k]];
        twice |= once & c;
        once |= c;
      }
      for (let hidden = once & ~twice; hidden !== 0; hidden &= hidden - 1) {
        const bit = hidden & -hidden;
        for (let k = 0; k < size; k++) {
          const cell = houseCells[base + k];
          if ((cands[cell] & bit) === 0) continue;
          // An earlier single of this house may have taken the cell's other candidates.
          if (values[cell] === 0) place(state, cell, 32 - Math.clz32(bit));
          progress = true;
          break;
        }
      }
    }
  }
}
