/**
 * The state the general search (general.ts) works on: candidate bit sets per cell and, for every
 * house and digit, the places left for the digit in the house, kept in step by `remove`. Every
 * change goes on a trail that `undo` unwinds on backtracking, so a search node costs the work it
 * does, not a copy of the board. What a change may make worth a look (a cell or a house-digit
 * down to one or two options, a house whose places changed) goes on work queues for the
 * deductions (general-deduce.ts). All arrays are allocated once per size.
 */
import type { Size } from '../board/geometry.ts';
import { type SearchTables, searchTables } from './general-tables.ts';

/** Index of the lowest set bit. */
export const ctz = (x: number): number => 31 - Math.clz32(x & -x);

export class CandidateState {
  readonly size: number;
  readonly cellCount: number;
  readonly allDigits: number;
  readonly boxWidth: number;
  readonly boxHeight: number;
  /** Boxes side by side across the board. */
  readonly stacks: number;
  readonly houseCells: Int16Array;
  readonly cellHouses: Int16Array;
  readonly tables: SearchTables;
  /** For every cell and each of its houses (row, column, box): 1 << its place in the house. */
  readonly placeBit: Int32Array;
  /** For every cell and each of its houses: the house's first index into `places`. */
  readonly houseBase: Int32Array;

  /** Candidates per cell (bit d-1 for digit d). */
  readonly cand: Int32Array;
  /** 1 once a cell's digit has been cleared from its peers (givens from the start). */
  readonly placed: Uint8Array;
  /** Places left per house and digit: index house * size + digit - 1, bit = place in house. */
  readonly places: Int32Array;
  /** Undo log: a cell and its candidates before a change, or ~cell for a placement. */
  readonly trailCell: Int32Array;
  readonly trailOld: Int32Array;
  trail = 0;
  /**
   * The cells not placed yet, first `remaining` of `open` (a sparse set: `openAt` is each cell's
   * index in it). Placing swaps the cell to the end of the open part; unwinding placements in
   * reverse order only has to grow the open part again.
   */
  readonly open: Int16Array;
  readonly openAt: Int16Array;
  remaining = 0;
  /**
   * Contradictions met so far per house, for the search's choice of branch (dom/wdeg): never
   * unwound, reset per search.
   */
  readonly weight: Int32Array;
  /** Digits given per house (set-up only). */
  readonly used: Int32Array;

  /** Cells narrowed to one candidate, not placed yet. */
  readonly naked: Int32Array;
  nakedLength = 0;
  /** House-digit indexes narrowed to one place. */
  readonly hidden: Int32Array;
  hiddenLength = 0;
  /** Cells narrowed to two candidates, and house-digits narrowed to two places: pair checks. */
  readonly pairCells: Int32Array;
  pairCellsLength = 0;
  readonly pairPlaces: Int32Array;
  pairPlacesLength = 0;
  /** Houses whose places changed since locked candidates last looked, and which digits. */
  readonly dirty: Int32Array;
  readonly dirtyDigits: Int32Array;
  dirtyLength = 0;

  constructor(size: Size) {
    const tables = searchTables(size);
    const { geo } = tables;
    const n = geo.cellCount;
    this.size = size;
    this.cellCount = n;
    this.allDigits = geo.allDigits;
    this.boxWidth = geo.boxWidth;
    this.boxHeight = geo.boxHeight;
    this.stacks = size / geo.boxWidth;
    this.houseCells = geo.houseCells;
    this.cellHouses = geo.cellHouses;
    this.tables = tables;
    this.placeBit = tables.placeBit;
    this.houseBase = Int32Array.from(geo.cellHouses, (house) => house * size);
    this.cand = new Int32Array(n);
    this.placed = new Uint8Array(n);
    this.open = new Int16Array(n);
    this.openAt = new Int16Array(n);
    this.places = new Int32Array(3 * size * size);
    // Along one path each entry removes at least one candidate or places one cell.
    this.trailCell = new Int32Array(n * (size + 1));
    this.trailOld = new Int32Array(n * (size + 1));
    this.weight = new Int32Array(3 * size);
    this.used = new Int32Array(3 * size);
    // Between two unwindings a cell turns single (or pair) once, and so does a house-digit.
    this.naked = new Int32Array(n);
    this.hidden = new Int32Array(3 * size * size);
    this.pairCells = new Int32Array(n);
    this.pairPlaces = new Int32Array(3 * size * size);
    this.dirty = new Int32Array(3 * size);
    this.dirtyDigits = new Int32Array(3 * size);
  }

