/**
 * Killer cages as engine rules: the constraints the search and the teaching algorithms go by,
 * and the cages back in coordinate form. Apart from killer.ts (reading and checking cages), so
 * that code which only reads cages (the widget's board) does not carry the rules.
 */
import { geometry } from '../board/geometry.ts';
import { cageConstraint, cageMemo } from '../constraints/cage.ts';
import type { CellConstraint } from '../constraints/constraint.ts';
import { cageHouseConstraint, sumConstraint } from '../constraints/killer-derived.ts';
import { rule45Sets } from '../constraints/rule45.ts';
import { type Cage, type CageCells, KILLER_SIZE } from './killer.ts';

/** The cages as the rules say them: what the teaching algorithms and `check` go by. */
export const cageConstraints = (cages: readonly CageCells[]): CellConstraint[] =>
  cages.map(({ cells, sum }) => cageConstraint(cells, sum));

let houseList: number[][] | null = null;

/** The cells of every house (rows, columns, boxes), as arrays, built once. */
function houseMembers(): number[][] {
  if (houseList) return houseList;
  const { houseCells } = geometry(KILLER_SIZE);
  houseList = Array.from({ length: 3 * KILLER_SIZE }, (_, house) =>
    Array.from(houseCells.subarray(house * KILLER_SIZE, (house + 1) * KILLER_SIZE)),
  );
  return houseList;
}

/**
 * The cages plus what they imply (constraints/killer-derived.ts): each cage's digits inside
 * every house it has two cells or more in, and the 45 rule's sets. The production search goes
 * by these; the solutions are the same.
 */
export function cageSearchConstraints(cages: readonly CageCells[]): CellConstraint[] {
  if (cages.length === 0) return [];
  const { cellHouses } = geometry(KILLER_SIZE);
  const members = houseMembers();
  const out: CellConstraint[] = [];
  const derived: CellConstraint[] = [];
  const houses: number[] = [];
  for (const { cells, sum } of cages) {
    // The cage and the rules derived from it share what its combinations say.
    const memo = cageMemo(cells.length);
    out.push(cageConstraint(cells, sum, memo));
    if (cells.length < 2) continue;
    for (let k = 0; k < 3; k++) {
      // The cage's houses of this kind in the order its cells reach them, each with two of its
      // cells or more.
      houses.length = 0;
      for (const cell of cells) {
        const house = cellHouses[3 * cell + k];
        if (!houses.includes(house)) houses.push(house);
      }
      for (const house of houses) {
        let inside = 0;
        for (const cell of cells) if (cellHouses[3 * cell + k] === house) inside++;
        if (inside >= 2) derived.push(cageHouseConstraint(cells, members[house], memo));
      }
    }
  }
  for (const set of rule45Sets(cages)) derived.push(sumConstraint(set.cells, set.total));
  return [...out, ...derived];
}

/** Back to the coordinate form. */
export const cageOf = ({ sum, cells }: CageCells): Cage => ({
  sum,
  cells: cells.map((cell): [number, number] => [
    Math.floor(cell / KILLER_SIZE),
    cell % KILLER_SIZE,
  ]),
});
