/**
 * Unavoidable sets of a full 9x9 grid, kept up to date while the generator removes givens, so
 * that it can tell without a search that a removal breaks uniqueness. An unavoidable set is a
 * group of cells whose digits can be rearranged into another valid grid; a puzzle with exactly
 * one solution keeps a given in every one of them. Two sources: the two-digit sets (for digits
 * a and b, the cells holding a or b fall into cycles linked by shared houses, and swapping a and
 * b along one cycle keeps every house valid), known before the first removal; and the cells where
 * a rival solution found by a uniqueness search differs from the grid. Near the end of a draw
 * most removals fail on one of them.
 */
import { geometry } from '../board/geometry.ts';

const { cellHouses } = geometry(9);

/** The two-digit unavoidable sets of a full grid (cells, row by row, 0-based). */
export function twoDigitSets(grid: ArrayLike<number>): number[][] {
  // where[d * 9 + r]: the column of digit d + 1 in row r.
  const where = new Int8Array(81);
  for (let cell = 0; cell < 81; cell++)
    where[(grid[cell] - 1) * 9 + Math.floor(cell / 9)] = cell % 9;
  const sets: number[][] = [];
  const parent = new Int8Array(18);
  const find = (x: number): number => {
    let root = x;
    while (parent[root] !== root) root = parent[root];
    return root;
  };
  const cellOf = (node: number, a: number, b: number): number => {
    const row = node % 9;
    return row * 9 + where[(node < 9 ? a : b) * 9 + row];
  };
  for (let a = 0; a < 9; a++) {
    for (let b = a + 1; b < 9; b++) {
      // Nodes 0-8: the cell of a in each row; 9-17: the cell of b. Each house holds one of each,
      // and they are linked.
      for (let i = 0; i < 18; i++) parent[i] = i;
      const link = (x: number, y: number): void => {
        parent[find(x)] = find(y);
      };
      const house = new Int8Array(27).fill(-1);
      for (let node = 0; node < 18; node++) {
        const cell = cellOf(node, a, b);
        for (let k = 0; k < 3; k++) {
          const h = cellHouses[3 * cell + k];
          if (house[h] < 0) house[h] = node;
          else link(house[h], node);
        }
      }
      const groups: number[][] = Array.from({ length: 18 }, () => []);
      for (let node = 0; node < 18; node++) groups[find(node)].push(cellOf(node, a, b));
      for (const group of groups) if (group.length > 0) sets.push(group.sort((x, y) => x - y));
    }
  }
  return sets;
}

/** Unavoidable sets with a count of the givens left in each. */
export class UnavoidableSets {
  /** Per set, the givens it still holds. */
  readonly #givens: number[] = [];
  /** Per cell, the sets it belongs to. */
  readonly #of: number[][] = Array.from({ length: 81 }, () => []);

  /** The two-digit sets of `grid`, every cell given. */
  constructor(grid: ArrayLike<number>) {
    for (const set of twoDigitSets(grid)) this.add(set, set.length);
  }

  /** Adds a set that holds `givens` givens now. */
  add(cells: readonly number[], givens: number): void {
    const index = this.#givens.length;
    this.#givens.push(givens);
    for (const cell of cells) this.#of[cell].push(index);
  }

  /** Notes that `cell`, a given, was emptied. */
  remove(cell: number): void {
    for (const set of this.#of[cell]) this.#givens[set]--;
  }

  /** Notes that `cell` is given again. */
  restore(cell: number): void {
    for (const set of this.#of[cell]) this.#givens[set]++;
  }

  /** True when `cell`, a given, is the last given of a set: emptying it allows another solution. */
  pins(cell: number): boolean {
    for (const set of this.#of[cell]) if (this.#givens[set] === 1) return true;
    return false;
  }
}
