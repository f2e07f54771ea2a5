// The solver's verdicts: solved, multiple, unsolvable, invalid and budget_exceeded, on every size.
import { describe, expect, it } from 'vitest';
import { format, type Grid, generate, parse, SIZES, solve } from '../../shared/index.ts';
import { unwrap } from '../support/result.ts';
import { isValidSolution } from '../support/rules.ts';

const grid = (text: string): Grid => {
  const parsed = parse(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

describe('solve statuses', () => {
  it('solves a classic puzzle and reports stats', () => {
    const result = unwrap(solve(grid(EASY)));
    expect(result.status).toBe('solved');
    expect(result.solutionCount).toBe(1);
    expect(unwrap(format({ size: 9, cells: result.solution ?? [] }))).toBe(
      '534678912672195348198342567859761423426853791713924856961537284287419635345286179',
    );
    expect(result.stats.nodes).toBeGreaterThanOrEqual(0);
    expect(result.stats.microseconds).toBeGreaterThanOrEqual(0);
  });

  it('reports several solutions as multiple, with one valid solution', () => {
    const sparse = `${EASY.slice(0, 40)}.${EASY.slice(41)}`.replace(/[0-9]/g, (d, i) =>
      i % 3 ? d : '.',
    );
    const result = unwrap(solve(grid(sparse)));
    expect(result.status).toBe('multiple');
    expect(result.solutionCount).toBe(2);
    expect(isValidSolution(grid(sparse).cells, result.solution ?? [])).toBe(true);
  });

  it('counts up to the limit asked for', () => {
    const result = unwrap(solve(grid('.'.repeat(16)), { limit: 50 }));
    expect(result.status).toBe('multiple');
    expect(result.solutionCount).toBe(50);
    expect(unwrap(solve(grid('.'.repeat(16)), { limit: 1000 })).solutionCount).toBe(288);
  });

  it('reports conflicting givens as invalid, with the conflicts', () => {
    const result = unwrap(solve(grid(`55${'.'.repeat(79)}`)));
    expect(result.status).toBe('invalid');
    expect(result.conflicts).toEqual([
      {
        digit: 5,
        cells: [
          { row: 0, col: 0 },
          { row: 0, col: 1 },
        ],
        house: { kind: 'row', index: 0 },
      },
      {
        digit: 5,
        cells: [
          { row: 0, col: 0 },
          { row: 0, col: 1 },
        ],
        house: { kind: 'box', index: 0 },
      },
    ]);
    expect(result.solution).toBeUndefined();
  });

  it('reports a grid with no conflict but no solution as unsolvable', () => {
    // Row 0 needs a 9 at (0,8), but column 8 already holds a 9.
    const text = `12345678.${'.'.repeat(8)}9${'.'.repeat(63)}`;
    expect(unwrap(solve(grid(text))).status).toBe('unsolvable');
    // Every size: a cell whose row and column together hold every digit.
    for (const size of SIZES) {
      const cells = new Array<number>(size * size).fill(0);
      for (let d = 1; d < size; d++) cells[d] = d;
      cells[size * (size - 1)] = size;
      const result = unwrap(solve({ size, cells }));
      expect(result.status, `size ${size}`).toBe('unsolvable');
    }
  });

  it('stops at the budget with budget_exceeded', () => {
    const result = unwrap(solve(grid('.'.repeat(625)), { budget: 5, limit: 1000 }));
    expect(result.status).toBe('budget_exceeded');
    expect(result.stats.nodes).toBe(6);
  });

  it.each(SIZES)('solves %ix%i puzzles from the generator', (size) => {
    const made = generate({ seed: `sizes-${size}`, size, level: 'easy' });
    if (!made.ok) throw new Error(made.error.message);
    const puzzle = grid(made.value.puzzle);
    const result = unwrap(solve(puzzle));
    expect(result.status).toBe('solved');
    expect(isValidSolution(puzzle.cells, result.solution ?? [])).toBe(true);
    expect(unwrap(format({ size, cells: result.solution ?? [] }))).toBe(made.value.solution);
  });

  it('solves an empty board of every size to a valid grid', () => {
    for (const size of SIZES) {
      const empty = new Array<number>(size * size).fill(0);
      const result = unwrap(solve({ size, cells: empty }, { limit: 1 }));
      expect(result.status, `size ${size}`).toBe('solved');
      expect(isValidSolution(empty, result.solution ?? [])).toBe(true);
    }
  });
});
