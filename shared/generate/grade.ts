/**
 * What the generator asks the logic engine: which level a candidate puzzle needs (only as far as
 * the target level cares), and which cells plain singles fill before the first harder step.
 * Those cells can be given back without changing the level: the singles reach the same position
 * either way, and every later step is the same.
 */
import type { Size } from '../board/geometry.ts';
import { createState } from '../logic/candidates.ts';
import { applyStep, levelWithin, nextStep } from '../logic/solver.ts';
import { LIBRARY } from '../logic/techniques/index.ts';
import type { Level } from './levels.ts';

/**
 * Logic work budget per level check: deterministic, unlike a clock, and far above what a 9x9
 * check up to hard takes (a check that runs out counts as a miss, never as a level).
 */
const LEVEL_BUDGET = 2_000_000;

const SINGLES = LIBRARY.filter((t) => t.level === 'easy');

const asCells = (cells: Uint8Array): number[] => cells as unknown as number[];

/**
 * The level a puzzle needs when it is at most `level`, or null when it needs more (or the check
 * ran out of budget). Expert only has to be beyond hard, so the chains never run here.
 */
export function levelFor(size: Size, cells: Uint8Array, level: Level): Level | null {
  const state = createState({ size, cells: asCells(cells) });
  const cap = level === 'expert' ? 'hard' : level;
  const found = levelWithin(state, cap, LEVEL_BUDGET);
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
