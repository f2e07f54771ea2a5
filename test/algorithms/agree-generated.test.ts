// Every teaching algorithm agrees with `fast` (and the generator's own solution) on generated
// easy, medium and hard 9x9 puzzles it finishes within the default budget.
import { describe, expect, it } from 'vitest';
import { LEVELS, solve, TEACHING_ALGORITHMS } from '../../shared/index.ts';
import { unwrap } from '../support/result.ts';
import { emptyCells, generated, solutionProblem } from './helpers.ts';

const levels = LEVELS.filter((level) => level !== 'expert');
const puzzles = Object.fromEntries(levels.map((level) => [level, generated(level, 8)]));

describe.each(levels)('generated %s 9x9', (level) => {
  it.each(TEACHING_ALGORITHMS)('%s agrees with fast', (algorithm) => {
    let finished = 0;
    for (const { puzzle, solution, seed } of puzzles[level]) {
      const result = unwrap(solve(puzzle, { algorithm }));
      if (result.status === 'budget_exceeded') continue;
      finished++;
      expect(result.status, seed).toBe('solved');
      expect(solutionProblem(puzzle.cells, result.solution), seed).toBeNull();
      expect(result.solution).toEqual(unwrap(solve(puzzle)).solution);
      expect(result.solution).toEqual(solution.cells);
      // Every cell written and not erased again is a cell of the solution.
      const { steps = -1, backtracks = -1 } = result.stats;
      expect(steps - backtracks).toBe(emptyCells(puzzle));
    }
    // Notes finish every one; the budget stops the plain scans on some hard ones (floors that
    // catch a regression without pinning counts that depend on the generator's draws).
    const floor = { candidates: 8, findtracking: 4, backtracking: 2, 'brute-tracking': 2 };
    expect(finished).toBeGreaterThanOrEqual(floor[algorithm]);
  });
});
