/**
 * The published types of `<sudoku-break>`: what `dist/widget.d.ts` is generated from
 * (scripts/build-types.ts). Lit is bundled into the widget and is not a dependency of the npm
 * package, so nothing here may name a Lit type; the element is described as a plain
 * `HTMLElement` with its properties, and `SudokuBreak` (sudoku-break.ts) `implements` it, so the
 * compiler fails when the class and this description drift apart.
 */
import type { SudokuEventName, SudokuEvents } from './model/events.ts';

export type { Attempt, PuzzleInfo, SudokuEventName, SudokuEvents } from './model/events.ts';

/**
 * The element's properties, one per attribute. Values are kept as the raw attribute text and
 * validated when read: an invalid value falls back to the default, it never throws.
 */
export interface SudokuBreakElement extends HTMLElement {
  /** Base URL of the API; `off` makes every puzzle in the page. Default: where the script came from. */
  api: string | null | undefined;
  /** `easy`, `medium` (default), `hard` or `expert`. */
  level: string | null | undefined;
  /** `4`, `6`, `9` (default), `16` or `25`. */
  size: string | null | undefined;
  /** Any text up to 128 characters: the same puzzle everywhere, online or offline. */
  seed: string | null | undefined;
  /** Present (`''` or `true`): today's puzzle (UTC); or a date `YYYY-MM-DD`. */
  daily: string | boolean | null | undefined;
  /** `classic` (default) or `arrow`. */
  variant: string | null | undefined;
  /**
   * The `lang` attribute (`en` or `id`), read without shadowing the native `lang` property:
   * set either the attribute or this property.
   */
  language: string | null | undefined;
  /** `light`, `dark` or `auto` (default: the system's). */
  theme: string | null | undefined;
  /** `menu` (default) or `game` (skips the menus). */
  start: string | null | undefined;
  /** API timeout in milliseconds (100 to 10000, default 2500) before the puzzle is made locally. */
  timeout: string | null | undefined;
  /**
   * Controls to leave out, separated by spaces: `menu`, `new-game`, `hint`, `solve`, `undo`
   * (Undo and Redo), `notes` (Notes and Auto notes), `pause`. Their keys go with them.
   */
  hide: string | null | undefined;
  /**
   * How wrong digits are shown: `off` (only Check shows them), `conflicts` (default: digits that
   * break a rule are marked) or `instant` (every wrong digit is marked as it is placed). A mistake
   * counts when it is shown.
   */
  mistakes: string | null | undefined;
  /** The `mistake-limit` attribute: 1 to 99 mistakes end the game (Continue or Restart); none by default. */
  mistakeLimit: string | null | undefined;
  /** The `player-token` attribute: a publisher-signed player token (docs/players.md); anonymous without. */
  playerToken: string | null | undefined;
  /**
   * Starts the game the page stopped by cancelling `sudoku-start` (after its own registration or
   * paywall): `sudoku-start` comes again first, for the listener to let through.
   */
  continueStart(): void;
  /** The `haptics` attribute: present, short vibrations on a digit, a mistake and a solve. */
  haptics: string | boolean | null | undefined;
}

/** The element's class; importing the widget defines it as `sudoku-break` where the DOM has custom elements. */
export declare const SudokuBreak: {
  readonly prototype: SudokuBreakElement;
  new (): SudokuBreakElement;
};

/** The events `<sudoku-break>` dispatches, as `addEventListener` sees them. */
export type SudokuBreakEventMap = {
  [K in SudokuEventName]: CustomEvent<SudokuEvents[K]>;
};

declare global {
  interface HTMLElementTagNameMap {
    'sudoku-break': SudokuBreakElement;
  }
  // Every event bubbles and is composed, so any element up the tree (and the document) hears it.
  interface HTMLElementEventMap extends SudokuBreakEventMap {}
}
