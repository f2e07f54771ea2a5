/**
 * Board geometry for every supported size: the box shape, the houses (rows, columns, boxes) and
 * each cell's peers, precomputed once per size as typed arrays so the solvers never allocate.
 */

/** Supported board sizes (digits per house) and their box shapes, width x height. */
export const BOX_SHAPES = {
  4: { width: 2, height: 2 },
  6: { width: 3, height: 2 },
  9: { width: 3, height: 3 },
  16: { width: 4, height: 4 },
  25: { width: 5, height: 5 },
} as const;

export type Size = keyof typeof BOX_SHAPES;
export const SIZES = Object.keys(BOX_SHAPES).map(Number) as Size[];

export const isSize = (n: number): n is Size =>
  typeof n === 'number' && Object.hasOwn(BOX_SHAPES, n);

export type HouseKind = 'row' | 'column' | 'box';

export interface Geometry {
  readonly size: Size;
  readonly boxWidth: number;
  readonly boxHeight: number;
  /** size * size */
  readonly cellCount: number;
  /** Bit mask with one bit per digit: digit d is bit (d - 1). */
  readonly allDigits: number;
  /** 3 * size houses, `size` cells each: rows first, then columns, then boxes. */
  readonly houseCells: Int16Array;
  /** For every cell, its row, column and box house indexes. */
  readonly cellHouses: Int16Array;
  /** Peers of every cell (same row, column or box, not itself), `peerCount` per cell. */
  readonly peers: Int16Array;
  readonly peerCount: number;
}

const cache = new Map<Size, Geometry>();

export const boxIndex = (size: Size, row: number, col: number): number => {
  const { width, height } = BOX_SHAPES[size];
  return Math.floor(row / height) * (size / width) + Math.floor(col / width);
};

export const houseKind = (size: Size, house: number): HouseKind =>
  house < size ? 'row' : house < 2 * size ? 'column' : 'box';

export function geometry(size: Size): Geometry {
  const cached = cache.get(size);
  if (cached) return cached;
  const { width, height } = BOX_SHAPES[size];
  const cellCount = size * size;
  const houseCells = new Int16Array(3 * size * size);
  const cellHouses = new Int16Array(3 * cellCount);
  const fill = new Int16Array(3 * size);
  for (let cell = 0; cell < cellCount; cell++) {
    const row = Math.floor(cell / size);
    const col = cell % size;
    const houses = [row, size + col, 2 * size + boxIndex(size, row, col)];
    houses.forEach((house, k) => {
      cellHouses[3 * cell + k] = house;
      houseCells[house * size + fill[house]++] = cell;
    });
  }
  const peerCount = 3 * size - width - height - 1;
  const peers = new Int16Array(cellCount * peerCount);
  for (let cell = 0; cell < cellCount; cell++) {
    const seen = new Set<number>();
    for (let k = 0; k < 3; k++) {
      const house = cellHouses[3 * cell + k];
      for (let i = 0; i < size; i++) {
        const peer = houseCells[house * size + i];
        if (peer !== cell) seen.add(peer);
      }
    }
    peers.set(
      [...seen].sort((a, b) => a - b),
      cell * peerCount,
    );
  }
  const geo: Geometry = {
    size,
    boxWidth: width,
    boxHeight: height,
    cellCount,
    allDigits: (1 << size) - 1,
    houseCells,
    cellHouses,
    peers,
    peerCount,
  };
  cache.set(size, geo);
  return geo;
}
