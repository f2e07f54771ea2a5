/**
 * Arrow Sudoku benchmark: generation time per level (9x9, all verified unique and keeping their
 * arrows) and solve time of the generated puzzles with the fast solver and the `candidates`
 * algorithm, medians and p99 in one run.
 */
import { ARROW_LEVELS } from '../shared/generate/arrow-levels.ts';
import { generate, LEVELS, parse, solve } from '../shared/index.ts';
import { num, summarize, table } from './stats.ts';

export function runArrowBench(opts: { quick: boolean }): string {
  const count = opts.quick ? 30 : 300;
  const rows: string[][] = [];
  for (const level of LEVELS) {
    // Untimed warm-up so the JIT has compiled the paths before we time them.
    for (let i = 0; i < 10; i++) generate({ seed: `warm-${i}`, level, variant: 'arrow' });
    const makeMs: number[] = [];
    const fastUs: number[] = [];
    const notesUs: number[] = [];
    let unique = 0;
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      const made = generate({ seed: `bench-arrow-${i}`, level, variant: 'arrow' });
      makeMs.push(performance.now() - started);
      if (!made.ok) continue;
      const grid = parse(made.value.puzzle);
      const { arrows } = made.value;
      if (!grid.ok) continue;
      let t = performance.now();
      const fast = solve(grid.value, { arrows });
      fastUs.push((performance.now() - t) * 1000);
      t = performance.now();
      solve(grid.value, { algorithm: 'candidates', arrows });
      notesUs.push((performance.now() - t) * 1000);
      if (
        fast.ok &&
        fast.value.status === 'solved' &&
        fast.value.solution?.join('') === made.value.solution
      )
        unique++;
    }
    const make = summarize(makeMs.sort((a, b) => a - b));
    const fast = summarize(fastUs.sort((a, b) => a - b));
    const notes = summarize(notesUs.sort((a, b) => a - b));
    const { arrows, givens } = ARROW_LEVELS[level];
    rows.push([
      level,
      String(arrows),
      `${givens[0]}–${givens[1]}`,
      `${unique}/${count}`,
      num(make.median),
      num(make.p99),
      num(fast.median),
      num(fast.p99),
      num(notes.median),
      num(notes.p99),
    ]);
  }
  return [
    '## Arrow Sudoku (9x9)',
    '',
    `${count} seeds per level. "unique" = the fast solver, given the arrows, finds exactly the generated solution.`,
    '',
    table(
      [
        'level',
        'arrows',
        'givens',
        'unique',
        'generate median ms',
        'generate p99 ms',
        'solve fast median µs',
        'solve fast p99 µs',
        'candidates median µs',
        'candidates p99 µs',
      ],
      rows,
      'lrrrrrrrrr',
    ),
  ].join('\n');
}
