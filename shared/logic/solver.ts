/**
 * The logic solver: try the library's techniques easiest first, apply the first step found,
 * repeat. `rate` runs it to the end (revealing a cell from the solution whenever no technique
 * applies, and counting that as a guess); the generator runs it with the library cut at a level
 * to learn whether a puzzle needs more. Bounded: every step removes at least one candidate, and
 * the work counter is checked against a budget after every technique.
 */
import type { Level } from '../generate/levels.ts';
import type { LogicState } from './candidates.ts';
import { eliminate, place } from './candidates.ts';
import { beginScan, endScan } from './positions.ts';
import type { Found } from './step.ts';
import { LIBRARY, levelRank, libraryUpTo, type Technique } from './techniques/index.ts';

/** The first step any technique of `library` finds, or null; 'budget' when the work ran out. */
export function nextStep(
  state: LogicState,
  library: readonly Technique[],
  budget: number,
): Found | null | 'budget' {
  state.limit = budget;
  beginScan(state);
  try {
    for (const technique of library) {
      const step = technique.find(state);
      if (step) return step;
      if (state.work > budget) return 'budget';
    }
    return null;
  } finally {
    endScan();
  }
}

export function applyStep(state: LogicState, step: Found): void {
  for (const { cell, digit } of step.placements) place(state, cell, digit);
  for (const { cell, digit } of step.eliminations) eliminate(state, cell, digit);
}

/** The empty cell with the fewest candidates (the first such cell): where a reveal goes. */
export function revealCell(state: LogicState): number {
  let best = -1;
  let fewest = 99;
  const { cands, values } = state;
  for (let cell = 0; cell < cands.length; cell++) {
    if (values[cell] !== 0) continue;
    let n = 0;
    for (let m = cands[cell]; m !== 0; m &= m - 1) n++;
    if (n < fewest) {
      fewest = n;
      best = cell;
    }
  }
  return best;
}

export interface LogicRun {
  /** Uses per technique, indexed like LIBRARY. */
  readonly counts: Int32Array;
  /** Steps applied (guesses not included). */
  steps: number;
  /** Cells revealed from the solution because no technique applied. */
  guesses: number;
  /** Index in LIBRARY of the hardest technique used, -1 when none was needed. */
  hardest: number;
  /** True when the run stopped because no technique applied and there was no solution to use. */
  stuck: boolean;
  /** True when the work budget ran out first. */
  aborted: boolean;
}

const indexOf = new Map(LIBRARY.map((t, i) => [t.id, i]));
/** How hard a technique is: its level first, then its score. */
const weight = (index: number): number =>
  levelRank(LIBRARY[index].level) * 100_000 + LIBRARY[index].score;

/**
 * Solves by logic from `state` (changed in place). With a solution, a dead end reveals the
 * empty cell with the fewest candidates and carries on; without one it stops, `stuck`.
 */
export function runLogic(
  state: LogicState,
  options: { library?: readonly Technique[]; solution?: ArrayLike<number>; budget: number },
): LogicRun {
  const library = options.library ?? LIBRARY;
  const run: LogicRun = {
    counts: new Int32Array(LIBRARY.length),
    steps: 0,
    guesses: 0,
    hardest: -1,
    stuck: false,
    aborted: false,
  };
  while (state.empty > 0) {
    const step = nextStep(state, library, options.budget);
    if (step === 'budget') {
      run.aborted = true;
      break;
    }
    if (step === null) {
      if (!options.solution) {
        run.stuck = true;
        break;
      }
      const cell = revealCell(state);
      place(state, cell, options.solution[cell]);
      run.guesses++;
      continue;
    }
    const index = indexOf.get(step.technique) ?? 0;
    run.counts[index]++;
    run.steps++;
    if (run.hardest < 0 || weight(index) > weight(run.hardest)) run.hardest = index;
    applyStep(state, step);
  }
  return run;
}

/**
 * The level a puzzle needs, trying no technique above `cap`: the level of the hardest technique
 * used, null when techniques up to `cap` get stuck (the puzzle needs more than `cap`), or
 * 'budget' when the work ran out before either was known.
 */
export function levelWithin(
  state: LogicState,
  cap: Level,
  budget: number,
): Level | null | 'budget' {
  const run = runLogic(state, { library: libraryUpTo(cap), budget });
  if (run.aborted) return 'budget';
  if (run.stuck) return null;
  if (run.hardest < 0) return 'easy';
  let level: Level = 'easy';
  for (let i = 0; i < LIBRARY.length; i++) {
    if (run.counts[i] > 0 && levelRank(LIBRARY[i].level) > levelRank(level))
      level = LIBRARY[i].level;
  }
  return level;
}
