/**
 * `backtracking`, seed 000: scan the cells left to right, top to bottom; at each empty cell write
 * the smallest value 1..N that breaks no rule and push `{cell, value}` on a history stack. When no
 * value fits, pop the history (the undo list): erase that cell and try its value + 1 (the seed's
 * `board.val + 1` means the popped value + 1); a cell already at N is erased and popping goes on.
 * An empty history means every possibility was tried: no solution.
 */
import { erase, loadBoard, nextFit, write } from './board.ts';
import { emptyOutcome, recordSolution, type TeachingSolver } from './outcome.ts';

export const backtracking: TeachingSolver = (size, givens, options) => {
  const { budget, trace } = options;
  const out = emptyOutcome();
  const board = loadBoard(size, givens, options.constraints);
  if (!board) return out;
  const { cells } = board;
  const n = board.geo.cellCount;
  // The history stack: the cells written, oldest first (their values are on the board).
  const history = new Int16Array(n);
  let top = 0;
  let cell = 0; // where the scan stands
  let from = 1; // the first value to try there
  let forward = true; // scanning on, or popping the history
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
      if (cells[cell] !== 0) {
        // A given: the scan walks past it.
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
      history[top++] = cell;
      steps++;
      trace?.place(cell, digit);
      cell++;
      from = 1;
    } else {
      if (top === 0) break;
      const back = history[--top];
      const value = cells[back];
      erase(board, back);
      backtracks++;
      trace?.remove(back, value);
      if (value < size) {
        cell = back;
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
