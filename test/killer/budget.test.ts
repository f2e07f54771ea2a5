// The default node budget with Killer cages: the general search costs 100-200 us a node on
// hostile cages (a generated expert puzzle's cages merged into larger ones), so the 9x9 budget of
// 40,000 nodes let one solve, or the uniqueness proof of a hint or a rating, run for seconds.
// With cages the default is 400 nodes, which still proves every generated Killer puzzle: the
// generator proves each one unique within 200 nodes of the same search.

import { describe, expect, it } from 'vitest';
import { defaultBudget, generate, hint, LEVELS, rate, solve } from '../../shared/index.ts';
import { mergedCages } from '../support/killer-hostile.ts';
import { expectError, unwrap } from '../support/result.ts';

/** Seed costs-1's expert cages merged into cages of up to six cells: no solution, hard to see. */
function hostile() {
  const made = unwrap(generate({ seed: 'costs-1', variant: 'killer', level: 'expert' }));
  return { puzzle: made.puzzle, cages: mergedCages(made.cages ?? [], 6) };
}

describe('the default node budget with cages', () => {
  it('is 400 nodes for the production search; teaching algorithms and other boards keep theirs', () => {
    expect(defaultBudget(9, 'fast', false, true)).toBe(400);
    expect(defaultBudget(9, 'fast', true, true)).toBe(400);
    expect(defaultBudget(9, 'fast')).toBe(40_000);
    expect(defaultBudget(9, 'candidates', false, true)).toBe(defaultBudget(9, 'candidates'));
  });

  it('stops a search of hostile cages there, in solve, hint and rate', () => {
    const { puzzle, cages } = hostile();
    // With a budget large enough, the search proves there is no solution: thousands of nodes.
    const full = unwrap(solve(puzzle, { cages, budget: 40_000 }));
    expect(full.status).toBe('unsolvable');
    expect(full.stats.nodes).toBeGreaterThan(2_000);
    expect(unwrap(solve(puzzle, { cages }))).toMatchObject({
      status: 'budget_exceeded',
      stats: { nodes: 401 },
    });
    expect(expectError(rate(puzzle, { cages })).code).toBe('budget_exceeded');
    expect(expectError(hint(puzzle, undefined, { cages })).code).toBe('budget_exceeded');
    // A caller that names a budget still gets it.
    expect(unwrap(solve(puzzle, { cages, budget: 700 })).stats.nodes).toBe(701);
  });

  it.each(LEVELS)('still proves generated %s puzzles unique, as solve, hint and rate', (level) => {
    for (const seed of ['b1', 'b2', 'b3']) {
      const made = unwrap(generate({ seed, variant: 'killer', level }));
      const solved = unwrap(solve(made.puzzle, { cages: made.cages }));
      expect(solved.status).toBe('solved');
      expect(solved.stats.nodes).toBeLessThanOrEqual(200);
      expect(solved.solution?.join('')).toBe(made.solution);
      // The rating proves uniqueness under the same default first.
      expect(LEVELS).toContain(unwrap(rate(made.puzzle, { cages: made.cages })).level);
    }
  });
});
