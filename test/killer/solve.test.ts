// Solving Killer Sudoku: the production search and every teaching algorithm honour the cages,
// their solutions are checked by the independent checker (test/support/killer.ts), uniqueness is
// told apart from several solutions, and givens that break a cage make the puzzle invalid.
import { describe, expect, it } from 'vitest';
import { parse, solve, TEACHING_ALGORITHMS } from '../../shared/index.ts';
import { cagesHold, countKillerSolutions } from '../support/killer.ts';
import { unwrap } from '../support/result.ts';
import { digits, isValidSolution } from '../support/rules.ts';
import { CAGES, GIVENS, SOLUTION } from './fixtures.ts';

const grid = unwrap(parse(GIVENS));

describe('solving killer puzzles', () => {
  it('the fixture has exactly one solution, by the independent checker', () => {
    const { count, first } = countKillerSolutions(digits(GIVENS), CAGES, 2);
    expect(count).toBe(1);
    expect(first?.join('')).toBe(SOLUTION);
  });

  it('the production search finds it and proves it unique', () => {
    const result = unwrap(solve(GIVENS, { cages: CAGES }));
    expect(result.status).toBe('solved');
    expect(result.solutionCount).toBe(1);
    expect(result.solution?.join('')).toBe(SOLUTION);
    expect(isValidSolution(grid.cells, result.solution ?? [])).toBe(true);
    expect(cagesHold(result.solution ?? [], CAGES)).toBe(true);
  });

  it('without the givens the cages allow several solutions, each keeping the cages', () => {
    expect(countKillerSolutions(digits('.'.repeat(81)), CAGES, 2).count).toBe(2);
    const result = unwrap(solve('.'.repeat(81), { cages: CAGES }));
    expect(result.status).toBe('multiple');
    expect(cagesHold(result.solution ?? [], CAGES)).toBe(true);
    expect(isValidSolution(digits('.'.repeat(81)), result.solution ?? [])).toBe(true);
  });

  it.each(TEACHING_ALGORITHMS)('%s honours the cages', (algorithm) => {
    const result = unwrap(solve(GIVENS, { cages: CAGES, algorithm }));
    expect(result.status).toBe('solved');
    expect(result.solution?.join('')).toBe(SOLUTION);
    // The classic rules alone lead the same algorithm elsewhere: the cages did the work.
    const classic = unwrap(solve(GIVENS, { algorithm }));
    expect(classic.solution?.join('')).not.toBe(SOLUTION);
  });

  it('givens that break a cage make the puzzle invalid, with the cage as the conflict', () => {
    // r1c1-r1c2 is a cage of 8 (5 + 3): 4 and 5 cannot make it, though no house repeats.
    const broken = `45${GIVENS.slice(2)}`;
    const result = unwrap(solve(broken, { cages: CAGES }));
    expect(result.status).toBe('invalid');
    expect(result.conflicts).toEqual([
      {
        digit: 0,
        cells: [
          { row: 0, col: 0 },
          { row: 0, col: 1 },
        ],
        house: { kind: 'cage', index: 0 },
        sum: 8,
      },
    ]);
  });

  it('a wrong digit that the rows, columns and boxes allow is ruled out by a cage', () => {
    // 7 at r1c1 fits its row, column and box, but leaves 1 for r1c2 in the cage of 8, and the
    // rest of the puzzle cannot follow.
    const result = unwrap(solve(`7${GIVENS.slice(1)}`, { cages: CAGES }));
    expect(result.status).toBe('unsolvable');
  });
});
