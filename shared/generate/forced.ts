/**
 * The given digits of every house, kept up to date while the generator removes givens, so that it
 * can tell at once whether an emptied cell's digit is forced by the givens left: a naked single
 * (its peers' givens rule out every other digit) or a hidden single (no other empty cell of one
 * of its houses can take the digit). Such a removal changes nothing a solver can deduce: the
 * first single puts the digit straight back, so the puzzle keeps exactly one solution and its
 * level, and the generator skips every search and logic check for it. Most removals on a big
 * board are of this kind.
 */
import { type Geometry, geometry, type Size } from '../board/geometry.ts';

export class HouseDigits {
  readonly #geo: Geometry;
  /** Per house (rows, columns, boxes), a bit per digit given in it. */
  readonly #used: Int32Array;
  readonly #cells: Uint8Array;

  /** Tracks `cells` (0 = empty), which the caller keeps changing through remove and restore. */
  constructor(size: Size, cells: Uint8Array) {
    this.#geo = geometry(size);
    this.#cells = cells;
    this.#used = new Int32Array(3 * size);
    const { cellHouses } = this.#geo;
    for (let cell = 0; cell < cells.length; cell++) {
      const digit = cells[cell];
      if (digit === 0) continue;
      const bit = 1 << (digit - 1);
      for (let k = 0; k < 3; k++) this.#used[cellHouses[3 * cell + k]] |= bit;
    }
  }

  /** Empties `cell`, whose digit is `digit`. */
  remove(cell: number, digit: number): void {
    this.#cells[cell] = 0;
    this.#toggle(cell, digit);
  }

  /** Gives `cell` its digit back. */
  restore(cell: number, digit: number): void {
    this.#cells[cell] = digit;
    this.#toggle(cell, digit);
  }

  #toggle(cell: number, digit: number): void {
    const { cellHouses } = this.#geo;
    const bit = 1 << (digit - 1);
    for (let k = 0; k < 3; k++) this.#used[cellHouses[3 * cell + k]] ^= bit;
  }

  /** The digits the givens rule out of `cell`. */
  #seen(cell: number): number {
    const { cellHouses } = this.#geo;
    const h = 3 * cell;
    return (
      this.#used[cellHouses[h]] | this.#used[cellHouses[h + 1]] | this.#used[cellHouses[h + 2]]
    );
  }

  /** True when the givens alone force `digit` into the empty `cell` by a naked or hidden single. */
  forced(cell: number, digit: number): boolean {
    const { allDigits, cellHouses, houseCells, size } = this.#geo;
    const bit = 1 << (digit - 1);
    if ((allDigits & ~this.#seen(cell)) === bit) return true;
    for (let k = 0; k < 3; k++) {
      const base = cellHouses[3 * cell + k] * size;
      let alone = true;
      for (let i = 0; i < size && alone; i++) {
        const other = houseCells[base + i];
        if (other !== cell && this.#cells[other] === 0 && (this.#seen(other) & bit) === 0) {
          alone = false;
        }
      }
      if (alone) return true;
    }
    return false;
  }
}
