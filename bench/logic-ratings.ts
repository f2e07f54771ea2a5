/**
 * The logic benchmark's rating section: rating latency on generated puzzles and top1465, and the
 * levels each rater gives them (ours, qqwing's difficulty, sudoku-core's analyze).
 */
import { LEVELS, rate } from '../shared/index.ts';
import { QQ_LEVEL, runCore, toBoard } from './logic-peers.ts';
import { type LogicRun, mix, ms, pct, time } from './logic-run.ts';
import { int, num, summarize, table } from './stats.ts';

export async function runRatingSection(run: LogicRun): Promise<void> {
  const { limits, sets, top, print, progress, warm, targets, qqRate } = run;
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
}
