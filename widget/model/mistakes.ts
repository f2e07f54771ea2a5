/**
 * Mistakes: how the board checks the player's digits (the `mistakes` attribute), which wrong
 * digits the player has been shown, and the mistake limit. A mistake is counted when the player
 * is shown it, never behind their back, so the count on screen is the count reported:
 * - `off`: nothing is checked while playing; only "Check" shows (and counts) wrong digits.
 * - `conflicts` (default): rule conflicts are marked, and a wrong digit is counted when it sits in
 *   one; which of two clashing digits is the wrong one is not given away.
 * - `instant`: every wrong digit is marked (and counted) as soon as it is placed.
 * Per cell, two digit masks (like notes) remember what was counted and what is marked wrong, so
 * undo and redo bring a digit back with its mark and never count it twice. Placing a digit anew
 * is a new attempt: it is checked (and counted) afresh.
 */
import { conflictCells } from './conflicts.ts';
import type { Game } from './game-state.ts';
import { bit } from './notes.ts';

const isWrong = (game: Game, cell: number): boolean =>
  game.values[cell] !== 0 && game.values[cell] !== game.solution[cell];

/**
 * Shows the wrong digits among `cells`: each one not counted yet adds a mistake, and with `mark`
 * it is also marked wrong on the board. The same game comes back when nothing changes.
 */
export function showWrong(game: Game, cells: Iterable<number>, mark: boolean): Game {
  let counted: number[] | null = null;
  let marked: number[] | null = null;
  let mistakes = game.mistakes;
  for (const cell of cells) {
    if (!isWrong(game, cell)) continue;
    const b = bit(game.values[cell]);
    if (!(game.counted[cell] & b)) {
      counted ??= [...game.counted];
      counted[cell] |= b;
      mistakes++;
    }
    if (mark && !(game.marked[cell] & b)) {
      marked ??= [...game.marked];
      marked[cell] |= b;
    }
  }
  if (!counted && !marked) return game;
  return { ...game, counted: counted ?? game.counted, marked: marked ?? game.marked, mistakes };
}

/** Forgets what was shown about one digit in one cell: the player is placing it again. */
export function forget(game: Game, cell: number, digit: number): Game {
  const b = bit(digit);
  if (!((game.counted[cell] | game.marked[cell]) & b)) return game;
  const counted = [...game.counted];
  const marked = [...game.marked];
  counted[cell] &= ~b;
  marked[cell] &= ~b;
  return { ...game, counted, marked };
}

/** Every cell of the board, for the checks that look at all of it. */
export const allCells = (game: Game): number[] => game.values.map((_, i) => i);

/** "Check": marks every wrong digit on the board, counting those not counted yet. */
export const checkNow = (game: Game): Game => showWrong(game, allCells(game), true);

/** Counts (and in instant mode marks) the wrong digits the board now shows, after any change. */
export function noticeMistakes(game: Game): Game {
  if (game.checking === 'instant') return showWrong(game, allCells(game), true);
  if (game.checking === 'conflicts') return showWrong(game, conflictCells(game), false);
  return game;
}

/** The cells whose digit is marked wrong (instant mode, or "Check"): shown as wrong digits. */
export function wrongCells(game: Game): Set<number> {
  const cells = new Set<number>();
  game.values.forEach((v, cell) => {
    if (v && game.marked[cell] & bit(v) && v !== game.solution[cell]) cells.add(cell);
  });
  return cells;
}

/** How many mistakes end the game now: the limit, plus one for each "Continue"; null: no limit. */
export const allowance = (game: Game, limit: number | null): number | null =>
  limit === null ? null : limit + game.continues;

/** The mistake limit is reached: the game is over until the player continues or restarts. */
export function isOver(game: Game, limit: number | null): boolean {
  const most = allowance(game, limit);
  return (
    most !== null && game.mistakes >= most && game.values.some((v, i) => v !== game.solution[i])
  );
}

/** "Continue" after the limit: the same board, with room for one more mistake. */
export const secondChance = (game: Game): Game => ({ ...game, continues: game.continues + 1 });
