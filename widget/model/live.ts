/**
 * Live candidates, as NYT's auto-candidate mode keeps them: while a game's notes are live, every
 * empty cell's notes are its candidates (in Killer Sudoku, what its cage still allows) less the
 * ones the player struck out. Placing a digit takes it out of its peers' notes; erasing one
 * brings back what it excluded. The player's eliminations are kept (as NYT does): a mask per cell
 * (`Game.elims`), subtracted whenever notes are worked out again, so a candidate the player
 * removed does not come back when a digit is erased.
 */
import { cageAllows, sameCage } from './combos.ts';
import type { Game } from './game-state.ts';
import { arePeers } from './geometry.ts';
import type { Change, Move, Targets } from './history.ts';
import { candidates } from './notes.ts';

/** What an empty cell may hold on a board holding `values`: its candidates, its cage's too. */
const allowed = (game: Game, values: readonly number[], cell: number): number =>
  candidates(values, game.size, cell) & cageAllows({ ...game, values }, cell);

/** The live notes of an empty cell on a board holding `values`. */
export const liveNotes = (game: Game, values: readonly number[], cell: number): number =>
  allowed(game, values, cell) & ~game.elims[cell];

/**
 * Adds to a move the live notes (the corner marks) of every empty cell that sees a changed one
 * (its house or its cage), worked out on the board the move leaves; what the move does to those
 * cells' centre marks and colours stays. Nothing while notes are not live.
 */
export function relive(game: Game, targets: Targets): void {
  if (!game.live) return;
  const values = [...game.values];
  for (const [cell, [value]] of targets) values[cell] = value;
  const changed = [...targets.keys()].filter((c) => values[c] !== game.values[c]);
  for (let cell = 0; cell < values.length; cell++) {
    if (values[cell] || targets.get(cell)?.[2]) continue;
    if (!changed.some((c) => c === cell || arePeers(game.size, c, cell) || sameCage(game, c, cell)))
      continue;
    const was = targets.get(cell);
    targets.set(cell, [0, liveNotes(game, values, cell), false, was?.[3], was?.[4]]);
  }
}

/**
 * The eliminations after the player's notes in `cell` went from `was` to `now`: a digit taken out
 * that the cell still allows is struck out, one written back is the player's again. (A digit that
 * left because a peer holds it now is no elimination: see `strike`.)
 */
export function struck(game: Game, cell: number, was: number, now: number): Game {
  if (!game.live || was === now) return game;
  const elims = [...game.elims];
  const out = was & ~now & allowed(game, game.values, cell);
  elims[cell] = (elims[cell] | out) & ~(now & ~was);
  return { ...game, elims };
}

/**
 * The eliminations after a move on notes (`changes` as history.ts records them, on the board
 * `game` shows after it), forwards or, for undo, backwards: every cell empty before and after
 * counts, whether the player changed it (a mark on several cells, an erase) or the move did
 * around a digit erased; a digit such a cell lost because it is no longer allowed is no strike.
 */
export function strike(game: Game, changes: readonly Change[], backwards = false): Game {
  let next = game;
  for (const [cell, v0, n0, , , , v1, n1] of changes)
    if (!v0 && !v1) next = backwards ? struck(next, cell, n1, n0) : struck(next, cell, n0, n1);
  return next;
}

/**
 * Undo and redo keep the mode and the eliminations in step with the notes: the auto-notes move
 * (live notes switched on) turns them off and on again; the player's own notes (a note, an erase
 * of notes) strike out and bring back as they did.
 */
export function restruck(game: Game, move: Move, backwards: boolean): Game {
  if (move.kind === 'auto-notes') return startLive(game, !backwards);
  if (move.kind !== 'note' && move.kind !== 'erase') return game;
  return strike(game, move.changes, backwards);
}

/** Live notes on or off. On, every empty cell gets its candidates (one auto-notes move). */
export function startLive(game: Game, live: boolean): Game {
  return { ...game, live, elims: game.elims.map(() => 0) };
}
