/**
 * The 9x9 production search of shared/solve/bitboard9.ts, in AssemblyScript for WebAssembly
 * (built by scripts/build-wasm.ts into ../solver9.wasm): this module is what the module exports;
 * the core is split by concept (board.ts the state, tables.ts the lookup tables, givens.ts the
 * loading, propagate.ts the deductions, pick.ts the branch cell, search.ts the search, singles.ts
 * the singles-only question). It applies the same deductions to the same fixpoint, branches on
 * the same cell with the same digit order and counts nodes and guesses at the same points, so it
 * walks the same search tree: the same counts, the same first solution, the same budget stops,
 * the same random draws when filling; the tests hold the two cores equal.
 *
 * The caller (../solver9.ts) writes the 81 givens (0 for empty, or the text's 81 characters) at
 * `givens()`, calls `solve9`, `check9` or `fills9`, then reads the counters at `result()` and
 * the first solution at `solution()`.
 */
import { ALL_WORDS, dirty } from './board';
import { GIVENS, loadGivens, readText } from './givens';
import { begin, finish, RESULT, SOLUTION, searchExcluding } from './search';
import { singlesFill } from './singles';

/** Where the caller writes the 81 givens (0 for empty). */
export function givens(): usize {
  return GIVENS;
}

/** Where the first solution is, after a search that found one. */
export function solution(): usize {
  return SOLUTION;
}

/** Where the counters are: count, nodes, guesses, aborted, clash. */
export function result(): usize {
  return RESULT;
}

/**
 * Counts solutions of the givens up to `maxCount` within `maxNodes` branch nodes. With
 * `excludeDigit` (1-9) that digit is first ruled out of cell `excludeCell`; with `randomOrder`
 * a branch takes its digit from `env.random` instead of the lowest; with `text` the givens are
 * characters (`.` or `0` for empty) and anything else counts as a clash. Returns the count; all
 * the counters are at `result()`.
 */
export function solve9(
  maxCount: i32,
  maxNodes: i32,
  excludeCell: i32,
  excludeDigit: i32,
  randomOrder: bool,
  text: bool,
): i32 {
  begin(maxCount, maxNodes, randomOrder);
  if (text && !readText()) return finish(true);
  if (!loadGivens()) return finish(true);
  return searchExcluding(excludeCell, excludeDigit);
}

/**
 * The 9x9 generator's check of a removal, on the givens at GIVENS (a puzzle with a solution whose
 * `cell`, which held `digit`, was just emptied): with `refill`, first whether singles fill the
 * cell back (fills9), answering -1 without a search when they do; otherwise the search of
 * `solve9(1, maxNodes, cell, digit)`, from where singles stopped. That is the same search: singles
 * deduce only what its propagation does, and the propagation ends at the same fixpoint from any
 * state on the way there (every word is checked again), so the counts, the solution and the budget
 * stop are the same; only the loading and the singles are not done twice. Answers the count, with
 * the counters at `result()`.
 */
export function check9(cell: i32, digit: i32, maxNodes: i32, refill: bool): i32 {
  begin(1, maxNodes, false);
  if (!loadGivens()) return finish(true);
  if (refill) {
    if (singlesFill(cell)) return -1;
    dirty = ALL_WORDS;
  }
  return searchExcluding(cell, digit);
}

/**
 * Whether naked and hidden singles alone fill `cell` from the givens at GIVENS (digits of a
 * puzzle that has a solution; singles.ts). Answers 1 or 0 (0 as well for givens that clash).
 */
export function fills9(cell: i32): i32 {
  return loadGivens() && singlesFill(cell) ? 1 : 0;
}
