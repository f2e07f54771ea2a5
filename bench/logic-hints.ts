/**
 * The logic benchmark's hint section: hint latency on generated puzzles and top1465 (ours, each
 * answer checked against the solution outside the timed call, and sudoku-core's), then ours on
 * mid-solve positions with the player's notes.
 */
import { hint } from '../shared/index.ts';
import { createState, place } from '../shared/logic/candidates.ts';
import { applyStep, nextStep, revealCell } from '../shared/logic/solver.ts';
import { LIBRARY } from '../shared/logic/techniques/index.ts';
import { runCore, toBoard } from './logic-peers.ts';
import { type Case, type LogicRun, mix, ms, time } from './logic-run.ts';
import { int, num, summarize, table } from './stats.ts';

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

export async function runHintSection(run: LogicRun): Promise<void> {
  const { limits, sets, top, print, progress, warm, targets } = run;
  progress('hints');
  const hintRows: string[][] = [];
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
}
