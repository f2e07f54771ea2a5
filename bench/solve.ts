/**
 * Solver benchmark: for every public puzzle set, our production solver as a user calls it, on
 * its WebAssembly core (what Node and the Worker run) and its JavaScript core (the fallback):
 * `solve(text, {limit: 1})` for the first solution from text, `solve(grid, {limit: 1})` from a
 * parsed grid, `solve(text)` (limit 2) to prove uniqueness; side by side with the npm peers
 * `qqwing` and `sudoku` on the same puzzles in the same run, and tdoku's reference figure from
 * data/README.md (not measured here). Each solver gets a warm-up pass, then every call is timed on
 * its own with `performance.now()` and every answer is checked by the independent checker in
 * `verify.ts`.
 */
import { type Grid, solve } from '../shared/index.ts';
import { CORE_LABEL, type Core, useCore } from './cores.ts';
import {
  DATASETS,
  type Dataset,
  everyNth,
  loadDataset,
  referenceSpeeds,
  stepFor,
} from './datasets.ts';
import {
  peerVersion,
  qqwingFirst,
  qqwingUnique,
  type SolveMode,
  type Solver,
  sudokuFirst,
} from './peers.ts';
import { int, num, ordinal, type Summary, summarize, table } from './stats.ts';
import { isSolutionOf } from './verify.ts';

export interface SolveBenchOptions {
  readonly quick: boolean;
  /** Prints a finished block of output (tables, headings). */
  readonly print: (text: string) => void;
  /** Prints progress while the benchmark runs. */
  readonly progress: (text: string) => void;
}

interface Limits {
  /** Our solver runs on at most this many puzzles per set (Infinity = all). */
  readonly ours: number;
  /** Peers run on at most this many puzzles per set. */
  readonly peers: number;
  /** Sets larger than this give the peers every `peerStep`-th puzzle only. */
  readonly peerStepAbove: number;
  readonly peerStep: number;
  /** Warm-up pass: stops after this long or after one pass over the puzzles. */
  readonly warmupMs: number;
  /** A row stops early when its timed pass has run this long. */
  readonly capMs: number;
}

const FULL: Limits = {
  ours: Number.POSITIVE_INFINITY,
  peers: Number.POSITIVE_INFINITY,
  peerStepAbove: 10_000,
  peerStep: 10,
  warmupMs: 1500,
  capMs: 120_000,
};
const QUICK: Limits = {
  ours: 1000,
  peers: 15,
  peerStepAbove: Number.POSITIVE_INFINITY,
  peerStep: 1,
  warmupMs: 50,
  capMs: 3000,
};

interface Row {
  readonly solver: string;
  readonly mode: SolveMode;
  readonly how: string;
  /** Puzzles the row was meant to run, and a note on how they were picked. */
  readonly planned: number;
  readonly sampleNote: string;
  readonly times: Summary;
  readonly wrong: number;
}

type Answer = ReturnType<typeof solve>;

const verdictOf = (result: Answer) => ({
  solution: result.ok && result.value.status === 'solved' ? (result.value.solution ?? null) : null,
  unique: result.ok && result.value.status === 'solved',
});

/** Our solver as a user calls it, on a core, from text or from a parsed grid. */
function ours(core: Core, limit: 1 | 2, input: 'text' | 'grid'): Solver<string | Grid, Answer> {
  const options = limit === 1 ? { limit } : undefined;
  const text = (cells: readonly number[]): string => cells.map((d) => (d === 0 ? '.' : d)).join('');
  return {
    name: `sudoku-break (${CORE_LABEL[core]})`,
    mode: limit === 1 ? 'first' : 'unique',
    prepare: (cells) => (input === 'text' ? text(cells) : { size: 9, cells: cells.slice() }),
    run: (puzzle) => solve(puzzle, options),
    verdict: verdictOf,
  };
}

