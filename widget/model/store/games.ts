/**
 * Which game is on the board: a game put there fresh from its state (a new one, a saved one, the
 * same puzzle restarted), with no hint, no replay, the first empty cell selected.
 */
import type { Game } from '../game-state.ts';
import type { Effect } from './actions.ts';
import type { Session } from './session.ts';

/** Puts a game on the board; `focus`: its first empty cell takes the focus. */
export function show(s: Session, game: Game, focus: boolean, fx: Effect[]): Session {
  fx.push({ type: 'focus', to: focus ? 'cell' : null });
  return {
    ...s,
    game,
    screen: 'game',
    paused: false,
    notesMode: false,
    hint: null,
    replay: null,
    choosing: false,
    celebrate: false,
    selected: Math.max(0, game.values.indexOf(0)),
  };
}
