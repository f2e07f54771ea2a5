/**
 * `solve`: the production solver behind one call. Checks the givens, then runs the band-bitboard
 * search on 9x9 boards and the general bit-set search on every other size, counting solutions up
 * to a limit (2 proves uniqueness) under a node budget so that no input can run away. The
 * `algorithm` option runs one of the teaching algorithms (`shared/algorithms/`) instead.
 */
import * as z from 'zod/mini';
import { type AlgorithmName, AlgorithmNameSchema } from '../algorithms/names.ts';
import type { AlgorithmSolveResult } from '../algorithms/result.ts';
import { solveTeaching } from '../algorithms/run.ts';
import { MAX_TRACE_LIMIT } from '../algorithms/trace.ts';
import type { Grid } from '../board/grid.ts';
import { ConflictSchema, conflicts } from '../check.ts';
import { type ArrowCells, arrowConstraints } from '../variants/arrow.ts';
import { searchBitboard9 } from './bitboard9.ts';
import { searchGeneral } from './general.ts';
import type { SearchOptions, SearchOutcome } from './outcome.ts';

/** Default node budget: far above what any real 9x9 or 16x16 puzzle needs, far below a runaway. */
export const DEFAULT_BUDGET = 200_000;

/**
 * The node budget a call gets when it names none. A node of the production search costs about
 * 1-2 us on 9x9 (bitboards) but 20-70 us on 16x16 and 25x25 (measured), so the big boards get
 * fewer nodes: every default search ends within about 100 ms of CPU, even on hostile input,
 * while real puzzles of every size need far fewer nodes than these. The teaching algorithms'
 * nodes are single cell writes (well under 1 us), so they keep the full default.
 */
const FAST_BUDGET: Record<Grid['size'], number> = {
  4: 50_000,
  6: 50_000,
  9: 50_000,
  16: 2_000,
  25: 1_000,
};

export const defaultBudget = (size: Grid['size'], algorithm: AlgorithmName = 'fast'): number =>
  algorithm === 'fast' ? FAST_BUDGET[size] : DEFAULT_BUDGET;
export const MAX_BUDGET = 5_000_000;

export const SolveOptionsSchema = z.object({
  /** Count solutions up to this many (1 finds one, 2 proves uniqueness). */
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(1000))),
  /** Node budget for the search. */
  budget: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_BUDGET))),
  /** Which solver: `fast` (default) or a teaching algorithm, whose limit defaults to 1. */
  algorithm: z.optional(AlgorithmNameSchema),
  /** Record a replayable trace (teaching algorithms only). */
  trace: z.optional(z.boolean()),
  /** Most trace entries to record (see `DEFAULT_TRACE_LIMIT`). */
  traceLimit: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_TRACE_LIMIT))),
});
export type SolveOptions = z.infer<typeof SolveOptionsSchema>;

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
});

export const SolveResultSchema = z.object({
  status: SolveStatusSchema,
  /** The first solution found (also given when there are several). */
  solution: z.optional(z.array(z.int())),
  /** Solutions found, up to the limit. */
  solutionCount: z.int(),
  /** Givens that break the rules, when the status is `invalid`. */
  conflicts: z.optional(z.array(ConflictSchema)),
  stats: SolveStatsSchema,
});
export type SolveResult = z.infer<typeof SolveResultSchema>;

const now = (): number => performance.now();

/** Runs the search core that suits the board size. */
export function search(grid: Grid, options: SearchOptions): SearchOutcome {
  // The bitboard core knows only the classic rules; extra constraints go to the general core.
  return grid.size === 9 && !options.constraints?.length
    ? searchBitboard9(grid.cells, options)
    : searchGeneral(grid.size, grid.cells, options);
}

/**
 * Solves a puzzle, classic or (with `arrows`, already checked by `arrowCells`) Arrow Sudoku.
 * Every algorithm honours the arrows.
 */
export function solve(
  grid: Grid,
  options: SolveOptions = {},
  arrows: readonly ArrowCells[] = [],
): AlgorithmSolveResult {
  const started = now();
  const algorithm = options.algorithm ?? 'fast';
  const broken = conflicts(grid, arrows);
  if (broken.length > 0) {
    return {
      algorithm,
      status: 'invalid',
      solutionCount: 0,
      conflicts: broken,
      stats: { nodes: 0, guesses: 0, microseconds: 0 },
    };
  }
  const budget = options.budget ?? defaultBudget(grid.size, algorithm);
  const constraints = arrowConstraints(grid.size, arrows);
  if (algorithm !== 'fast') {
    const { trace, traceLimit } = options;
    return solveTeaching(
      grid,
      algorithm,
      { limit: options.limit ?? 1, budget, trace, traceLimit, constraints },
      started,
    );
  }
  const limit = options.limit ?? 2;
  const outcome = search(grid, { limit, budget, constraints });
  const stats = {
    nodes: outcome.nodes,
    guesses: outcome.guesses,
    microseconds: Math.round((now() - started) * 1000),
  };
  const solution = outcome.solution ? Array.from(outcome.solution) : undefined;
  const status: SolveStatus = outcome.aborted
    ? 'budget_exceeded'
    : outcome.count === 0
      ? 'unsolvable'
      : outcome.count >= 2 && limit >= 2
        ? 'multiple'
        : 'solved';
  return solution
    ? { algorithm, status, solution, solutionCount: outcome.count, stats }
    : { algorithm, status, solutionCount: outcome.count, stats };
}
