// Every board size: 16x16 solved by findtracking and candidates, 25x25 by candidates, and the
// small boards by all four, each checked by the independent checker and against `fast`.
import { describe, expect, it } from 'vitest';
import { type Size, solve, TEACHING_ALGORITHMS } from '../../shared/index.ts';
import { unwrap } from '../support/result.ts';
import { generated, generated16ForScans, solutionProblem } from './helpers.ts';

describe('board sizes', () => {
  it.each([4, 6] as const)('all four solve generated %ix%i puzzles', (size: Size) => {
    for (const level of ['easy', 'hard'] as const) {
      for (const { puzzle, solution, seed } of generated(level, 4, size)) {
        for (const algorithm of TEACHING_ALGORITHMS) {
          const result = unwrap(solve(puzzle, { algorithm }));
          expect(result.status, `${algorithm} ${seed}`).toBe('solved');
          expect(solutionProblem(puzzle.cells, result.solution)).toBeNull();
          expect(result.solution).toEqual(solution.cells);
        }
      }
    }
  });

  it('findtracking and candidates solve 16x16 puzzles', () => {
    for (const { puzzle, solution, seed } of generated16ForScans(3)) {
      for (const algorithm of ['findtracking', 'candidates'] as const) {
        const result = unwrap(solve(puzzle, { algorithm }));
        expect(result.status, `${algorithm} ${seed}`).toBe('solved');
        expect(solutionProblem(puzzle.cells, result.solution)).toBeNull();
        expect(result.solution).toEqual(solution.cells);
        expect(result.solution).toEqual(unwrap(solve(puzzle)).solution);
      }
    }
  });

  it('candidates solves generated 16x16 puzzles as the generator made them', () => {
    for (const level of ['easy', 'medium'] as const) {
      for (const { puzzle, solution, seed } of generated(level, 2, 16)) {
        const result = unwrap(solve(puzzle, { algorithm: 'candidates' }));
        expect(result.status, seed).toBe('solved');
        expect(solutionProblem(puzzle.cells, result.solution)).toBeNull();
        expect(result.solution).toEqual(solution.cells);
      }
    }
  });

  it('candidates solves a 25x25 puzzle and an empty 25x25 board', () => {
    const [{ puzzle, solution }] = generated('easy', 1, 25);
    const result = unwrap(solve(puzzle, { algorithm: 'candidates' }));
    expect(result.status).toBe('solved');
    expect(result.solution).toEqual(solution.cells);
    const empty = { size: 25 as const, cells: new Array<number>(625).fill(0) };
    const filled = unwrap(solve(empty, { algorithm: 'candidates' }));
    expect(filled.status).toBe('solved');
    expect(solutionProblem(empty.cells, filled.solution)).toBeNull();
  });
});
