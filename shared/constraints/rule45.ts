/**
 * The 45 rule of Killer Sudoku, worked out once per set of cages: every row, column and box
 * holds 1 to 9, 45 in all, so a group of n of them holds 45n. What the cages entirely inside a
 * group leave inside it (the "innies": the cells of cages sticking out) adds up to a known
 * total, and so do the cells that the cages reaching into the group have outside it (the
 * "outies"). Groups: every row, column and box, 2 to 4 rows or columns side by side, and 2 boxes
 * side by side. The logic engine's 45-rule technique and the search's derived rules read these.
 * Cages are on 9x9 boards only.
 */
import { geometry } from '../board/geometry.ts';

/** One group's innies or outies: cells whose total the cages fix, whatever the candidates. */
export interface SumSet {
  readonly kind: 'innies' | 'outies';
  /** The group's houses (rows 0-8, columns 9-17, boxes 18-26). */
  readonly houses: readonly number[];
  readonly cells: readonly number[];
  readonly total: number;
  /** The sum of the cages entirely inside the group (innies), or inside and reaching in (outies). */
  readonly cages: number;
}

/** What the rule needs of a cage. */
interface Cage {
  readonly sum: number;
  readonly cells: readonly number[];
}

/** A group of houses the rule looks at, with its cells. */
interface Group {
  readonly houses: readonly number[];
  readonly cells: readonly number[];
}

let groupList: Group[] | null = null;

/** The groups of houses the rule looks at, smallest first. */
function groups(): Group[] {
  if (groupList) return groupList;
  const houses: number[][] = [];
  for (let h = 0; h < 27; h++) houses.push([h]);
  for (let n = 2; n <= 4; n++) {
    for (let first = 0; first + n <= 9; first++) {
      houses.push(Array.from({ length: n }, (_, i) => first + i));
      houses.push(Array.from({ length: n }, (_, i) => 9 + first + i));
    }
    if (n !== 2) continue;
    for (let band = 0; band < 3; band++)
      for (let k = 0; k < 2; k++) houses.push([18 + 3 * band + k, 18 + 3 * band + k + 1]);
    for (let stack = 0; stack < 3; stack++)
      for (let k = 0; k < 2; k++) houses.push([18 + stack + 3 * k, 18 + stack + 3 * (k + 1)]);
  }
  const { houseCells } = geometry(9);
  groupList = houses.map((group) => ({
    houses: group,
    cells: group.flatMap((house) => Array.from(houseCells.subarray(house * 9, house * 9 + 9))),
  }));
  return groupList;
}

/** Every group's innies and outies of 1 to `most` cells, fewest cells first, each set once. */
function sumSets(cages: readonly Cage[], most: number): SumSet[] {
  const sets: SumSet[] = [];
  const seen = new Set<string>();
  const owner = new Int16Array(81).fill(-1);
  cages.forEach((cage, id) => {
    for (const cell of cage.cells) owner[cell] = id;
  });
  const inside = new Int16Array(cages.length);
  const inGroup = new Uint8Array(81);
  for (const group of groups()) {
    // How many cells of each cage the group holds.
    for (const cell of group.cells) {
      inGroup[cell] = 1;
      if (owner[cell] >= 0) inside[owner[cell]]++;
    }
    let whole = 0;
    let reaching = 0;
    const innies: number[] = [];
    const outies: number[] = [];
    for (const cell of group.cells) {
      const id = owner[cell];
      // -1: the cage is counted already.
      if (id < 0 || inside[id] < 0) continue;
      const cage = cages[id];
      const held = inside[id];
      inside[id] = -1;
      if (held === cage.cells.length) {
        whole += cage.sum;
        continue;
      }
      reaching += cage.sum;
      // Sets past `most` cells are dropped below: their cells need no list.
      for (const c of cage.cells) {
        const list = inGroup[c] ? innies : outies;
        if (list.length <= most) list.push(c);
      }
    }
    for (const cell of group.cells) {
      inGroup[cell] = 0;
      if (owner[cell] >= 0) inside[owner[cell]] = 0;
    }
    const house45 = 45 * group.houses.length;
    const add = (kind: SumSet['kind'], cells: number[], total: number, sum: number) => {
      if (cells.length === 0 || cells.length > most) return;
      cells.sort((a, b) => a - b);
      const key = cells.join();
      if (seen.has(key)) return;
      seen.add(key);
      sets.push({ kind, houses: group.houses, cells, total, cages: sum });
    };
    add('innies', innies, house45 - whole, whole);
    add('outies', outies, reaching + whole - house45, reaching + whole);
  }
  // Stable: equal sizes keep the groups' order.
  return sets.sort((a, b) => a.cells.length - b.cells.length);
}

/** Most cells in a set the rule reports. */
export const MAX_SUM_SET = 6;

const known = new WeakMap<readonly Cage[], SumSet[]>();

/** The 45 rule's sets for these cages (1 to MAX_SUM_SET cells), worked out once per cages. */
export function rule45Sets(cages: readonly Cage[]): SumSet[] {
  const cached = known.get(cages);
  if (cached) return cached;
  const sets = sumSets(cages, MAX_SUM_SET);
  known.set(cages, sets);
  return sets;
}
