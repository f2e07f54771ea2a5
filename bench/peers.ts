/**
 * Typed adapters for the npm peers we compare against: `qqwing` (1.3.4, a constructor with
 * per-instance state, digits 1-9 and 0 for empty) and `sudoku` (0.0.3, David Bau's solver,
 * digits 0-8 and null for empty). Neither ships usable types, so the minimal declarations live
 * here and the packages are loaded with `require` (their CommonJS exports are not all visible to
 * an ESM import). Also the `Solver` shape every benchmarked solver is wrapped in.
 */
import { createRequire } from 'node:module';

/** What a solver's answer says, decoded outside the timed call. */
export interface Verdict {
  /** The solution found, 81 digits 1-9, or null when none was returned. */
  readonly solution: readonly number[] | null;
  /** For uniqueness mode: whether the solver reported exactly one solution. */
  readonly unique?: boolean;
}

export type SolveMode = 'first' | 'unique';

/** One solver in one mode. Only `run` is timed; `prepare` and `verdict` are not. */
export interface Solver<Input, Output> {
  readonly name: string;
  readonly mode: SolveMode;
  /** Converts a puzzle (81 digits, 0 for empty) into the solver's own input. */
  prepare(cells: readonly number[]): Input;
  /** The call a user of the library makes, including getting the answer out. */
  run(input: Input): Output;
  verdict(output: Output): Verdict;
}

// --- qqwing -----------------------------------------------------------------------------------

/** The part of qqwing's API the benchmarks use (see node_modules/qqwing/qqwing-1.3.4.js). */
export interface QQWing {
  /** Copies 81 digits (0 for empty) in and resets; false when the givens clash. */
  setPuzzle(puzzle: readonly number[]): boolean;
  /** Solves from the givens (random guess order); true when solved. */
  solve(): boolean;
  /** Counts solutions from `round` (2 after setPuzzle), stopping at two when asked. */
  countSolutions(round?: number, limitToTwo?: boolean): number;
  getPuzzleString(): string;
  getSolutionString(): string;
  setPrintStyle(style: number): void;
  setRecordHistory(record: boolean): void;
  /** Generates a new minimal puzzle (no symmetry) into the instance. */
  generatePuzzle(): boolean;
  getGivenCount(): number;
  /** The difficulty of the last `solve` (needs recorded history). */
  getDifficulty(): number;
}

export interface QQWingConstructor {
  new (): QQWing;
  readonly PrintStyle: { readonly ONE_LINE: number };
  readonly Difficulty: {
    readonly UNKNOWN: number;
    readonly SIMPLE: number;
    readonly EASY: number;
    readonly INTERMEDIATE: number;
    readonly EXPERT: number;
  };
}

/** The part of `sudoku`'s API the benchmarks use. */
export interface SudokuModule {
  /** 81 cells, digits 0-8 and null for empty; the first solution found, or null. */
  solvepuzzle(board: readonly (number | null)[]): (number | null)[] | null;
}

const require = createRequire(import.meta.url);
export const QQWingClass = require('qqwing') as QQWingConstructor;
const sudoku = require('sudoku') as SudokuModule;

export const peerVersion = (pkg: 'qqwing' | 'sudoku' | 'sudoku-core'): string =>
  (require(`${pkg}/package.json`) as { version: string }).version;

/** A qqwing instance that prints grids as one line of 81 characters (`.` for empty). */
export function newQQWing(): QQWing {
  const q = new QQWingClass();
  q.setPrintStyle(QQWingClass.PrintStyle.ONE_LINE);
  return q;
}

const digitsOfLine = (line: string): number[] => {
  const out: number[] = [];
  for (let i = 0; i < 81; i++) {
    const ch = line.charCodeAt(i);
    out.push(ch >= 49 && ch <= 57 ? ch - 48 : 0);
  }
  return out;
};

/** qqwing, first solution: setPuzzle, solve, read the solution back. */
export function qqwingFirst(): Solver<number[], string | null> {
  const q = newQQWing();
  return {
    name: 'qqwing',
    mode: 'first',
    prepare: (cells) => cells.slice(),
    run(input) {
      q.setPuzzle(input);
      return q.solve() ? q.getSolutionString() : null;
    },
    verdict: (line) => ({ solution: line === null ? null : digitsOfLine(line) }),
  };
}

/** qqwing, uniqueness: setPuzzle, then count solutions up to two (what its generator does). */
export function qqwingUnique(): Solver<number[], number> {
  const q = newQQWing();
  return {
    name: 'qqwing',
    mode: 'unique',
    prepare: (cells) => cells.slice(),
    run(input) {
      q.setPuzzle(input);
      return q.countSolutions(2, true);
    },
    verdict: (count) => ({ solution: null, unique: count === 1 }),
  };
}

/** `sudoku`, first solution: solvepuzzle on 0-8/null cells. */
export function sudokuFirst(): Solver<(number | null)[], (number | null)[] | null> {
  return {
    name: 'sudoku',
    mode: 'first',
    prepare: (cells) => cells.map((d) => (d === 0 ? null : d - 1)),
    run: (input) => sudoku.solvepuzzle(input),
    verdict: (answer) => ({
      solution: answer === null ? null : answer.map((d) => (d === null ? 0 : d + 1)),
    }),
  };
}
