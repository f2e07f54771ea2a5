/**
 * Logic benchmark: hint latency, rating latency, the level mix of generated puzzles and the
 * generation time per level (9x9), side by side with the npm peers `qqwing` (generate + its
 * difficulty rating) and `sudoku-core` (hint, analyze, generate) on the same puzzles in one run.
 *
 * sudoku-core can take seconds to minutes on hard puzzles, so its rows run in a worker thread
 * (logic-core-worker.ts) that is ended when the row's time cap passes; the table says how many
 * calls finished. Our answers are checked against the solution outside the timed call. This
 * module prepares the puzzles and runs the sections in turn: hints (logic-hints.ts), ratings
 * (logic-ratings.ts) and generation (logic-generation.ts).
 */
import { generate, LEVELS } from '../shared/index.ts';
import { DATASETS, loadDataset } from './datasets.ts';
import { runGenerationSection } from './logic-generation.ts';
import { runHintSection } from './logic-hints.ts';
import { qqRater } from './logic-peers.ts';
import { runRatingSection } from './logic-ratings.ts';
import { type Case, caseOf, FULL, type LogicRun, QUICK } from './logic-run.ts';
import { peerVersion } from './peers.ts';

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
    `Peers: \`qqwing\` ${peerVersion('qqwing')} (generate, difficulty), \`sudoku-core\` ${peerVersion('sudoku-core')} (hint, analyze, generate). ` +
      'Times in ms per call, one call timed at a time after a warm-up pass. ' +
      `sudoku-core rows run in a worker thread ended after ${limits.coreCapMs / 1000} s; "done" says how many calls finished.`,
  );

  // Warm-up passes (untimed) let the JIT compile the hot paths before anything is measured.
  const warm = <T>(items: readonly T[], run: (item: T) => void) => {
    for (const item of items.slice(0, limits.warmup)) run(item);
  };

  const targets: string[] = [];
  const run: LogicRun = { limits, sets, top, print, progress, warm, targets, qqRate };
  await runHintSection(run);
  await runRatingSection(run);
  await runGenerationSection(run);
  print('');
  print('### Targets');
  print('');
  print(targets.map((t) => `- ${t}`).join('\n'));
}
