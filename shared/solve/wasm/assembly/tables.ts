/**
 * The 9x9 core's lookup tables, at fixed addresses in linear memory, built once when the module
 * starts: which cells of a band a digit's mini-row pattern still lets a placement use (locked
 * candidates inside a band in one load), and per cell position its row-and-box complement and
 * its column.
 */
import { BOX0, COL0, ROW0 } from './board';

/** Per mini-row pattern of a digit in a band: the cells some placement can use (0: none). */
export const ALLOWED_CELLS: usize = memory.data(512 * 4, 16);
/** Per 9-bit row: which of its three boxes hold a candidate. */
export const BOXES_OF_ROW: usize = memory.data(512 * 4, 16);
/** Per position in a band: all but the position's row and box. */
export const KEEP_OFF_ROW_BOX: usize = memory.data(32 * 4, 16);
/** Per position in a band: its column. */
export const COLUMN_OF: usize = memory.data(32 * 4, 16);

@inline export function table(base: usize, i: i32): i32 { return load<i32>(base + (<usize>i << 2)); }

function init(): void {
  for (let pos = 0; pos < 27; pos++) {
    const rr = pos / 9;
    const c = pos % 9;
    store<i32>(KEEP_OFF_ROW_BOX + (<usize>pos << 2), ~((ROW0 << (9 * rr)) | (BOX0 << (3 * (c / 3)))));
    store<i32>(COLUMN_OF + (<usize>pos << 2), COL0 << c);
  }
  for (let r = 0; r < 512; r++) {
    const boxes = (r & 7 ? 1 : 0) | (r & 0o70 ? 2 : 0) | (r & 0o700 ? 4 : 0);
    store<i32>(BOXES_OF_ROW + (<usize>r << 2), boxes);
  }
  // A placement of a digit in a band takes one box per row and one row per box: one of six
  // permutations (bit rr*3+k: row rr in box k).
  for (let pattern = 0; pattern < 512; pattern++) {
    let allowed = 0;
    for (let p = 0; p < 6; p++) {
      const k0 = p >> 1;
      const k1 = k0 == 0 ? 1 + (p & 1) : k0 == 1 ? (p & 1) << 1 : p & 1;
      const k2 = 3 - k0 - k1;
      const perm = (1 << k0) | (1 << (3 + k1)) | (1 << (6 + k2));
      if ((perm & pattern) == perm) allowed |= perm;
    }
    let cells = 0;
    for (let i = 0; i < 9; i++) if (allowed & (1 << i)) cells |= 7 << ((i / 3) * 9 + (i % 3) * 3);
    store<i32>(ALLOWED_CELLS + (<usize>pattern << 2), cells);
  }
}
init();
