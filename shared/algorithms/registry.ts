/**
 * Every algorithm by name: where it comes from and what it does, for menus and docs, and the
 * solver behind each teaching algorithm. `fast` (the production solver) is run by `solve` itself.
 */
import * as z from 'zod/mini';
import { backtracking } from './backtracking.ts';
import { bruteTracking } from './brute-tracking.ts';
import { candidates } from './candidates.ts';
import { findtracking } from './findtracking.ts';
import { AlgorithmNameSchema, type TeachingAlgorithm } from './names.ts';
import type { TeachingSolver } from './outcome.ts';

export const AlgorithmInfoSchema = z.object({
  name: AlgorithmNameSchema,
  /** The design document it comes from. */
  source: z.string(),
  summary: z.string(),
  /** Whether it reports `steps` and `backtracks` and can record a trace. */
  teaching: z.boolean(),
});
export type AlgorithmInfo = z.infer<typeof AlgorithmInfoSchema>;

export const ALGORITHMS: readonly AlgorithmInfo[] = [
  {
    name: 'fast',
    source: 'production solver',
    summary:
      'Bit sets, naked and hidden singles (and locked candidates on 9x9) to a fixpoint, branching on the cell with the fewest candidates.',
    teaching: false,
  },
  {
    name: 'backtracking',
    source: 'seed 000 (backtracking tutorial)',
    summary:
      'Left to right, values 1..N in each empty cell; a history stack of the cells written is the undo list.',
    teaching: true,
  },
  {
    name: 'brute-tracking',
    source: 'seed 002, section 2.1',
    summary:
      'The same scan without a history: given cells are skipped, and a dead end steps back one cell at a time.',
    teaching: true,
  },
  {
    name: 'findtracking',
    source: 'seed 002, second section 2.1',
    summary:
      'Next cell: the first empty cell of the fullest row, column or box; each cell remembers where to backtrack to.',
    teaching: true,
  },
  {
    name: 'candidates',
    source: 'seed 003 (Arrow sudoku paper)',
    summary:
      'Notes for every cell; hidden singles first, else the cell with the fewest notes; a cell with no note prunes at once.',
    teaching: true,
  },
];

export const TEACHING_SOLVERS: Readonly<Record<TeachingAlgorithm, TeachingSolver>> = {
  backtracking,
  'brute-tracking': bruteTracking,
  findtracking,
  candidates,
};
