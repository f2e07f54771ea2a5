// The default node budget with arrows: the general search core costs 15-25 us a node on hostile
// Arrow Sudoku boards, so the 9x9 budget of 40,000 nodes let one solve (or the uniqueness proof
// of a hint or a rating) run for over half a second. With arrows the default is 4,000 at most,
// which still proves every generated puzzle, the costliest one we know included.

import { describe, expect, it } from 'vitest';
import { defaultBudget, generate, hint, rate, solve } from '../../shared/index.ts';
import { expectError, unwrap } from '../support/result.ts';

/** An expert arrow puzzle with four givens in five taken away: far from one solution. */
function thinned() {
  const made = unwrap(generate({ seed: 'a4', variant: 'arrow', level: 'expert' }));
  const puzzle = [...made.puzzle].map((ch, i) => (i % 5 === 0 ? ch : '.')).join('');
  return { puzzle, arrows: made.arrows };
}

describe('the default node budget with arrows', () => {
  it('is 4,000 nodes at most, whatever the size; without arrows it is unchanged', () => {
    expect(defaultBudget(9, 'fast', true)).toBe(4_000);
    expect(defaultBudget(25, 'fast', true)).toBe(defaultBudget(25));
    expect(defaultBudget(25)).toBeLessThan(4_000);
    expect(defaultBudget(9, 'fast')).toBe(40_000);
    expect(defaultBudget(9, 'candidates', true)).toBe(defaultBudget(9, 'candidates'));
  });

  it('stops a search of a hostile arrow board there, in solve, hint and rate', () => {
    const { puzzle, arrows } = thinned();
    const solved = unwrap(solve(puzzle, { arrows, limit: 2 }));
    expect(solved).toMatchObject({ status: 'budget_exceeded', stats: { nodes: 4_001 } });
    expect(expectError(rate(puzzle, { arrows })).code).toBe('budget_exceeded');
    expect(expectError(hint(puzzle, undefined, { arrows })).code).toBe('budget_exceeded');
    // A caller that names a budget still gets it.
    expect(unwrap(solve(puzzle, { arrows, limit: 2, budget: 5_000 })).stats.nodes).toBe(5_001);
  });

  it('still proves the costliest generated arrow puzzle known (2,435 nodes) unique', () => {
    const made = unwrap(generate({ seed: 'n65', variant: 'arrow', level: 'expert' }));
    const solved = unwrap(solve(made.puzzle, { arrows: made.arrows }));
    expect(solved.status).toBe('solved');
    expect(solved.stats.nodes).toBe(2_435);
    expect(solved.solution?.join('')).toBe(made.solution);
    expect(unwrap(rate(made.puzzle, { arrows: made.arrows })).level).toBe('expert');
  });
});
