/**
 * What each cell should look like around the selection and the current hint: its row, column and
 * box, cells holding the same digit, conflicts, and the hint's cells and houses. One bit set per
 * cell, computed once per render.
 */
import type { Size } from '../engine.ts';
import { arePeers } from './geometry.ts';

export const PEER = 1;
export const SAME = 2;
export const CONFLICT = 4;
export const HINT_HOUSE = 8;
export const HINT_CELL = 16;
export const SELECTED = 32;

/** A hint's highlight: its own cells, and the area around them (houses, an arrow). */
export interface HintFocus {
  readonly cells: readonly number[];
  readonly area: readonly number[];
}

export function highlights(
  size: Size,
  values: readonly number[],
  selected: number | null,
  conflicts: ReadonlySet<number>,
  hint: HintFocus | null = null,
): Uint8Array {
  const flags = new Uint8Array(values.length);
  if (hint) {
    for (const cell of hint.area) flags[cell] |= HINT_HOUSE;
    for (const cell of hint.cells) flags[cell] |= HINT_CELL;
  }
  const digit = selected === null ? 0 : values[selected];
  for (let cell = 0; cell < values.length; cell++) {
    let f = flags[cell];
    if (selected !== null) {
      if (cell === selected) f |= SELECTED;
      else if (arePeers(size, cell, selected)) f |= PEER;
      if (digit && values[cell] === digit && cell !== selected) f |= SAME;
    }
    if (conflicts.has(cell)) f |= CONFLICT;
    flags[cell] = f;
  }
  return flags;
}
