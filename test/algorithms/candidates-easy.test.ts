// Seed 003's claim: on easy puzzles `candidates` never backtracks, so it writes exactly the empty
// cells, and every write is a single (no guess).
import { describe, expect, it } from 'vitest';
import { type Grid, solve } from '../../shared/index.ts';
import { unwrap } from '../support/result.ts';
import { emptyCells, generated, grid } from './helpers.ts';

// Seed 003's own figure 2 ("easy", from sudoku-puzzles.net), completed to a full row-by-row text.
const SEED_EASY = grid(
  '.7.583.2..592..3..34...65.7795...632..36971..68...27..914835.76.3.7.1495567429.13',
);

function expectNoBacktracking(puzzle: Grid, label: string): void {
  const result = unwrap(solve(puzzle, { algorithm: 'candidates', trace: true }));
  expect(result.status, label).toBe('solved');
  expect(result.stats.backtracks, label).toBe(0);
  expect(result.stats.steps, label).toBe(emptyCells(puzzle));
  const rules = new Set(result.trace?.events.map((e) => (e.type === 'place' ? e.rule : e.type)));
  expect(rules.has('remove'), label).toBe(false);
}

describe('candidates on easy puzzles', () => {
  it("solves the seed's easy example with steps = empty cells and no backtrack", () => {
    expectNoBacktracking(SEED_EASY, 'seed 003 figure 2');
  });

  it('makes zero backtracks on generated easy 9x9, 6x6 and 4x4 puzzles', () => {
    for (const { puzzle, seed } of generated('easy', 24)) expectNoBacktracking(puzzle, seed);
    for (const { puzzle, seed } of generated('easy', 8, 6)) expectNoBacktracking(puzzle, seed);
    for (const { puzzle, seed } of generated('easy', 8, 4)) expectNoBacktracking(puzzle, seed);
  });

  it('is worse than that for the scans, which is the point of notes', () => {
    const [{ puzzle }] = generated('easy', 1);
    const scan = unwrap(solve(puzzle, { algorithm: 'backtracking' }));
    expect(scan.stats.backtracks).toBeGreaterThan(0);
    expect(scan.stats.steps).toBeGreaterThan(emptyCells(puzzle));
  });
});
