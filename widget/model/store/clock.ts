/**
 * The game clock: it runs only while someone can be playing, so it stops while paused, at the
 * mistake limit, during a replay, while the tab is hidden and while the board is out of view (a
 * `start="game"` widget below the fold counts no time). After every action the game's timer is
 * brought in line (`syncClock`), so no action has to remember to. While it runs, the session asks
 * for a tick a second (the time on screen; a save every ten seconds of play, saving.ts). The
 * player's Pause is here too.
 */
import { isSolved } from '../game.ts';
import { isPlaying, tickEvery as replayTick } from '../replayer.ts';
import { pause, resume } from '../timer.ts';
import type { Handlers } from './actions.ts';
import { isGameOver, say, stringsOf } from './derive.ts';
import { advanceReplay } from './replays.ts';
import { saveNow } from './saving.ts';
import type { Session } from './session.ts';

/** The clock counts only while someone can be playing: the board on screen, in view, unfinished. */
export const clockRuns = (s: Session): boolean =>
  Boolean(
    s.game &&
      s.screen === 'game' &&
      !s.paused &&
      !isGameOver(s) &&
      !s.replay &&
      !s.hidden &&
      s.inView &&
      !isSolved(s.game),
  );

/** While the clock runs, the game is saved this often (ms). */
const AUTOSAVE_MS = 10_000;

/** How often the session needs a `tick` (ms): a replay playing at its pace, the clock each second. */
export const tickEvery = (s: Session): number | null =>
  s.replay ? (isPlaying(s.replay) ? replayTick(s.replay) : null) : clockRuns(s) ? 1000 : null;

/** Starts or stops the game's timer, at the session's `now`, to match the rest of the session. */
export function syncClock(s: Session): Session {
  const game = s.game;
  if (!game) return s;
  const timer = clockRuns(s) ? resume(game.timer, s.now) : pause(game.timer, s.now);
  return timer === game.timer ? s : { ...s, game: { ...game, timer } };
}

export const clockHandlers = {
  /** The player's Pause and Resume; not once the game is solved or over, nor during a replay. */
  pause(s, _, fx) {
    const game = s.game;
    if (!game || isSolved(game) || s.replay || isGameOver(s)) return s;
    const paused = !s.paused;
    saveNow(s, fx);
    fx.push({ type: 'focus', to: paused ? 'screen' : 'cell' });
    const t = stringsOf(s);
    return say({ ...s, paused }, paused ? t.paused : t.resume);
  },

  /** The tab was hidden (the game is saved: the page may not come back) or shown again. */
  hidden(s, { hidden }, fx) {
    if (hidden) saveNow(s, fx);
    return { ...s, hidden };
  },

  /** Some of the board came into the viewport, or none is left there. */
  'in-view': (s, { inView }) => ({ ...s, inView }),

  /** Out of the page: the clock stops, a replay closes, the game is saved. */
  disconnected(s, _, fx) {
    saveNow(s, fx);
    return { ...s, inView: false, replay: null };
  },

  /** A replay playing moves on; else, while the clock runs, a save every ten seconds of play. */
  tick(s, _, fx) {
    if (s.replay) return advanceReplay(s, fx);
    if (clockRuns(s) && s.now - s.lastSave >= AUTOSAVE_MS) saveNow(s, fx);
    return s;
  },
} satisfies Partial<Handlers>;
