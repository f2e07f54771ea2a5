/**
 * The solver core behind `solve`: checks the givens, then runs the production search (counting
 * solutions up to a limit under a node budget, so that no input can run away) or, with
 * `algorithm`, one of the teaching algorithms (`shared/algorithms/`). It takes a parsed grid and
 * checked settings; the public `solve` (shared/api/solve.ts) reads and validates what callers pass.
 */
import { solveTeaching } from '../algorithms/run.ts';
import type { Grid } from '../board/grid.ts';
import { conflicts } from '../check.ts';
import type { ArrowCells } from '../variants/arrow.ts';
import { arrowConstraints } from '../variants/arrow-rules.ts';
import type { CageCells } from '../variants/killer.ts';
import { cageConstraints, cageSearchConstraints } from '../variants/killer-rules.ts';
import type { SolveSettings } from './options.ts';
import type { SearchOutcome } from './outcome.ts';
import type { SolveResult, SolveStatus } from './result.ts';
import { defaultBudget, search } from './search.ts';

export const now = (): number => performance.now();

/**
 * Solves a puzzle, classic, Arrow Sudoku (with `arrows`, already checked by `arrowCells`) or
 * Killer Sudoku (with `cages`, already checked by `cageCells`). Every algorithm honours them.
 */
export function solveGrid(
  grid: Grid,
  options: SolveSettings = {},
  arrows: readonly ArrowCells[] = [],
  cages: readonly CageCells[] = [],
): SolveResult {
  const started = now();
  const algorithm = options.algorithm ?? 'fast';
  const broken = conflicts(grid, arrows, cages);
  if (broken.length > 0) {
    return {
      algorithm,
      status: 'invalid',
      solutionCount: 0,
      conflicts: broken,
      stats: { nodes: 0, guesses: 0, microseconds: 0 },
    };
  }
  const budget =
    options.budget ?? defaultBudget(grid.size, algorithm, arrows.length > 0, cages.length > 0);
  const arrowRules = arrowConstraints(grid.size, arrows);
  if (algorithm !== 'fast') {
    // The teaching algorithms get the rules as they are, not what the cages imply.
    const constraints = [...arrowRules, ...cageConstraints(cages)];
    const { trace, traceLimit } = options;
    return solveTeaching(
      grid,
      algorithm,
      { limit: options.limit ?? 1, budget, trace, traceLimit, constraints },
      started,
    );
  }
  const constraints = [...arrowRules, ...cageSearchConstraints(cages)];
  const limit = options.limit ?? 2;
  return searchResult(search(grid, { limit, budget, constraints }), limit, started);
}

/**
 * The answer of the production search (`fast`), from its outcome (whose solution may be any
 * view of digits: it is copied); `started` is its clock.
 */
export function searchResult(
  outcome: Omit<SearchOutcome, 'solution'> & { readonly solution: ArrayLike<number> | null },
  limit: number,
  started: number,
): SolveResult {
  const stats = {
    nodes: outcome.nodes,
    guesses: outcome.guesses,
    microseconds: Math.round((now() - started) * 1000),
  };
  const solution = outcome.solution ? digitsOf(outcome.solution) : undefined;
  const status: SolveStatus = outcome.aborted
    ? 'budget_exceeded'
    : outcome.count === 0
      ? 'unsolvable'
      : outcome.count >= 2 && limit >= 2
        ? 'multiple'
        : 'solved';
  const algorithm = 'fast';
  return solution
    ? { algorithm, status, solution, solutionCount: outcome.count, stats }
    : { algorithm, status, solutionCount: outcome.count, stats };
}

/** A plain copy of a typed array of digits (`Array.from` on a typed array is many times slower). */
function digitsOf(view: ArrayLike<number>): number[] {
  const digits = new Array<number>(view.length);
  for (let i = 0; i < view.length; i++) digits[i] = view[i];
  return digits;
}
