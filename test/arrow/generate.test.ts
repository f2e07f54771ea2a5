// Generating Arrow Sudoku: unique puzzles whose solution keeps every arrow, arrows 2-4 cells long
// that never overlap, givens inside the level's range, easy ones solvable without guessing, and the
// same puzzle for the same seed (golden vector).
import { describe, expect, it } from 'vitest';
import { ARROW_LEVELS } from '../../shared/generate/arrow-levels.ts';
import { generate, LEVELS, parse, solve } from '../../shared/index.ts';
import { unwrap } from '../support/result.ts';
import { arrowsHold, digits, isValidSolution } from '../support/rules.ts';

const make = (seed: string, level: (typeof LEVELS)[number]) => {
  const made = generate({ seed, level, variant: 'arrow' });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
};

describe('generate arrow puzzles', () => {
  it('golden vector', () => {
    const made = make('golden-arrow', 'medium');
    expect(made.puzzle).toBe(
      '..4....7..2.......9.1.853..43.........6...5.......6..8......2.91.2.....4.........',
    );
    expect(made.arrows).toEqual([
      [
        [8, 1],
        [
          [7, 1],
          [6, 2],
        ],
      ],
      [
        [4, 1],
        [
          [4, 0],
          [5, 1],
          [6, 1],
          [7, 2],
        ],
      ],
      [
        [0, 2],
        [
          [0, 3],
          [1, 4],
        ],
      ],
      [
        [3, 4],
        [
          [4, 5],
          [4, 4],
        ],
      ],
      [
        [1, 5],
        [
          [2, 6],
          [3, 6],
        ],
      ],
      [
        [6, 0],
        [
          [7, 0],
          [8, 0],
        ],
      ],
    ]);
  });

  it.each(LEVELS)('%s: unique, arrows hold and never overlap, givens in range', (level) => {
    const [lo, hi] = ARROW_LEVELS[level].givens;
    for (let i = 0; i < 12; i++) {
      const made = make(`arrow-${level}-${i}`, level);
      const arrows = made.arrows ?? [];
      expect(arrows).toHaveLength(ARROW_LEVELS[level].arrows);
      const cells = arrows.flatMap(([circle, line]) =>
        [circle, ...line].map(([r, c]) => r * 9 + c),
      );
      expect(new Set(cells).size).toBe(cells.length);
      for (const [, line] of arrows) expect(line.length >= 2 && line.length <= 4).toBe(true);
      expect(made.givens).toBeGreaterThanOrEqual(lo);
      expect(made.givens).toBeLessThanOrEqual(hi);
      const grid = parse(made.puzzle);
      if (!grid.ok) throw new Error(grid.error.message);
      const result = unwrap(solve(grid.value, { arrows }));
      expect(result.status).toBe('solved');
      expect(result.solution).toEqual(digits(made.solution));
      expect(isValidSolution(grid.value.cells, result.solution ?? [])).toBe(true);
      expect(arrowsHold(9, result.solution ?? [], arrows)).toBe(true);
      if (level === 'easy') {
        const notes = unwrap(solve(grid.value, { algorithm: 'candidates', arrows }));
        expect(notes.stats.guesses).toBe(0);
      }
    }
  });

  it('is deterministic and keyed by the variant', () => {
    expect(make('same', 'hard')).toEqual(make('same', 'hard'));
    const classic = generate({ seed: 'same', level: 'hard' });
    expect(classic.ok && classic.value.arrows).toBeUndefined();
    expect(classic.ok && classic.value.puzzle).not.toBe(make('same', 'hard').puzzle);
  });

  it('refuses sizes other than 9x9', () => {
    const result = generate({ seed: 'x', size: 6, variant: 'arrow' });
    expect(!result.ok && result.error).toMatchObject({ code: 'invalid_options', path: ['size'] });
  });
});
