/**
 * The production search for every board size other than plain 9x9, and for 9x9 with extra rules
 * (arrows): deductions to a fixpoint (general-deduce.ts) on a trailed candidate state
 * (general-state.ts), then a branch on the cell with the fewest candidates, ties going to the
 * cell whose houses failed most so far (dom/wdeg); when no cell has two candidates, a digit with
 * two places in a house will do. One workspace per size, allocated once: a search node allocates
 * nothing.
 *
 * Measured and left out: probing each two-candidate cell before branching (failed literals) cut
 * nodes 10-50 times on hard 25x25 puzzles but not time; restarts found first solutions no sooner;
 * decaying the failure weights and other tie-breaks moved single puzzles both ways.
 */
import type { Size } from '../board/geometry.ts';
import { Deductions } from './general-deduce.ts';
import { ctz } from './general-state.ts';
import {
  lowBitIndex,
  popcount,
  randomBit,
  type SearchOptions,
  type SearchOutcome,
} from './outcome.ts';

class GeneralSearch extends Deductions {
  limit = 1;
  budget = 0;
  random: (() => number) | undefined = undefined;
  out: SearchOutcome = { count: 0, solution: null, nodes: 0, guesses: 0, aborted: false };

  /** Fewest options first: a cell's candidates or a digit's places in a house. */
  search(): boolean {
    if (!this.propagate()) return false;
    const out = this.out;
    const { cand, cellCount, size, places, houseCells } = this;
    if (this.remaining === 0) {
      if (++out.count <= 2) {
        const solution = new Uint8Array(cellCount);
        for (let i = 0; i < cellCount; i++) solution[i] = lowBitIndex(cand[i]) + 1;
        if (out.count === 1) out.solution = solution;
        else out.second = solution;
      }
      return out.count >= this.limit;
    }
    if (++out.nodes > this.budget) {
      out.aborted = true;
      return true;
    }
    // The cell with the fewest candidates, ties to the most failed houses: the search leaves a
    // dead end it keeps meeting instead of wandering in it (measured on generated 25x25
    // puzzles: the worst went from over 200,000 nodes to a few hundred).
    const { weight, cellHouses } = this;
    const { open, remaining } = this;
    let bestCell = cellCount;
    let best = 99;
    let bestWeight = -1;
    for (let i = 0; i < remaining; i++) {
      const cell = open[i];
      const n = popcount(cand[cell]);
      if (n > best) continue;
      const w =
        weight[cellHouses[3 * cell]] +
        weight[cellHouses[3 * cell + 1]] +
        weight[cellHouses[3 * cell + 2]];
      // The open cells come in no particular order: equal ones go to the first on the board.
      if (n < best || w > bestWeight || (w === bestWeight && cell < bestCell)) {
        bestCell = cell;
        best = n;
        bestWeight = w;
      }
    }
    // No cell with two candidates: a digit with two places in a house will do as well. Only
    // two: measured, branching on a digit whenever it had fewer places than the best cell had
    // candidates scattered digits over the board, took 3 times the nodes to fill an empty 25x25
    // board (1,542 instead of 479) and up to 18,772 nodes on one random 25x25 fill in a hundred
    // (cell by cell: never more than 498).
    let bestAt = -1;
    if (best > 2) {
      const end = 3 * size * size;
      for (let at = 0; at < end; at++) {
        // Exactly two places: dropping the lowest leaves one.
        const rest = places[at] & (places[at] - 1);
        if (rest !== 0 && (rest & (rest - 1)) === 0) {
          bestAt = at;
          break;
        }
      }
    }
    const random = this.random;
    const mark = this.trail;
    if (bestAt < 0) {
      let mask = cand[bestCell];
      while (mask !== 0) {
        const bit = random ? randomBit(mask, random) : mask & -mask;
        mask ^= bit;
        out.guesses++;
        if (this.remove(bestCell, cand[bestCell] ^ bit) && this.search()) return true;
        this.undo(mark);
      }
      return false;
    }
    const house = (bestAt / size) | 0;
    const bit = 1 << (bestAt - house * size);
    let mask = places[bestAt];
    while (mask !== 0) {
      const place = random ? randomBit(mask, random) : mask & -mask;
      mask ^= place;
      out.guesses++;
      const cell = houseCells[house * size + ctz(place)];
      if (this.remove(cell, cand[cell] ^ bit) && this.search()) return true;
      this.undo(mark);
    }
    return false;
  }

  run(givens: ArrayLike<number>, options: SearchOptions): SearchOutcome {
    this.out = { count: 0, solution: null, nodes: 0, guesses: 0, aborted: false };
    this.limit = options.limit;
    this.budget = options.budget;
    this.random = options.random;
    this.trail = 0;
    this.setRules(options.constraints ?? []);
    this.weight.fill(1);
    this.clearQueues();
    if (!this.start(givens)) return this.finish();
    if (options.exclude) {
      const { cell, digit } = options.exclude;
      if (!this.remove(cell, 1 << (digit - 1))) return this.finish();
    }
    this.search();
    return this.finish();
  }

  /** Leaves no reference to the caller's objects behind in the cached workspace. */
  finish(): SearchOutcome {
    const out = this.out;
    this.setRules([]);
    this.random = undefined;
    return out;
  }
}

const workspaces = new Map<Size, GeneralSearch>();

export function searchGeneral(
  size: Size,
  givens: ArrayLike<number>,
  options: SearchOptions,
): SearchOutcome {
  let ws = workspaces.get(size);
  if (!ws) {
    ws = new GeneralSearch(size);
    workspaces.set(size, ws);
  }
  return ws.run(givens, options);
}
