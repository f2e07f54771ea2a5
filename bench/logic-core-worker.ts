/**
 * Worker thread for the logic benchmark's sudoku-core rows (logic-peers.ts starts it): runs one
 * job (hint or analyze on boards, or generate at a level), timing each call alone and reporting
 * each sample as soon as it is done, so that a row ended at its time cap keeps what it measured.
 * sudoku-core can take seconds to minutes on hard puzzles, which a loop on the main thread could
 * not stop.
 */
import { createRequire } from 'node:module';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';

export type CoreBoard = (number | null)[];

/** The part of sudoku-core's API the benchmark uses. */
interface SudokuCore {
  hint(board: CoreBoard): { solved: boolean; error?: string; steps?: unknown[] };
  analyze(board: CoreBoard): { hasSolution: boolean; difficulty?: string };
  generate(level: string): CoreBoard;
}

export type CoreJob =
  | { kind: 'hint'; boards: CoreBoard[] }
  | { kind: 'analyze'; boards: CoreBoard[] }
  | { kind: 'generate'; level: string; count: number };

export interface CoreSample {
  ms: number;
  /** hint: 'step' or the error; analyze: its difficulty or 'no solution'; generate: the board. */
  answer: string;
  board?: number[];
}

const fromBoard = (board: CoreBoard): number[] => board.map((d) => d ?? 0);

if (!isMainThread) {
  const core = createRequire(import.meta.url)('sudoku-core') as SudokuCore;
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