  /**
   * Removes the candidates `bits` from `cell`, logging the change and queueing whatever it makes
   * worth a look. False on a contradiction (the caller unwinds; the places left by a partial
   * update are restored by the same unwinding, which only ever adds places back).
   */
  remove(cell: number, bits: number): boolean {
    const old = this.cand[cell];
    const gone = old & bits;
    if (gone === 0) return true;
    const rest = old ^ gone;
    const t = this.trail++;
    this.trailCell[t] = cell;
    this.trailOld[t] = old;
    this.cand[cell] = rest;
    const { weight, cellHouses } = this;
    if (rest === 0) {
      weight[cellHouses[3 * cell]]++;
      weight[cellHouses[3 * cell + 1]]++;
      weight[cellHouses[3 * cell + 2]]++;
      return false;
    }
    const fewer = rest & (rest - 1);
    if (fewer === 0) this.naked[this.nakedLength++] = cell;
    else if ((fewer & (fewer - 1)) === 0) this.pairCells[this.pairCellsLength++] = cell;
    const { places, hidden, dirty, dirtyDigits, pairPlaces, placeBit, houseBase } = this;
    for (let k = 0; k < 3; k++) {
      const house = cellHouses[3 * cell + k];
      const own = ~placeBit[3 * cell + k];
      const base = houseBase[3 * cell + k];
      if (dirtyDigits[house] === 0) dirty[this.dirtyLength++] = house;
      dirtyDigits[house] |= gone;
      let todo = gone;
      while (todo !== 0) {
        const at = base + ctz(todo);
        todo &= todo - 1;
        const left = places[at] & own;
        places[at] = left;
        if (left === 0) {
          weight[house]++;
          return false;
        }
        const others = left & (left - 1);
        if (others === 0) hidden[this.hiddenLength++] = at;
        else if ((others & (others - 1)) === 0) pairPlaces[this.pairPlacesLength++] = at;
      }
    }
    return true;
  }

  /**
   * Clears a single cell's digit from its peers: only those that still have it, found from the
   * digit's places in the cell's three houses (read afresh per house, so a peer in two of them is
   * visited once).
   */
  place(cell: number): boolean {
    this.placed[cell] = 1;
    this.trailCell[this.trail++] = ~cell;
    const { open, openAt } = this;
    const last = open[--this.remaining];
    const at = openAt[cell];
    open[at] = last;
    openAt[last] = at;
    open[this.remaining] = cell;
    openAt[cell] = this.remaining;
    const bit = this.cand[cell];
    const digit = ctz(bit);
    const { places, houseCells, cellHouses, size } = this;
    const placeBit = this.placeBit;
    for (let k = 0; k < 3; k++) {
      const base = cellHouses[3 * cell + k] * size;
      let others = places[base + digit] & ~placeBit[3 * cell + k];
      while (others !== 0) {
        const place = others & -others;
        others ^= place;
        if (!this.remove(houseCells[base + ctz(place)], bit)) return false;
      }
    }
    return true;
  }

