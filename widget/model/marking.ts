/**
 * Marks and colours on several cells at once (multi-select), with SudokuPad's toggle: when every
 * cell that can take it already has the mark (or colour), it comes off them all, else it goes on
 * them all, as one undoable move. Corner marks are the game's `notes` (live notes keep what the
 * player strikes out of them: live.ts); centre marks are `centre`.
 */
import type { Game } from './game-state.ts';
import type { Targets } from './history.ts';
import { commit, commitNotes, isLocked, validCell, validDigit } from './moves.ts';
import { bit } from './notes.ts';

/** How a digit goes in: as a value, a corner or centre mark, or a colour (store/session.ts). */
export type Mode = 'normal' | 'corner' | 'centre' | 'colour';
export const MODES: readonly Mode[] = ['normal', 'corner', 'centre', 'colour'];

/** The palette's size: colours 1..9 (styles-play.ts draws them, i18n names them). */
export const COLOURS = 9;

/** The cells a move may change: on the board, not a given or a hinted cell (nor filled, for marks). */
const open = (game: Game, cells: readonly number[], empty: boolean): number[] =>
  [...new Set(cells)].filter(
    (c) => validCell(game, c) && !isLocked(game, c) && (!empty || game.values[c] === 0),
  );

/** Toggles a corner or centre mark in the empty cells among `cells`. */
export function markAll(
  game: Game,
  cells: readonly number[],
  layer: 'corner' | 'centre',
  digit: number,
): Game {
  if (!validDigit(game, digit)) return game;
  const masks = layer === 'corner' ? game.notes : game.centre;
  const at = open(game, cells, true);
  const off = at.every((c) => masks[c] & bit(digit));
  const targets: Targets = new Map();
  for (const c of at) {
    const mask = off ? masks[c] & ~bit(digit) : masks[c] | bit(digit);
    targets.set(c, layer === 'corner' ? [0, mask, false] : [0, game.notes[c], false, mask]);
  }
  return commitNotes(game, targets);
}

/** Toggles colour 1..9 in `cells` (given and filled cells too); colour 0 clears theirs. */
export function colourAll(game: Game, cells: readonly number[], colour: number): Game {
  if (!Number.isInteger(colour) || colour < 0 || colour > COLOURS) return game;
  const at = [...new Set(cells)].filter((c) => validCell(game, c));
  const off = at.every((c) => game.colours[c] === colour);
  const targets: Targets = new Map();
  for (const c of at) {
    const [v, n, h, k] = [game.values[c], game.notes[c], game.hinted[c], game.centre[c]];
    targets.set(c, [v, n, h, k, off ? 0 : colour]);
  }
  return commit(game, 'colour', targets);
}
