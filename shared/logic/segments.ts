/**
 * Line-box segments: the cells a row or a column shares with a box (a box width of a row, a box
 * height of a column; the two differ on 6x6, whose boxes are 2 rows by 3 columns). For each
 * segment the union of its cells' candidates, and for each house the digits it holds as a
 * candidate in two cells or more, all in one pass over the board. Locked candidates read them
 * to test every digit of a house at once, instead of walking the house once per digit (size^3
 * cell reads per scan, 15,625 on 25x25).
 */
import type { Size } from '../board/geometry.ts';
import type { LogicState } from './candidates.ts';

export interface Segments {
  /** Boxes side by side in a band (size / box width). */
  readonly across: number;
  /** Boxes one above the other in a stack (size / box height). */
  readonly down: number;
  /** Candidates of row r's cells in box column bc: entry `r * across + bc`. */
  readonly row: Int32Array;
  /** Candidates of column c's cells in box row br: entry `c * down + br`. */
  readonly col: Int32Array;
  /** Per house (rows, columns, boxes, as in the geometry): digits in two of its cells or more. */
  readonly twice: Int32Array;
}

interface Scratch extends Segments {
  readonly once: Int32Array;
  /** Per cell: its entry in `row` and in `col`, worked out once per size. */
  readonly rowAt: Int16Array;
  readonly colAt: Int16Array;
}

const scratch = new Map<Size, Scratch>();

/**
 * The segments of the state's board. Shared scratch, valid until the next call for the same
 * board size: read it, do not keep it.
 */
export function segments(state: LogicState): Segments {
  const { size, cands } = state;
  const { boxWidth, boxHeight, cellHouses, cellCount } = state.geo;
  let s = scratch.get(size);
  if (!s) {
    const across = size / boxWidth;
    const down = size / boxHeight;
    const rowAt = new Int16Array(cellCount);
    const colAt = new Int16Array(cellCount);
    for (let cell = 0; cell < cellCount; cell++) {
      const r = Math.floor(cell / size);
      const c = cell % size;
      rowAt[cell] = r * across + Math.floor(c / boxWidth);
      colAt[cell] = c * down + Math.floor(r / boxHeight);
    }
    s = {
      across,
      down,
      row: new Int32Array(size * across),
      col: new Int32Array(size * down),
      twice: new Int32Array(3 * size),
      once: new Int32Array(3 * size),
      rowAt,
      colAt,
    };
    scratch.set(size, s);
  }
  const { row, col, twice, once, rowAt, colAt } = s;
  row.fill(0);
  col.fill(0);
  twice.fill(0);
  once.fill(0);
  for (let cell = 0; cell < cellCount; cell++) {
    const c = cands[cell];
    if (c === 0) continue;
    const r = cellHouses[3 * cell];
    const k = cellHouses[3 * cell + 1];
    const b = cellHouses[3 * cell + 2];
    row[rowAt[cell]] |= c;
    col[colAt[cell]] |= c;
    twice[r] |= once[r] & c;
    once[r] |= c;
    twice[k] |= once[k] & c;
    once[k] |= c;
    twice[b] |= once[b] & c;
    once[b] |= c;
  }
  state.work += cellCount;
  return s;
}
