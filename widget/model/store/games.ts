/**
 * Which game is on the board: a game put there fresh from its state (a saved one, a loaded one,
 * the same puzzle restarted), or a new puzzle asked for (an effect answered by `loaded`, in
 * loading.ts) in place of the game in progress, which "Back to previous game" can bring back
 * until the first move on the new one.
 */
import type { Level } from '../../engine.ts';
import { dailyRequest } from '../../services/request.ts';
import { puzzleInfo, type StartDetail } from '../events.ts';
import type { Game } from '../game-state.ts';
import { inProgress } from '../slots.ts';
import { pause } from '../timer.ts';
import type { Ask, Effect } from './actions.ts';
import type { Session } from './session.ts';

/** The puzzle the page asks for at a level: the day's, the page's seed, or a new random one. */
export function configured(s: Session, level: Level): Ask {
  const c = s.config;
  if (c.daily) return dailyRequest(c.daily, level, c.variant);
  return { size: c.size, level, variant: c.variant, seed: c.seed, daily: null };
}

/** New Game: a different puzzle of the same kind as the one on the board. */
export function another(s: Session): Ask {
  const c = s.config;
  const game = s.game;
  const level = game?.puzzle.level ?? c.level;
  return { size: game?.size ?? c.size, level, variant: c.variant, seed: null, daily: null };
}

/** Puts a game on the board; `focus`: its first empty cell takes the focus. */
export function show(s: Session, game: Game, focus: boolean, fx: Effect[]): Session {
  fx.push({ type: 'focus', to: focus ? 'cell' : null });
  return {
    ...s,
    game,
    screen: 'game',
    paused: false,
    mode: 'normal',
    selection: [],
    hint: null,
    replay: null,
    choosing: false,
    celebrate: false,
    selected: Math.max(0, game.values.indexOf(0)),
  };
}

/** `sudoku-ready` once the board is rendered, so that listeners can use it at once. */
export function ready(s: Session, source: 'api' | 'local' | 'saved', fx: Effect[]): Session {
  const game = s.game;
  if (game)
    fx.push({ type: 'ready', puzzle: game.puzzle, detail: { ...puzzleInfo(game), source } });
  return s;
}

/** Puts a kept game (saved, or replaced by a new one) back on the board; a load gives way. */
export function resume(s: Session, game: Game, focus: boolean, fx: Effect[]): Session {
  const on = { ...s, ticket: s.ticket + 1, loading: null, saved: null };
  return ready(show(on, game, focus, fx), 'saved', fx);
}

/** Keeps a game in progress that a new one is replacing, its clock stopped. */
export function keep(s: Session, game: Game | null): Session {
  if (!game || !inProgress(game)) return s;
  return { ...s, previous: { ...game, timer: pause(game.timer, s.now) }, fromSave: false };
}

/**
 * A new puzzle is to start: `sudoku-start` first (answered by `gated`, in gate.ts, which begins
 * it unless the page stopped it). `kind`: what the event says; a day's puzzle is the `daily`.
 */
export function start(
  s: Session,
  ask: Ask,
  focus: boolean,
  fx: Effect[],
  kind: StartDetail['kind'] = ask.daily ? 'daily' : 'new',
): Session {
  const { level, variant, size, daily, seed } = ask;
  const detail: StartDetail = {
    kind,
    ...(daily && { date: daily }),
    level,
    variant,
    size,
    ...(seed !== null && { seed }),
  };
  fx.push({ type: 'gate', start: { ask, focus, detail } });
  return s;
}

/** Asks for a new puzzle in place of the game on the board, which New Game can bring back. */
export function begin(s: Session, ask: Ask, focus: boolean, fx: Effect[]): Session {
  const ticket = s.ticket + 1;
  const { api, timeout } = s.config;
  fx.push({ type: 'focus', to: focus ? 'screen' : null });
  fx.push({ type: 'load', ticket, ask, api, timeout });
  return {
    ...keep(s, s.game ?? s.saved),
    saved: null,
    screen: 'game',
    game: null,
    hint: null,
    replay: null,
    celebrate: false,
    ticket,
    loading: { focus },
    failed: false,
    blocked: null,
  };
}
