/**
 * The options `solve` takes, as a zod schema: how many solutions to count, the node budget, the
 * algorithm, the trace, the arrows of Arrow Sudoku (in seed 003's JSON shape) and the cages of
 * Killer Sudoku.
 */
import * as z from 'zod/mini';
import { AlgorithmNameSchema } from '../algorithms/names.ts';
import { MAX_TRACE_LIMIT } from '../algorithms/trace.ts';
import { ArrowsSchema } from '../variants/arrow.ts';
import { CagesSchema } from '../variants/killer.ts';
import { MAX_BUDGET } from './search.ts';

export const MAX_LIMIT = 1000;

export const SolveOptionsSchema = z.strictObject({
  /** Count solutions up to this many (1 finds one, 2 proves uniqueness). */
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_LIMIT))),
  /** Node budget for the search. */
  budget: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_BUDGET))),
  /** Which solver: `fast` (default) or a teaching algorithm, whose limit defaults to 1. */
  algorithm: z.optional(AlgorithmNameSchema),
  /** Record a replayable trace (teaching algorithms only). */
  trace: z.optional(z.boolean()),
  /** Most trace entries to record (see `DEFAULT_TRACE_LIMIT`). */
  traceLimit: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_TRACE_LIMIT))),
  /** Arrow Sudoku: the arrows, circle then line, 0-based `[row, col]`. */
  arrows: z.optional(ArrowsSchema),
  /** Killer Sudoku: the cages, `{ sum, cells: [[row, col], ...] }`, covering the 9x9 board. */
  cages: z.optional(CagesSchema),
});
export type SolveOptions = z.input<typeof SolveOptionsSchema>;

/** What the solver core takes once the options are checked and the arrows and cages read. */
export type SolveSettings = Omit<SolveOptions, 'arrows' | 'cages'>;
