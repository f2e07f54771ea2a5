/**
 * What each cell should look like around the selection and the current hint: its row, column and
 * box, cells holding the same digit (the selected cell's, or the one picked in digit-first mode)
 * and the empty cells whose notes hold it, conflicts, the hint's cells and houses, and the digits
 * that prove the hint. One bit set per cell, computed once per render. The note layers to look
 * in are a parameter (the pencil marks today; centre marks beside them).
 */
import type { Size } from '../engine.ts';
import { arePeers } from './geometry.ts';

export const PEER = 1;
export const SAME = 2;
export const CONFLICT = 4;
export const HINT_HOUSE = 8;
export const HINT_CELL = 16;
export const SELECTED = 32;
export const EVIDENCE = 64;
/** Set by the board, not here: a digit marked wrong (model/mistakes.ts wrongCells). */
export const WRONG = 128;
/** An empty cell whose notes (in one of the layers looked at) hold the highlighted digit. */
export const NOTE = 256;

/**
 * The digit the board highlights, placed and in notes: the one picked in digit-first mode, else
 * the selected cell's; 0 for none.
 */
export const litDigit = (values: readonly number[], selected: number | null, picked = 0): number =>
  picked || (selected === null ? 0 : values[selected]);

/** A hint's highlight: its own cells, the area around them (houses, an arrow), its evidence. */
export interface HintFocus {
  readonly cells: readonly number[];
  readonly area: readonly number[];
  readonly evidence?: readonly number[];
}

export function highlights(
  size: Size,
  values: readonly number[],
  selected: number | null,
  conflicts: ReadonlySet<number>,
  hint: HintFocus | null = null,
  picked = 0,
  layers: readonly (readonly number[])[] = [],
): Uint16Array {
  const flags = new Uint16Array(values.length);
  if (hint) {
    for (const cell of hint.area) flags[cell] |= HINT_HOUSE;
    for (const cell of hint.cells) flags[cell] |= HINT_CELL;
    for (const cell of hint.evidence ?? []) flags[cell] |= EVIDENCE;
  }
  const digit = litDigit(values, selected, picked);
  const bit = digit ? 1 << (digit - 1) : 0;
  for (let cell = 0; cell < values.length; cell++) {
    let f = flags[cell];
    if (selected !== null) {
      if (cell === selected) f |= SELECTED;
      else if (arePeers(size, cell, selected)) f |= PEER;
    }
    if (digit && values[cell] === digit && cell !== selected) f |= SAME;
    if (!values[cell] && layers.some((masks) => masks[cell] & bit)) f |= NOTE;
    if (conflicts.has(cell)) f |= CONFLICT;
    flags[cell] = f;
  }
  return flags;
}

/**
 * The placed digits that make a single true. Hidden single (`house` given): copies of the digit
 * that see the house's other empty cells, as few as cover them all, the way a player points them
 * out. Naked single (`house` null): one placed peer of each other digit. A cell ruled out only by
 * the player's notes (or an arrow) has no such digit and adds nothing.
 */
export function singleEvidence(
  size: Size,
  values: readonly number[],
  cell: number,
  digit: number,
  house: readonly number[] | null,
): number[] {
  const sees = (a: number, b: number) => arePeers(size, a, b);
  if (!house) {
    const found = new Set<number>();
    for (let d = 1; d <= size; d++) {
      const peer = d === digit ? -1 : values.findIndex((v, c) => v === d && sees(c, cell));
      if (peer >= 0) found.add(peer);
    }
    return [...found];
  }
  const copies = values.flatMap((v, c) => (v === digit ? [c] : []));
  let open = house.filter((c) => c !== cell && values[c] === 0);
  const chosen: number[] = [];
  while (open.length) {
    let best = -1;
    let most = 0;
    for (const c of copies) {
      const n = open.filter((o) => sees(c, o)).length;
      if (n > most) [best, most] = [c, n];
    }
    if (best < 0) break;
    chosen.push(best);
    open = open.filter((o) => !sees(best, o));
  }
  return chosen;
}
