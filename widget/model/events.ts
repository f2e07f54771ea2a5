/**
 * The events the element sends to the page (the store sends them: app/store.ts). All bubble and
 * are composed, so a listener on the element, its container or the document hears them through
 * the shadow boundary. The listener types (`HTMLElementEventMap`) are declared with the published
 * ones, in ../types.ts.
 */
import type { Cell, Level, Mistake, Size, Step } from '../engine.ts';
import type { FallbackReason } from '../services/api.ts';
import { type Hint, hintText } from '../services/hints.ts';
import type { Lang } from './config.ts';
import type { Game } from './game-state.ts';
import type { MistakeMode } from './mistake-modes.ts';

export interface PuzzleInfo {
  readonly seed: string;
  readonly size: Size;
  readonly level: Level;
  readonly variant: string;
  /** YYYY-MM-DD for the puzzle of the day, else null. */
  readonly daily: string | null;
}

/**
 * A game as played: `time` in milliseconds; `mistakes`: the wrong digits the player was shown, as
 * the checking mode (`mistakeMode`, the `mistakes` attribute) showed them.
 */
export type Attempt = PuzzleInfo & {
  readonly time: number;
  readonly hintsUsed: number;
  readonly mistakes: number;
  readonly mistakeMode: MistakeMode;
};

/** What `sudoku-start` says is about to start. */
export interface StartDetail {
  readonly kind: 'daily' | 'archive' | 'new';
  /** YYYY-MM-DD, for `daily` and `archive`. */
  readonly date?: string;
  readonly level: Level;
  readonly variant: string;
  readonly size: Size;
  readonly seed?: string;
}

export interface SudokuEvents {
  /** A board is on screen and playable. `source`: where the puzzle came from. */
  'sudoku-ready': PuzzleInfo & { readonly source: 'api' | 'local' | 'saved' };
  /** The board changed. `board` is the engine text form, `.` for empty. */
  'sudoku-change': {
    readonly reason:
      | 'set'
      | 'erase'
      | 'note'
      | 'colour'
      | 'auto-notes'
      | 'hint'
      | 'solve'
      | 'undo'
      | 'redo';
    readonly cell: { readonly row: number; readonly col: number } | null;
    readonly digit: number | null;
    readonly board: string;
    readonly filled: number;
    readonly total: number;
  };
  /**
   * A hint was shown (`nudge`: where to look; `full`: the whole step) or carried out (`apply`).
   * The nudge gives nothing away, not even to the page: `step`, `placement` and `mistakes` are
   * empty until `full`.
   */
  'sudoku-hint': {
    readonly stage: 'nudge' | 'full' | 'apply';
    readonly kind: 'mistakes' | 'step' | 'reveal';
    /** The engine's technique id, `mistake` or `reveal`. */
    readonly technique: string;
    /** The text shown, in the widget's language. */
    readonly explanation: string;
    /** The engine's step (kind `step`). */
    readonly step: Step | null;
    /** The revealed cell (kind `reveal`). */
    readonly placement: (Cell & { readonly digit: number }) | null;
    /** The wrong entries and notes (kind `mistakes`). */
    readonly mistakes: readonly Mistake[];
  };
  /** The player finished the puzzle. */
  'sudoku-solved': Attempt;
  /**
   * The player restarted the puzzle (Restart, when the mistake limit ended the game): the board is
   * back to its givens, with the clock, hints and mistakes at zero. The detail is the attempt
   * given up.
   */
  'sudoku-restart': Attempt;
  /**
   * A game is about to start: the puzzle of the day (`daily`), a past day from the calendar
   * (`archive`) or a new puzzle (`new`). The only cancelable event: `preventDefault()` stops the
   * start and the widget stays where it was; the element's `continueStart()` asks again later.
   * `seed` is absent for a new random puzzle (the widget draws it when it loads).
   */
  'sudoku-start': StartDetail;
  /** The API could not be used; the puzzle was made locally (the same one for a seed). */
  'sudoku-fallback': {
    readonly reason: FallbackReason;
    readonly message: string;
    readonly seed: string;
  };
}

export type SudokuEventName = keyof SudokuEvents;

export function puzzleInfo(game: Game): PuzzleInfo {
  const { seed, size, level, variant } = game.puzzle;
  return { seed, size, level, variant, daily: game.daily };
}

export const attempt = (game: Game, time: number): Attempt => ({
  ...puzzleInfo(game),
  time: Math.round(time),
  hintsUsed: game.hintsUsed,
  mistakes: game.mistakes,
  mistakeMode: game.checking,
});

export function hintDetail(
  hint: Hint,
  stage: SudokuEvents['sudoku-hint']['stage'],
  lang: Lang,
): SudokuEvents['sudoku-hint'] {
  const open = stage !== 'nudge';
  const r = hint.result;
  return {
    stage,
    kind: hint.kind,
    technique: hint.technique,
    explanation: hintText(hint, open ? 'full' : 'nudge', lang),
    step: open ? hint.step : null,
    placement:
      open && r.kind === 'reveal' ? { ...r.placement.cell, digit: r.placement.digit } : null,
    mistakes: open && r.kind === 'mistakes' ? r.mistakes : [],
  };
}
