/**
 * Shared fixtures for the algorithm tests: an independent rule checker (no engine code), the
 * top95 list, generated puzzles by level, and a 16x16 set findtracking can finish.
 */
import { expect } from 'vitest';
import { type Grid, generate, type Level, parse, type Size } from '../../shared/index.ts';
import { loadPuzzles } from '../support/datasets.ts';

const BOX: Record<number, [width: number, height: number]> = {
  4: [2, 2],
  6: [3, 2],
  9: [3, 3],
  16: [4, 4],
  25: [5, 5],
};

/**
 * Why `solution` is not a valid completion of `puzzle`, or null when it is: every row, column
 * and box holds 1..N once, and every given is kept. Written from the rules, sharing no engine code.
 */
export function solutionProblem(
  puzzle: readonly number[],
  solution: readonly number[] | undefined,
): string | null {
  if (!solution) return 'no solution';
  const n = Math.round(Math.sqrt(puzzle.length));
  const [bw, bh] = BOX[n] ?? [0, 0];
  if (bw === 0 || solution.length !== n * n) return `bad shape ${solution.length}`;
  for (let i = 0; i < n * n; i++) {
    if (puzzle[i] !== 0 && puzzle[i] !== solution[i]) return `given ${i} changed`;
  }
  const full = (cells: number[], what: string): string | null => {
    const seen = new Set(cells.map((i) => solution[i]));
    for (let d = 1; d <= n; d++) if (!seen.has(d)) return `${what} lacks ${d}`;
    return null;
  };
  for (let k = 0; k < n; k++) {
    const row: number[] = [];
    const col: number[] = [];
    const box: number[] = [];
    const top = Math.floor(k / (n / bw)) * bh;
    const left = (k % (n / bw)) * bw;
    for (let j = 0; j < n; j++) {
      row.push(k * n + j);
      col.push(j * n + k);
      box.push((top + Math.floor(j / bw)) * n + left + (j % bw));
    }
    const problem = full(row, `row ${k}`) ?? full(col, `column ${k}`) ?? full(box, `box ${k}`);
    if (problem) return problem;
  }
  return null;
}

export function expectValidSolution(puzzle: Grid, solution: readonly number[] | undefined): void {
  expect(solutionProblem(puzzle.cells, solution)).toBeNull();
}

export function grid(text: string): Grid {
  const parsed = parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** Norvig's top95 from `data/top95.txt`, read by the shared test loader. */
export const TOP95: readonly Grid[] = loadPuzzles('top95').map(grid);

/** The classic puzzle built against left-to-right brute force: its solution starts 987654321. */
export const WORST_CASE = grid(
  '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9',
);

export interface Generated {
  readonly puzzle: Grid;
  readonly solution: Grid;
  readonly seed: string;
}

export function generated(level: Level, count: number, size: Size = 9): Generated[] {
  return Array.from({ length: count }, (_, i) => {
    const seed = `algorithms-test-${i}`;
    const made = generate({ seed, size, level });
    if (!made.ok) throw new Error(made.error.message);
    return { puzzle: grid(made.value.puzzle), solution: grid(made.value.solution), seed };
  });
}

/**
 * 16x16 puzzles with a quarter of the empty cells of a generated easy puzzle filled back in from
 * its solution: still uniquely solvable, and within reach of findtracking, which (with no notes)
 * runs out of budget on most generated 16x16 puzzles.
 */
export function generated16ForScans(count: number): Generated[] {
  return generated('easy', count, 16).map(({ puzzle, solution, seed }) => {
    let empty = 0;
    const cells = puzzle.cells.map((v, i) =>
      v === 0 && empty++ % 4 === 0 ? solution.cells[i] : v,
    );
    return { puzzle: { size: 16, cells }, solution, seed };
  });
}

export const emptyCells = (puzzle: Grid): number => puzzle.cells.filter((v) => v === 0).length;
