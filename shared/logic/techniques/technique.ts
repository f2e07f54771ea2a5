/**
 * The one shape every technique has: an id, a name, the level it belongs to, a score (HoDoKu's
 * scale: what one use of it adds to a puzzle's rating) and `find`, which returns the first step
 * it sees on a state or null. `find` never changes the state.
 */
import type { Level } from '../../generate/levels.ts';
import type { Variant } from '../../generate/schema.ts';
import type { LogicState } from '../candidates.ts';
import type { Found, Mark, Move, TechniqueId } from '../step.ts';

export interface Technique {
  readonly id: TechniqueId;
  readonly name: string;
  readonly level: Level;
  readonly score: number;
  /** The variant whose own rule it reads; none for the rules every variant has. */
  readonly variant?: Exclude<Variant, 'classic'>;
  find(state: LogicState): Found | null;
}

/** A technique from its facts and its finder: for families that share one finder (subsets). */
export const technique = (
  id: TechniqueId,
  name: string,
  level: Level,
  score: number,
  find: Technique['find'],
): Technique => ({ id, name, level, score, find });

/** A step with nothing but what is given; techniques fill in what they have. */
export function found(
  technique: TechniqueId,
  parts: {
    placements?: Move[];
    eliminations?: Move[];
    digits?: number[];
    cells?: number[];
    houses?: number[];
    marks?: Mark[];
    kind?: string;
  },
): Found {
  return {
    technique,
    placements: parts.placements ?? [],
    eliminations: parts.eliminations ?? [],
    digits: parts.digits ?? [],
    cells: parts.cells ?? [],
    houses: parts.houses ?? [],
    marks: parts.marks ?? [],
    ...(parts.kind ? { kind: parts.kind } : {}),
  };
}

/** Pattern marks: every candidate of `mask` in each of `cells`. */
export function patternMarks(state: LogicState, cells: readonly number[], mask: number): Mark[] {
  const marks: Mark[] = [];
  for (const cell of cells) {
    let m = state.cands[cell] & mask;
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      marks.push({ cell, digit: 32 - Math.clz32(bit), role: 'pattern' });
    }
  }
  return marks;
}
