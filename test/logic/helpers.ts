/**
 * Test helpers for the logic engine: a puzzle's candidate state and its solution (checked by the
 * independent rules), walking the easiest-first path, and the data sets' puzzles.
 */
import { type Grid, parse, solve } from '../../shared/index.ts';
import { createState, type LogicState, place } from '../../shared/logic/candidates.ts';
import { applyStep, nextStep, revealCell } from '../../shared/logic/solver.ts';
import type { Found } from '../../shared/logic/step.ts';
import { LIBRARY, type Technique } from '../../shared/logic/techniques/index.ts';
import { unwrap } from '../support/result.ts';
import { isValidSolution } from '../support/rules.ts';

/**
 * The techniques of the variants, which need arrows or cages and so never apply on classic
 * puzzles: test/arrow/ and test/killer/ cover them.
 */
export const VARIANT_TECHNIQUES: readonly string[] = [
  'arrow-sum',
  'cage-combination',
  'cage-interaction',
  'innies-outies',
];

export interface Puzzle {
  readonly grid: Grid;
  readonly solution: number[];
}

/**
 * A node budget for proving big puzzles unique in tests about logic: far above the default, so
 * that these tests do not depend on how fast the production search is on 16x16 and 25x25.
 */
export const BIG_BUDGET = 1_000_000;

export function puzzle(text: string, budget?: number): Puzzle {
  const parsed = parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const solved = unwrap(solve(parsed.value, budget === undefined ? {} : { budget }));
  if (solved.status !== 'solved' || !solved.solution) throw new Error(`not unique: ${text}`);
  if (!isValidSolution(parsed.value.cells, solved.solution)) throw new Error('bad solution');
  return { grid: parsed.value, solution: solved.solution };
}

/**
 * Every position along the easiest-first path (a dead end reveals a cell from the solution), each
 * handed to `visit` before its step is applied. Stops early when `visit` returns true.
 */
export function walk(
  p: Puzzle,
  visit: (state: LogicState, next: Found | null) => boolean | undefined,
  library: readonly Technique[] = LIBRARY,
): void {
  const state = createState(p.grid);
  for (let guard = 0; state.empty > 0 && guard < 2000; guard++) {
    const step = nextStep(state, library, Number.POSITIVE_INFINITY);
    const found = step === 'budget' ? null : step;
    if (visit(state, found)) return;
    if (found) applyStep(state, found);
    else {
      const cell = revealCell(state);
      place(state, cell, p.solution[cell]);
    }
  }
}
