/**
 * Solve and its replays: the choice (fill the board now, or replay a teaching algorithm), and the
 * replay on the board with its controls (model/replayer.ts keeps its time). The clock stands
 * still while a replay is open. Its end fills the player's board (the rest of it, when the
 * recorded trace was cut) and says so, while the replay's board stays up with the algorithm's
 * digits until Close (or Escape).
 */
import { TEACHING_ALGORITHMS } from '../../engine.ts';
import { isSolved, solveAll } from '../game.ts';
import {
  advance,
  atEnd,
  backtracksOf,
  finish,
  forward,
  play,
  type Replaying,
  replaying,
  setSpeed,
  toggle,
  totalOf,
} from '../replayer.ts';
import type { Effect, Handlers } from './actions.ts';
import { openGame, sameBoard, say, stringsOf } from './derive.ts';
import { commit } from './moves.ts';
import type { Session } from './session.ts';

/** The end of the trace: the board is filled (the rest of it, when the trace was cut). */
function ended(s: Session, r: Replaying, fx: Effect[]): Session {
  const t = stringsOf(s);
  const [total, back] = [totalOf(r), backtracksOf(r)];
  const note = r.replay.truncated ? t.replayCut(total, back) : t.replayEnd(total, back);
  const next = { ...s, replay: { ...r, note } };
  const game = s.game;
  if (!game || isSolved(game)) {
    fx.push({ type: 'focus', to: 'screen' });
    return say(next, note);
  }
  const filled = commit(next, solveAll(game), 'solve', null, note, fx);
  fx.push({ type: 'focus', to: 'screen' });
  return filled;
}

/** The replay moved (or not): its end, when this move reached it, fills the board. */
function moved(s: Session, to: (r: Replaying) => Replaying, fx: Effect[]): Session {
  const r = s.replay;
  const next = r && to(r);
  if (!r || !next || next === r) return s;
  return !atEnd(r) && atEnd(next) ? ended(s, next, fx) : { ...s, replay: next };
}

/** A replay playing, at `s.now` (the clock's tick). */
export const advanceReplay = (s: Session, fx: Effect[]): Session =>
  moved(s, (r) => advance(r, s.now), fx);

export const replayHandlers = {
  /** Solve: offers to fill the board now or to replay an algorithm (pressed again: closes). */
  solve(s, _, fx) {
    if (!openGame(s)) return s;
    const choosing = !s.choosing;
    if (choosing) fx.push({ type: 'prefetch-replays' });
    fx.push({ type: 'focus', to: choosing ? 'screen' : 'cell' });
    return { ...s, choosing, hint: null };
  },

  algorithm(s, { name }) {
    const known = TEACHING_ALGORITHMS.find((a) => a === name);
    return known ? { ...s, algorithm: known } : s;
  },

  'fill-now'(s, _, fx) {
    const game = openGame(s);
    if (!game) return s;
    fx.push({ type: 'focus', to: 'cell' });
    return commit(s, solveAll(game), 'solve', null, stringsOf(s).filledAnnounce, fx);
  },

  /** Replays the chosen algorithm on the puzzle: asks for its recording. */
  replay(s, _, fx) {
    const game = openGame(s);
    if (!game) return s;
    const ticket = s.ticket + 1;
    fx.push({ type: 'replay', ticket, game, algorithm: s.algorithm });
    return { ...s, choosing: false, ticket };
  },

  /** The recording, from the givens to the solution; it plays unless motion is to be reduced. */
  replayed(s, { ticket, game, replay }, fx) {
    if (ticket !== s.ticket || !sameBoard(s, game) || !openGame(s)) return s;
    const t = stringsOf(s);
    if (!replay) return say(s, t.replayNone);
    const r = replaying(replay);
    fx.push({ type: 'focus', to: 'screen' });
    const next = { ...s, hint: null, replay: s.calm ? r : play(r, s.now) };
    return say(next, t.replayOf(t.algorithms[replay.algorithm]));
  },

  'replay-toggle': (s, _, fx) => moved(s, (r) => toggle(r, s.now), fx),
  'replay-step': (s, _, fx) => moved(s, (r) => forward(r), fx),
  'replay-finish': (s, _, fx) => moved(s, finish, fx),
  'replay-speed': (s, { speed }, fx) => moved(s, (r) => setSpeed(r, speed, s.now), fx),

  /** Closes the replay; when it is still running, the board goes back to the player's. */
  'replay-close'(s, _, fx) {
    if (!s.replay) return s;
    fx.push({ type: 'focus', to: 'cell' });
    return { ...s, replay: null };
  },
} satisfies Partial<Handlers>;
