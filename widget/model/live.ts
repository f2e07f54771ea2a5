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
import type { Move } from './history.ts';
import { candidates } from './notes.ts';

/** A cell's wanted end state in a move: value, notes, hinted. */
export type Target = readonly [number, number, boolean];

/** The live notes of an empty cell on a board holding `values`. */
export function liveNotes(game: Game, values: readonly number[], cell: number): number {
  const board = { ...game, values };
  return candidates(values, game.size, cell) & cageAllows(board, cell) & ~game.elims[cell];
}

/**
 * Adds to a move the live notes of every empty cell that sees a changed one (its house or its
 * cage), worked out on the board the move leaves. Nothing while notes are not live.
 */
export function relive(game: Game, targets: Map<number, Target>): void {
  if (!game.live) return;
  const values = [...game.values];
  for (const [cell, [value]] of targets) values[cell] = value;
  const changed = [...targets.keys()].filter((c) => values[c] !== game.values[c]);
  for (let cell = 0; cell < values.length; cell++) {
    if (values[cell] || targets.get(cell)?.[2]) continue;
    if (!changed.some((c) => c === cell || arePeers(game.size, c, cell) || sameCage(game, c, cell)))
      continue;
    targets.set(cell, [0, liveNotes(game, values, cell), false]);
  }
}

/** The eliminations after the player's notes in `cell` went from `was` to `now`. */
export function struck(game: Game, cell: number, was: number, now: number): Game {
  if (!game.live || was === now) return game;
  const elims = [...game.elims];
  elims[cell] = (elims[cell] | (was & ~now)) & ~(now & ~was);
  return { ...game, elims };
}

/**
 * Undo and redo keep the mode and the eliminations in step with the notes: the auto-notes move
 * (live notes switched on) turns them off and on again; the player's own notes (a note, an erase
 * of notes) strike out and bring back as they did.
 */
export function restruck(game: Game, move: Move, backwards: boolean): Game {
  if (move.kind === 'auto-notes') return startLive(game, !backwards);
  if (move.kind !== 'note' && move.kind !== 'erase') return game;
  const [cell, v0, n0, , v1, n1] = move.changes[0] ?? [];
  if (cell === undefined || v0 || v1) return game;
  return backwards ? struck(game, cell, n1, n0) : struck(game, cell, n0, n1);
}

/** Live notes on or off. On, every empty cell gets its candidates (one auto-notes move). */
export function startLive(game: Game, live: boolean): Game {
  return { ...game, live, elims: game.elims.map(() => 0) };
}
