/**
 * Which of two copies of a saved game is the more advanced, for the saved games that follow a
 * reader between devices (players.ts): a solved game over one still going, else the one with more
 * of the player's digits on the board, else the one played longer. Equal copies are a tie.
 */

import type { GeneratedPuzzle } from '../../engine.ts';
import { type Game, isSolved } from '../game.ts';
import { elapsed } from '../timer.ts';

/** The same puzzle (copies from two devices are two objects). */
export const samePuzzle = (a: GeneratedPuzzle, b: GeneratedPuzzle): boolean =>
  a.seed === b.seed && a.puzzle === b.puzzle && a.variant === b.variant;

const filled = (g: Game): number => g.values.filter((v, i) => v !== 0 && g.givens[i] === 0).length;

/** Above 0: `a` is further; below 0: `b` is; 0: as far as each other. */
export function further(a: Game, b: Game, now: number): number {
  return (
    Number(isSolved(a)) - Number(isSolved(b)) ||
    filled(a) - filled(b) ||
    elapsed(a.timer, now) - elapsed(b.timer, now)
  );
}
