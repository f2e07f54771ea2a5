/**
 * The injection point of the WebAssembly 9x9 solver (assembly/solver9.ts, built into
 * solver9.wasm). The engine stays pure and runs anywhere on the JavaScript core; each runtime
 * that can compile the module installs it once at start-up (Node and the npm package from
 * inlined bytes in shared/engine.ts, the Worker from its bundled module in worker/wasm.ts), and
 * from then on every 9x9 classic search (solve, generate, hints' uniqueness checks) runs in
 * WebAssembly, with the very same results: the tests hold the two cores equal.
 */
import type { SearchOptions, SearchOutcome } from '../outcome.ts';

/** What solver9.wasm exports. */
interface Solver9Exports {
  readonly memory: WebAssembly.Memory;
  givens(): number;
  solution(): number;
  result(): number;
  solve9(
    limit: number,
    budget: number,
    excludeCell: number,
    excludeDigit: number,
    random: number,
    text: number,
  ): number;
  fills9(cell: number): number;
  check9(cell: number, digit: number, budget: number, refill: number): number;
}

/** An installed module: its exports and views of its memory (which never grows). */
interface Core {
  readonly exports: Solver9Exports;
  readonly givens: Uint8Array;
  readonly solution: Uint8Array;
  readonly result: Int32Array;
}

let core: Core | null = null;

/** The random source of the search running now (the module's `env.random` import calls it). */
let random: (() => number) | undefined;

const IMPORTS = {
  env: {
    random: (): number => (random ? random() : 0),
  },
};

const isSolver9 = (exports: WebAssembly.Exports): exports is WebAssembly.Exports & Solver9Exports =>
  exports.memory instanceof WebAssembly.Memory &&
  ['givens', 'solution', 'result', 'solve9', 'fills9', 'check9'].every(
    (name) => typeof exports[name] === 'function',
  );

/**
 * Instantiates solver9.wasm (a compiled `WebAssembly.Module`) and routes 9x9 searches to it.
 * Answers whether it did: anything but solver9.wasm leaves the core as it was (like every public
 * function, this one never throws).
 */
export function installWasmSolver(module: WebAssembly.Module): boolean {
  let exports: WebAssembly.Exports;
  try {
    // In the try too: `instanceof` runs a proxy's getPrototypeOf trap, which may throw.
    if (typeof WebAssembly !== 'object' || !(module instanceof WebAssembly.Module)) return false;
    exports = new WebAssembly.Instance(module, IMPORTS).exports;
  } catch {
    return false;
  }
  if (!isSolver9(exports)) return false;
  const buffer = exports.memory.buffer;
  core = {
    exports,
    givens: new Uint8Array(buffer, exports.givens(), 81),
    solution: new Uint8Array(buffer, exports.solution(), 81),
    result: new Int32Array(buffer, exports.result(), 5),
  };
  return true;
}

/** Goes back to the JavaScript core (for tests and side-by-side benchmarks). */
export function removeWasmSolver(): void {
  core = null;
}

/** Which core 9x9 classic searches run on. */
export const solverBackend = (): 'wasm' | 'js' => (core ? 'wasm' : 'js');

/**
 * The installed module's view of its givens, for callers that write them in place (digits, or
 * the characters of a text for `runWasm9(options, true)`).
 */
export const wasmGivens = (): Uint8Array | null => core?.givens ?? null;

/** The largest count or node budget the module takes (its counters are 32-bit). */
const MAX_INT32 = 0x7fffffff;

/** What a search in the module answers: the outcome, and whether the givens clash. */
export interface WasmOutcome extends Omit<SearchOutcome, 'solution'> {
  /** The first solution, a view of the module's memory (the next search overwrites it). */
  readonly solution: Uint8Array | null;
  /**
   * The givens break the rules, or the text holds something else than `1`-`9`, `.` and `0`
   * (then nothing was searched and the count is 0).
   */
  readonly clash: boolean;
}

/**
 * Runs the search on the givens already written into `wasmGivens()` (with `text`, as the
 * characters of a text, which the module reads); only when installed.
 */
export function runWasm9(options: SearchOptions, text = false): WasmOutcome {
  const { exports } = core as Core;
  const exclude = options.exclude;
  random = options.random;
  try {
    exports.solve9(
      Math.min(options.limit, MAX_INT32),
      Math.min(options.budget, MAX_INT32),
      exclude ? exclude.cell : 0,
      exclude ? exclude.digit : 0,
      options.random ? 1 : 0,
      text ? 1 : 0,
    );
  } finally {
    random = undefined;
  }
  return outcome();
}

/** What the module's last search answered (its counters at `result()`). */
function outcome(): WasmOutcome {
  const { result, solution } = core as Core;
  const count = result[0];
  return {
    count,
    solution: count > 0 ? solution : null,
    nodes: result[1],
    guesses: result[2],
    aborted: result[3] !== 0,
    clash: result[4] !== 0,
  };
}

/** The 9x9 classic search in WebAssembly: `searchBitboard9`'s twin. Only with the module installed. */
export function searchWasm9(givens: ArrayLike<number>, options: SearchOptions): SearchOutcome {
  const view = (core as Core).givens;
  for (let i = 0; i < 81; i++) view[i] = givens[i];
  const { count, solution, nodes, guesses, aborted } = runWasm9(options);
  return { count, solution: solution ? solution.slice() : null, nodes, guesses, aborted };
}

/**
 * Whether naked and hidden singles alone fill `cell` from the givens `cells` (a puzzle with a
 * solution): singlesFill9's twin (shared/generate/singles9.ts), for the 9x9 generator. Only with
 * the module installed.
 */
export function fillsWasm9(cells: Uint8Array, cell: number): boolean {
  const { exports, givens } = core as Core;
  givens.set(cells);
  return exports.fills9(cell) === 1;
}

/**
 * The 9x9 generator's check of a removal in one call (check9): null when `refill` and singles
 * fill `cell` back; otherwise the outcome of the search for a solution of the givens `cells`
 * with another digit than `digit` there (limit 1, `budget` nodes), the very outcome of
 * `searchWasm9` (the module starts it from where singles stopped). Only with the module installed.
 */
export function checkWasm9(
  cells: Uint8Array,
  cell: number,
  digit: number,
  refill: boolean,
  budget: number,
): WasmOutcome | null {
  const { exports, givens } = core as Core;
  givens.set(cells);
  const count = exports.check9(cell, digit, Math.min(budget, MAX_INT32), refill ? 1 : 0);
  return count < 0 ? null : outcome();
}
