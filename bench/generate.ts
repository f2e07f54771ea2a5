/**
 * Generator benchmark: our seeded `generate` for every size (4, 6, 9, 16) and level, and qqwing's
 * generator on 9x9 for each of its difficulties. Rows run in a worker thread
 * (`generate-worker.ts`), one call timed at a time; each row stops starting new puzzles after a
 * time cap, and a row whose single call runs far past the cap is stopped by ending the worker.
 * Uniqueness is verified with `solve(puzzle, {limit: 2})` outside the timed call.
 */
import { Worker } from 'node:worker_threads';
import { givensRange } from '../shared/generate/levels.ts';
import { LEVELS, type Level, type Size } from '../shared/index.ts';
import { CORE_LABEL, type Core } from './cores.ts';
import type {
  FromWorker,
  GenJob,
  GenSample,
  JobBase,
  QQWingDifficulty,
} from './generate-worker.ts';
import { peerVersion } from './peers.ts';
import { int, num, sparkline, summarize, table } from './stats.ts';

export interface GenerateBenchOptions {
  readonly quick: boolean;
  readonly print: (text: string) => void;
  readonly progress: (text: string) => void;
}

interface Limits {
  /** Puzzles per row for 4x4, 6x6 and 9x9. */
  readonly small: number;
  /** Puzzles per row for 16x16. */
  readonly large: number;
  /** Puzzles per qqwing row. */
  readonly qqwing: number;
  readonly capMs: number;
  /** How far past the cap a single call may run before the worker is ended. */
  readonly graceMs: number;
  readonly warmupCalls: number;
  readonly warmupMs: number;
}

const FULL: Limits = {
  small: 300,
  large: 20,
  qqwing: 300,
  capMs: 20_000,
  graceMs: 60_000,
  // V8 optimises the level checks' hot paths over the first hundred or so calls of a level; a
  // shorter warm-up makes a row's p99 measure that (a warm Worker isolate serves many requests).
  warmupCalls: 200,
  warmupMs: 3000,
};
const QUICK: Limits = {
  small: 20,
  large: 3,
  qqwing: 5,
  capMs: 500,
  graceMs: 10_000,
  warmupCalls: 2,
  warmupMs: 50,
};

const SIZES: readonly Size[] = [4, 6, 9, 16];
const QQWING_DIFFICULTIES: readonly QQWingDifficulty[] = [
  'any',
  'simple',
  'easy',
  'intermediate',
  'expert',
];

interface RowResult {
  readonly planned: number;
  readonly samples: GenSample[];
  /** How the row ended: all done, stopped at the time cap, or a call ran away. */
  readonly end: 'done' | 'capped' | 'killed' | 'error';
  readonly message?: string;
}

/** Runs rows on one worker thread at a time; a runaway row costs the worker, not the run. */
export class RowRunner {
  #worker: Worker | null = null;

  run(job: GenJob, graceMs: number): Promise<RowResult> {
    const worker = this.#worker ?? new Worker(new URL('./generate-worker.ts', import.meta.url));
    this.#worker = worker;
    const samples: GenSample[] = [];
    return new Promise<RowResult>((resolve) => {
      const finish = (end: RowResult['end'], message?: string): void => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        resolve({ planned: job.count, samples, end, ...(message ? { message } : {}) });
      };
      const discard = (): void => {
        this.#worker = null;
        void worker.terminate();
      };
      const onMessage = (m: FromWorker): void => {
        if (m.type === 'sample') samples.push(m.sample);
        else if (m.type === 'done') finish(m.capped ? 'capped' : 'done');
        else {
          discard();
          finish('error', m.message);
        }
      };
      const onError = (error: Error): void => {
        discard();
        finish('error', error.message);
      };
      const onExit = (code: number): void => {
        this.#worker = null;
        finish('error', `worker exited with code ${code}`);
      };
      const timer = setTimeout(
        () => {
          discard();
          finish('killed');
        },
        job.capMs + job.warmupMs + graceMs,
      );
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage(job);
    });
  }

  close(): void {
    void this.#worker?.terminate();
    this.#worker = null;
  }
}

function puzzlesCell(r: RowResult, limits: Limits): string {
  const done = int(r.samples.length);
  switch (r.end) {
    case 'done':
      return done;
    case 'capped':
      return `${done} of ${int(r.planned)} (${limits.capMs / 1000} s cap)`;
    case 'killed':
      return `${done} of ${int(r.planned)} (stopped: a call ran > ${limits.graceMs / 1000} s past the cap)`;
    default:
      return `${done} of ${int(r.planned)} (error: ${r.message ?? 'unknown'})`;
  }
}

/** The columns both tables share: timings, givens and verification. */
function commonCells(r: RowResult): string[] {
  const times = summarize(r.samples.map((s) => s.ms));
  const cpu = summarize(r.samples.map((s) => s.cpuMs));
  const good = r.samples.filter((s) => s.ok);
  const givens = good.map((s) => s.givens);
  const range = givens.length > 0 ? `${Math.min(...givens)}–${Math.max(...givens)}` : '–';
  return [
    num(times.median),
    num(times.p99),
    num(cpu.median),
    num(cpu.p99),
    range,
    givens.length > 0 ? `\`${sparkline(givens)}\`` : '',
    `${int(good.filter((s) => s.unique).length)}/${int(good.length)}`,
    int(r.samples.filter((s) => s.wrong).length),
  ];
}

