/**
 * Entry of the widget bundle (/widget.js): defines `<sudoku-break>`. Loading the script twice
 * (two embeds on one page, or a host that bundles it too) must not throw, so define only once.
 * Where there is no custom element registry, define nothing, so that importing never throws. A
 * server rendering the host page gets the package's `node` build (dist/widget.node.js): there
 * Lit's Node build supplies a shim registry, and the element is defined in it, as Lit's server
 * rendering expects.
 */
import { SudokuBreak } from './sudoku-break.ts';

export type {
  PuzzleInfo,
  SudokuBreakElement,
  SudokuBreakEventMap,
  SudokuEventName,
  SudokuEvents,
} from './types.ts';
export { SudokuBreak };

if (typeof customElements !== 'undefined' && !customElements.get('sudoku-break')) {
  customElements.define('sudoku-break', SudokuBreak);
}
