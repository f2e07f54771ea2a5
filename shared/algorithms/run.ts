/**
 * Runs a teaching algorithm for `solve` (which has already checked the givens and resolved the
 * limit and budget) and shapes its outcome as a solve result, with the trace when asked for.
 */
import { formatLine } from '../board/format.ts';
import type { Grid } from '../board/grid.ts';
import type { CellConstraint } from '../constraints/constraint.ts';
import type { SolveResult, SolveStatus } from '../solve/result.ts';
import type { TeachingAlgorithm } from './names.ts';
import { TEACHING_SOLVERS } from './registry.ts';
import { DEFAULT_TRACE_LIMIT, TraceRecorder } from './trace.ts';

export interface TeachingRun {
  readonly limit: number;
  readonly budget: number;
  readonly trace?: boolean;
  readonly traceLimit?: number;
  readonly constraints?: readonly CellConstraint[];
}

export function solveTeaching(
  grid: Grid,
  algorithm: TeachingAlgorithm,
  run: TeachingRun,
  started: number,
): SolveResult {
  const recorder = run.trace
    ? new TraceRecorder(grid.size, run.traceLimit ?? DEFAULT_TRACE_LIMIT)
    : null;
  const outcome = TEACHING_SOLVERS[algorithm](grid.size, grid.cells, {
    limit: run.limit,
    budget: run.budget,
    trace: recorder,
    constraints: run.constraints,
  });
  const status: SolveStatus = outcome.aborted
    ? 'budget_exceeded'
    : outcome.count === 0
      ? 'unsolvable'
      : outcome.count >= 2
        ? 'multiple'
        : 'solved';
  const result: SolveResult = {
    algorithm,
    status,
    solutionCount: outcome.count,
    stats: {
      nodes: outcome.nodes,
      guesses: outcome.guesses,
      steps: outcome.steps,
      backtracks: outcome.backtracks,
      microseconds: Math.round((performance.now() - started) * 1000),
    },
  };
  if (outcome.solution) result.solution = Array.from(outcome.solution);
  if (recorder) {
    result.trace = {
      algorithm,
      size: grid.size,
      puzzle: formatLine(grid),
      events: recorder.events,
      truncated: recorder.truncated,
    };
  }
  return result;
}
