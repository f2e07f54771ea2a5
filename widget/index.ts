/**
 * Entry of the widget bundle (/widget.js): defines `<sudoku-break>`. Loading the script twice
 * (two embeds on one page, or a host that bundles it too) must not throw, so define only once.
 */
import { SudokuBreak } from './sudoku-break.ts';

export type { SudokuEventName, SudokuEvents } from './app/events.ts';
export { SudokuBreak };

if (!customElements.get('sudoku-break')) customElements.define('sudoku-break', SudokuBreak);

declare global {
  interface HTMLElementTagNameMap {
    'sudoku-break': SudokuBreak;
  }
}
