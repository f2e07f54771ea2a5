/**
 * The arithmetic of Killer Sudoku's cages for the player: for the cage of a cell, every set of
 * different digits that makes its sum with its number of cells, and whether the digits already
 * placed in the cage still allow it (a set must hold every one of them, and none may repeat).
 * The combinations helper lists the sets; auto-notes keep to the digits they leave a cell.
 */
import { cageCombos } from '../engine.ts';
import type { Game } from './game-state.ts';
import { bit, noteDigits } from './notes.ts';

export interface CageHelp {
  readonly sum: number;
  readonly cells: number;
  /** Each set's digits, smallest first: those still possible, then those ruled out. */
  readonly open: readonly (readonly number[])[];
  readonly out: readonly (readonly number[])[];
}

/** The cage of a cell, as its index in `game.cages`; -1 outside Killer Sudoku. */
export const cageIndex = (game: Game, cell: number): number =>
  game.cages.findIndex((cage) => cage.cells.includes(cell));

/** Whether two cells share a cage: a digit may not repeat there either. */
export const sameCage = (game: Game, a: number, b: number): boolean =>
  game.cages.length > 0 && cageIndex(game, a) === cageIndex(game, b);

/** A cage's sets of digits (as masks) and its placed digits; `placed` is -1 when one repeats. */
function cageSets(game: Game, cell: number) {
  const cage = game.cages[cageIndex(game, cell)];
  if (!cage) return null;
  let placed = 0;
  for (const c of cage.cells) {
    const b = game.values[c] && bit(game.values[c]);
    placed = placed < 0 || placed & b ? -1 : placed | b;
  }
  const sets = cageCombos(cage.cells.length, cage.sum);
  const open = (set: number) => placed >= 0 && (set & placed) === placed;
  return { cage, placed, sets, open };
}

export function cageHelp(game: Game, cell: number): CageHelp | null {
  const found = cageSets(game, cell);
  if (!found) return null;
  const { cage, sets, open } = found;
  const digits = (set: number) => noteDigits(set, 9);
  return {
    sum: cage.sum,
    cells: cage.cells.length,
    open: sets.filter(open).map(digits),
    out: sets.filter((set) => !open(set)).map(digits),
  };
}

/**
 * The digits the cage leaves an empty cell: those of its sets still possible, less the digits
 * already placed in it. Every digit outside Killer Sudoku, and in a cage where a digit repeats
 * (that conflict is shown; the notes do not hide it).
 */
export function cageAllows(game: Game, cell: number): number {
  const found = cageSets(game, cell);
  if (!found || found.placed < 0) return -1;
  let allowed = 0;
  for (const set of found.sets) if (found.open(set)) allowed |= set;
  return allowed & ~found.placed;
}
