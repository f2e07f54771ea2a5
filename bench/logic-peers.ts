/**
 * The logic benchmark's peers: qqwing's difficulty rating (in this thread), and sudoku-core's
 * hint, analyze and generate, run in a worker thread (logic-core-worker.ts) that is ended when
 * its row's time cap passes.
 */
import { Worker } from 'node:worker_threads';
import type { CoreBoard, CoreJob, CoreSample } from './logic-core-worker.ts';
import { newQQWing } from './peers.ts';

export const toBoard = (cells: readonly number[]): CoreBoard =>
  cells.map((d) => (d === 0 ? null : d));

/** Runs a sudoku-core job in a worker, ending it once `capMs` has passed. */
export function runCore(
  job: CoreJob,
  planned: number,
  capMs: number,
): Promise<{ samples: CoreSample[]; cut: boolean }> {
  return new Promise((resolve) => {
    const samples: CoreSample[] = [];
    const worker = new Worker(new URL('./logic-core-worker.ts', import.meta.url), {
      workerData: { job },
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

/** qqwing's difficulty levels, by the number getDifficulty returns. */
export const QQ_LEVEL = ['unknown', 'simple', 'easy', 'intermediate', 'expert'];

/** qqwing's rating of a puzzle: its level after a solve that records the techniques used. */
export function qqRater(): (cells: readonly number[]) => string {
  const q = newQQWing();
  return (cells) => {
    q.setPuzzle(cells);
    q.setRecordHistory(true);
    q.solve();
    return QQ_LEVEL[q.getDifficulty()] ?? 'unknown';
  };
}
