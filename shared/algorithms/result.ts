/**
 * The result of `solve` with an algorithm chosen by name: the production result, plus the name,
 * the teaching counters and, when asked for, the trace. `steps` and `backtracks` are absent for
 * `fast`, whose propagation works on candidate sets and does not count cell writes.
 */
import * as z from 'zod/mini';
import { SolveResultSchema, SolveStatsSchema } from '../solve/solve.ts';
import { AlgorithmNameSchema } from './names.ts';
import { TraceSchema } from './trace.ts';

export const AlgorithmStatsSchema = z.extend(SolveStatsSchema, {
  /** Cells written, rewrites after a backtrack included. */
  steps: z.optional(z.int()),
  /** Cells erased again on the way back from a dead end. */
  backtracks: z.optional(z.int()),
});
export type AlgorithmStats = z.infer<typeof AlgorithmStatsSchema>;

export const AlgorithmSolveResultSchema = z.extend(SolveResultSchema, {
  algorithm: AlgorithmNameSchema,
  stats: AlgorithmStatsSchema,
  trace: z.optional(TraceSchema),
});
export type AlgorithmSolveResult = z.infer<typeof AlgorithmSolveResultSchema>;
