// Levels that feel right: every generated 9x9 puzzle satisfies both its level's givens range and
// its technique level (rated independently by `rate`), deterministically for a seed; the puzzle
// of the day too. Other sizes keep their givens ranges.
import { describe, expect, it } from 'vitest';
import { givensRange } from '../../shared/generate/levels.ts';
import { daily, generate, LEVELS, parse, rate } from '../../shared/index.ts';
import { digits, isValidSolution } from '../support/rules.ts';

describe('generated levels', () => {
  it.each(LEVELS)('9x9 %s: in the givens range and rated at that level', (level) => {
    const [lo, hi] = givensRange(9, level);
    for (let i = 0; i < 40; i++) {
      const made = generate({ seed: `level-${i}`, size: 9, level });
      if (!made.ok) throw new Error(made.error.message);
      const { puzzle, solution, givens } = made.value;
      expect(givens).toBeGreaterThanOrEqual(lo);
      expect(givens).toBeLessThanOrEqual(hi);
      expect(isValidSolution(digits(puzzle), digits(solution))).toBe(true);
      const grid = parse(puzzle);
      if (!grid.ok) throw new Error(grid.error.message);
      const rating = rate(grid.value);
      if (!rating.ok) throw new Error(rating.error.message);
      expect(rating.value.level).toBe(level);
      // Below expert, logic alone finishes the puzzle.
      if (level !== 'expert') expect(rating.value.guessing).toBe(false);
    }
  });

  it('gives the same puzzle for the same seed', () => {
    for (const level of LEVELS) {
      const a = generate({ seed: 'again', level });
      const b = generate({ seed: 'again', level });
      expect(a).toEqual(b);
    }
  });

  it('makes the puzzle of the day at its level', () => {
    for (const level of LEVELS) {
      const today = daily('2026-11-21', level);
      if (!today.ok) throw new Error(today.error.message);
      const grid = parse(today.value.puzzle);
      const rating = grid.ok ? rate(grid.value) : null;
      expect(rating?.ok && rating.value.level).toBe(level);
    }
  });
});
