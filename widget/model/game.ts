/**
 * The game model: a puzzle and the player's board (values, notes, cells revealed by hints), how
 * a game starts and what its board shows; the moves on it are in moves.ts. Every function is
 * pure and returns a new Game (or the same one for a no-op), so undo/redo, saving and tests need
 * nothing but values.
 */
import {
  type ArrowCells,
  arrowCells,
  type CageCells,
  checkGrid,
  formatGrid,
  type GeneratedPuzzle,
  parse,
  type Size,
} from '../engine.ts';
import { cagesOf } from './cages.ts';
import { emptyHistory, type History } from './history.ts';
import { type MistakeMode, noticeMistakes } from './mistakes.ts';
import { stoppedTimer, type Timer } from './timer.ts';

// Rule conflicts live in conflicts.ts and moves in moves.ts; re-exported for the modules that
// import them from here.
export { type Conflicts, conflictCells, conflictsOf, visibleConflicts } from './conflicts.ts';
export {
  applyHintMove,
  erase,
  fillNotes,
  type HintMove,
  isGiven,
  isLocked,
  note,
  place,
  redo,
  reveal,
  solveAll,
  undo,
} from './moves.ts';

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
  readonly notes: readonly number[];
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

/** Reads a puzzle's text into cells; null unless it is a board of the given size. */
export function cellsOf(text: string, size: Size): number[] | null {
  const grid = parse(text);
  return grid.ok && grid.value.size === size ? [...grid.value.cells] : null;
}

/** A puzzle's arrows as cell indexes: none for classic, some for arrow; null when unusable. */
export function arrowsOf(puzzle: GeneratedPuzzle): ArrowCells[] | null {
  const given = puzzle.arrows ?? [];
  if ((puzzle.variant === 'arrow') !== given.length > 0) return null;
  const cells = arrowCells(puzzle.size, given);
  return cells.ok ? cells.value : null;
}

/**
 * A fresh game, or null when the puzzle is unusable: the solution must be a solved board of the
 * same size (arrows or cages holding, for Arrow or Killer Sudoku) whose digits agree with every
 * given.
 */
export function newGame(
  puzzle: GeneratedPuzzle,
  daily: string | null = null,
  checking: MistakeMode = 'conflicts',
): Game | null {
  const size = puzzle.size;
  const givens = cellsOf(puzzle.puzzle, size);
  const solution = cellsOf(puzzle.solution, size);
  const arrows = arrowsOf(puzzle);
  const cages = cagesOf(puzzle);
  if (!givens || !solution || !arrows || !cages) return null;
  if (!checkGrid({ size, cells: solution }, arrows, cages).solved) return null;
  if (givens.some((v, i) => v !== 0 && v !== solution[i])) return null;
  return {
    puzzle,
    daily,
    size,
    arrows,
    cages,
    givens,
    solution,
    values: givens,
    notes: givens.map(() => 0),
    hinted: givens.map(() => false),
    history: emptyHistory,
    checking,
    mistakes: 0,
    counted: givens.map(() => 0),
    marked: givens.map(() => 0),
    continues: 0,
    hintsUsed: 0,
    assisted: false,
    timer: stoppedTimer(),
  };
}

export const isSolved = (game: Game): boolean =>
  game.values.every((v, i) => v === game.solution[i]);

/** Switches how mistakes are shown; what the new mode shows at once is counted at once. */
export const withChecking = (game: Game, checking: MistakeMode): Game =>
  checking === game.checking ? game : noticeMistakes({ ...game, checking });

/** The same puzzle from its givens: a fresh board, clock, count and history. */
export const restart = (game: Game): Game =>
  newGame(game.puzzle, game.daily, game.checking) ?? game;

/** How many times each digit is on the board (index = digit). */
export function digitCounts(game: Game): number[] {
  const counts = new Array<number>(game.size + 1).fill(0);
  for (const v of game.values) counts[v]++;
  return counts;
}

/** The board as engine text (`.` for empty), for events and saving. */
export const boardText = (game: Game, values = game.values): string =>
  formatGrid({ size: game.size, cells: values });
