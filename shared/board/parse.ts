/**
 * Reads a puzzle from text, rows of numbers or a flat array into a `Grid`. The size comes from
 * the cell count (16, 36, 81, 256 or 625). Text ignores whitespace and `|-+` decoration.
 */
import { fail, ok, type Result } from '../errors.ts';
import { characterAt, shownValue } from '../text.ts';
import { charOfDigit } from './format.ts';
import { isSize, SIZES } from './geometry.ts';
import type { Grid, PuzzleInput } from './grid.ts';

const DECORATION = /[\s|+-]/;
/** The most cells a puzzle has (25x25). */
const MAX_CELLS = 625;
const SIZE_LIST = SIZES.map((s) => `${s * s} (${s}x${s})`).join(', ');

/** The digit a text character stands for: `.`/`0` empty, `1`-`9`, then `A`-`P` for 10-25. */
export function digitOfChar(ch: string): number {
  const code = ch.charCodeAt(0);
  if (ch === '.' || ch === '0') return 0;
  if (code >= 49 && code <= 57) return code - 48;
  const upper = code & ~32;
  if (upper >= 65 && upper <= 80) return upper - 55;
  return -1;
}

function sizeFromCount(count: number): Result<Grid['size']> {
  const size = Math.sqrt(count);
  if (Number.isInteger(size) && isSize(size)) return ok(size);
  return fail('invalid_size', `a puzzle has ${SIZE_LIST} cells; got ${count}`);
}

/** The text's `index`-th cell character (decoration skipped), as a person sees it. */
function cellCharacter(text: string, index: number): string {
  let cell = 0;
  for (let i = 0; i < text.length; i++) {
    if (DECORATION.test(text[i])) continue;
    if (cell++ === index) return characterAt(text, i).text;
  }
  return '';
}

/**
 * Reads a puzzle from text alone: what `parse` does with a string. Code that only ever holds text
 * (traces, the widget) calls this, so that a bundle of it leaves out the other forms. Errors name
 * the character as it was typed ("A", a whole emoji) and count positions in characters.
 */
export function parseText(text: string): Result<Grid> {
  const cells: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (DECORATION.test(ch)) continue;
    const digit = digitOfChar(ch);
    if (digit < 0) {
      const { text: shown, position } = characterAt(text, i);
      return fail(
        'invalid_puzzle',
        `unexpected character ${JSON.stringify(shown)} at position ${position}; use . or 0 for empty, 1-9 and A-P for digits`,
        [position],
      );
    }
    if (cells.length >= MAX_CELLS)
      return fail('invalid_size', `a puzzle has ${SIZE_LIST} cells; got more than 625`);
    cells.push(digit);
  }
  const sized = sizeFromCount(cells.length);
  if (!sized.ok) return sized;
  const size = sized.value;
  const over = cells.findIndex((digit) => digit > size);
  if (over >= 0) {
    return fail(
      'invalid_puzzle',
      `cell ${over} holds ${JSON.stringify(cellCharacter(text, over))}; a ${size}x${size} board takes 1-${charOfDigit(size)}, and . or 0 for empty`,
      [over],
    );
  }
  return ok({ size, cells });
}

/**
 * A caller's list as a plain array, each item read once: a proxy or a getter may answer
 * differently on every read (or throw, which the public functions answer as an unreadable
 * puzzle), and the cells checked must be the cells used. `count` is the length, read once.
 */
function itemsOf(list: readonly unknown[], count: number): unknown[] {
  const items: unknown[] = [];
  for (let i = 0; i < count; i++) items.push(list[i]);
  return items;
}

