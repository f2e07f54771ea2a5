/**
 * Logic benchmark: hint latency, rating latency, the level mix of generated puzzles and the
 * generation time per level (9x9), side by side with the npm peers `qqwing` (generate + its
 * difficulty rating) and `sudoku-core` (hint, analyze, generate) on the same puzzles in one run.
 *
 * sudoku-core can take seconds to minutes on hard puzzles, so its rows run in a worker thread
 * (this same module, started with `workerData`) that is ended when the row's time cap passes;
 * the table says how many calls finished. Our answers are checked against the solution outside
 * the timed call.
 */
import { createRequire } from 'node:module';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { type Grid, generate, hint, LEVELS, parse, rate, solve } from '../shared/index.ts';
import { createState, place } from '../shared/logic/candidates.ts';
import { applyStep, nextStep, revealCell } from '../shared/logic/solver.ts';
import { LIBRARY } from '../shared/logic/techniques/index.ts';
import { DATASETS, loadDataset } from './datasets.ts';
import { int, num, type Summary, summarize, table } from './stats.ts';

const require = createRequire(import.meta.url);

// --- peers ------------------------------------------------------------------------------------

type CoreBoard = (number | null)[];
interface SudokuCore {
  hint(board: CoreBoard): { solved: boolean; error?: string; steps?: unknown[] };
  analyze(board: CoreBoard): { hasSolution: boolean; difficulty?: string };
  generate(level: string): CoreBoard;
}
interface QQ {
  setPuzzle(puzzle: readonly number[]): boolean;
  solve(): boolean;
  setRecordHistory(on: boolean): void;
  setPrintStyle(style: number): void;
  generatePuzzle(): boolean;
  getPuzzleString(): string;
  getDifficulty(): number;
}
interface QQClass {
  new (): QQ;
  readonly PrintStyle: { readonly ONE_LINE: number };
  readonly Difficulty: Record<'UNKNOWN' | 'SIMPLE' | 'EASY' | 'INTERMEDIATE' | 'EXPERT', number>;
}

const version = (pkg: string): string =>
  (require(`${pkg}/package.json`) as { version: string }).version;

const toBoard = (cells: readonly number[]): CoreBoard => cells.map((d) => (d === 0 ? null : d));
const fromBoard = (board: CoreBoard): number[] => board.map((d) => d ?? 0);

// --- the sudoku-core worker -------------------------------------------------------------------

type CoreJob =
  | { kind: 'hint'; boards: CoreBoard[] }
  | { kind: 'analyze'; boards: CoreBoard[] }
  | { kind: 'generate'; level: string; count: number };

interface CoreSample {
  ms: number;
  /** hint: 'step' or the error; analyze: its difficulty or 'no solution'; generate: the board. */
  answer: string;
  board?: number[];
}

if (!isMainThread && (workerData as { logicBenchPeer?: boolean } | null)?.logicBenchPeer) {
  const core = require('sudoku-core') as SudokuCore;
  const job = (workerData as { job: CoreJob }).job;
  const send = (sample: CoreSample) => parentPort?.postMessage(sample);
  if (job.kind === 'generate') {
    for (let i = 0; i < job.count; i++) {
      const t0 = performance.now();
      const board = core.generate(job.level);
      send({ ms: performance.now() - t0, answer: 'board', board: fromBoard(board) });
    }
  } else {
    for (const board of job.boards) {
      const t0 = performance.now();
      if (job.kind === 'hint') {
        const r = core.hint(board.slice());
        const ms = performance.now() - t0;
        send({ ms, answer: r.solved && (r.steps?.length ?? 0) > 0 ? 'step' : (r.error ?? 'none') });
      } else {
        const r = core.analyze(board.slice());
        const ms = performance.now() - t0;
        send({ ms, answer: r.hasSolution ? (r.difficulty ?? 'unknown') : 'no solution' });
      }
    }
  }
  parentPort?.postMessage('done');
}