  /** Unwinds the trail back to `mark` and drops the queues (they describe the unwound state). */
  undo(mark: number): void {
    const { cand, places, placed, trailCell, trailOld, houseBase, placeBit } = this;
    let t = this.trail;
    while (t > mark) {
      t--;
      const cell = trailCell[t];
      if (cell < 0) {
        placed[~cell] = 0;
        this.remaining++;
        continue;
      }
      const old = trailOld[t];
      let back = old ^ cand[cell];
      cand[cell] = old;
      const at = 3 * cell;
      const row = houseBase[at];
      const col = houseBase[at + 1];
      const box = houseBase[at + 2];
      const inRow = placeBit[at];
      const inCol = placeBit[at + 1];
      const inBox = placeBit[at + 2];
      while (back !== 0) {
        const digit = ctz(back);
        back &= back - 1;
        places[row + digit] |= inRow;
        places[col + digit] |= inCol;
        places[box + digit] |= inBox;
      }
    }
    this.trail = mark;
    this.clearQueues();
  }

  clearQueues(): void {
    this.nakedLength = 0;
    this.hiddenLength = 0;
    this.pairCellsLength = 0;
    this.pairPlacesLength = 0;
    const { dirty, dirtyDigits } = this;
    for (let i = 0; i < this.dirtyLength; i++) dirtyDigits[dirty[i]] = 0;
    this.dirtyLength = 0;
  }

  /**
   * The root state straight from the givens, in bulk: candidates from the digits each house was
   * given, then the places, every house queued for locked candidates and every single or pair
   * queued for its check. Placing the givens one
   * by one through `remove` costs several times more, and the generator pays this once per
   * uniqueness check. False when the givens repeat a digit in a house or leave a cell or a digit
   * in a house without an option.
   */
  start(givens: ArrayLike<number>): boolean {
    const { cand, placed, places, size, cellCount, houseCells, cellHouses, allDigits } = this;
    const { used, naked, hidden, pairCells, pairPlaces, dirty, dirtyDigits } = this;
    used.fill(0);
    placed.fill(0);
    for (let cell = 0; cell < cellCount; cell++) {
      const digit = givens[cell];
      if (digit === 0) continue;
      if (!(digit >= 1 && digit <= size)) return false;
      const bit = 1 << (digit - 1);
      for (let k = 0; k < 3; k++) {
        const house = cellHouses[3 * cell + k];
        if ((used[house] & bit) !== 0) return false;
        used[house] |= bit;
      }
      cand[cell] = bit;
      placed[cell] = 1;
    }
    const { open, openAt } = this;
    let remaining = 0;
    for (let cell = 0; cell < cellCount; cell++) {
      if (placed[cell] !== 0) continue;
      open[remaining] = cell;
      openAt[cell] = remaining++;
      const at = 3 * cell;
      const c =
        allDigits & ~(used[cellHouses[at]] | used[cellHouses[at + 1]] | used[cellHouses[at + 2]]);
      if (c === 0) return false;
      cand[cell] = c;
      const fewer = c & (c - 1);
      if (fewer === 0) naked[this.nakedLength++] = cell;
      else if ((fewer & (fewer - 1)) === 0) pairCells[this.pairCellsLength++] = cell;
    }
    this.remaining = remaining;
    places.fill(0);
    for (let house = 0; house < 3 * size; house++) {
      const base = house * size;
      for (let place = 0; place < size; place++) {
        let c = cand[houseCells[base + place]];
        const bit = 1 << place;
        while (c !== 0) {
          const low = c & -c;
          c ^= low;
          places[base + ctz(low)] |= bit;
        }
      }
      for (let digit = 0; digit < size; digit++) {
        const left = places[base + digit];
        if (left === 0) return false;
        const others = left & (left - 1);
        if (others === 0) {
          if (placed[houseCells[base + ctz(left)]] === 0)
            hidden[this.hiddenLength++] = base + digit;
        } else if ((others & (others - 1)) === 0)
          pairPlaces[this.pairPlacesLength++] = base + digit;
      }
      const open = allDigits & ~used[house];
      if (open !== 0) {
        dirty[this.dirtyLength++] = house;
        dirtyDigits[house] = open;
      }
    }
    return true;
  }
}
