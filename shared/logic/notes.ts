/**
 * Auto-notes: the candidates the rules allow in every empty cell of a board, as digit lists (the
 * shape `hint` takes its notes in). A widget can start a player's notes from it, and a player
 * without notes can keep a hint's eliminations by sending these notes minus them.
 */
import type { Grid } from '../board/grid.ts';
import type { ArrowCells } from '../variants/arrow.ts';
import type { CageCells } from '../variants/killer.ts';
import { digitsOf } from './bits.ts';
import { createState } from './candidates.ts';

export function candidateNotes(
  grid: Grid,
  arrows: readonly ArrowCells[] = [],
  cages: readonly CageCells[] = [],
): number[][] {
  const state = createState(grid, arrows, cages);
  return Array.from(state.cands, (mask, cell) => (state.values[cell] === 0 ? digitsOf(mask) : []));
}
