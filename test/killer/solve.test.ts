// Solving Killer Sudoku: the production search and every teaching algorithm honour the cages,
// their solutions are checked by the independent checker (test/support/killer.ts), uniqueness is
// told apart from several solutions, and givens that break a cage make the puzzle invalid.
import { describe, expect, it } from 'vitest';
import { growCages } from '../../shared/generate/killer-cages.ts';
import { generate, parse, solve, TEACHING_ALGORITHMS } from '../../shared/index.ts';
import { createPrng } from '../../shared/random/prng.ts';
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

  it('agrees with the independent checker on random layouts, one solution or several', () => {
    // Cages grown at random over random grids: some allow one solution, most several. The
    // production search also goes by what the cages imply (a cage's digits in a house, the 45
    // rule), so this checks that those never lose a solution nor invent one.
    const statuses = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const rng = createPrng(`agree:${i}`);
      const grid = unwrap(generate({ seed: `agree:${i}`, level: 'easy' })).solution;
      const shape = { sizes: [i % 3, 4, 4, 3, 2], fewestWays: 0, mergeSingles: 0 };
      const cages = growCages(digits(grid), shape, rng).map((cells) => ({
        sum: cells.reduce((total, cell) => total + Number(grid[cell]), 0),
        cells: cells.map((cell): [number, number] => [Math.floor(cell / 9), cell % 9]),
      }));
      const empty = '.'.repeat(81);
      const { count } = countKillerSolutions(digits(empty), cages, 2);
      const result = unwrap(solve(empty, { cages, budget: 200_000 }));
      statuses.add(result.status);
      expect(result.status).toBe(count === 1 ? 'solved' : 'multiple');
      expect(cagesHold(result.solution ?? [], cages)).toBe(true);
      expect(isValidSolution(digits(empty), result.solution ?? [])).toBe(true);
    }
    expect(statuses).toEqual(new Set(['solved', 'multiple']));
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