function measure<I, O>(
  solver: Solver<I, O>,
  puzzles: readonly (readonly number[])[],
  limits: Limits,
): { times: Summary; wrong: number } {
  // Warm-up pass (untimed): lets the JIT compile the hot paths before anything is measured.
  const warm = puzzles.map((p) => solver.prepare(p));
  const warmEnd = performance.now() + limits.warmupMs;
  for (let i = 0; i < warm.length && performance.now() < warmEnd; i++) solver.run(warm[i]);

  // Fresh inputs, in case a solver keeps state in what it was given.
  const inputs = puzzles.map((p) => solver.prepare(p));
  const times = new Float64Array(inputs.length);
  let done = 0;
  let wrong = 0;
  const deadline = performance.now() + limits.capMs;
  for (let i = 0; i < inputs.length; i++) {
    const t0 = performance.now();
    const output = solver.run(inputs[i]);
    const t1 = performance.now();
    times[i] = t1 - t0;
    done++;
    const verdict = solver.verdict(output);
    const right =
      solver.mode === 'first'
        ? isSolutionOf(9, puzzles[i], verdict.solution)
        : verdict.unique === true &&
          (verdict.solution === null || isSolutionOf(9, puzzles[i], verdict.solution));
    if (!right) wrong++;
    if (t1 > deadline) break;
  }
  return { times: summarize(times.subarray(0, done)), wrong };
}

const rate = (s: Summary): number => (s.total > 0 ? (s.count * 1000) / s.total : Number.NaN);

const sampleNote = (step: number): string => (step <= 1 ? 'all' : `every ${ordinal(step)}`);

function benchDataset(data: Dataset, limits: Limits, progress: (t: string) => void): Row[] {
  const total = data.cells.length;
  const ourStep = stepFor(total, limits.ours);
  let peerStep = stepFor(total, limits.peers);
  if (total > limits.peerStepAbove) peerStep = Math.max(peerStep, limits.peerStep);
  const ourPuzzles = everyNth(data.cells, ourStep);
  const peerPuzzles = everyNth(data.cells, peerStep);

  const plans: {
    solver: string;
    mode: SolveMode;
    how: string;
    puzzles: readonly (readonly number[])[];
    step: number;
    run: (p: readonly (readonly number[])[]) => { times: Summary; wrong: number };
  }[] = [];
  const plan = <I, O>(
    solver: Solver<I, O>,
    how: string,
    puzzles: readonly (readonly number[])[],
    step: number,
    core: Core = 'wasm',
  ): void => {
    plans.push({
      solver: solver.name,
      mode: solver.mode,
      how,
      puzzles,
      step,
      run: (p) => {
        useCore(core);
        return measure(solver, p, limits);
      },
    });
  };
  for (const core of ['wasm', 'js'] as const) {
    plan(ours(core, 1, 'text'), 'solve(text, {limit: 1})', ourPuzzles, ourStep, core);
    plan(ours(core, 1, 'grid'), 'solve(grid, {limit: 1})', ourPuzzles, ourStep, core);
    plan(ours(core, 2, 'text'), 'solve(text)', ourPuzzles, ourStep, core);
  }
  plan(qqwingFirst(), 'setPuzzle + solve + getSolutionString', peerPuzzles, peerStep);
  plan(qqwingUnique(), 'setPuzzle + countSolutions(2, true)', peerPuzzles, peerStep);
  plan(sudokuFirst(), 'solvepuzzle', peerPuzzles, peerStep);

  return plans.map((p) => {
    progress(`  ${data.name}: ${p.solver} ${p.mode}, ${int(p.puzzles.length)} puzzles`);
    const { times, wrong } = p.run(p.puzzles);
    return {
      solver: p.solver,
      mode: p.mode,
      how: p.how,
      planned: p.puzzles.length,
      sampleNote: sampleNote(p.step),
      times,
      wrong,
    };
  });
}