/** Runs a sudoku-core job in a worker, ending it once `capMs` has passed. */
function runCore(
  job: CoreJob,
  planned: number,
  capMs: number,
): Promise<{ samples: CoreSample[]; cut: boolean }> {
  return new Promise((resolve) => {
    const samples: CoreSample[] = [];
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { logicBenchPeer: true, job },
      execArgv: process.execArgv,
    });
    let settled = false;
    const finish = (cut: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve({ samples, cut: cut && samples.length < planned });
    };
    const timer = setTimeout(() => finish(true), capMs);
    worker.on('message', (m: CoreSample | 'done') =>
      m === 'done' ? finish(false) : samples.push(m),
    );
    worker.on('error', () => finish(true));
    worker.on('exit', () => finish(true));
  });
}

// --- limits -----------------------------------------------------------------------------------

interface Limits {
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

const FULL: Limits = {
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
const QUICK: Limits = {
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

// --- helpers ----------------------------------------------------------------------------------

interface Case {
  grid: Grid;
  solution: number[];
  text: string;
}

function caseOf(text: string): Case {
  const parsed = parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const solved = solve(parsed.value);
  if (!solved.ok || !solved.value.solution) throw new Error(`no solution: ${text}`);
  return { grid: parsed.value, solution: solved.value.solution, text };
}

function time<T>(items: readonly T[], run: (item: T) => void): Summary {
  const times = new Float64Array(items.length);
  items.forEach((item, i) => {
    const t0 = performance.now();
    run(item);
    times[i] = performance.now() - t0;
  });
  return summarize(times);
}

const ms = (s: Summary) => [num(s.median), num(s.p99), num(s.max)];
const pct = (n: number, of: number) => (of === 0 ? '–' : `${Math.round((100 * n) / of)}%`);

function mix(levels: readonly string[], order: readonly string[]): string {
  return order
    .map((l) => [l, levels.filter((x) => x === l).length] as const)
    .filter(([, n]) => n > 0)
    .map(([l, n]) => `${l} ${pct(n, levels.length)}`)
    .join(', ');
}

/** Positions along the easiest-first path of a puzzle, every `every` steps, with full notes. */
function midPositions(c: Case, every: number): { entries: number[]; notes: number[][] }[] {
  const state = createState(c.grid);
  const out: { entries: number[]; notes: number[][] }[] = [];
  for (let step = 0; state.empty > 0 && step < 500; step++) {
    if (step % every === every - 1) {
      out.push({
        entries: Array.from(state.values),
        notes: Array.from(state.cands, (mask, cell) =>
          state.values[cell]
            ? []
            : [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << (d - 1))),
        ),
      });
    }
    const next = nextStep(state, LIBRARY, Number.POSITIVE_INFINITY);
    if (next && next !== 'budget') applyStep(state, next);
    else {
      const cell = revealCell(state);
      place(state, cell, c.solution[cell]);
    }
  }
  return out;
}

const QQ_LEVEL = ['unknown', 'simple', 'easy', 'intermediate', 'expert'];

function qqRater(): (cells: readonly number[]) => string {
  const Q = require('qqwing') as QQClass;
  const q = new Q();
  q.setPrintStyle(Q.PrintStyle.ONE_LINE);
  return (cells) => {
    q.setPuzzle(cells);
    q.setRecordHistory(true);
    q.solve();
    return QQ_LEVEL[q.getDifficulty()] ?? 'unknown';
  };
}

// --- the benchmark ----------------------------------------------------------------------------

export async function runLogicBench(opts: { quick: boolean }): Promise<void> {
  const limits = opts.quick ? QUICK : FULL;
  const print = (text: string) => console.log(text);
  const started = performance.now();
  const progress = (text: string) =>
    process.stderr.write(
      `${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s logic: ${text}\n`,
    );
  const qqRate = qqRater();

  const topInfo = DATASETS.find((d) => d.name === 'magictour-top1465');
  if (!topInfo) throw new Error('magictour-top1465 is not among the data sets');
  const topTexts = loadDataset(topInfo).texts.slice(0, limits.top);
  progress(`solving ${topTexts.length} top1465 puzzles for reference`);
  const top = topTexts.map(caseOf);
  const gen: Case[] = [];
  for (const level of LEVELS) {
    for (let i = 0; i < limits.genPerLevel; i++) {
      const made = generate({ seed: `bench-${level}-${i}`, level });
      if (made.ok) gen.push(caseOf(made.value.puzzle));
    }
  }
  const sets = [
    { name: 'generated 9x9 (all levels)', cases: gen },
    { name: 'magictour-top1465', cases: top },
  ];

  print('## Hints, ratings and levels');
  print('');
  print(
    `Peers: \`qqwing\` ${version('qqwing')} (generate, difficulty), \`sudoku-core\` ${version('sudoku-core')} (hint, analyze, generate). ` +
      'Times in ms per call, one call timed at a time after a warm-up pass. ' +
      `sudoku-core rows run in a worker thread ended after ${limits.coreCapMs / 1000} s; "done" says how many calls finished.`,
  );

  // Warm-up passes (untimed) let the JIT compile the hot paths before anything is measured.
  const warm = <T>(items: readonly T[], run: (item: T) => void) => {
    for (const item of items.slice(0, limits.warmup)) run(item);
  };

  // Hints.
  progress('hints');
  const hintRows: string[][] = [];
  const targets: string[] = [];
  for (const set of sets) {
    const answers: string[] = [];
    warm(set.cases, (c) => hint(c.grid));
    const s = time(set.cases, (c) => {
      const r = hint(c.grid);
      answers.push(r.ok ? r.value.kind : r.error.code);
    });
    const wrong = set.cases.filter((c, i) => {
      const r = hint(c.grid);
      if (!r.ok) return true;
      const v = r.value;
      const moves =
        v.kind === 'step' ? v.step.placements : v.kind === 'reveal' ? [v.placement] : [];
      const gone = v.kind === 'step' ? v.step.eliminations : [];
      return (
        moves.some((m) => c.solution[m.cell.row * 9 + m.cell.col] !== m.digit) ||
        gone.some((m) => c.solution[m.cell.row * 9 + m.cell.col] === m.digit) ||
        answers[i] === 'mistakes'
      );
    }).length;
    hintRows.push([
      'sudoku-break',
      'hint(grid)',
      set.name,
      `${int(s.count)}/${int(set.cases.length)}`,
      ...ms(s),
      `${mix(answers, ['step', 'reveal'])}${wrong ? `, ${wrong} WRONG` : ''}`,
    ]);
    if (set.cases === top)
      targets.push(
        `hint on top1465: median ${num(s.median)} ms (target <= 1), p99 ${num(s.p99)} ms (target <= 10): ${s.median <= 1 && s.p99 <= 10 ? 'met' : 'missed'}`,
      );
    const planned = Math.min(set.cases.length, set.cases === top ? limits.coreTop : limits.core);
    progress(`sudoku-core hint on ${planned} ${set.name}`);
    const core = await runCore(
      { kind: 'hint', boards: set.cases.slice(0, planned).map((c) => toBoard(c.grid.cells)) },
      planned,
      limits.coreCapMs,
    );
    const cs = summarize(core.samples.map((x) => x.ms));
    hintRows.push([
      'sudoku-core',
      'hint(board)',
      set.name,
      `${int(core.samples.length)}/${int(planned)}${core.cut ? ' (cut)' : ''}`,
      ...ms(cs),
      mix(
        core.samples.map((x) => (x.answer === 'step' ? 'step' : 'error')),
        ['step', 'error'],
      ),
    ]);
  }
  progress('hints mid-solve with notes');
  const mids = top
    .slice(0, limits.midPuzzles)
    .flatMap((c) => midPositions(c, 7).map((p) => ({ c, ...p })));
  const midAnswers: string[] = [];
  warm(mids, (m) => hint(m.c.grid, m.entries, { notes: m.notes }));
  const ms2 = time(mids, (m) => {
    const r = hint(m.c.grid, m.entries, { notes: m.notes });
    midAnswers.push(r.ok ? r.value.kind : r.error.code);
  });
  hintRows.push([
    'sudoku-break',
    'hint(grid, entries, notes)',
    `top1465 mid-solve positions (${int(Math.min(limits.midPuzzles, top.length))} puzzles)`,
    int(ms2.count),
    ...ms(ms2),
    mix(midAnswers, ['step', 'reveal']),
  ]);
  targets.push(
    `hint mid-solve with notes: median ${num(ms2.median)} ms, p99 ${num(ms2.p99)} ms: ${ms2.median <= 1 && ms2.p99 <= 10 ? 'met' : 'missed'}`,
  );
  print('');
  print('### Hint latency');
  print('');
  print(
    table(
      ['library', 'call', 'positions', 'done', 'median', 'p99', 'max', 'answers'],
      hintRows,
      'lllrrrrl',
    ),
  );

  // Ratings.
  progress('ratings');
  const rateRows: string[][] = [];
  for (const set of sets) {
    const levels: string[] = [];
    let guessing = 0;
    warm(set.cases, (c) => rate(c.grid));
    const s = time(set.cases, (c) => {
      const r = rate(c.grid);
      if (r.ok) {
        levels.push(r.value.level);
        if (r.value.guessing) guessing++;
      } else levels.push(r.error.code);
    });
    rateRows.push([
      'sudoku-break',
      'rate(grid)',
      set.name,
      `${int(s.count)}/${int(set.cases.length)}`,
      ...ms(s),
      `${mix(levels, LEVELS)}; guessing ${pct(guessing, levels.length)}`,
    ]);
    if (set.cases === top)
      targets.push(
        `rate on top1465: median ${num(s.median)} ms (target <= 5): ${s.median <= 5 ? 'met' : 'missed'}`,
      );
    const qqLevels: string[] = [];
    warm(set.cases, (c) => qqRate(c.grid.cells));
    const qs = time(set.cases, (c) => qqLevels.push(qqRate(c.grid.cells)));
    rateRows.push([
      'qqwing',
      'setPuzzle + solve (history) + getDifficulty',
      set.name,
      `${int(qs.count)}/${int(set.cases.length)}`,
      ...ms(qs),
      mix(qqLevels, QQ_LEVEL),
    ]);
    const planned = Math.min(set.cases.length, set.cases === top ? limits.coreTop : limits.core);
    progress(`sudoku-core analyze on ${planned} ${set.name}`);
    const core = await runCore(
      { kind: 'analyze', boards: set.cases.slice(0, planned).map((c) => toBoard(c.grid.cells)) },
      planned,
      limits.coreCapMs,
    );
    rateRows.push([
      'sudoku-core',
      'analyze(board)',
      set.name,
      `${int(core.samples.length)}/${int(planned)}${core.cut ? ' (cut)' : ''}`,
      ...ms(summarize(core.samples.map((x) => x.ms))),
      mix(
        core.samples.map((x) => x.answer),
        ['easy', 'medium', 'hard', 'expert', 'master', 'no solution', 'unknown'],
      ),
    ]);
  }
  print('');
  print('### Rating latency and what each rater says');
  print('');
  print(
    table(
      ['library', 'call', 'puzzles', 'done', 'median', 'p99', 'max', 'levels'],
      rateRows,
      'lllrrrrl',
    ),
  );

  // Generation per level, and the level mix of what each generator makes (rated by us).
  progress('generation');
  const genRows: string[][] = [];
  const ourLevel = (cells: readonly number[]): string => {
    const r = rate({ size: 9, cells });
    return r.ok ? r.value.level : r.error.code;
  };
  const givensOf = (cells: readonly number[]) => cells.filter((d) => d !== 0).length;
  const givensText = (all: number[]) =>
    all.length === 0
      ? '–'
      : `${num(all.reduce((a, b) => a + b, 0) / all.length)} (${Math.min(...all)}-${Math.max(...all)})`;
  for (const level of LEVELS) {
    const seeds = Array.from({ length: limits.ourGenerate }, (_, i) => `gen-${level}-${i}`);
    warm(
      seeds.map((seed) => `warm-${seed}`),
      (seed) => generate({ seed, level }),
    );
    const made: number[][] = [];
    const s = time(seeds, (seed) => {
      const r = generate({ seed, level });
      if (r.ok) made.push(Array.from(r.value.puzzle, (ch) => (ch === '.' ? 0 : Number(ch))));
    });
    const levels = made.map(ourLevel);
    const match = levels.filter((l) => l === level).length;
    genRows.push([
      'sudoku-break',
      level,
      `${int(s.count)}`,
      ...ms(s),
      givensText(made.map(givensOf)),
      mix(levels, LEVELS),
      pct(match, levels.length),
      mix(made.map(qqRate), QQ_LEVEL),
    ]);
    if (level === 'hard' || level === 'expert') {
      const target = level === 'hard' ? 25 : 100;
      targets.push(
        `generate ${level}: p99 ${num(s.p99)} ms (target <= ${target}): ${s.p99 <= target ? 'met' : 'missed'}`,
      );
    }
  }
  // qqwing: generate until its own difficulty matches, as its command line tool does.
  const Q = require('qqwing') as QQClass;
  const q = new Q();
  q.setPrintStyle(Q.PrintStyle.ONE_LINE);
  const qqTargets: [string, number][] = [
    ['simple', Q.Difficulty.SIMPLE],
    ['easy', Q.Difficulty.EASY],
    ['intermediate', Q.Difficulty.INTERMEDIATE],
    ['expert', Q.Difficulty.EXPERT],
  ];
  for (const [name, wanted] of qqTargets) {
    progress(`qqwing ${name}`);
    const made: number[][] = [];
    const times: number[] = [];
    const deadline = performance.now() + limits.qqCapMs;
    for (let i = 0; i < limits.qqGenerate && performance.now() < deadline; i++) {
      const t0 = performance.now();
      for (let tries = 0; tries < 10_000; tries++) {
        q.generatePuzzle();
        q.setRecordHistory(true);
        q.solve();
        if (q.getDifficulty() === wanted) break;
      }
      const puzzleText = q.getPuzzleString();
      times.push(performance.now() - t0);
      made.push(Array.from(puzzleText.slice(0, 81), (ch) => (ch === '.' ? 0 : Number(ch))));
    }
    const s = summarize(times);
    const levels = made.map(ourLevel);
    genRows.push([
      'qqwing',
      name,
      `${int(s.count)}/${int(limits.qqGenerate)}`,
      ...ms(s),
      givensText(made.map(givensOf)),
      mix(levels, LEVELS),
      '–',
      mix(made.map(qqRate), QQ_LEVEL),
    ]);
  }
  for (const level of LEVELS) {
    progress(`sudoku-core generate ${level}`);
    const core = await runCore(
      { kind: 'generate', level, count: limits.coreGenerate },
      limits.coreGenerate,
      limits.coreCapMs,
    );
    const made = core.samples.map((x) => x.board ?? []);
    const levels = made.map(ourLevel);
    genRows.push([
      'sudoku-core',
      level,
      `${int(core.samples.length)}/${int(limits.coreGenerate)}${core.cut ? ' (cut)' : ''}`,
      ...ms(summarize(core.samples.map((x) => x.ms))),
      givensText(made.map(givensOf)),
      mix(levels, LEVELS),
      pct(levels.filter((l) => l === level).length, levels.length),
      mix(made.map(qqRate), QQ_LEVEL),
    ]);
  }
  print('');
  print('### Generation per level (9x9) and the level mix of what comes out');
  print('');
  print(
    'Every generated puzzle is rated by sudoku-break\'s `rate` (and by qqwing), outside the timed call. "match" is the share rated at the level asked for.',
  );
  print('');
  print(
    table(
      [
        'generator',
        'level asked',
        'puzzles',
        'median',
        'p99',
        'max',
        'givens',
        'rated by sudoku-break',
        'match',
        'rated by qqwing',
      ],
      genRows,
      'llrrrrllrl',
    ),
  );
  print('');
  print('### Targets');
  print('');
  print(targets.map((t) => `- ${t}`).join('\n'));
}
