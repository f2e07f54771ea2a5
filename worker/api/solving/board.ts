/**
 * Reading the board of a request: the puzzle through the engine's `parse`, a failure being a
 * problem at the request field it came from; engine results that are errors, as problems. Plus
 * the one check hint and rate need before the engine reasons about a puzzle: that its givens
 * break no rule (a house's, an arrow's or a Killer cage's, each conflict in words) and that its
 * solutions can be counted within the API's node budget.
 */
import {
  type Arrow,
  type Cage,
  type Conflict,
  charOfDigit,
  check,
  type Grid,
  type PuzzleInput,
  parse,
  type Result,
  solve,
} from '../../../shared/index.ts';
import { EN } from '../../../shared/logic/explain/en.ts';
import { namer } from '../../../shared/logic/explain/names.ts';
import { budgetProblem, engineProblem, type Issue, ProblemError } from '../../http/problem.ts';

/** The puzzle of a request as a grid; a bad one is a problem at `puzzle`. */
export function readGrid(input: PuzzleInput): Grid {
  const grid = parse(input);
  if (!grid.ok) throw engineProblem(grid.error, 'puzzle');
  return grid.value;
}

/** The value of an engine result; an error is a problem (its path names the request field). */
export function answerOf<T>(result: Result<T>): T {
  if (!result.ok) throw engineProblem(result.error);
  return result.value;
}

/**
 * Cells named as the engine's explanations name them ("row 1, column 3"; cells that share a row
 * or column together: "row 1, columns 3 and 4"), so that an API answer and a hint read alike.
 */
function cellNames(size: Grid['size']) {
  const w = namer(EN, size);
  const index = ({ row, col }: { row: number; col: number }) => row * size + col;
  return {
    cell: (cell: { row: number; col: number }) => w.cell(index(cell)),
    cells: (cells: readonly { row: number; col: number }[]) => w.cells(cells.map(index)),
  };
}

/** The rules beside the board's own: Arrow Sudoku's arrows, Killer Sudoku's cages. */
export interface Extras {
  readonly arrows?: Arrow[];
  readonly cages?: Cage[];
}

/**
 * A broken cage in words, naming it by its number in the request, its sum and its cells: a
 * digit twice in it, a full cage with another total, or digits that no way of making its sum
 * holds.
 */
function cageIssue({ digit, cells, house }: Conflict, grid: Grid, cages: readonly Cage[]): Issue {
  const sum = cages[house.index]?.sum;
  const name = `cage ${house.index} (sum ${sum})`;
  const values = cells.map(({ row, col }) => grid.cells[row * grid.size + col]);
  const placed = values.filter((value) => value !== 0);
  const where = cellNames(grid.size).cells(cells);
  let message: string;
  if (digit !== 0)
    message = `${name}: ${charOfDigit(digit)} appears twice in it (${where}); digits do not repeat in a cage`;
  else if (placed.length === values.length)
    message = `${name}: its digits (${where}) add up to ${placed.reduce((a, b) => a + b, 0)}, not ${sum}`;
  else
    message = `${name}: with ${placed.join(' and ')} already in it, no different digits in its ${values.length - placed.length} empty ${values.length - placed.length === 1 ? 'cell' : 'cells'} make the sum (its cells: ${where})`;
  return { path: ['cages', house.index], message, code: 'conflicting_givens' };
}

function conflictIssue(conflict: Conflict, grid: Grid, cages: readonly Cage[]): Issue {
  const { digit, cells, house } = conflict;
  if (house.kind === 'cage') return cageIssue(conflict, grid, cages);
  const names = cellNames(grid.size);
  if (house.kind === 'arrow') {
    const [circle, ...line] = cells;
    const message =
      digit === 0
        ? `arrow ${house.index}: its line (${names.cells(line)}) adds up to more than any digit its circle (${names.cell(circle)}) can hold`
        : `arrow ${house.index}: its line (${names.cells(line)}) cannot add up to ${digit}, the digit in its circle (${names.cell(circle)})`;
    return { path: ['arrows', house.index], message, code: 'conflicting_givens' };
  }
  return {
    path: ['puzzle'],
    message: `${charOfDigit(digit)} appears twice in ${house.kind} ${house.index + 1} (${names.cells(cells)})`,
    code: 'conflicting_givens',
  };
}

/** Givens that already break a rule: every conflict as an issue (the first 20). */
export function conflictProblem(
  conflicts: readonly Conflict[],
  grid: Grid,
  cages: readonly Cage[] = [],
): ProblemError {
  const issues = conflicts.slice(0, 20).map((conflict) => conflictIssue(conflict, grid, cages));
  const more = conflicts.length > 1 ? ` (and ${conflicts.length - 1} more)` : '';
  return new ProblemError(
    'conflicting_givens',
    `the givens break the rules, so there is nothing to reason about: ${issues[0]?.message ?? 'a conflict'}${more}`,
    { issues },
  );
}

/**
 * What hint and rate need before the engine reasons about a puzzle: givens that break no rule
 * (else a problem listing every conflict) and solutions that can be counted within the API's
 * node budget. The engine proves uniqueness itself under its default node budget, so with that
 * budget (`budget` undefined, as in production) counting here too would run the same search
 * twice, the costliest part of a 25x25 request: only the conflicts are checked, and a search
 * that runs out is the engine's `budget_exceeded`. An app built with another budget counts here
 * first, under it. No or several solutions are left to the engine, whose errors say what to do.
 */
export function requireCountable(grid: Grid, extras: Extras, budget: number | undefined): void {
  if (budget === undefined) {
    const broken = answerOf(check(grid, extras)).conflicts;
    if (broken.length > 0) throw conflictProblem(broken, grid, extras.cages);
    return;
  }
  const counted = answerOf(solve(grid, { limit: 2, budget, ...extras }));
  if (counted.status === 'invalid')
    throw conflictProblem(counted.conflicts ?? [], grid, extras.cages);
  if (counted.status === 'budget_exceeded') throw budgetProblem(counted.stats.nodes);
}
