/**
 * `solve` on the commonest 9x9 inputs straight into the WebAssembly solver's memory: 81
 * characters (`1`-`9`, `.` or `0`), a flat array of 81 digits, or a grid `{size: 9, cells}`. No
 * grid is built and no separate conflict check runs (the solver notices givens that clash while
 * it places them). Anything else (decoration, another size, a value out of range, clashing
 * givens whose conflicts must be listed, a teaching algorithm) answers null and goes the general
 * way, so results and errors stay exactly the same.
 */
import type { SolveSettings } from '../options.ts';
import type { SolveResult } from '../result.ts';
import { defaultBudget } from '../search.ts';
import { now, searchResult } from '../solve.ts';
import { runWasm9, wasmGivens } from './solver9.ts';

/**
 * Writes 81 characters into the module's givens as they are (the module reads them as digits
 * and turns down anything but `1`-`9`, `.` and `0`); false unless every character took one
 * byte. `encodeInto` copies natively, three times as fast as a loop over the characters.
 */
function writeText(text: string, givens: Uint8Array): boolean {
  const { read, written } = ENCODER.encodeInto(text, givens);
  return read === 81 && written === 81;
}

const ENCODER = new TextEncoder();

/** Writes 81 cells as givens; false at the first that is not a whole number 0-9. */
function writeCells(cells: readonly unknown[], givens: Uint8Array): boolean {
  for (let i = 0; i < 81; i++) {
    const value = cells[i];
    if (typeof value !== 'number' || !(value >= 0 && value <= 9) || value % 1 !== 0) return false;
    givens[i] = value;
  }
  return true;
}

/** The 81 cells of a flat array or of a grid `{size: 9, cells}`, or null for any other shape. */
function cellsOf(puzzle: unknown): readonly unknown[] | null {
  if (Array.isArray(puzzle)) return puzzle.length === 81 ? puzzle : null;
  if (typeof puzzle !== 'object' || puzzle === null) return null;
  const { size, cells } = puzzle as { size?: unknown; cells?: unknown };
  return size === 9 && Array.isArray(cells) && cells.length === 81 ? cells : null;
}

/**
 * Writes the puzzle's givens; false for any other shape, and for a caller's object that throws
 * while it is read (a getter, a proxy), which the general way then reads and reports.
 */
function writeGivens(puzzle: unknown, givens: Uint8Array): boolean {
  if (typeof puzzle === 'string') return puzzle.length === 81 && writeText(puzzle, givens);
  try {
    const cells = cellsOf(puzzle);
    return cells !== null && writeCells(cells, givens);
  } catch {
    return false;
  }
}

export function solveFast9(puzzle: unknown, settings: SolveSettings): SolveResult | null {
  const givens = wasmGivens();
  if (givens === null) return null;
  if (settings.algorithm !== undefined && settings.algorithm !== 'fast') return null;
  const started = now();
  const text = typeof puzzle === 'string';
  if (!writeGivens(puzzle, givens)) return null;
  const limit = settings.limit ?? 2;
  const outcome = runWasm9({ limit, budget: settings.budget ?? defaultBudget(9) }, text);
  return outcome.clash ? null : searchResult(outcome, limit, started);
}
