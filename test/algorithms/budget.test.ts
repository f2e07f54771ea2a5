// The work budget: every algorithm ends quickly on the brute-force worst case and on boards that
// would run away, with `budget_exceeded` and the stats so far, never a hang.
import { describe, expect, it } from 'vitest';
import { MAX_BUDGET, replay, solve, TEACHING_ALGORITHMS, type Trace } from '../../shared/index.ts';
import { unwrap } from '../support/result.ts';
import { solutionProblem, WORST_CASE } from './helpers.ts';

describe('budget', () => {
  it.each(TEACHING_ALGORITHMS)('%s ends quickly on the near-worst case', (algorithm) => {
    for (const budget of [undefined, MAX_BUDGET]) {
      const started = performance.now();
      const result = unwrap(solve(WORST_CASE, { algorithm, budget }));
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(['solved', 'budget_exceeded']).toContain(result.status);
      if (result.status === 'solved') {
        expect(solutionProblem(WORST_CASE.cells, result.solution)).toBeNull();
        expect(result.solution?.slice(0, 9)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
      } else {
        expect(result.solution).toBeUndefined();
        expect(result.stats.nodes).toBe((budget ?? 200_000) + 1);
      }
    }
  });

  it('stops the plain scan on the worst case and reports the stats so far', () => {
    const result = unwrap(
      solve(WORST_CASE, { algorithm: 'backtracking', budget: 4_000, trace: true }),
    );
    expect(result.status).toBe('budget_exceeded');
    expect(result.solutionCount).toBe(0);
    const { nodes, steps = 0, backtracks = 0 } = result.stats;
    expect(nodes).toBe(4_001);
    expect(steps).toBeGreaterThan(500);
    expect(backtracks).toBeGreaterThan(500);
    expect(steps + backtracks).toBeLessThanOrEqual(nodes);
    // The trace replays to the board the search stood at when it stopped.
    const trace = result.trace as Trace;
    expect(trace.truncated).toBe(false);
    const end = replay(trace);
    expect(end.ok && end.value.cells.filter((v) => v !== 0).length).toBe(17 + steps - backtracks);
  });

  it.each(TEACHING_ALGORITHMS)('%s stops within the budget on an empty 25x25', (algorithm) => {
    const started = performance.now();
    const empty = { size: 25 as const, cells: new Array<number>(625).fill(0) };
    const result = unwrap(solve(empty, { algorithm, budget: 50_000 }));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(result.stats.nodes).toBeLessThanOrEqual(50_001);
    if (result.status === 'solved')
      expect(solutionProblem(empty.cells, result.solution)).toBeNull();
    else expect(result.status).toBe('budget_exceeded');
  });

  it('a budget of one node still answers', () => {
    for (const algorithm of TEACHING_ALGORITHMS) {
      const result = unwrap(solve(WORST_CASE, { algorithm, budget: 1 }));
      expect(result.status).toBe('budget_exceeded');
      expect(result.stats.nodes).toBe(2);
    }
  });
});
