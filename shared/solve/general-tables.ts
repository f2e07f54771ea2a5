/**
 * Lookup tables for the general search (general.ts), built once per board size: where each cell
 * sits in each of its three houses, and the masks that find locked candidates in O(1). A house's
 * places are numbered in the order geometry lists its cells: a row by column, a column by row, a
 * box row by row (local place = row in box * box width + column in box).
 */
import { type Geometry, geometry, type Size } from '../board/geometry.ts';

export interface SearchTables {
  readonly geo: Geometry;
  /** For every cell and each of its houses (row, column, box): 1 << its place in that house. */
  readonly placeBit: Int32Array;
  /** Box places of each box row (boxHeight masks) and of each box column (boxWidth masks). */
  readonly boxRowPlaces: Int32Array;
  readonly boxColPlaces: Int32Array;
  /** Row places that share a box (size / boxWidth masks); column places (size / boxHeight). */
  readonly rowSegments: Int32Array;
  readonly colSegments: Int32Array;
}

const cache = new Map<Size, SearchTables>();

export function searchTables(size: Size): SearchTables {
  const cached = cache.get(size);
  if (cached) return cached;
  const geo = geometry(size);
  const { boxWidth: bw, boxHeight: bh, cellCount, houseCells } = geo;
  const placeBit = new Int32Array(3 * cellCount);
  // Houses are numbered rows, then columns, then boxes, the order cellHouses lists them in.
  for (let house = 0; house < 3 * size; house++) {
    for (let place = 0; place < size; place++) {
      const cell = houseCells[house * size + place];
      placeBit[3 * cell + Math.floor(house / size)] = 1 << place;
    }
  }
  const boxRowPlaces = new Int32Array(bh);
  for (let r = 0; r < bh; r++) boxRowPlaces[r] = ((1 << bw) - 1) << (r * bw);
  const boxColPlaces = new Int32Array(bw);
  for (let c = 0; c < bw; c++) for (let r = 0; r < bh; r++) boxColPlaces[c] |= 1 << (r * bw + c);
  const rowSegments = new Int32Array(size / bw);
  for (let k = 0; k < size / bw; k++) rowSegments[k] = ((1 << bw) - 1) << (k * bw);
  const colSegments = new Int32Array(size / bh);
  for (let k = 0; k < size / bh; k++) colSegments[k] = ((1 << bh) - 1) << (k * bh);
  const tables = { geo, placeBit, boxRowPlaces, boxColPlaces, rowSegments, colSegments };
  cache.set(size, tables);
  return tables;
}
