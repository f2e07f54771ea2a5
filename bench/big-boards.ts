/**
 * Big-board benchmark (`--only=big`): 6x6, 16x16 and 25x25 at every level, the engine before
 * issue 12 (bench/before.ts: commit BEFORE_COMMIT, imported from a temporary folder) side by
 * side with the working tree's, in one run on the same seeds:
 * - generation per request, retries included: `generate({seed, size, level})` timed alone, the
 *   median and p99, failures, and (working tree only) the draws a request took;
 * - each engine on its own puzzles with default options: `solve` (solved = proven unique with
 *   the default limit, and the answer checked by bench/verify.ts), its search nodes, and
 *   whether `rate` answers;
 * - following hints on 16x16 as a player does (placements entered, eliminations struck from the
 *   notes, a reveal entered and counted): puzzles finished and the share of reveals among hints.
 */

import { givensRange } from '../shared/generate/levels.ts';
import { makePuzzleTraced } from '../shared/generate/make.ts';
import type * as Engine from '../shared/index.ts';
import * as after from '../shared/index.ts';
import { BEFORE_COMMIT, loadBefore } from './before.ts';
import { int, num, summarize, table } from './stats.ts';
import { digitsOf, isSolutionOf } from './verify.ts';

type Api = Pick<typeof Engine, 'generate' | 'solve' | 'hint' | 'autoNotes' | 'rate'> & {
  readonly ENGINE_VERSION: string;
};
type Size = 6 | 16 | 25;

export interface BigBoardsBenchOptions {
  readonly quick: boolean;
  readonly print: (text: string) => void;
  readonly progress: (text: string) => void;
}

interface Limits {
  /** Puzzles per size and level. */
  readonly puzzles: Record<Size, number>;
  /** 16x16 puzzles followed by hints, per level. */
  readonly followed: number;
  /** A row starts no new puzzle after this long. */
  readonly capMs: number;
}

const FULL: Limits = { puzzles: { 6: 200, 16: 60, 25: 30 }, followed: 8, capMs: 60_000 };
const QUICK: Limits = { puzzles: { 6: 20, 16: 4, 25: 2 }, followed: 1, capMs: 5_000 };
const SIZES: readonly Size[] = [6, 16, 25];
const LEVELS = after.LEVELS;

interface Made {
  readonly ms: number;
  readonly puzzle: string | null;
  readonly draws: number;
}

interface Row {
  readonly made: Made[];
  readonly solved: number;
  readonly nodes: number[];
  readonly rated: number;
  readonly capped: boolean;
}

function run(
  api: Api,
  size: Size,
  level: Engine.Level,
  count: number,
  capMs: number,
  traced: boolean,
): Row {
  for (let i = 0; i < 3; i++) api.generate({ seed: `warmup:${i}`, size, level });
  const made: Made[] = [];
  const deadline = performance.now() + capMs;
  let capped = false;
  for (let i = 0; i < count; i++) {
    if (i > 0 && performance.now() > deadline) {
      capped = true;
      break;
    }
    const seed = `big:${i}`;
    const t0 = performance.now();
    const result = api.generate({ seed, size, level });
    const ms = performance.now() - t0;
    const draws = traced ? makePuzzleTraced(seed, size, level, 'classic').draws : 0;
    made.push({ ms, puzzle: result.ok ? result.value.puzzle : null, draws });
  }
  let solved = 0;
  let rated = 0;
  const nodes: number[] = [];
  for (const { puzzle } of made) {
    if (!puzzle) continue;
    const answer = api.solve(puzzle);
    if (answer.ok) {
      nodes.push(answer.value.stats.nodes);
      const right = isSolutionOf(size, digitsOf(puzzle), answer.value.solution);
      if (answer.value.status === 'solved' && right) solved++;
    }
    if (api.rate(puzzle).ok) rated++;
  }
  return { made, solved, nodes, rated, capped };
}

/** Plays a puzzle by hints alone: hints taken, reveals among them, and whether it was finished. */
function follow(api: Api, puzzle: string): { hints: number; reveals: number; finished: boolean } {
  const cells = digitsOf(puzzle);
  const size = Math.round(Math.sqrt(cells.length));
  const entries = cells.slice();
  let notes: number[][] | undefined;
  let hints = 0;
  let reveals = 0;
  for (let guard = 0; guard < 4 * cells.length; guard++) {
    const result = api.hint(puzzle, entries, notes ? { notes } : {});
    if (!result.ok) return { hints, reveals, finished: false };
    const value = result.value;
    if (value.kind === 'solved') return { hints, reveals, finished: true };
    hints++;
    if (value.kind === 'mistakes') return { hints, reveals, finished: false };
    if (value.kind === 'reveal') {
      reveals++;
      entries[value.placement.cell.row * size + value.placement.cell.col] = value.placement.digit;
      continue;
    }
    for (const m of value.step.placements) entries[m.cell.row * size + m.cell.col] = m.digit;
    if (value.step.eliminations.length > 0) {
      if (!notes) {
        const auto = api.autoNotes({ size: size as Engine.Size, cells: entries });
        if (!auto.ok) return { hints, reveals, finished: false };
        notes = auto.value;
      }
      for (const m of value.step.eliminations) {
        const cell = m.cell.row * size + m.cell.col;
        notes[cell] = notes[cell].filter((d) => d !== m.digit);
      }
    }
  }
  return { hints, reveals, finished: false };
}

const timing = (row: Row | null): string[] => {
  if (!row) return ['–', '–', '–'];
  const times = summarize(row.made.map((m) => m.ms));
  const failed = row.made.filter((m) => !m.puzzle).length;
  return [
    num(times.median),
    num(times.p99),
    `${int(failed)}/${int(row.made.length)}${row.capped ? ' (cap)' : ''}`,
  ];
};

