/**
 * Reading the board of a request: the puzzle (and a player's entries) through the engine's
 * `parse`, the arrows of Arrow Sudoku through `arrowCells`, each failure a problem at the request
 * field it came from. Plus the one check hint and rate need before the engine reasons about a
 * puzzle: that its givens break no rule and that its solutions can be counted within the API's
 * node budget.
 */
import {
  type Arrow,
  type ArrowCells,
  arrowCells,
  type Conflict,
  charOfDigit,
  type Grid,
  type PuzzleInput,
  parse,
  solve,
} from '../shared/index.ts';
import { budgetProblem, engineProblem, type Issue, ProblemError } from './problem.ts';

/** The puzzle (or the entries) of a request as a grid; a bad one is a problem at `field`. */
export function readGrid(input: PuzzleInput, field: 'puzzle' | 'entries' = 'puzzle'): Grid {
  const grid = parse(input);
  if (!grid.ok) throw engineProblem(grid.error, field);
  return grid.value;
}

/** The arrows of a request checked against the board (cells on it, lines connected, ...). */
export function readArrows(size: Grid['size'], arrows: readonly Arrow[] = []): ArrowCells[] {
  const cells = arrowCells(size, arrows);
  // The engine's paths already start at the request field: ['arrows', 0, 1, 2].
  if (!cells.ok) throw engineProblem(cells.error);
  return cells.value;
}

const cellName = ({ row, col }: { row: number; col: number }) => `r${row + 1}c${col + 1}`;

function conflictIssue({ digit, cells, house }: Conflict): Issue {
  if (house.kind === 'arrow') {
    const [circle, ...line] = cells;
    const message =
      digit === 0
        ? `arrow ${house.index}: its line (${line.map(cellName).join(', ')}) adds up to more than any digit its circle ${cellName(circle)} can hold`
        : `arrow ${house.index}: its line (${line.map(cellName).join(', ')}) cannot add up to ${digit}, the digit in its circle ${cellName(circle)}`;
    return { path: ['arrows', house.index], message, code: 'conflicting_givens' };
  }
  return {
    path: ['puzzle'],
    message: `${charOfDigit(digit)} appears twice in ${house.kind} ${house.index + 1} (${cells.map(cellName).join(' and ')})`,
    code: 'conflicting_givens',
  };
}

/** Givens that already break a rule: every conflict as an issue (the first 20). */
export function conflictProblem(conflicts: readonly Conflict[]): ProblemError {
  const issues = conflicts.slice(0, 20).map(conflictIssue);
  const more = conflicts.length > 1 ? ` (and ${conflicts.length - 1} more)` : '';
  return new ProblemError(
    'conflicting_givens',
    `the givens break the rules, so there is nothing to reason about: ${issues[0]?.message ?? 'a conflict'}${more}`,
    { issues },
  );
}

/**
 * Counts the puzzle's solutions (up to 2) under the API's node budget before hint or rate run:
 * the engine proves uniqueness there with a budget of its own, far above what the API allows,
 * and the same search finishing here first means it finishes there too (it is deterministic).
 * Conflicting givens and a search that runs out are problems; no or several solutions are left
 * to the engine, whose errors say what to do about them.
 */
export function requireCountable(
  grid: Grid,
  arrows: readonly ArrowCells[],
  budget: number | undefined,
): void {
  const counted = solve(grid, { limit: 2, budget }, arrows);
  if (counted.status === 'invalid') throw conflictProblem(counted.conflicts ?? []);
  if (counted.status === 'budget_exceeded') throw budgetProblem(counted.stats.nodes);
}
