/**
 * What the logic benchmark's sections share: its limits (full or quick), its puzzles with their
 * solutions, the run they write to (tables, progress, targets, warm-up passes), and how a row is
 * timed and its answers summarised.
 */
import { type Grid, parse, solve } from '../shared/index.ts';
import { num, type Summary, summarize } from './stats.ts';

export interface Limits {
  /** Generated puzzles per level for the hint/rate sets. */
  genPerLevel: number;
  /** top1465 puzzles for our hint and rate rows, and qqwing. */
  top: number;
  /** Mid-solve positions (from this many top1465 puzzles). */
  midPuzzles: number;
  /** Our generate calls per level. */
  ourGenerate: number;
  /** qqwing puzzles per difficulty, and the time cap of one of its rows. */
  qqGenerate: number;
  qqCapMs: number;
  /** sudoku-core calls planned per row (generated, top1465, generate), and a row's time cap. */
  core: number;
  coreTop: number;
  coreGenerate: number;
  coreCapMs: number;
  /** Untimed calls before each of our rows. */
  warmup: number;
}

export const FULL: Limits = {
  genPerLevel: 50,
  top: Number.POSITIVE_INFINITY,
  midPuzzles: 200,
  ourGenerate: 300,
  qqGenerate: 50,
  qqCapMs: 20_000,
  core: 200,
  coreTop: 20,
  coreGenerate: 10,
  coreCapMs: 30_000,
  warmup: 300,
};
export const QUICK: Limits = {
  genPerLevel: 10,
  top: 200,
  midPuzzles: 20,
  ourGenerate: 30,
  qqGenerate: 5,
  qqCapMs: 2000,
  core: 20,
  coreTop: 3,
  coreGenerate: 1,
  coreCapMs: 4000,
  warmup: 50,
};

export interface Case {
  grid: Grid;
  solution: number[];
  text: string;
}

export function caseOf(text: string): Case {
  const parsed = parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const solved = solve(parsed.value);
  if (!solved.ok || !solved.value.solution) throw new Error(`no solution: ${text}`);
  return { grid: parsed.value, solution: solved.value.solution, text };
}

export function time<T>(items: readonly T[], run: (item: T) => void): Summary {
  const times = new Float64Array(items.length);
  items.forEach((item, i) => {
    const t0 = performance.now();
    run(item);
    times[i] = performance.now() - t0;
  });
  return summarize(times);
}

export const ms = (s: Summary) => [num(s.median), num(s.p99), num(s.max)];
export const pct = (n: number, of: number) => (of === 0 ? '–' : `${Math.round((100 * n) / of)}%`);

export function mix(levels: readonly string[], order: readonly string[]): string {
  return order
    .map((l) => [l, levels.filter((x) => x === l).length] as const)
    .filter(([, n]) => n > 0)
    .map(([l, n]) => `${l} ${pct(n, levels.length)}`)
    .join(', ');
}

/** One run of the benchmark, handed to each section in turn. */
export interface LogicRun {
  readonly limits: Limits;
  /** The generated puzzles (every level) and top1465, each with its solution. */
  readonly sets: readonly { readonly name: string; readonly cases: readonly Case[] }[];
  /** top1465 (the same array as in `sets`). */
  readonly top: readonly Case[];
  readonly print: (text: string) => void;
  readonly progress: (text: string) => void;
  /** Runs a warm-up pass (untimed) over the first items, for the JIT. */
  readonly warm: <T>(items: readonly T[], run: (item: T) => void) => void;
  /** The lines of the Targets section, which each section adds to. */
  readonly targets: string[];
  /** qqwing's rating (logic-peers.ts), made once for the run. */
  readonly qqRate: (cells: readonly number[]) => string;
}
