// Every puzzle of the public sets is solved, proven unique, and its solution checked by an
// independent rule checker against the rules and the givens.
import { describe, expect, it } from 'vitest';
import { parse, solve } from '../../shared/index.ts';
import { DATASETS, loadPuzzles } from '../support/datasets.ts';
import { unwrap } from '../support/result.ts';
import { digits, isValidSolution } from '../support/rules.ts';

describe.each(DATASETS)('data set %s', (name) => {
  it('solves every puzzle with exactly one solution', () => {
    const puzzles = loadPuzzles(name);
    expect(puzzles.length).toBeGreaterThan(90);
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