const solving = (row: Row | null): string[] => {
  if (!row) return ['–', '–', '–'];
  const good = row.made.filter((m) => m.puzzle).length;
  const nodes = summarize(row.nodes);
  return [
    `${int(row.solved)}/${int(good)}`,
    `${int(nodes.median)} / ${int(nodes.max)}`,
    `${int(row.rated)}/${int(good)}`,
  ];
};

export async function runBigBoardsBench(options: BigBoardsBenchOptions): Promise<void> {
  const { print, progress, quick } = options;
  const limits = quick ? QUICK : FULL;
  const loaded = await loadBefore<Api>(BEFORE_COMMIT, 'index.ts', (reason) =>
    print(`(No "before" columns: commit ${BEFORE_COMMIT} could not be loaded: ${reason}.)`),
  );
  const before = loaded?.engine ?? null;
  try {
    print('## Big boards: before and after issue 12');
    print(
      [
        '',
        `Before = engine ${before?.ENGINE_VERSION ?? '–'} at commit ${BEFORE_COMMIT}, after = engine ${after.ENGINE_VERSION} (working tree), same`,
        `run, same seeds \`big:0\`, \`big:1\`, … (${SIZES.map((s) => `${int(limits.puzzles[s])} for ${s}x${s}`).join(', ')} per level; a row starts no`,
        `new puzzle after ${limits.capMs / 1000} s). Generation: one \`generate\` call per request timed alone, retries`,
        'included; `draws` = draws per request (1 = no retry), mean and max. Solve: each engine on its own',
        'puzzles, `solve(puzzle)` with default options; solved = status `solved` (unique within the default',
        'budget) and the answer right by the independent checker; nodes = search nodes, median / max;',
        '`rate` = calls that answered.',
        quick ? '**Quick run: small samples, not for quoting.**' : '',
      ]
        .filter((l) => l !== '' || !quick)
        .join('\n'),
    );
    const genRows: string[][] = [];
    const solveRows: string[][] = [];
    const sixteen: Partial<Record<Engine.Level, { before: Row | null; after: Row }>> = {};
    for (const size of SIZES) {
      for (const level of LEVELS) {
        const count = limits.puzzles[size];
        progress(`  big boards ${size}x${size} ${level}: before, ${count} seeds`);
        const old = before ? run(before, size, level, count, limits.capMs, false) : null;
        progress(`  big boards ${size}x${size} ${level}: after, ${count} seeds`);
        const now = run(after, size, level, count, limits.capMs, true);
        if (size === 16) sixteen[level] = { before: old, after: now };
        const draws = now.made.map((m) => m.draws);
        const mean = draws.reduce((a, b) => a + b, 0) / Math.max(1, draws.length);
        const [lo, hi] = givensRange(size, level);
        genRows.push([
          `${size}x${size}`,
          level,
          `${lo}–${hi}`,
          ...timing(old),
          ...timing(now),
          `${num(mean)} / ${int(Math.max(0, ...draws))}`,
        ]);
        solveRows.push([`${size}x${size}`, level, ...solving(old), ...solving(now)]);
      }
    }
    print('\n### Generation per request (ms)\n');
    print(
      table(
        [
          'size',
          'level',
          'givens (after)',
          'before median',
          'before p99',
          'before failed',
          'after median',
          'after p99',
          'after failed',
          'after draws',
        ],
        genRows,
        'lllrrrrrrr',
      ),
    );
    print("\n### Solving and rating each engine's own puzzles (default options)\n");
    print(
      table(
        [
          'size',
          'level',
          'before solved',
          'before nodes',
          'before rate',
          'after solved',
          'after nodes',
          'after rate',
        ],
        solveRows,
        'llrrrrrr',
      ),
    );
    print('\n### Following hints on 16x16\n');
    const hintRows: string[][] = [];
    for (const level of LEVELS) {
      const rows = sixteen[level];
      if (!rows) continue;
      const cells: string[] = [];
      for (const [name, api, row] of [
        ['before', before, rows.before],
        ['after', after as Api, rows.after],
      ] as const) {
        const puzzles = (row?.made ?? [])
          .flatMap((m) => (m.puzzle ? [m.puzzle] : []))
          .slice(0, limits.followed);
        if (!api || puzzles.length === 0) {
          cells.push('–', '–');
          continue;
        }
        progress(
          `  big boards: following hints on 16x16 ${level}, ${name}, ${puzzles.length} puzzles`,
        );
        let hints = 0;
        let reveals = 0;
        let finished = 0;
        for (const puzzle of puzzles) {
          const f = follow(api, puzzle);
          hints += f.hints;
          reveals += f.reveals;
          if (f.finished) finished++;
        }
        cells.push(
          `${int(finished)}/${int(puzzles.length)}`,
          `${num((100 * reveals) / Math.max(1, hints))}% (${int(reveals)}/${int(hints)})`,
        );
      }
      hintRows.push([level, ...cells]);
    }
    print(
      [
        'A player who only follows `hint`: placements entered, eliminations struck from notes kept from',
        '`autoNotes`, reveals entered. Finished = reached `solved` (an error, such as `budget_exceeded`,',
        'ends the game unfinished); reveals = share of hints that were reveals.',
        '',
      ].join('\n'),
    );
    print(
      table(
        ['level', 'before finished', 'before reveals', 'after finished', 'after reveals'],
        hintRows,
        'lrrrr',
      ),
    );
  } finally {
    loaded?.dispose();
  }
}
