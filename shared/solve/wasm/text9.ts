/**
 * `solve` on a 9x9 puzzle written as 81 characters (`1`-`9`, `.` or `0`), the commonest input,
 * straight into the WebAssembly solver's memory: no grid, no array, no separate conflict check
 * (the solver notices givens that clash while it places them). Anything else (decoration,
 * another size, a bad character, clashing givens that need their conflicts listed, a teaching
 * algorithm) answers null and goes the general way, so results and errors stay the same.
 */
import type { SolveSettings } from '../options.ts';
import type { SolveResult } from '../result.ts';
import { defaultBudget } from '../search.ts';
import { now, searchResult } from '../solve.ts';
import { runWasm9, wasmGivens } from './solver9.ts';

const DOT = 46;
const ZERO = 48;
const NINE = 57;

export function solveText9(text: string, settings: SolveSettings): SolveResult | null {
  const givens = wasmGivens();
  if (givens === null || text.length !== 81) return null;
  if (settings.algorithm !== undefined && settings.algorithm !== 'fast') return null;
  const started = now();
  for (let i = 0; i < 81; i++) {
    const code = text.charCodeAt(i);
    if (code > ZERO && code <= NINE) givens[i] = code - ZERO;
    else if (code === DOT || code === ZERO) givens[i] = 0;
    else return null;
  }
  const limit = settings.limit ?? 2;
  const outcome = runWasm9({ limit, budget: settings.budget ?? defaultBudget(9) });
  return outcome.clash ? null : searchResult(outcome, limit, started);
}
