/**
 * The game model: a puzzle and the player's board (values, notes, cells revealed by hints), how
 * a game starts and what its board shows; the moves on it are in moves.ts. Every function is
 * pure and returns a new Game (or the same one for a no-op), so undo/redo, saving and tests need
 * nothing but values.
 */
import {
  type ArrowCells,
  arrowCells,
  checkGrid,
  formatGrid,
  type GeneratedPuzzle,
  parse,
  type Size,
} from '../engine.ts';
import { cagesOf } from './cages.ts';
import type { Game } from './game-state.ts';
import { emptyHistory } from './history.ts';
import type { MistakeMode } from './mistake-modes.ts';
import { noticeMistakes } from './mistakes.ts';
import { stoppedTimer } from './timer.ts';

export { type Conflicts, conflictCells, conflictsOf, visibleConflicts } from './conflicts.ts';
// The shape of a game lives in game-state.ts, rule conflicts in conflicts.ts and moves in
// moves.ts; re-exported for the modules that import them from here.
export type { Game } from './game-state.ts';
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
    live: false,
    elims: givens.map(() => 0),
    centre: givens.map(() => 0),
    colours: givens.map(() => 0),
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
