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
/** Per digit (0-8) and row, column or box: the row the digit lies in there; and the column per row. */
const rowInCol = new Int8Array(81);
const rowInBox = new Int8Array(81);
const colInRow = new Int8Array(81);
/** Union-find over the 18 cells of a digit pair: 0-8 the first digit's by row, 9-17 the second's. */
const parent = new Int8Array(18);

function root(x: number): number {
  let r = x;
  while (parent[r] !== r) {
    parent[r] = parent[parent[r]];
    r = parent[r];
  }
  return r;
}

/** The two-digit unavoidable sets of a full grid (cells, row by row, 0-based). */
export function twoDigitSets(grid: ArrayLike<number>): number[][] {
  for (let cell = 0; cell < 81; cell++) {
    const d = (grid[cell] - 1) * 9;
    const row = Math.floor(cell / 9);
    const col = cell % 9;
    colInRow[d + row] = col;
    rowInCol[d + col] = row;
    rowInBox[d + Math.floor(row / 3) * 3 + Math.floor(col / 3)] = row;
  }
  const sets: number[][] = [];
  for (let a = 0; a < 81; a += 9) {
    for (let b = a + 9; b < 81; b += 9) {
      // Each house holds one cell of each digit, and links them.
      for (let i = 0; i < 18; i++) parent[i] = i;
      for (let h = 0; h < 9; h++) {
        parent[root(h)] = root(9 + h);
        parent[root(rowInCol[a + h])] = root(9 + rowInCol[b + h]);
        parent[root(rowInBox[a + h])] = root(9 + rowInBox[b + h]);
      }
      const groups: number[][] = [];
      const of = new Int8Array(18).fill(-1);
      for (let node = 0; node < 18; node++) {
        const r = root(node);
        if (of[r] < 0) {
          of[r] = groups.length;
          groups.push([]);
        }
        const row = node % 9;
        groups[of[r]].push(row * 9 + colInRow[(node < 9 ? a : b) + row]);
      }
      for (const group of groups) sets.push(group.sort((x, y) => x - y));
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
