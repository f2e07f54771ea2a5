// Every puzzle of the public sets is solved, proven unique, and its solution checked by an
// independent rule checker against the rules and the givens.
import { describe, expect, it } from 'vitest';
import { parse, solve } from '../../shared/index.ts';
import { DATASETS, loadPuzzles } from '../support/datasets.ts';
import { unwrap } from '../support/result.ts';
import { digits, isValidSolution } from '../support/rules.ts';

// The minimal 25x25 puzzles are hard enough to need far more than the default budget: they are
// checked below for never being answered wrongly.
const SOLVED_BY_DEFAULT = DATASETS.filter((name) => name !== 'twentyfive-gecode-frisch');

describe.each(SOLVED_BY_DEFAULT)('data set %s', (name) => {
  it('solves every puzzle with exactly one solution', () => {
    const puzzles = loadPuzzles(name);
    expect(puzzles.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const line of puzzles) {
      const grid = parse(line);
      if (!grid.ok) throw new Error(grid.error.message);
      const result = unwrap(solve(grid.value));
      if (
        result.status !== 'solved' ||
        !result.solution ||
        !isValidSolution(digits(line), result.solution)
      ) {
        failures.push(`${line}: ${result.status}`);
      }
    }
    expect(failures).toEqual([]);
    // 49,158 puzzles take about two seconds alone; leave room for a busy CI machine.
  }, 60_000);
});

describe('the minimal 25x25 puzzles', () => {
  it('are solved and checked, or stopped by the budget; never answered wrongly', () => {
    const puzzles = loadPuzzles('twentyfive-gecode-frisch');
    expect(puzzles).toHaveLength(16);
    for (const line of puzzles) {
      const result = unwrap(solve(line));
      expect(['solved', 'budget_exceeded']).toContain(result.status);
      if (result.status === 'solved')
        expect(isValidSolution(digits(line), result.solution ?? [])).toBe(true);
    }
  }, 60_000);
});
