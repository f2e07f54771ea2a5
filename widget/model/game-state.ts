/**
 * What a game holds: the puzzle, the player's board (values, notes, cells revealed by hints), its
 * history, what was shown of its mistakes, and its clock. The shape alone, below every module
 * that works on it (game.ts, moves.ts, mistakes.ts, ...), so none of them needs another's.
 */
import type { ArrowCells, CageCells, GeneratedPuzzle, Size } from '../engine.ts';
import type { History } from './history.ts';
import type { MistakeMode } from './mistake-modes.ts';
import type { Timer } from './timer.ts';

export interface Game {
  readonly puzzle: GeneratedPuzzle;
  /** The date (YYYY-MM-DD) when this is the puzzle of the day. */
  readonly daily: string | null;
  readonly size: Size;
  /** Arrow Sudoku: the arrows (circle and line as cell indexes); empty for classic puzzles. */
  readonly arrows: readonly ArrowCells[];
  /** Killer Sudoku: the cages (sum and cell indexes); empty for other puzzles. */
  readonly cages: readonly CageCells[];
  /** Givens, 0 for empty. */
  readonly givens: readonly number[];
  readonly solution: readonly number[];
  /** What the board shows now, givens included; 0 for empty. */
  readonly values: readonly number[];
  /** Pencil marks, drawn in the cell's corners (the corner marks; notes.ts masks). */
  readonly notes: readonly number[];
  /** Live candidates (live.ts): the notes follow the digits placed and erased. */
  readonly live: boolean;
  /** Per cell, the candidates the player struck out while notes were live (a mask, like notes). */
  readonly elims: readonly number[];
  /** Centre marks, masks like `notes`, drawn as a centred line of small digits (marking.ts). */
  readonly centre: readonly number[];
  /** A colour per cell: 0 for none, 1..9 from the palette (marking.ts, cell.ts). */
  readonly colours: readonly number[];
  /** Cells filled by a hint or by Solve rather than by the player. */
  readonly hinted: readonly boolean[];
  readonly history: History;
  /** How wrong digits are shown while playing (mistakes.ts). */
  readonly checking: MistakeMode;
  /** Mistakes the player was shown (mistakes.ts). Undo does not take them back. */
  readonly mistakes: number;
  /** Per cell, the wrong digits (a mask, like notes) already counted as mistakes... */
  readonly counted: readonly number[];
  /** ...and those marked wrong on the board (instant mode, or "Check"). */
  readonly marked: readonly number[];
  /** Times the player chose to go on after reaching the mistake limit. */
  readonly continues: number;
  readonly hintsUsed: number;
  /** Solve was used: the board was filled for the player. */
  readonly assisted: boolean;
  readonly timer: Timer;
}
