/**
 * The judge's checks of the basic techniques: singles, locked candidates (pointing, claiming)
 * and naked and hidden subsets.
 */
import type { Found, TechniqueId } from '../../shared/logic/step.ts';
import {
  candList,
  type Fail,
  has,
  houseCells,
  type PatternCheck,
  type Position,
  sameSet,
} from './judge-board.ts';

/** The only empty cell of its house. */
function fullHouse(p: Position, step: Found, fail: Fail): void {
  const { size } = p;
  const empties = houseCells(size, step.houses[0]).filter((c) => p.values[c] === 0);
  if (empties.length !== 1 || empties[0] !== step.placements[0].cell)
    fail('house has more than one empty cell');
}

/** The only candidate of its cell. */
function nakedSingle(p: Position, step: Found, fail: Fail): void {
  const d0 = step.digits[0];
  const cells = step.cells;
  if (candList(p, cells[0]).join() !== String(d0)) fail('cell has other candidates');
}

/** The only place of its digit in the house. */
function hiddenSingle(p: Position, step: Found, fail: Fail): void {
  const { size } = p;
  const d0 = step.digits[0];
  const cells = step.cells;
  const where = houseCells(size, step.houses[0]).filter((c) => has(p, c, d0));
  if (where.join() !== String(cells[0])) fail('digit fits elsewhere in the house');
}

/** Pointing and claiming: a digit's places in one house all lie in another. */
function lockedCandidates(p: Position, step: Found, fail: Fail): void {
  const { size } = p;
  const d0 = step.digits[0];
  const cells = step.cells;
  const [from, to] = step.houses;
  const where = houseCells(size, from).filter((c) => has(p, c, d0));
  if (where.join() !== cells.join()) fail('pattern cells are not all the places of the digit');
  const inTo = new Set(houseCells(size, to));
  if (!where.every((c) => inTo.has(c))) fail('places leave the other house');
  const expected = houseCells(size, to)
    .filter((c) => !houseCells(size, from).includes(c) && has(p, c, d0))
    .map((cell) => ({ cell, digit: d0 }));
  if (!sameSet(step.eliminations, expected)) fail('eliminations differ from the pattern');
}

/** n cells of a house holding n digits between them. */
function nakedSubset(p: Position, step: Found, fail: Fail): void {
  const { size } = p;
  const cells = step.cells;
  const house = houseCells(size, step.houses[0]);
  const union = new Set(cells.flatMap((c) => candList(p, c)));
  if (!cells.every((c) => house.includes(c))) fail('cells outside the house');
  if (union.size !== cells.length || [...union].sort().join() !== [...step.digits].sort().join())
    fail('cells do not share exactly n digits');
  const expected = house
    .filter((c) => !cells.includes(c))
    .flatMap((c) => step.digits.filter((d) => has(p, c, d)).map((digit) => ({ cell: c, digit })));
  if (!sameSet(step.eliminations, expected)) fail('eliminations differ from the pattern');
}

/** n digits of a house with places in n cells only. */
function hiddenSubset(p: Position, step: Found, fail: Fail): void {
  const { size } = p;
  const cells = step.cells;
  const house = houseCells(size, step.houses[0]);
  for (const d of step.digits) {
    const where = house.filter((c) => has(p, c, d));
    if (!where.every((c) => cells.includes(c))) fail(`digit ${d} fits outside the cells`);
  }
  const expected = cells.flatMap((c) =>
    candList(p, c)
      .filter((d) => !step.digits.includes(d))
      .map((digit) => ({ cell: c, digit })),
  );
  if (!sameSet(step.eliminations, expected)) fail('eliminations differ from the pattern');
}

export const BASIC_CHECKS: Partial<Record<TechniqueId, PatternCheck>> = {
  'full-house': fullHouse,
  'naked-single': nakedSingle,
  'hidden-single': hiddenSingle,
  pointing: lockedCandidates,
  claiming: lockedCandidates,
  'naked-pair': nakedSubset,
  'naked-triple': nakedSubset,
  'naked-quad': nakedSubset,
  'hidden-pair': hiddenSubset,
  'hidden-triple': hiddenSubset,
  'hidden-quad': hiddenSubset,
};
