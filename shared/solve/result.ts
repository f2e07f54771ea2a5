/**
 * What `solve` answers, whichever algorithm ran: the status, the first solution, the count, the
 * conflicts of invalid givens and the work done; for a teaching algorithm also its counters and,
 * when asked for, the trace. `steps` and `backtracks` are absent for `fast`, whose propagation
 * works on candidate sets and does not count cell writes.
 */
import * as z from 'zod/mini';
import { AlgorithmNameSchema } from '../algorithms/names.ts';
import { TraceSchema } from '../algorithms/trace.ts';
import { ConflictSchema } from '../check.ts';

export const SolveStatusSchema = z.enum([
  'solved',
  'multiple',
  'unsolvable',
  'invalid',
  'budget_exceeded',
]);
export type SolveStatus = z.infer<typeof SolveStatusSchema>;

export const SolveStatsSchema = z.object({
  nodes: z.int(),
  guesses: z.int(),
  microseconds: z.number(),
  /** Cells written, rewrites after a backtrack included (teaching algorithms). */
  steps: z.optional(z.int()),
  /** Cells erased again on the way back from a dead end (teaching algorithms). */
  backtracks: z.optional(z.int()),
});
export type SolveStats = z.infer<typeof SolveStatsSchema>;

export const SolveResultSchema = z.object({
  algorithm: AlgorithmNameSchema,
  status: SolveStatusSchema,
  /** The first solution found (also given when there are several), row by row. */
  solution: z.optional(z.array(z.int())),
  /** Solutions found, up to the limit. */
  solutionCount: z.int(),
  /** Givens that break the rules, when the status is `invalid`. */
  conflicts: z.optional(z.array(ConflictSchema)),
  stats: SolveStatsSchema,
  /** The replayable trace of a teaching algorithm, when asked for. */
  trace: z.optional(TraceSchema),
});
export type SolveResult = z.infer<typeof SolveResultSchema>;
