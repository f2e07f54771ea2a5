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

/** Notes where each digit of the full `grid` lies, for `link`. */
function locate(grid: ArrayLike<number>): void {
  for (let cell = 0; cell < 81; cell++) {
    const d = (grid[cell] - 1) * 9;
    const row = Math.floor(cell / 9);
    const col = cell % 9;
    colInRow[d + row] = col;
    rowInCol[d + col] = row;
    rowInBox[d + Math.floor(row / 3) * 3 + Math.floor(col / 3)] = row;
  }
}

/**
 * Links the 18 cells of the digits at offsets `a` and `b` (digit - 1, times 9) of the grid last
 * located: afterwards, the nodes of one set share a root.
 */
function link(a: number, b: number): void {
  // Each house holds one cell of each digit, and links them.
  for (let i = 0; i < 18; i++) parent[i] = i;
  for (let h = 0; h < 9; h++) {
    parent[root(h)] = root(9 + h);
    parent[root(rowInCol[a + h])] = root(9 + rowInCol[b + h]);
    parent[root(rowInBox[a + h])] = root(9 + rowInBox[b + h]);
  }
}

/** The cell of a node of `link(a, b)`. */
const cellOf = (node: number, a: number, b: number): number => {
  const row = node % 9;
  return row * 9 + colInRow[(node < 9 ? a : b) + row];
};

/** Per root of a digit pair's nodes, the index of its set (-1: none yet). */
const setOfRoot = new Int32Array(18);

/** The two-digit unavoidable sets of a full grid (cells, row by row, 0-based). */
export function twoDigitSets(grid: ArrayLike<number>): number[][] {
  locate(grid);
  const sets: number[][] = [];
  for (let a = 0; a < 81; a += 9) {
    for (let b = a + 9; b < 81; b += 9) {
      link(a, b);
      const first = sets.length;
      setOfRoot.fill(-1);
      for (let node = 0; node < 18; node++) {
        const r = root(node);
        if (setOfRoot[r] < 0) {
          setOfRoot[r] = sets.length;
          sets.push([]);
        }
        sets[setOfRoot[r]].push(cellOf(node, a, b));
      }
      for (let i = first; i < sets.length; i++) sets[i].sort((x, y) => x - y);
    }
  }
  return sets;
}

/**
 * Unavoidable sets with a count of the givens left in each. The sets of a cell are a list
 * threaded through typed arrays (a draw adds a set for each rival solution its searches find),
 * so that tracking allocates next to nothing.
 */
export class UnavoidableSets {
  /** Per set, the givens it still holds. */
  #givens = new Int32Array(128);
  #sets = 0;
  /** Per cell, its first membership (-1: none); per membership, its set and the cell's next. */
  readonly #head = new Int32Array(81).fill(-1);
  #set = new Int32Array(1024);
  #next = new Int32Array(1024);
  #members = 0;

  /** The two-digit sets of `grid`, every cell given. */
  constructor(grid: ArrayLike<number>) {
    locate(grid);
    for (let a = 0; a < 81; a += 9) {
      for (let b = a + 9; b < 81; b += 9) {
        link(a, b);
        setOfRoot.fill(-1);
        for (let node = 0; node < 18; node++) {
          const r = root(node);
          if (setOfRoot[r] < 0) setOfRoot[r] = this.#open(0);
          this.#givens[setOfRoot[r]]++;
          this.#join(cellOf(node, a, b), setOfRoot[r]);
        }
      }
    }
  }

  /** A new set holding `givens` givens, with no cells yet. */
  #open(givens: number): number {
    if (this.#sets === this.#givens.length) this.#givens = grown(this.#givens);
    this.#givens[this.#sets] = givens;
    return this.#sets++;
  }

  /** Puts `cell` in `set`. */
  #join(cell: number, set: number): void {
    if (this.#members === this.#set.length) {
      this.#set = grown(this.#set);
      this.#next = grown(this.#next);
    }
    this.#set[this.#members] = set;
    this.#next[this.#members] = this.#head[cell];
    this.#head[cell] = this.#members++;
  }

  /** Adds a set that holds `givens` givens now. */
  add(cells: readonly number[], givens: number): void {
    const set = this.#open(givens);
    for (const cell of cells) this.#join(cell, set);
  }

  /** Notes that `cell`, a given, was emptied. */
  remove(cell: number): void {
    for (let m = this.#head[cell]; m >= 0; m = this.#next[m]) this.#givens[this.#set[m]]--;
  }

  /** Notes that `cell` is given again. */
  restore(cell: number): void {
    for (let m = this.#head[cell]; m >= 0; m = this.#next[m]) this.#givens[this.#set[m]]++;
  }

  /** True when `cell`, a given, is the last given of a set: emptying it allows another solution. */
  pins(cell: number): boolean {
    for (let m = this.#head[cell]; m >= 0; m = this.#next[m])
      if (this.#givens[this.#set[m]] === 1) return true;
    return false;
  }
}

/** A copy of `array` twice as long. */
function grown(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
