// Every teaching algorithm agrees with `fast` on every top95 puzzle it finishes within the default
// budget, and each solution passes the independent checker.
import { describe, expect, it } from 'vitest';
import { solve, TEACHING_ALGORITHMS } from '../../shared/index.ts';
import { unwrap } from '../support/result.ts';
import { solutionProblem, TOP95 } from './helpers.ts';

const fast = TOP95.map((puzzle) => unwrap(solve(puzzle)));

describe('top95', () => {
  it('has 95 puzzles, each solved uniquely by fast', () => {
    expect(TOP95).toHaveLength(95);
    for (const result of fast) expect(result.status).toBe('solved');
  });

  // How many each must finish under the default budget (it finishes more; these are floors that
  // catch a regression without pinning exact counts).
  const floor = { backtracking: 15, 'brute-tracking': 15, findtracking: 35, candidates: 95 };

  it.each(TEACHING_ALGORITHMS)('%s agrees with fast wherever it finishes', (algorithm) => {
    let finished = 0;
    TOP95.forEach((puzzle, i) => {
      const result = unwrap(solve(puzzle, { algorithm }));
      expect(result.algorithm).toBe(algorithm);
      expect(['solved', 'budget_exceeded']).toContain(result.status);
      if (result.status !== 'solved') return;
      finished++;
      expect(solutionProblem(puzzle.cells, result.solution), `puzzle ${i}`).toBeNull();
      expect(result.solution).toEqual(fast[i].solution);
    });
    expect(finished).toBeGreaterThanOrEqual(floor[algorithm]);
  });
});
