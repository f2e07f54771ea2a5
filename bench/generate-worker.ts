/**
 * Worker thread for the generator benchmark: runs one row at a time (our `generate` for one size
 * and level, or qqwing's generator for one difficulty), timing each call alone and checking each
 * puzzle afterwards (untimed). It runs in a worker so that the driver can stop a row whose single
 * call runs away, which a loop on the main thread could not do. Each puzzle is reported as soon as
 * it is done, so a stopped row keeps what it measured.
 */
import { parentPort } from 'node:worker_threads';
import { givensRange } from '../shared/generate/levels.ts';
import { generate, type Level, MAX_BUDGET, parse, type Size, solve } from '../shared/index.ts';
import { type Core, useCore } from './cores.ts';
import { newQQWing, QQWingClass } from './peers.ts';
import { cpuSince } from './stats.ts';
import { digitsOf, isSolutionOf } from './verify.ts';

export type QQWingDifficulty = 'any' | 'simple' | 'easy' | 'intermediate' | 'expert';

export interface JobBase {
  /** Puzzles to generate (seeds `bench:0` .. `bench:<count-1>` for our generator). */
  readonly count: number;
  /** Stop starting new puzzles after this long. */
  readonly capMs: number;
  /** Untimed warm-up before the row: at most this many calls and this long. */
  readonly warmupCalls: number;
  readonly warmupMs: number;
}
export type GenJob =
  | (JobBase & {
      readonly kind: 'engine';
      readonly size: Size;
      readonly level: Level;
      /** The 9x9 search core the row runs on. */
      readonly core: Core;
    })
  | (JobBase & { readonly kind: 'qqwing'; readonly difficulty: QQWingDifficulty });

export interface GenSample {
  /** Time of the generating call(s) for this puzzle, in ms. */
  readonly ms: number;
  /**
   * CPU time of the same call(s), in ms: the process's (the main thread waits meanwhile), so
   * time lost to other processes on a busy machine does not count.
   */
  readonly cpuMs: number;
  /** False when the generator returned an error (`ok: false`). */
  readonly ok: boolean;
  readonly givens: number;
  /** Proven unique by `solve(puzzle, {limit: 2}).status === 'solved'`. */
  readonly unique: boolean;
  /** The returned solution fails the independent check or disagrees with the puzzle. */
  readonly wrong: boolean;
  /** Givens outside the level's `givensRange` (our generator only). */
  readonly outside: boolean;
  /** Generator calls made for this puzzle (qqwing retries until the difficulty matches). */
  readonly tries: number;
}

export type FromWorker =
  | { readonly type: 'sample'; readonly sample: GenSample }
  | { readonly type: 'done'; readonly capped: boolean }
  | { readonly type: 'error'; readonly message: string };

/** Most qqwing generations tried for one puzzle of a wanted difficulty before giving up. */
const QQWING_MAX_TRIES = 5000;

const isUnique = (puzzle: string): boolean => {
  const grid = parse(puzzle);
  const solved = grid.ok && solve(grid.value, { limit: 2, budget: MAX_BUDGET });
  return solved !== false && solved.ok && solved.value.status === 'solved';
};

function engineRow(
  job: GenJob & { kind: 'engine' },
  post: (m: FromWorker) => void,
): { capped: boolean } {
  const { size, level } = job;
  useCore(job.core);
  const [lo, hi] = givensRange(size, level);
  const warmEnd = performance.now() + job.warmupMs;
  for (let i = 0; i < job.warmupCalls && performance.now() < warmEnd; i++) {
    generate({ seed: `warmup:${i}`, size, level });
  }
  const deadline = performance.now() + job.capMs;
  for (let i = 0; i < job.count; i++) {
    if (i > 0 && performance.now() > deadline) return { capped: true };
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const result = generate({ seed: `bench:${i}`, size, level });
    const cpuMs = cpuSince(c0);
    const ms = performance.now() - t0;
    if (!result.ok) {
      post({
        type: 'sample',
        sample: {
          ms,
          cpuMs,
          ok: false,
          givens: 0,
          unique: false,
          wrong: false,
          outside: false,
          tries: 1,
        },
      });
      continue;
    }
    const { puzzle, solution, givens } = result.value;
    const cells = digitsOf(puzzle);
    const counted = cells.filter((d) => d > 0).length;
    post({
      type: 'sample',
      sample: {
        ms,
        cpuMs,
        ok: true,
        givens,
        unique: isUnique(puzzle),
        wrong: counted !== givens || !isSolutionOf(size, cells, digitsOf(solution)),
        outside: givens < lo || givens > hi,
        tries: 1,
      },
    });
  }
  return { capped: false };
}

function qqwingRow(
  job: GenJob & { kind: 'qqwing' },
  post: (m: FromWorker) => void,
): { capped: boolean } {
  const q = newQQWing();
  const D = QQWingClass.Difficulty;
  const wanted = {
    any: D.UNKNOWN,
    simple: D.SIMPLE,
    easy: D.EASY,
    intermediate: D.INTERMEDIATE,
    expert: D.EXPERT,
  }[job.difficulty];
  const rated = job.difficulty !== 'any';
  // As qqwing's own command line does: record the solve history only when rating.
  q.setRecordHistory(rated);
  /** The timed part: generate (and rate, retrying) until the difficulty matches. */
  const one = (): number => {
    let tries = 0;
    do {
      tries++;
      q.generatePuzzle();
      if (!rated) return tries;
      q.solve();
    } while (q.getDifficulty() !== wanted && tries < QQWING_MAX_TRIES);
    return q.getDifficulty() === wanted ? tries : -tries;
  };
  const warmEnd = performance.now() + job.warmupMs;
  for (let i = 0; i < job.warmupCalls && performance.now() < warmEnd; i++) one();
  const deadline = performance.now() + job.capMs;
  for (let i = 0; i < job.count; i++) {
    if (i > 0 && performance.now() > deadline) return { capped: true };
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const tries = one();
    const cpuMs = cpuSince(c0);
    const ms = performance.now() - t0;
    const puzzle = q.getPuzzleString();
    const cells = digitsOf(puzzle);
    const givens = cells.filter((d) => d > 0).length;
    if (!rated) q.solve();
    const ok = tries > 0;
    post({
      type: 'sample',
      sample: {
        ms,
        cpuMs,
        ok,
        givens,
        unique: ok && isUnique(puzzle),
        wrong: ok && !isSolutionOf(9, cells, digitsOf(q.getSolutionString())),
        outside: false,
        tries: Math.abs(tries),
      },
    });
  }
  return { capped: false };
}

if (parentPort) {
  const port = parentPort;
  const post = (m: FromWorker): void => port.postMessage(m);
  port.on('message', (job: GenJob) => {
    try {
      const { capped } = job.kind === 'engine' ? engineRow(job, post) : qqwingRow(job, post);
      post({ type: 'done', capped });
    } catch (error) {
      post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  });
}
