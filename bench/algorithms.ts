/**
 * The teaching table: per algorithm and data set (generated 9x9 easy, medium, hard; top95; a
 * generated 16x16 set; generated Killer puzzles of every level, whose cages replace the givens),
 * how many puzzles finish inside the default node budget and the median
 * steps (cells written), backtracks (cells erased), nodes and time. It answers the seeds'
 * question "how much does each optimisation save?". Medians run over every puzzle; a run stopped
 * by the budget counts with its work so far, so a median marked ≥ is a lower bound.
 *
 *   npx node --experimental-strip-types bench/algorithms.ts [--quick]    (standalone)
 */
import { fileURLToPath } from 'node:url';
import {
  ALGORITHM_NAMES,
  type AlgorithmName,
  DEFAULT_BUDGET,
  type Grid,
  generate,
  type Level,
  parse,
  type Size,
  solve,
} from '../shared/index.ts';
import type { Cage } from '../shared/variants/killer.ts';
import { DATASETS, loadDataset } from './datasets.ts';

interface DataSet {
  readonly name: string;
  readonly puzzles: readonly Grid[];
  /** Killer Sudoku: each puzzle's cages. */
  readonly cages?: readonly Cage[][];
}

function grid(text: string): Grid {
  const parsed = parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

function generated(name: string, level: Level, size: Size, count: number): DataSet {
  const puzzles = Array.from({ length: count }, (_, i) => {
    const made = generate({ seed: `algorithms-bench-${i}`, level, size });
    if (!made.ok) throw new Error(made.error.message);
    return grid(made.value.puzzle);
  });
  return { name, puzzles };
}

/** Killer puzzles: no givens, the cages carry everything. */
function killer(name: string, level: Level, count: number): DataSet {
  const made = Array.from({ length: count }, (_, i) => {
    const puzzle = generate({ seed: `algorithms-bench-${i}`, level, variant: 'killer' });
    if (!puzzle.ok) throw new Error(puzzle.error.message);
    return puzzle.value;
  });
  return {
    name,
    puzzles: made.map((p) => grid(p.puzzle)),
    cages: made.map((p) => p.cages ?? []),
  };
}

function top95(quick: boolean): DataSet {
  const info = DATASETS.find((d) => d.name === 'top95');
  if (!info) throw new Error('no top95 in bench/datasets.ts');
  const texts = loadDataset(info).texts; // data/top95.txt
  const picked = quick ? texts.filter((_, i) => i % 5 === 0) : texts;
  return {
    name: quick ? 'top95 (every 5th)' : 'top95',
    puzzles: picked.map(grid),
  };
}

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const whole = (n: number): string => Math.round(n).toLocaleString('en-US');
const ms = (n: number): string => (n >= 100 ? whole(n) : n >= 10 ? n.toFixed(1) : n.toFixed(2));

interface Row {
  readonly cells: string[];
}

function measure(set: DataSet, algorithm: AlgorithmName): Row {
  const steps: number[] = [];
  const backtracks: number[] = [];
  const nodes: number[] = [];
  const times: number[] = [];
  let finished = 0;
  for (const [i, puzzle] of set.puzzles.entries()) {
    const solved = solve(puzzle, { algorithm, limit: 1, cages: set.cages?.[i] });
    if (!solved.ok) throw new Error(`${solved.error.code}: ${solved.error.message}`);
    const result = solved.value;
    if (result.status === 'solved') finished++;
    steps.push(result.stats.steps ?? Number.NaN);
    backtracks.push(result.stats.backtracks ?? Number.NaN);
    nodes.push(result.stats.nodes);
    times.push(result.stats.microseconds / 1000);
  }
  // Half or more stopped by the budget: the median may be a stopped run's work so far.
  const bound = (set.puzzles.length - finished) * 2 >= set.puzzles.length ? '≥ ' : '';
  const teaching = algorithm !== 'fast';
  return {
    cells: [
      set.name,
      algorithm,
      `${finished}/${set.puzzles.length}`,
      teaching ? bound + whole(median(steps)) : '–',
      teaching ? bound + whole(median(backtracks)) : '–',
      bound + whole(median(nodes)),
      bound + ms(median(times)),
    ],
  };
}

function table(headers: string[], rows: string[][], right: boolean[]): string {
  const widths = headers.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, c) => (right[c] ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join(' | ')} |`;
  const rule = `|${widths.map((w, c) => (right[c] ? `${'-'.repeat(w + 1)}:` : `${'-'.repeat(w + 2)}`)).join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

export async function runAlgorithmsBench(opts: {
  quick: boolean;
  progress?: (line: string) => void;
}): Promise<string> {
  const { quick, progress = () => {} } = opts;
  const n9 = quick ? 10 : 100;
  const n16 = quick ? 4 : 20;
  const nKiller = quick ? 4 : 20;
  progress('algorithms: generating puzzles');
  const sets: DataSet[] = [
    generated(`generated easy 9x9 (${n9})`, 'easy', 9, n9),
    generated(`generated medium 9x9 (${n9})`, 'medium', 9, n9),
    generated(`generated hard 9x9 (${n9})`, 'hard', 9, n9),
    top95(quick),
    generated(`generated easy 16x16 (${n16})`, 'easy', 16, n16),
    ...(['easy', 'medium', 'hard', 'expert'] as const).map((level) =>
      killer(`Killer ${level} (${nKiller})`, level, nKiller),
    ),
  ];
  // Warm the JIT up first, so the first data set's times are not compile times.
  for (const algorithm of ALGORITHM_NAMES) measure(sets[0], algorithm);
  const rows: string[][] = [];
  for (const set of sets) {
    for (const algorithm of ALGORITHM_NAMES) {
      progress(`algorithms: ${set.name}, ${algorithm}`);
      rows.push(measure(set, algorithm).cells);
    }
  }
  return [
    '## Teaching algorithms: how much each idea saves',
    '',
    `Median per puzzle, first solution, node budget ${whole(DEFAULT_BUDGET)} (the API default). ` +
      '*Steps* are cells written, *backtracks* cells erased again, *nodes* the cells the search ' +
      'stood on (for `fast`: branch points, each with full propagation). ≥: half or more ran out ' +
      'of budget, so the median is a lower bound.',
    '',
    table(
      ['data set', 'algorithm', 'finished', 'steps', 'backtracks', 'nodes', 'time (ms)'],
      rows,
      [false, false, true, true, true, true, true],
    ),
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const quick = process.argv.includes('--quick');
  console.log(
    await runAlgorithmsBench({ quick, progress: (line) => process.stderr.write(`${line}\n`) }),
  );
}
