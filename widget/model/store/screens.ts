/**
 * The screens: the menus, the text screens (Help, About) and the game, and the ways between them
 * (a menu's buttons, OK and Escape back to where a screen was opened from).
 */
import { isSolved } from '../game.ts';
import { inProgress } from '../slots.ts';
import { pause } from '../timer.ts';
import type { Effect, Handlers } from './actions.ts';
import { configured, resume, start } from './games.ts';
import { newGameHandlers } from './newgame.ts';
import { replayHandlers } from './replays.ts';
import { saveNow } from './saving.ts';
import type { Screen, Session } from './session.ts';

function go(s: Session, screen: Screen, fx: Effect[]): Session {
  let n: Session = { ...s, replay: null, confirming: false };
  if (screen !== 'game') {
    // Leaving the game drops a load in flight. Leaving a new game untouched: the one it
    // replaced is the one to continue. Between the menus, what a daily embed offers to go back
    // to stays offered.
    n = { ...n, ticket: s.ticket + 1, loading: null };
    if (s.screen === 'game') {
      const previous = s.previous;
      if (previous && !(s.game && inProgress(s.game))) n = { ...n, game: previous };
      n = { ...n, previous: null };
    }
    if (n.game === s.game) saveNow(n, fx);
    // The menu offers it with its clock stopped: time spent away does not count.
    const left = n.game;
    if (left && !isSolved(left)) n = { ...n, saved: { ...left, timer: pause(left.timer, s.now) } };
    if (screen !== 'menu') n = { ...n, from: s.screen };
  }
  fx.push({ type: 'focus', to: screen === 'game' ? 'cell' : 'screen' });
  return { ...n, screen, paused: false };
}

/** Back where a text screen or the level menu was opened from. */
const back = (s: Session, fx: Effect[]): Session =>
  go(s, s.from === s.screen ? 'menu' : s.from, fx);

/** Escape has something to close: New Game's question, Solve's choice, a replay, a text screen. */
export const escapes = (s: Session): boolean =>
  s.confirming || s.choosing || s.replay !== null || (s.screen !== 'game' && s.screen !== 'menu');

export const screenHandlers = {
  go: (s, { screen }, fx) => go(s, screen, fx),
  back: (s, _, fx) => back(s, fx),

  /** Escape closes what is open, the innermost first. */
  escape(s, _, fx) {
    if (s.confirming) return newGameHandlers['new-game-no'](s, { type: 'new-game-no' }, fx);
    if (s.choosing) return replayHandlers.solve(s, { type: 'solve' }, fx);
    if (s.replay) return replayHandlers['replay-close'](s, { type: 'replay-close' }, fx);
    return escapes(s) ? back(s, fx) : s;
  },

  /** A level from the level menu: a new game of the page's puzzle at that level. */
  'play-level': (s, { level }, fx) => start(s, configured(s, level), true, fx),

  /** Continue, from the main menu: the saved game, as it was left. */
  'continue-saved': (s, _, fx) => (s.saved ? resume(s, s.saved, true, fx) : s),
} satisfies Partial<Handlers>;
