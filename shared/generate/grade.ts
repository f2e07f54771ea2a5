/**
 * What the generator asks the logic engine: which level a candidate puzzle needs (only as far as
 * the target level cares), and which cells plain singles fill before the first harder step.
 * Those cells can be given back without changing the level: the singles reach the same position
 * either way, and every later step is the same. The same argument lets a level check start from
 * where the fast singles pass (singles.ts) stops: the logic engine would reach that very position
 * one single at a time, at a cost that grows with the board's area for every single.
 */
import type { Size } from '../board/geometry.ts';
import type { LogicState } from '../logic/candidates.ts';
import { createState } from '../logic/candidates.ts';
import { applyStep, nextStep } from '../logic/solver.ts';
import type { Move, TechniqueId } from '../logic/step.ts';
import { LIBRARY, levelRank, TECHNIQUES, type Technique } from '../logic/techniques/index.ts';
import type { Level } from './levels.ts';
import { settleSingles, singles } from './singles.ts';

/**
 * Logic work budget per level check: deterministic, unlike a clock, and far above what a 9x9
 * check up to hard takes (a check that runs out counts as a miss, never as a level).
 */
const LEVEL_BUDGET = 2_000_000;

const SINGLES = LIBRARY.filter((t) => t.level === 'easy');

/** The library above singles, cut at a level. */
const beyondSingles = (cap: Level): readonly Technique[] =>
  LIBRARY.filter((t) => t.level !== 'easy' && levelRank(t.level) <= levelRank(cap));
export const BEYOND_SINGLES: Record<Level, readonly Technique[]> = {
  easy: [],
  medium: beyondSingles('medium'),
  hard: beyondSingles('hard'),
  expert: beyondSingles('expert'),
};

/** A step of a check, as the tests compare one check with another. */
export interface Traced {
  readonly technique: TechniqueId;
  readonly eliminations: Move[];
}

/**
 * `levelWithin` (logic/solver.ts) with the singles settled in bulk between the other steps: the
 * same steps in the same order, since the engine tries singles first and they reach the same
 * position whatever their order, so the same answer; the engine would instead rescan the
 * library's three singles for every single placed, which costs a pass over the board each.
 */
export function levelBeyondSingles(
  state: LogicState,
  cap: Level,
  budget: number,
  trace?: Traced[],
): Level | null | 'budget' {
  const library = BEYOND_SINGLES[cap];
  let level: Level = 'easy';
  for (;;) {
    settleSingles(state);
    if (state.empty === 0) return level;
    const step = nextStep(state, library, budget);
    if (step === 'budget') return 'budget';
    if (step === null) return null;
    const used = TECHNIQUES[step.technique].level;
    if (levelRank(used) > levelRank(level)) level = used;
    trace?.push({ technique: step.technique, eliminations: [...step.eliminations] });
    applyStep(state, step);
  }
}

/** A 9x9 level check of the position singles reach, with `levelBeyondSingles`'s answers. */
export type Grader9 = (values: Uint8Array, cap: Level, budget: number) => Level | null | 'budget';

let grader9: Grader9 | null = null;

/** Installs a faster 9x9 check (grade9.ts), or null for the engine's; the widget keeps it. */
export function useGrader9(faster: Grader9 | null): void {
  grader9 = faster;
}

const asCells = (cells: Uint8Array): number[] => cells as unknown as number[];

/**
 * The level a puzzle needs when it is at most `level`, or null when it needs more (or the check
 * ran out of budget). Expert only has to be beyond hard, so the chains never run here.
 */
export function levelFor(size: Size, cells: Uint8Array, level: Level): Level | null {
  const reached = singles(size, cells);
  if (reached.left === 0) return 'easy';
  if (level === 'easy' || reached.left < 0) return null;
  const cap = level === 'expert' ? 'hard' : level;
  const found =
    size === 9 && grader9
      ? grader9(reached.values, cap, LEVEL_BUDGET)
      : levelBeyondSingles(
          createState({ size, cells: asCells(reached.values) }),
          cap,
          LEVEL_BUDGET,
        );
  if (found === 'budget') return null;
  return found ?? (level === 'expert' ? 'expert' : null);
}

/** The empty cells that singles fill before the first step that needs more than singles. */
export function singlesReach(size: Size, cells: Uint8Array): number[] {
  const state = createState({ size, cells: asCells(cells) });
  const filled: number[] = [];
  for (;;) {
    const step = nextStep(state, SINGLES, LEVEL_BUDGET);
    if (step === null || step === 'budget') break;
    for (const { cell } of step.placements) filled.push(cell);
    applyStep(state, step);
  }
  return filled;
}
