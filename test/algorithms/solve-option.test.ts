// `solve(puzzle, {algorithm})`: the default stays `fast`, results match the extended schema, and
// invalid, unsolvable and multiple-solution boards get the same statuses from every algorithm.
import { describe, expect, it } from 'vitest';
import {
  ALGORITHM_NAMES,
  ALGORITHMS,
  replay,
  SolveOptionsSchema,
  SolveResultSchema,
  solve,
  TEACHING_ALGORITHMS,
} from '../../shared/index.ts';
import { unwrap } from '../support/result.ts';
import { grid, TOP95 } from './helpers.ts';

// Row 0 holds 1 and 2 and column 2 holds 3 and 4, so r0c2 has no candidate: no clash, no solution.
const UNSOLVABLE = grid('12....3...4.....');
const CLASH = grid('11..............');
const EMPTY4 = grid('................');

describe('solve with an algorithm', () => {
  it('runs fast by default, as before, and says so', () => {
    const result = unwrap(solve(TOP95[0]));
    expect(result.algorithm).toBe('fast');
    expect(result.status).toBe('solved');
    expect(result.stats.steps).toBeUndefined();
    expect(result.trace).toBeUndefined();
  });

  it('returns results that match the schema, for every algorithm', () => {
    for (const algorithm of ALGORITHM_NAMES) {
      const result = unwrap(solve(TOP95[0], { algorithm, trace: true }));
      const parsed = SolveResultSchema.safeParse(result);
      expect(parsed.success, algorithm).toBe(true);
      expect(result.algorithm).toBe(algorithm);
      if (algorithm !== 'fast') {
        expect(result.stats.steps).toBeGreaterThan(0);
        expect(result.stats.backtracks).toBeGreaterThanOrEqual(0);
        expect(result.stats.nodes).toBeGreaterThan(0);
        expect(result.stats.microseconds).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('validates the new options', () => {
    expect(SolveOptionsSchema.safeParse({ algorithm: 'findtracking', trace: true }).success).toBe(
      true,
    );
    expect(SolveOptionsSchema.safeParse({ algorithm: 'dancing-links' }).success).toBe(false);
    expect(SolveOptionsSchema.safeParse({ traceLimit: 1_000_000 }).success).toBe(false);
  });

  it.each(TEACHING_ALGORITHMS)('%s: invalid, unsolvable, multiple', (algorithm) => {
    const clash = unwrap(solve(CLASH, { algorithm }));
    expect(clash.status).toBe('invalid');
    expect(clash.conflicts?.length).toBeGreaterThan(0);
    expect(clash.algorithm).toBe(algorithm);

    const none = unwrap(solve(UNSOLVABLE, { algorithm, trace: true }));
    expect(none.status).toBe('unsolvable');
    expect(none.solutionCount).toBe(0);
    expect(none.solution).toBeUndefined();

    // The first solution by default (as the seeds do); a limit of 2 goes on to count.
    expect(unwrap(solve(EMPTY4, { algorithm })).status).toBe('solved');
    const many = unwrap(solve(EMPTY4, { algorithm, limit: 2, trace: true }));
    expect(many.status).toBe('multiple');
    expect(many.solutionCount).toBe(2);
    // The trace stops at the first solution, which it replays to.
    const end = many.trace && replay(many.trace);
    expect(end?.ok && end.value.cells).toEqual(many.solution);
  });

  it('proves a top95 puzzle unique with candidates and limit 2', () => {
    const result = unwrap(solve(TOP95[0], { algorithm: 'candidates', limit: 2 }));
    expect(result.status).toBe('solved');
    expect(result.solutionCount).toBe(1);
    expect(result.solution).toEqual(unwrap(solve(TOP95[0])).solution);
  });

  it('describes every algorithm', () => {
    expect(ALGORITHMS.map((a) => a.name)).toEqual(ALGORITHM_NAMES);
    expect(ALGORITHMS.filter((a) => a.teaching).map((a) => a.name)).toEqual(TEACHING_ALGORITHMS);
  });
});
