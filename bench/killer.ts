/**
 * Killer Sudoku benchmark, per level (9x9, no givens): generation time per request (retries
 * included) with the draws it took, the cages it made (count, mean size, one-cell cages), and
 * the generated puzzles solved by the fast solver with their cages (solve rate: the solver finds
 * exactly the generated solution and proves it unique) and rated by the logic engine (at the
 * level asked for), medians and p99 in one run.
 */
import { makePuzzleTraced } from '../shared/generate/make.ts';
import { LEVELS, type Level, rate, solve } from '../shared/index.ts';
import { cpuSince, num, summarize, table } from './stats.ts';

const EMPTY = '.'.repeat(81);

/** Whether a rating is what the level promises (expert: hard or beyond, with the 45 rule). */
function rated(level: Level, rating: ReturnType<typeof rate>): boolean {
  if (!rating.ok) return false;
  const { level: got, techniques } = rating.value;
  if (level !== 'expert') return got === level;
  return (
    (got === 'hard' || got === 'expert') && techniques.some((t) => t.technique === 'innies-outies')
  );
}

export function runKillerBench(opts: { quick: boolean }): string {
  const count = opts.quick ? 30 : 300;
  const rows: string[][] = [];
  for (const level of LEVELS) {
    // Untimed warm-up so the JIT has compiled the paths before we time them.
    for (let i = 0; i < 10; i++) makePuzzleTraced(`warm-${i}`, 9, level, 'killer');
    const makeMs: number[] = [];
    const makeCpuMs: number[] = [];
    const draws: number[] = [];
    const solveUs: number[] = [];
    const rateMs: number[] = [];
    let solved = 0;
    let atLevel = 0;
    let cages = 0;
    let cells = 0;
    let singles = 0;
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const made = makePuzzleTraced(`bench-killer-${i}`, 9, level, 'killer');
      makeCpuMs.push(cpuSince(cpu));
      makeMs.push(performance.now() - started);
      draws.push(made.draws);
      if (!made.result.ok) continue;
      const puzzle = made.result.value;
      const layout = puzzle.cages ?? [];
      cages += layout.length;
      cells += layout.reduce((n, cage) => n + cage.cells.length, 0);
      singles += layout.filter((cage) => cage.cells.length === 1).length;
      let t = performance.now();
      const result = solve(EMPTY, { cages: layout });
      solveUs.push((performance.now() - t) * 1000);
      if (
        result.ok &&
        result.value.status === 'solved' &&
        result.value.solution?.join('') === puzzle.solution
      )
        solved++;
      t = performance.now();
      const rating = rate(EMPTY, { cages: layout });
      rateMs.push(performance.now() - t);
      if (rated(level, rating)) atLevel++;
    }
    const make = summarize(makeMs);
    const makeCpu = summarize(makeCpuMs);
    const fast = summarize(solveUs);
    const logic = summarize(rateMs);
    rows.push([
      level,
      `${solved}/${count}`,
      `${atLevel}/${count}`,
      num(make.median),
      num(make.p99),
      num(makeCpu.median),
      num(makeCpu.p99),
      num(summarize(draws).p99),
      num(cages / count),
      num(cells / cages),
      num(singles / count),
      num(fast.median),
      num(fast.p99),
      num(logic.median),
      num(logic.p99),
    ]);
  }
  return [
    '## Killer Sudoku (9x9)',
    '',
    `${count} seeds per level, no givens. "solved" = the fast solver, given the cages, finds exactly the generated solution and proves it unique; "rated" = \`rate\` gives the level asked for (expert: hard or beyond, with the 45 rule). Generation per request, retries included (draws p99), by the clock and in CPU time (the process's own, which leaves out other processes' turns on a busy machine).`,
    '',
    table(
      [
        'level',
        'solved',
        'rated',
        'generate median ms',
        'generate p99 ms',
        'generate median CPU ms',
        'generate p99 CPU ms',
        'draws p99',
        'cages',
        'cells per cage',
        'one-cell cages',
        'solve median µs',
        'solve p99 µs',
        'rate median ms',
        'rate p99 ms',
      ],
      rows,
      'lrrrrrrrrrrrrrr',
    ),
  ].join('\n');
}
