/**
 * Rule conflicts on the board: digits repeated in a house, arrows that cannot add up. What the
 * `conflicts` checking mode shows (and counts); hidden when checking is off.
 */
import { checkGrid } from '../engine.ts';
import type { Game } from './game.ts';

export interface Conflicts {
  /** Cells whose digit repeats in one of their houses, or that sit on a broken arrow. */
  readonly cells: Set<number>;
  /** Indexes of the arrows whose line cannot add up to their circle any more. */
  readonly arrows: Set<number>;
}

export function conflictsOf(game: Game): Conflicts {
  const found: Conflicts = { cells: new Set(), arrows: new Set() };
  const board = { size: game.size, cells: game.values };
  for (const conflict of checkGrid(board, game.arrows).conflicts) {
    if (conflict.house.kind === 'arrow') found.arrows.add(conflict.house.index);
    for (const { row, col } of conflict.cells) found.cells.add(row * game.size + col);
  }
  return found;
}

export const conflictCells = (game: Game): Set<number> => conflictsOf(game).cells;

/** The conflicts the board shows: none when checking is off. */
export const visibleConflicts = (game: Game): Conflicts =>
  game.checking === 'off' ? { cells: new Set(), arrows: new Set() } : conflictsOf(game);