/** tdoku's puzzles per second on this set, from data/README.md's reference table, if it has one. */
function tdokuRate(set: string): string | null {
  const ref = referenceSpeeds();
  const row = ref?.rows.find((r) => r[0]?.startsWith('tdoku'));
  if (!ref || !row) return null;
  const column = ref.headers.findIndex((h, i) => i > 0 && h !== '' && set.includes(h));
  return column > 0 && row[column] ? row[column] : null;
}

function renderRows(rows: readonly Row[], set: string): string {
  const qqwingRate = (mode: SolveMode): number => {
    const row = rows.find((r) => r.solver === 'qqwing' && r.mode === mode);
    return row ? rate(row.times) : Number.NaN;
  };
  const headers = [
    'solver',
    'mode',
    'call',
    'puzzles',
    'puzzles/s',
    'median µs',
    'p99 µs',
    'wrong',
    'vs qqwing',
  ];
  const body = rows.map((r) => {
    const done = r.times.count;
    const puzzles =
      done < r.planned
        ? `${int(done)} of ${int(r.planned)} (time cap)`
        : `${int(done)}${r.sampleNote === 'all' ? '' : ` (${r.sampleNote})`}`;
    const ratio = rate(r.times) / qqwingRate(r.mode);
    return [
      r.solver,
      r.mode,
      `\`${r.how}\``,
      puzzles,
      int(rate(r.times)),
      num(r.times.median * 1000),
      num(r.times.p99 * 1000),
      int(r.wrong),
      Number.isFinite(ratio) ? `${num(ratio)}×` : '–',
    ];
  });
  const tdoku = tdokuRate(set);
  if (tdoku) {
    body.push([
      'tdoku (C++, SIMD)',
      'first',
      'reference: data/README.md, not measured in this run',
      '–',
      tdoku,
      '–',
      '–',
      '–',
      '–',
    ]);
  }
  return table(headers, body, 'lllrrrrrr');
}

function renderReference(): string {
  const ref = referenceSpeeds();
  if (!ref) return '_No reference speeds found in data/README.md._';
  return [
    '### Reference figures (measured elsewhere — not this run)',
    '',
    `From \`data/README.md\`: ${ref.intro}`,
    '',
    table(ref.headers, ref.rows, `l${'r'.repeat(ref.headers.length - 1)}`),
  ].join('\n');
}

export function runSolveBench(options: SolveBenchOptions): void {
  const limits = options.quick ? QUICK : FULL;
  const { print, progress } = options;
  print('## Solvers (9x9)');
  print(
    [
      '',
      `Our solver (\`fast\`, via \`solve\` from shared/index.ts) on its WebAssembly core (WASM: what Node, the npm package and the Worker run) and its JavaScript core (JS: the fallback, what the widget runs),`,
      `against \`qqwing\` ${peerVersion('qqwing')} and \`sudoku\` ${peerVersion('sudoku')} from npm, on the same puzzles in the same run; tdoku's row is a reference figure, not measured here.`,
      'Only the call in the `call` column is timed, once per puzzle (`performance.now()`), after an untimed warm-up pass',
      `(up to ${int(limits.warmupMs)} ms per row). puzzles/s = puzzles / summed call times. \`wrong\` = answers that fail an`,
      'independent check (complete, rules kept, givens kept; in uniqueness mode also "exactly one solution" reported).',
      '`vs qqwing` = throughput relative to qqwing in the same mode (`sudoku` has no uniqueness call).',
      options.quick
        ? ''
        : 'On 17-clue the peers get a deterministic sample (every 10th puzzle), ours gets all of them.',
      options.quick ? '**Quick run: small deterministic samples, not for quoting.**' : '',
    ]
      .filter((l, i) => i === 0 || l !== '')
      .join('\n'),
  );
  for (const info of DATASETS) {
    const data = loadDataset(info);
    const rows = benchDataset(data, limits, progress);
    print(`\n### ${data.name} — ${int(data.cells.length)} puzzles (\`data/${data.file}\`)\n`);
    print(renderRows(rows, data.name));
  }
  print(`\n${renderReference()}`);
}
