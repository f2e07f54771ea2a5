/**
 * The unique solution a hint or a rating reasons towards: the givens must break no rule and the
 * puzzle must have exactly one solution, found under the solver's default per-size node budget
 * (so proving it stays within the same CPU bound as a default solve). Anything else is
 * an error value a person can act on.
 */
import { charOfDigit } from '../board/format.ts';
import type { Grid } from '../board/grid.ts';
import { conflicts } from '../check.ts';
import { fail, ok, type Result } from '../errors.ts';
import { defaultBudget, search } from '../solve/search.ts';
import type { ArrowCells } from '../variants/arrow.ts';
import { arrowConstraints } from '../variants/arrow-rules.ts';
import type { CageCells } from '../variants/killer.ts';
import { cageSearchConstraints } from '../variants/killer-rules.ts';

export function uniqueSolution(
  grid: Grid,
  arrows: readonly ArrowCells[] = [],
  cages: readonly CageCells[] = [],
): Result<Uint8Array> {
  const broken = conflicts(grid, arrows, cages);
  if (broken.length > 0) {
    const { digit, cells, house } = broken[0];
    const at = cells.map((c) => `r${c.row + 1}c${c.col + 1}`).join(' and ');
    if (house.kind === 'arrow') {
      return fail(
        'invalid_puzzle',
        `the givens break arrow ${house.index + 1} (${at}): its line cannot add up to its circle`,
        ['arrows', house.index],
      );
    }
    if (house.kind === 'cage') {
      const why =
        digit === 0
          ? `its digits cannot add up to ${cages[house.index].sum}`
          : `${charOfDigit(digit)} appears twice in it`;
      return fail('invalid_puzzle', `the givens break cage ${house.index} (${at}): ${why}`, [
        'cages',
        house.index,
      ]);
    }
    return fail(
      'invalid_puzzle',
      `the givens break the rules: ${charOfDigit(digit)} appears twice in ${house.kind} ${house.index + 1} (${at})`,
      ['puzzle'],
    );
  }
  const outcome = search(grid, {
    limit: 2,
    budget: defaultBudget(grid.size, 'fast', arrows.length > 0, cages.length > 0),
    constraints: [...arrowConstraints(grid.size, arrows), ...cageSearchConstraints(cages)],
  });
  if (outcome.aborted)
    return fail('budget_exceeded', 'the puzzle is too open to prove it has one solution in time');
  if (outcome.count === 0 || !outcome.solution)
    return fail('unsolvable', 'the puzzle has no solution', ['puzzle']);
  if (outcome.count > 1)
    return fail(
      'multiple_solutions',
      'the puzzle has more than one solution, so no step can be proved; add givens until it has one',
      ['puzzle'],
    );
  return ok(outcome.solution);
}
