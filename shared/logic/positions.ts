/**
 * Where every digit may still go in every house, worked out in one pass over the candidates:
 * the table the single-digit techniques (fish, skyscraper, kite, colouring, X-chains, W-Wings)
 * and the hidden subsets read. Walking every house once per digit costs 3 * size^3 cell reads
 * (47,000 on 25x25); this pass costs one read per cell and one write per candidate, which on a
 * big board in mid-solve is about ten times less. Within one scan of the
 * library (`nextStep`, between `beginScan` and `endScan`) the state does not change, so the
 * table is worked out once and shared by every technique that asks.
 */
import type { Size } from '../board/geometry.ts';
import type { LogicState } from './candidates.ts';

/** Per size: each cell's index inside its box (the order of the box's `houseCells`). */
const boxSlots = new Map<Size, Int8Array>();
/** Per size: the table the last call filled (reused, so a call allocates nothing). */
const tables = new Map<Size, Int32Array>();

/** The state of the scan under way (null outside one), and whether its table is filled. */
let scanning: LogicState | null = null;
let filled = false;

/**
 * Opens a scan of `state`: until `endScan`, nothing may change the state (techniques only
 * read it), so a table worked out for it stays right.
 */
export function beginScan(state: LogicState): void {
  scanning = state;
  filled = false;
}

export function endScan(): void {
  scanning = null;
  filled = false;
}

function slotsOf(state: LogicState): Int8Array {
  const known = boxSlots.get(state.size);
  if (known) return known;
  const { houseCells, cellCount } = state.geo;
  const { size } = state;
  const slots = new Int8Array(cellCount);
  for (let box = 2 * size; box < 3 * size; box++)
    for (let k = 0; k < size; k++) slots[houseCells[box * size + k]] = k;
  boxSlots.set(state.size, slots);
  return slots;
}

/**
 * The positions of every digit in every house: entry `house * size + (digit - 1)` has bit k set
 * when the house's k-th cell (in `houseCells` order) still holds the digit as a candidate. The
 * array is shared scratch, valid until the next call for the same board size: read it, do not
 * keep it.
 */
export function positionTable(state: LogicState): Int32Array {
  const { size, cands } = state;
  const { cellHouses, cellCount } = state.geo;
  let table = tables.get(size);
  if (!table) {
    table = new Int32Array(3 * size * size);
    tables.set(size, table);
  }
  if (state === scanning) {
    if (filled) return table;
    filled = true;
  }
  table.fill(0);
  const slots = slotsOf(state);
  let marks = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    let m = cands[cell];
    if (m === 0) continue;
    const row = cellHouses[3 * cell] * size;
    const col = cellHouses[3 * cell + 1] * size;
    const box = cellHouses[3 * cell + 2] * size;
    const rowBit = 1 << (cell - row);
    const colBit = 1 << (row / size);
    const boxBit = 1 << slots[cell];
    for (; m !== 0; m &= m - 1) {
      const d = 31 - Math.clz32(m & -m);
      table[row + d] |= rowBit;
      table[col + d] |= colBit;
      table[box + d] |= boxBit;
      marks++;
    }
  }
  state.work += cellCount + marks;
  return table;
}
