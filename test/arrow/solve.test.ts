// Solving Arrow Sudoku: the fast solver and every teaching algorithm honour arrows, arrows make
// puzzles unique that are not unique without them, and generated arrow puzzles are unique and
// keep their arrows.
import { describe, expect, it } from 'vitest';
import { drawArrowPuzzle } from '../../shared/generate/arrow-puzzle.ts';
import { ALGORITHM_NAMES, parse, solve } from '../../shared/index.ts';
import { createPrng } from '../../shared/random/prng.ts';
import { arrowOf } from '../../shared/variants/arrow-rules.ts';
import { unwrap } from '../support/result.ts';
import { arrowsHold, digits, isValidSolution } from '../support/rules.ts';
import { ARROWS, SOLUTION } from './fixtures.ts';

/** The fixture with only every third row's cells given: many classic solutions, fewer with arrows. */
const sparse = [...SOLUTION]
  .map((ch, i) => (Math.floor(i / 9) % 3 === 0 && i % 2 === 0 ? ch : '.'))
  .join('');

describe('solving with arrows', () => {
  it('arrows cut the solutions of a sparse grid and every solution keeps them', () => {
    const grid = parse(sparse);
    if (!grid.ok) throw new Error(grid.error.message);
    const classic = unwrap(solve(grid.value, { limit: 1000 }));
    const arrow = unwrap(solve(grid.value, { limit: 1000, arrows: ARROWS }));
    expect(classic.status).toBe('multiple');
    expect(arrow.solutionCount).toBeLessThan(classic.solutionCount);
    expect(arrowsHold(9, arrow.solution ?? [], ARROWS)).toBe(true);
    expect(isValidSolution(grid.value.cells, arrow.solution ?? [])).toBe(true);
  });

  it('reports givens that break an arrow as invalid', () => {
    const cells = [...'.'.repeat(81)];
    cells[5 * 9 + 2] = '9';
    cells[5 * 9 + 1] = '1';
    cells[4 * 9 + 1] = '2';
    const grid = parse(cells.join(''));
    if (!grid.ok) throw new Error(grid.error.message);
    const result = unwrap(solve(grid.value, { arrows: ARROWS }));
    expect(result.status).toBe('invalid');
    expect(result.conflicts?.[0].house).toEqual({ kind: 'arrow', index: 0 });
  });

  it('reports arrows no grid can satisfy as unsolvable', () => {
    // A 2-cell line in one row sums to at least 1 + 2 = 3, so a circle 2 can never hold.
    const grid = parse(`2${'.'.repeat(80)}`);
    if (!grid.ok) throw new Error(grid.error.message);
    for (const algorithm of ALGORITHM_NAMES) {
      const result = unwrap(
        solve(grid.value, {
          algorithm,
          budget: 20_000,
          arrows: [
            [
              [0, 0],
              [
                [0, 1],
                [0, 2],
              ],
            ],
          ],
        }),
      );
      expect(result.status, algorithm).toBe('unsolvable');
    }
  });

  describe('generated arrow puzzles', () => {
    const levels = ['easy', 'medium', 'hard', 'expert'] as const;
    const made = levels.flatMap((level) =>
      Array.from({ length: 8 }, (_, i) => {
        const draw = drawArrowPuzzle(9, level, createPrng(`arrow-test-${level}-${i}`));
        if (!draw) throw new Error('no arrow puzzle');
        return { level, ...draw, arrows: draw.arrows.map((a) => arrowOf(9, a)) };
      }),
    );

    it('are unique under the solver and their solution keeps every arrow', () => {
      for (const puzzle of made) {
        const result = unwrap(
          solve({ size: 9, cells: Array.from(puzzle.puzzle) }, { arrows: puzzle.arrows }),
        );
        expect(result.status, puzzle.level).toBe('solved');
        expect(result.solution).toEqual(Array.from(puzzle.solution));
        expect(isValidSolution(Array.from(puzzle.puzzle), result.solution ?? [])).toBe(true);
        expect(arrowsHold(9, result.solution ?? [], puzzle.arrows)).toBe(true);
        // Without its arrows the same givens leave many solutions: the arrows carry the puzzle.
        expect(unwrap(solve({ size: 9, cells: Array.from(puzzle.puzzle) })).status).toBe(
          'multiple',
        );
      }
    });

    it('every teaching algorithm reaches the same solution, candidates included', () => {
      for (const puzzle of made.filter((p) => p.level === 'easy')) {
        const cells = Array.from(puzzle.puzzle);
        for (const algorithm of ALGORITHM_NAMES) {
          const result = unwrap(
            solve({ size: 9, cells }, { algorithm, budget: 1_000_000, arrows: puzzle.arrows }),
          );
          if (result.status === 'budget_exceeded') continue;
          expect(result.status, algorithm).toBe('solved');
          expect(result.solution, algorithm).toEqual(Array.from(puzzle.solution));
        }
        const notes = unwrap(
          solve({ size: 9, cells }, { algorithm: 'candidates', arrows: puzzle.arrows }),
        );
        expect(notes.status).toBe('solved');
      }
    });

    it('are the same for the same seed', () => {
      const again = drawArrowPuzzle(9, 'hard', createPrng('arrow-test-hard-3'));
      const first = made.find(
        (p) => p.level === 'hard' && p === made.filter((q) => q.level === 'hard')[3],
      );
      expect(Array.from(again?.puzzle ?? [])).toEqual(Array.from(first?.puzzle ?? []));
      expect(again?.arrows.map((a) => arrowOf(9, a))).toEqual(first?.arrows);
      expect(digits(SOLUTION)).toHaveLength(81);
    });
  });
});
