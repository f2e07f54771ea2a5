/**
 * Rule conflicts on the board: digits repeated in a house or a cage, arrows and cages that cannot
 * add up. What the `conflicts` checking mode shows (and counts); hidden when checking is off.
 */
import { checkGrid } from '../engine.ts';
import type { Game } from './game-state.ts';

export interface Conflicts {
  /** Cells whose digit repeats in one of their houses or cage, or on a broken arrow or cage. */
  readonly cells: Set<number>;
  /** Indexes of the arrows whose line cannot add up to their circle any more. */
  readonly arrows: Set<number>;
  /** Indexes of the cages with a repeated digit or digits that cannot make the sum. */
  readonly cages: Set<number>;
}

const none = (): Conflicts => ({ cells: new Set(), arrows: new Set(), cages: new Set() });

export function conflictsOf(game: Game): Conflicts {
  const found = none();
  const board = { size: game.size, cells: game.values };
  for (const conflict of checkGrid(board, game.arrows, game.cages).conflicts) {
    const { kind, index } = conflict.house;
    if (kind === 'arrow' || kind === 'cage') found[`${kind}s`].add(index);
    for (const { row, col } of conflict.cells) found.cells.add(row * game.size + col);
  }
  return found;
}

export const conflictCells = (game: Game): Set<number> => conflictsOf(game).cells;

/** The conflicts the board shows: none when checking is off. */
export const visibleConflicts = (game: Game): Conflicts =>
  game.checking === 'off' ? none() : conflictsOf(game);
