/**
 * Mistakes in play: "Check", and the game over at the mistake limit with its way on (Continue,
 * Restart). The rules themselves are model/mistakes.ts; moves.ts says the count after a move that
 * showed a new mistake.
 */
import { attempt } from '../events.ts';
import { restart } from '../game.ts';
import { allowance, checkNow, secondChance, wrongCells } from '../mistakes.ts';
import type { Handlers } from './actions.ts';
import { elapsedMs, isGameOver, openGame, say, stringsOf } from './derive.ts';
import { show } from './games.ts';

export const checkHandlers = {
  /** "Check": marks every wrong digit now (no move, no `sudoku-change`), counting new ones. */
  check(s, _, fx) {
    const game = openGame(s);
    if (!game) return s;
    const next = checkNow(game);
    const found = wrongCells(next).size;
    const t = stringsOf(s);
    const checked = say({ ...s, game: next }, found ? t.checkFound(found) : t.checkNone);
    // The mistake limit reached: its panel takes the focus.
    if (isGameOver(checked)) fx.push({ type: 'focus', to: 'screen' });
    return checked;
  },

  /** One more mistake allowed, on the same board. */
  'continue-game'(s, _, fx) {
    const game = s.game;
    if (!game || !isGameOver(s)) return s;
    const next = secondChance(game);
    const most = allowance(next, s.config.mistakeLimit);
    fx.push({ type: 'focus', to: 'cell' });
    return say({ ...s, game: next }, stringsOf(s).mistakesCount(game.mistakes, most));
  },

  /** The same puzzle again from its givens, as a fresh game: clock, count and history. */
  restart(s, _, fx) {
    const game = s.game;
    if (!game) return s;
    const given = attempt(game, elapsedMs(s));
    const next = show(s, restart(game), true, fx);
    fx.push({ type: 'emit', name: 'sudoku-restart', detail: given });
    return next;
  },
} satisfies Partial<Handlers>;