function fromCells(cells: unknown[], pathOf: (i: number) => (string | number)[]): Result<Grid> {
  const sized = sizeFromCount(cells.length);
  if (!sized.ok) return sized;
  const size = sized.value;
  for (let i = 0; i < cells.length; i++) {
    const v = cells[i];
    if (!Number.isInteger(v) || (v as number) < 0 || (v as number) > size) {
      return fail(
        'invalid_puzzle',
        `cell ${i} holds ${shownValue(v)}; a ${size}x${size} board takes whole numbers 0 (empty) to ${size}`,
        pathOf(i),
      );
    }
  }
  return ok({ size, cells: cells as number[] });
}

function parseRows(rows: readonly (readonly unknown[])[]): Result<Grid> {
  const n = rows.length;
  if (!isSize(n)) return fail('invalid_size', `a puzzle has 4, 6, 9, 16 or 25 rows; got ${n}`);
  const cells: unknown[] = [];
  for (let r = 0; r < n; r++) {
    const row = rows[r];
    const length = row.length;
    if (length !== n)
      return fail(
        'invalid_puzzle',
        `row ${r} has ${shownValue(length)} cells; every row of a ${n}x${n} board has ${n}`,
        [r],
      );
    cells.push(...itemsOf(row, n));
  }
  return fromCells(cells, (i) => [Math.floor(i / n), i % n]);
}

/** A grid object (`{size, cells}`): its cells read as a flat array, its size checked against them. */
function parseGrid(input: { readonly size?: unknown; readonly cells: unknown }): Result<Grid> {
  const { size, cells: list } = input;
  if (!Array.isArray(list))
    return fail('invalid_puzzle', 'a grid has `cells`, a flat number[] row by row', ['cells']);
  const count: unknown = list.length;
  const cells = fits(count) ? itemsOf(list, count) : null;
  if (cells?.some(Array.isArray))
    return fail('invalid_puzzle', 'a grid has `cells`, a flat number[] row by row', ['cells']);
  if (size === undefined)
    return fail('invalid_puzzle', 'a grid {size, cells} needs its size: 4, 6, 9, 16 or 25', [
      'size',
    ]);
  const grid = cells ? fromCells(cells, (i) => ['cells', i]) : tooMany(count);
  if (grid.ok && size !== grid.value.size)
    return fail(
      'invalid_size',
      `the grid says size ${shownValue(size)} but has ${grid.value.cells.length} cells (${grid.value.size}x${grid.value.size})`,
      ['size'],
    );
  return grid;
}

const tooMany = (count: unknown): Result<Grid> =>
  fail('invalid_size', `a puzzle has ${SIZE_LIST} cells; got ${shownValue(count)}`);

/** Whether a list's length (which a proxy may give as anything) could be a puzzle's. */
const fits = (count: unknown): count is number => typeof count === 'number' && count <= MAX_CELLS;

/** A list of rows or of cells; longer than any puzzle, it is refused before any of it is read. */
function parseList(list: readonly unknown[]): Result<Grid> {
  const count: unknown = list.length;
  if (!fits(count)) return tooMany(count);
  const items = itemsOf(list, count);
  if (items.length > 0 && items.every(Array.isArray)) return parseRows(items as unknown[][]);
  if (items.some(Array.isArray))
    return fail('invalid_puzzle', 'mix of rows and numbers; give either number[][] or number[]');
  return fromCells(items, (i) => [i]);
}

/**
 * Reads any puzzle form into a grid: text, rows, a flat array, or a grid (`{size, cells}`), which
 * is checked like the rest. Anything else is an `invalid_puzzle` error. Every part of a caller's
 * object is read once, and the grid holds copies; only a caller's own code (a getter, a proxy)
 * can throw here, which the public functions answer as a puzzle that could not be read.
 */
export function parse(input: PuzzleInput | Grid | unknown): Result<Grid> {
  if (typeof input === 'string') return parseText(input);
  if (Array.isArray(input)) return parseList(input);
  if (typeof input === 'object' && input !== null && 'cells' in input) return parseGrid(input);
  return fail(
    'invalid_puzzle',
    'a puzzle is text, number[][] (rows), number[] (cells) or a grid {size, cells}',
  );
}
