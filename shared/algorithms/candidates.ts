/**
 * `candidates`, seed 003: keep "notes" (the digits that still fit) for every empty cell. At each
 * step, first look for a digit that fits only one cell of some row, column or box (a hidden
 * single) and write it; otherwise take the cell with the fewest notes: one note is a forced
 * write (a naked single), more is a guess whose other notes are kept for the backtrack. Writing
 * a digit crosses it out of the notes of the cell's peers; a peer left with no note at all is a
 * dead cell, and the branch is abandoned at once. On puzzles that singles solve it never guesses,
 * so it makes no backtracks and writes exactly the empty cells (the seed's claim).
 *
 * Undo is exact and cheap: every crossing-out is logged per placement and restored on the way back.
 * With arrows, every write also narrows the notes along the arrows to the sums still possible.
 */

import { CONTRADICTION, NARROWED } from '../constraints/constraint.ts';
import { lowBitIndex, popcount } from '../solve/outcome.ts';
import { breaksRule, erase, fits, loadBoard, write } from './board.ts';
import { emptyOutcome, recordSolution, type TeachingSolver } from './outcome.ts';

export const candidates: TeachingSolver = (size, givens, options) => {
  const { budget, trace } = options;
  const out = emptyOutcome();
  const board = loadBoard(size, givens, options.constraints);
  if (!board) return out;
  const { geo, cells, used } = board;
  const { cellCount: n, houseCells, peers, peerCount, allDigits } = geo;

  const notes = new Int32Array(n);
  for (let cell = 0; cell < n; cell++) {
    if (cells[cell] !== 0) continue;
    notes[cell] = fits(board, cell);
    if (notes[cell] === 0) return out; // a dead cell before the first step: no solution
  }

  // The placements made so far, newest last, and for each guess the notes not tried yet.
  const placed = new Int16Array(n);
  const untried = new Int32Array(n);
  let depth = 0;
  // The peers each placement crossed its digit out of, so the backtrack can put it back.
  const crossedFrom = new Int32Array(n + 1);
  const crossed = new Int16Array(n * peerCount);
  let crossedTop = 0;

  // Extra rules (arrows) narrow notes further after every write, seed 003's update_arrows: each
  // change is logged as (cell, notes before) so the backtrack can restore it.
  const rules = board.constraints;
  const view = new Int32Array(rules.length > 0 ? n : 0);
  const pruned: number[] = [];
  const prunedFrom = new Int32Array(n + 1);
  // A rule's prune depends on its cells' notes alone, so a rule that found nothing on them is
  // skipped until one of them changes (it would find nothing again): `stale` marks the rules
  // to run, and every change of a cell's notes or digit marks the rules through it.
  const stale = new Uint8Array(rules.length).fill(1);
  const rulesAt = board.constraintsOf.map((through) => through.map((r) => rules.indexOf(r)));
  const touch = (cell: number): void => {
    for (const r of rulesAt[cell]) stale[r] = 1;
  };
  const pruneRules = (): boolean => {
    for (let round = 0, again = true; again && round < 8; round++) {
      again = false;
      for (let r = 0; r < rules.length; r++) {
        if (stale[r] === 0) continue;
        const rule = rules[r];
        for (const c of rule.cells) view[c] = cells[c] !== 0 ? 1 << (cells[c] - 1) : notes[c];
        const outcome = rule.prune(view);
        if (outcome === CONTRADICTION) return false;
        if (outcome !== NARROWED) {
          stale[r] = 0;
          continue;
        }
        for (const c of rule.cells) {
          if (cells[c] !== 0 || view[c] === notes[c]) continue;
          pruned.push(c, notes[c]);
          notes[c] = view[c];
          touch(c);
          if (view[c] === 0) return false;
          again = true;
        }
      }
    }
    return true;
  };
  if (rules.length > 0 && !pruneRules()) return out;

  /** Writes a digit and updates the peers' notes; false when a peer is left with no note. */
  const place = (cell: number, digit: number, others: number): boolean => {
    write(board, cell, digit);
    placed[depth] = cell;
    untried[depth] = others;
    crossedFrom[depth] = crossedTop;
    prunedFrom[depth] = pruned.length;
    depth++;
    const bit = 1 << (digit - 1);
    let alive = true;
    const base = cell * peerCount;
    for (let k = 0; k < peerCount; k++) {
      const peer = peers[base + k];
      if (cells[peer] !== 0 || (notes[peer] & bit) === 0) continue;
      notes[peer] ^= bit;
      crossed[crossedTop++] = peer;
      if (notes[peer] === 0) alive = false;
    }
    if (rules.length > 0) {
      touch(cell);
      for (let k = crossedFrom[depth - 1]; k < crossedTop; k++) touch(crossed[k]);
    }
    if (alive && rules.length > 0) alive = !breaksRule(board, cell) && pruneRules();
    return alive;
  };

  /** Takes back the newest placement and returns its cell. */
  const undo = (): number => {
    depth--;
    const cell = placed[depth];
    const bit = 1 << (cells[cell] - 1);
    // Undo in reverse order of doing: the rules' narrowing came after the crossing-out.
    for (let k = pruned.length - 2; k >= prunedFrom[depth]; k -= 2) {
      notes[pruned[k]] = pruned[k + 1];
      touch(pruned[k]);
    }
    pruned.length = prunedFrom[depth];
    for (let k = crossedFrom[depth]; k < crossedTop; k++) {
      notes[crossed[k]] |= bit;
      if (rules.length > 0) touch(crossed[k]);
    }
    crossedTop = crossedFrom[depth];
    erase(board, cell);
    if (rules.length > 0) touch(cell);
    return cell;
  };

  // The hidden single found by `findHiddenSingle`.
  let singleCell = -1;
  let singleDigit = 0;
  /** The first house where some digit fits only one cell, or -1. */
  const findHiddenSingle = (): number => {
    for (let house = 0; house < 3 * size; house++) {
      if (used[house] === allDigits) continue;
      const base = house * size;
      let once = 0;
      let twice = 0;
      for (let k = 0; k < size; k++) {
        const cell = houseCells[base + k];
        if (cells[cell] !== 0) continue;
        twice |= once & notes[cell];
        once |= notes[cell];
      }
      const single = once & ~twice;
      if (single === 0) continue;
      const bit = single & -single;
      for (let k = 0; k < size; k++) {
        const cell = houseCells[base + k];
        if (cells[cell] === 0 && (notes[cell] & bit) !== 0) {
          singleCell = cell;
          singleDigit = lowBitIndex(bit) + 1;
          return house;
        }
      }
    }
    return -1;
  };

  /** The empty cell with the fewest notes (the first one, on a tie). */
  const fewestNotes = (): number => {
    let best = -1;
    let bestCount = 99;
    for (let cell = 0; cell < n; cell++) {
      if (cells[cell] !== 0) continue;
      const count = popcount(notes[cell]);
      if (count < bestCount) {
        best = cell;
        bestCount = count;
        if (count === 1) break;
      }
    }
    return best;
  };

  // Why a forced digit was written, for the trace: the crossed-out notes, as [cell, digit] pairs.
  const because: number[] = [];
  const traceHidden = (house: number, cell: number, digit: number): void => {
    because.length = 0;
    for (let k = house * size; k < (house + 1) * size; k++) {
      const other = houseCells[k];
      if (other !== cell && cells[other] === 0) because.push(other, digit);
    }
    trace?.placeBecause(cell, digit, 'hidden-single', house, because);
  };
  const traceNaked = (cell: number, digit: number): void => {
    because.length = 0;
    for (let other = 1; other <= size; other++) if (other !== digit) because.push(cell, other);
    trace?.placeBecause(cell, digit, 'naked-single', -1, because);
  };

  let retryCell = -1; // after a backtrack: a guess cell with notes left to try
  let retryNotes = 0;
  let forward = true;
  let nodes = 0;
  let steps = 0;
  let backtracks = 0;
  let guesses = 0;
  for (;;) {
    if (forward && board.empty === 0) {
      if (recordSolution(out, cells, options)) break;
      forward = false;
    }
    if (++nodes > budget) {
      out.aborted = true;
      break;
    }
    if (forward) {
      steps++;
      if (retryCell >= 0) {
        const bit = retryNotes & -retryNotes;
        const digit = lowBitIndex(bit) + 1;
        guesses++;
        trace?.placeBecause(retryCell, digit, 'guess', -1, []);
        forward = place(retryCell, digit, retryNotes ^ bit);
        retryCell = -1;
        continue;
      }
      const house = findHiddenSingle();
      if (house >= 0) {
        if (trace?.recording) traceHidden(house, singleCell, singleDigit);
        forward = place(singleCell, singleDigit, 0);
        continue;
      }
      const cell = fewestNotes();
      const mask = notes[cell];
      const bit = mask & -mask;
      const digit = lowBitIndex(bit) + 1;
      if (mask === bit) {
        if (trace?.recording) traceNaked(cell, digit);
      } else {
        guesses++;
        trace?.placeBecause(cell, digit, 'guess', -1, []);
      }
      forward = place(cell, digit, mask ^ bit);
    } else {
      if (depth === 0) break;
      const others = untried[depth - 1];
      const digit = cells[placed[depth - 1]];
      const cell = undo();
      backtracks++;
      trace?.remove(cell, digit);
      if (others !== 0) {
        retryCell = cell;
        retryNotes = others;
        forward = true;
      }
    }
  }
  out.nodes = nodes;
  out.steps = steps;
  out.guesses = guesses;
  out.backtracks = backtracks;
  return out;
};
