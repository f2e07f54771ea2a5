/**
 * `brute-tracking`, seed 002 section 2.1: the same left-to-right scan with values 1..N, but with
 * no history. Given cells are marked once; going forward the scan skips them, and going back it
 * steps one cell at a time, walking over every given on the way, to the previous cell it wrote,
 * which then tries its value + 1 (or, already at N, is erased and the walk goes on). Walking back
 * past the first cell means no solution. It explores exactly the tree `backtracking` does; the
 * extra `nodes` are the givens it walks over — the cost the seed's findtracking sets out to cut.
 */
import { erase, loadBoard, nextFit, write } from './board.ts';
import { emptyOutcome, recordSolution, type TeachingSolver } from './outcome.ts';

export const bruteTracking: TeachingSolver = (size, givens, options) => {
  const { budget, trace } = options;
  const out = emptyOutcome();
  const board = loadBoard(size, givens, options.constraints);
  if (!board) return out;
  const { cells } = board;
  const n = board.geo.cellCount;
  // The seed's `getStat`: true for a cell that came with the puzzle.
  const given = Uint8Array.from(cells, (digit) => (digit === 0 ? 0 : 1));
  let cell = 0;
  let from = 1;
  let forward = true;
  let nodes = 0;
  let steps = 0;
  let backtracks = 0;
  for (;;) {
    if (forward && cell === n) {
      if (recordSolution(out, cells, options)) break;
      forward = false;
    }
    if (++nodes > budget) {
      out.aborted = true;
      break;
    }
    if (forward) {
      if (given[cell]) {
        cell++;
        from = 1;
        continue;
      }
      const digit = nextFit(board, cell, from);
      if (digit === 0) {
        forward = false;
        continue;
      }
      write(board, cell, digit);
      steps++;
      trace?.place(cell, digit);
      cell++;
      from = 1;
    } else {
      if (cell === 0) break;
      cell--;
      if (given[cell]) continue;
      const value = cells[cell];
      erase(board, cell);
      backtracks++;
      trace?.remove(cell, value);
      if (value < size) {
        from = value + 1;
        forward = true;
      }
    }
  }
  out.nodes = nodes;
  out.steps = steps;
  out.guesses = steps;
  out.backtracks = backtracks;
  return out;
};
