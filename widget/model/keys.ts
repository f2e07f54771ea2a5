/**
 * Keyboard map: turns a key press into a game command, so that a whole game can be played
 * without a pointer. Digits above 9 are letters (A = 10 ... P = 25, the engine's text form);
 * letter shortcuts apply only where the letter is not a digit of the board (C is 12 on a 16x16).
 * The entry modes take SudokuPad's keys: Z normal, X corner, C centre, V colour; Shift+digit
 * writes a corner mark and Ctrl+digit a centre mark whatever the mode; Shift+arrows select more.
 */
import type { Size } from '../engine.ts';
import type { Control } from './config.ts';
import type { Mode } from './marking.ts';

export type Command =
  | {
      readonly type: 'move';
      readonly rows: number;
      readonly cols: number;
      /** Shift: the cell moved to joins the selection. */
      readonly extend?: boolean;
    }
  | { readonly type: 'jump'; readonly to: 'row-start' | 'row-end' | 'first' | 'last' }
  | { readonly type: 'digit'; readonly digit: number; readonly note: boolean; readonly mode?: Mode }
  | { readonly type: 'mode'; readonly mode: Mode }
  | { readonly type: 'erase' }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  | { readonly type: 'toggle-notes' }
  | { readonly type: 'zoom'; readonly on: boolean }
  | { readonly type: 'hint' }
  | { readonly type: 'pause' };

export interface KeyPress {
  readonly key: string;
  readonly code?: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly shiftKey?: boolean;
  readonly altKey?: boolean;
}

const MOVES: Record<string, readonly [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

const PHYSICAL = /^(?:Digit|Numpad)([1-9])$/;
const MODE_KEYS: Record<string, Mode> = { z: 'normal', x: 'corner', c: 'centre', v: 'colour' };

/** The digit a key stands for on this board, or 0. */
function digitOf(key: string, size: Size): number {
  if (key.length !== 1) return 0;
  const code = key.toUpperCase().charCodeAt(0);
  const digit = code >= 49 && code <= 57 ? code - 48 : code >= 65 && code <= 80 ? code - 55 : 0;
  return digit <= size ? digit : 0;
}

export function commandOf(press: KeyPress, size: Size): Command | null {
  const { key, code = '', shiftKey = false, altKey = false } = press;
  const mod = press.ctrlKey || press.metaKey;
  if (altKey) return null;
  if (mod) {
    const k = key.toLowerCase();
    if (k === 'z') return { type: shiftKey ? 'redo' : 'undo' };
    if (k === 'y') return { type: 'redo' };
    if (key === 'Home') return { type: 'jump', to: 'first' };
    if (key === 'End') return { type: 'jump', to: 'last' };
    // Ctrl+digit (1..9, read from the physical key) is a centre mark; Ctrl+letter stays the browser's.
    const digit = digitOf(PHYSICAL.exec(code)?.[1] ?? '', size);
    return digit ? { type: 'digit', digit, note: false, mode: 'centre' } : null;
  }
  const move = MOVES[key];
  if (move) return { type: 'move', rows: move[0], cols: move[1], extend: shiftKey };
  if (key === 'Home') return { type: 'jump', to: 'row-start' };
  if (key === 'End') return { type: 'jump', to: 'row-end' };
  if (key === 'Backspace' || key === 'Delete' || key === '0' || key === '.') {
    return { type: 'erase' };
  }
  // Shift+digit writes a note; the key is then a symbol ("!"), so read the physical key.
  const physical = PHYSICAL.exec(code);
  if (shiftKey && physical) {
    const digit = Number(physical[1]);
    return digit <= size ? { type: 'digit', digit, note: true } : null;
  }
  const digit = digitOf(key, size);
  if (digit) return { type: 'digit', digit, note: shiftKey && key.length === 1 && digit > 9 };
  const mode = MODE_KEYS[key.toLowerCase()];
  if (mode) return { type: 'mode', mode };
  switch (key.toLowerCase()) {
    case 'n':
      return { type: 'toggle-notes' };
    case 'h':
      return { type: 'hint' };
    case 'p':
      return { type: 'pause' };
    case '+':
    case '=':
    case '-':
      // Only big boards zoom (where the widget is narrow: styles.ts).
      return size >= 16 ? { type: 'zoom', on: key !== '-' } : null;
    default:
      return null;
  }
}

/** Where a command moves the selection (no wrapping, as in the ARIA grid pattern). */
export function moveTarget(command: Command, cell: number, size: Size): number {
  const row = Math.floor(cell / size);
  const col = cell % size;
  if (command.type === 'move') {
    const r = Math.min(size - 1, Math.max(0, row + command.rows));
    const c = Math.min(size - 1, Math.max(0, col + command.cols));
    return r * size + c;
  }
  if (command.type === 'jump') {
    if (command.to === 'row-start') return row * size;
    if (command.to === 'row-end') return row * size + size - 1;
    return command.to === 'first' ? 0 : size * size - 1;
  }
  return cell;
}

/** The control a command belongs to: a control the page hides takes its keys along. */
export function controlOf(command: Command): Control | null {
  switch (command.type) {
    case 'hint':
    case 'pause':
      return command.type;
    case 'undo':
    case 'redo':
      return 'undo';
    case 'toggle-notes':
    case 'mode':
      return 'notes';
    case 'digit':
      return command.note || command.mode ? 'notes' : null;
    default:
      return null;
  }
}