function job(limits: Limits, count: number): JobBase {
  return {
    count,
    capMs: limits.capMs,
    warmupCalls: limits.warmupCalls,
    warmupMs: limits.warmupMs,
  };
}

export async function runGenerateBench(options: GenerateBenchOptions): Promise<void> {
  const limits = options.quick ? QUICK : FULL;
  const { print, progress } = options;
  const runner = new RowRunner();
  try {
    print('## Generator');
    print(
      [
        '',
        `\`generate({seed, size, level})\` for seeds \`bench:0\`, \`bench:1\`, … (${int(limits.small)} per row up to 9x9,`,
        `${int(limits.large)} for 16x16), each call timed alone after an untimed warm-up of up to ${int(limits.warmupCalls)} calls (seeds \`warmup:N\`, same size and level: V8 optimises the hot paths meanwhile, as in a warm Worker isolate); a row starts`,
        `no new puzzle after ${limits.capMs / 1000} s. Times include failed calls (\`ok: false\`, counted in \`failed\`).`,
        '`unique` = puzzles proven unique by `solve(puzzle, {limit: 2}).status === "solved"` / puzzles returned',
        '(not timed). `outside` = givens outside `givensRange(size, level)`. `wrong` = the returned solution',
        'fails the independent check or does not contain the puzzle. Histogram: one character per givens',
        "count from min to max, `·` = none. `CPU ms`: the process's CPU time for the call (time lost to",
        'other processes on a busy machine left out; the clock columns include it). `9x9 core`: the 9x9',
        'search on WebAssembly (WASM, what Node and the Worker run) or JavaScript (JS, the fallback the',
        'widget runs); other sizes use the general search.',
        options.quick ? '**Quick run: small samples, not for quoting.**' : '',
      ]
        .filter((l, i) => i === 0 || l !== '')
        .join('\n'),
    );
    const rows: string[][] = [];
    // 9x9 also on the JavaScript core: the other sizes never use the 9x9 search.
    const runs = SIZES.flatMap((size) =>
      (size === 9 ? (['wasm', 'js'] as const) : (['wasm'] as const)).map((core: Core) => ({
        size,
        core,
      })),
    );
    for (const { size, core } of runs) {
      for (const level of LEVELS as readonly Level[]) {
        const count = size === 16 ? limits.large : limits.small;
        progress(`  generate ${size}x${size} ${level} (${CORE_LABEL[core]}), ${count} seeds`);
        const r = await runner.run(
          { ...job(limits, count), kind: 'engine', size, level, core },
          limits.graceMs,
        );
        const [lo, hi] = givensRange(size, level);
        const common = commonCells(r);
        rows.push([
          `${size}x${size}`,
          size === 9 ? CORE_LABEL[core] : '',
          level,
          `${lo}–${hi}`,
          puzzlesCell(r, limits),
          int(r.samples.filter((s) => !s.ok).length),
          ...common.slice(0, 6),
          common[6],
          int(r.samples.filter((s) => s.outside).length),
          common[7],
        ]);
      }
    }
    print('');
    print(
      table(
        [
          'size',
          '9x9 core',
          'level',
          'target givens',
          'puzzles',
          'failed',
          'median ms',
          'p99 ms',
          'median CPU ms',
          'p99 CPU ms',
          'givens',
          'histogram',
          'unique',
          'outside',
          'wrong',
        ],
        rows,
        'lllrrrrrrrrlrrr',
      ),
    );

    print(`\n### qqwing ${peerVersion('qqwing')} generator (9x9), same run\n`);
    print(
      [
        '`any` = one `generatePuzzle()` call (a minimal puzzle, no rating). The other rows do what',
        "qqwing's command line does for `--difficulty`: generate, solve with history to rate, and retry",
        'until the rating matches (`tries` per puzzle; all inside the timed call). qqwing rates by the',
        'techniques its solver needs, not by givens, so its levels do not map onto ours. qqwing',
        "draws from `Math.random`: not reproducible. `wrong` = qqwing's own solution fails the check.",
        '',
      ].join('\n'),
    );
    const qqRows: string[][] = [];
    for (const difficulty of QQWING_DIFFICULTIES) {
      progress(`  qqwing generate ${difficulty}, ${limits.qqwing} puzzles`);
      const r = await runner.run(
        { ...job(limits, limits.qqwing), kind: 'qqwing', difficulty },
        limits.graceMs,
      );
      const tries = r.samples.reduce((sum, s) => sum + s.tries, 0) / Math.max(1, r.samples.length);
      const common = commonCells(r);
      qqRows.push([
        difficulty,
        puzzlesCell(r, limits),
        int(r.samples.filter((s) => !s.ok).length),
        num(tries),
        ...common,
      ]);
    }
    print(
      table(
        [
          'difficulty',
          'puzzles',
          'failed',
          'tries',
          'median ms',
          'p99 ms',
          'median CPU ms',
          'p99 CPU ms',
          'givens',
          'histogram',
          'unique',
          'wrong',
        ],
        qqRows,
        'lrrrrrrrrlrr',
      ),
    );
  } finally {
    runner.close();
  }
}
