/**
 * The events the element sends to the page. All bubble and are composed, so a listener on the
 * element, its container or the document hears them through the shadow boundary.
 */
import type { Level, Size } from '../engine.ts';
import type { FallbackReason } from '../services/api.ts';

export interface PuzzleInfo {
  readonly seed: string;
  readonly size: Size;
  readonly level: Level;
  readonly variant: string;
  /** YYYY-MM-DD for the puzzle of the day, else null. */
  readonly daily: string | null;
}

export interface SudokuEvents {
  /** A board is on screen and playable. `source`: where the puzzle came from. */
  'sudoku-ready': PuzzleInfo & { readonly source: 'api' | 'local' | 'saved' };
  /** The board changed. `board` is the engine text form, `.` for empty. */
  'sudoku-change': {
    readonly reason: 'set' | 'erase' | 'note' | 'auto-notes' | 'hint' | 'solve' | 'undo' | 'redo';
    readonly cell: { readonly row: number; readonly col: number } | null;
    readonly digit: number | null;
    readonly board: string;
    readonly filled: number;
    readonly total: number;
  };
  /** A hint was shown (`nudge`) or carried out (`reveal`). */
  'sudoku-hint': {
    readonly stage: 'nudge' | 'reveal';
    readonly technique: string;
    readonly cell: { readonly row: number; readonly col: number };
    readonly digit: number | null;
    readonly explanation: string;
  };
  /** The player finished the puzzle. `time` in milliseconds. */
  'sudoku-solved': PuzzleInfo & {
    readonly time: number;
    readonly hintsUsed: number;
    readonly mistakes: number;
  };
  /** The API could not be used; the puzzle was made locally (the same one for a seed). */
  'sudoku-fallback': {
    readonly reason: FallbackReason;
    readonly message: string;
    readonly seed: string;
  };
}

export type SudokuEventName = keyof SudokuEvents;

export function emit<K extends SudokuEventName>(
  target: EventTarget,
  name: K,
  detail: SudokuEvents[K],
): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

declare global {
  interface HTMLElementEventMap {
    'sudoku-ready': CustomEvent<SudokuEvents['sudoku-ready']>;
    'sudoku-change': CustomEvent<SudokuEvents['sudoku-change']>;
    'sudoku-hint': CustomEvent<SudokuEvents['sudoku-hint']>;
    'sudoku-solved': CustomEvent<SudokuEvents['sudoku-solved']>;
    'sudoku-fallback': CustomEvent<SudokuEvents['sudoku-fallback']>;
  }
}
