/**
 * New Game without regrets: with a game in progress it asks first (inline, in place of the
 * actions, never window.confirm), and once a new game replaced one in progress (New Game, or
 * Play from the menu), "Back to previous game" brings that one back with its time, until the
 * first move on the new one. A daily embed opens with the same offer for the other game it kept.
 */
import { inProgress } from '../slots.ts';
import type { Handlers } from './actions.ts';
import { say, stringsOf } from './derive.ts';
import { another, keep, resume, start } from './games.ts';

export const newGameHandlers = {
  /** New Game: asks first when there is something to lose. */
  'new-game'(s, _, fx) {
    if (!s.game || !inProgress(s.game))
      return start({ ...s, confirming: false }, another(s), true, fx);
    fx.push({ type: 'focus', to: '.confirm button' });
    return { ...s, confirming: true, choosing: false };
  },

  /** "Start new": a different puzzle of the same kind. */
  'new-game-yes': (s, _, fx) => start({ ...s, confirming: false }, another(s), true, fx),

  /** "Keep playing" (or Escape). */
  'new-game-no'(s, _, fx) {
    fx.push({ type: 'focus', to: '.new' });
    return { ...s, confirming: false };
  },

  /**
   * Back to the game offered. The one left can come back the same way until the first move, so a
   * daily embed's two games are a click apart (a new game left untouched is not kept).
   */
  'back-to-previous'(s, _, fx) {
    const game = s.previous;
    if (!game) return s;
    const back = resume({ ...s, previous: null }, game, true, fx);
    return say({ ...keep(back, s.game), fromSave: true }, stringsOf(s).restored);
  },
} satisfies Partial<Handlers>;
