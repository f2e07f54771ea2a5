/**
 * The logic benchmark's generation section (9x9): generation time per level for ours, qqwing
 * (generating until its own difficulty matches) and sudoku-core, and the level mix of what each
 * makes, rated by our `rate` and by qqwing outside the timed calls.
 */
import { generate, LEVELS, rate } from '../shared/index.ts';
import { QQ_LEVEL, runCore } from './logic-peers.ts';
import { type LogicRun, mix, ms, pct, time } from './logic-run.ts';
import { newQQWing, QQWingClass } from './peers.ts';
import { int, num, summarize, table } from './stats.ts';

export async function runGenerationSection(run: LogicRun): Promise<void> {
  const { limits, print, progress, warm, targets, qqRate } = run;
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
  const q = newQQWing();
  const qqTargets: [string, number][] = [
    ['simple', QQWingClass.Difficulty.SIMPLE],
    ['easy', QQWingClass.Difficulty.EASY],
    ['intermediate', QQWingClass.Difficulty.INTERMEDIATE],
    ['expert', QQWingClass.Difficulty.EXPERT],
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
}
