/**
 * An independent judge of logic steps for the tests. It recomputes rows, columns and boxes on its
 * own (no engine geometry) and checks, for every technique, that the pattern a step names really
 * is there on the candidate grid, that the eliminations are exactly the ones the pattern allows,
 * and that the step keeps the solution (places right digits, never removes the right one).
 */
import type { Found, TechniqueId } from '../../shared/logic/step.ts';
import { BASIC_CHECKS } from './judge-basic.ts';
import { has, type PatternCheck, type Position } from './judge-board.ts';
import { ONE_DIGIT_CHECKS } from './judge-one-digit.ts';
import { WING_CHECKS } from './judge-wings.ts';

// Techniques without an entry are judged on their placements and eliminations alone.
const CHECKS: Partial<Record<TechniqueId, PatternCheck>> = {
  ...BASIC_CHECKS,
  ...ONE_DIGIT_CHECKS,
  ...WING_CHECKS,
};

/** Checks one step on a position; returns what is wrong (empty when the step is right). */
export function judge(p: Position, step: Found, solution: ArrayLike<number>): string[] {
  const problems: string[] = [];
  const fail = (why: string) => problems.push(`${step.technique}: ${why}`);
  for (const m of step.placements) {
    if (solution[m.cell] !== m.digit)
      fail(`places ${m.digit} in ${m.cell}, the solution has ${solution[m.cell]}`);
    if (!has(p, m.cell, m.digit)) fail(`places ${m.digit} in ${m.cell}, not a candidate`);
  }
  for (const m of step.eliminations) {
    if (solution[m.cell] === m.digit) fail(`removes the solution digit ${m.digit} from ${m.cell}`);
    if (!has(p, m.cell, m.digit)) fail(`removes ${m.digit} from ${m.cell}, not a candidate`);
  }
  if (step.placements.length + step.eliminations.length === 0) fail('does nothing');
  CHECKS[step.technique]?.(p, step, fail);
  return problems;
}
