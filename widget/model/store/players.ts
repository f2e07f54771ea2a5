/**
 * The player as the API knows them (docs/players.md, "What an embed does with it"), as steps of
 * the session: the API is only ever asked through effects, and with the API away nothing here
 * changes the game. After every step, `playersFor` starts the server's play of a puzzle put on the
 * board, sends the finish of one the player solved, and sends every save to the server too. The
 * handlers take the API's answers:
 *
 * - A finish the API did not answer (offline, a 5xx) is queued, kept in storage, and sent again
 *   when the API next answers (a repeated finish is safe: the server counts it once).
 * - Saved games: the server's copy is read when an embed opens its slot; a write names the
 *   revision it replaces, and a stale one comes back with the server's copy. Then the more
 *   advanced copy wins (further.ts): the server's, put on the board (or offered by the menu),
 *   when it is further than the local one, or as far; else the local one, written over it. A copy
 *   of another puzzle loses to the game being played here.
 * - Storage refusing a write is told once; the server's copy keeps the game meanwhile.
 */
import { boardText, isSolved } from '../game.ts';
import type { Game } from '../game-state.ts';
import { elapsed } from '../timer.ts';
import type { Action, Effect, Handlers } from './actions.ts';
import { elapsedMs, say, stringsOf } from './derive.ts';
import { further, samePuzzle } from './further.ts';
import { resume } from './games.ts';
import type { Pending, Players } from './players-state.ts';
import { slotOf } from './saving.ts';
import type { Session } from './session.ts';

const withPlayers = (s: Session, patch: Partial<Players>): Session => ({
  ...s,
  players: { ...s.players, ...patch },
});

/** The queue without a finish (by its play), and the effect that keeps what is left. */
function dequeue(s: Session, id: string, fx: Effect[]): Session {
  const queue = s.players.queue.filter((p) => p.id !== id);
  if (queue.length === s.players.queue.length || !s.config.api) return s;
  fx.push({ type: 'keep-queue', api: s.config.api, queue });
  return withPlayers(s, { queue });
}

/** The API answered: the finishes waiting for it go again. */
function flush(s: Session, fx: Effect[], queue = s.players.queue): void {
  const api = s.config.api;
  if (!api) return;
  for (const finish of queue) fx.push({ type: 'finish-play', api, finish, puzzle: null });
}

/** The finish of a game the player just solved, for the play the server timed. */
function finishOf(s: Session, game: Game): Pending | null {
  const play = s.players.play;
  if (!play?.id || !samePuzzle(play.puzzle, game.puzzle)) return null;
  const { hintsUsed: hints, mistakes } = game;
  // The server counts milliseconds; the clock's reading, pauses left out.
  const seconds = Math.round(elapsedMs(s)) / 1000;
  return { id: play.id, body: { solution: boardText(game), seconds, hints, mistakes } };
}

/**
 * What every step asks of the API, given the effects it already has: the queue kept in storage
 * for a new API, a play for a new puzzle on the board, the finish of a solved one, each save.
 */
export function playersFor(
  before: Session,
  after: Session,
  action: Action,
  effects: readonly Effect[],
): { session: Session; effects: Effect[] } {
  const api = after.config.api;
  const fx: Effect[] = [];
  if (!api) return { session: after, effects: fx };
  let s = after;
  if (api !== before.config.api) fx.push({ type: 'read-queue', api });
  // The server's copy of the slot, once the local one is read (the two are then compared).
  if (action.type === 'opened' && action.key === s.key) fx.push({ type: 'pull', api, key: s.key });
  const game = s.game;
  const play = s.players.play;
  if (
    game &&
    !game.assisted &&
    !isSolved(game) &&
    !(play && samePuzzle(play.puzzle, game.puzzle))
  ) {
    fx.push({ type: 'start-play', api, puzzle: game.puzzle });
    s = withPlayers(s, { play: { puzzle: game.puzzle, id: null }, standing: null, panel: null });
  }
  const was = before.game;
  if (game && was && samePuzzle(was.puzzle, game.puzzle) && !isSolved(was) && isSolved(game)) {
    const finish = game.assisted ? null : finishOf(s, game);
    if (finish) fx.push({ type: 'finish-play', api, finish, puzzle: game.puzzle });
  }
  for (const e of effects) {
    if (e.type === 'save')
      fx.push({ type: 'push', api, key: e.key, game: e.game, elapsed: e.elapsed });
  }
  return { session: s, effects: fx };
}

/**
 * The slot's game, as the session holds it: on the board, or offered by the menu (a daily embed's
 * other game is in a slot of its own: it is never compared with the day's copy).
 */
function localOf(s: Session, key: string): Game | null {
  const game = s.game ?? s.saved;
  return game && slotOf(s, game) === key ? game : null;
}

/** Puts the server's copy where the local one was: on the board, or in the menu's Continue. */
function adopt(s: Session, game: Game, fx: Effect[]): Session {
  if (s.game || (s.screen === 'game' && s.loading)) return resume(s, game, false, fx);
  return { ...s, saved: isSolved(game) ? null : game };
}

export const playerHandlers = {
  /** The queue kept from an earlier visit: sent at once (a repeat is safe; a failure keeps it). */
  'queue-read'(s, { queue }, fx) {
    const known = new Set(s.players.queue.map((p) => p.id));
    const added = queue.filter((p) => !known.has(p.id));
    flush(s, fx, added);
    return withPlayers(s, { queue: [...s.players.queue, ...added] });
  },

  'play-started'(s, { puzzle, id }, fx) {
    const play = s.players.play;
    if (!id || !play || play.puzzle !== puzzle) return s;
    flush(s, fx);
    return withPlayers(s, { play: { puzzle, id } });
  },

  'finish-sent'(s, { finish, puzzle, outcome, standing }, fx) {
    if (outcome === 'offline') {
      if (s.players.queue.some((p) => p.id === finish.id) || !s.config.api) return s;
      const queue = [...s.players.queue, finish];
      fx.push({ type: 'keep-queue', api: s.config.api, queue });
      return withPlayers(s, { queue });
    }
    const on = dequeue(s, finish.id, fx);
    const game = on.game;
    return standing && puzzle && game && samePuzzle(puzzle, game.puzzle)
      ? withPlayers(on, { standing: { puzzle: game.puzzle, standing } })
      : on;
  },

  'remote-game'(s, { key, revision, game, conflict }, fx) {
    const revisions = { ...s.players.revisions };
    if (revision) revisions[key] = revision;
    else delete revisions[key];
    const on = withPlayers(s, { revisions });
    const local = localOf(on, key);
    const api = on.config.api;
    // Another slot's game on show (a daily embed's other game), or a slot not on show: the
    // server's copy waits for the embed to open it.
    if (!local && (on.game || on.saved || key !== on.key)) return on;
    if (
      game &&
      (!local || (samePuzzle(game.puzzle, local.puzzle) && further(game, local, on.now) >= 0))
    ) {
      return local && further(game, local, on.now) === 0 ? on : adopt(on, game, fx);
    }
    // The local copy is further (or another puzzle, played here): it goes over the server's.
    if (local && api && (conflict || game)) {
      fx.push({ type: 'push', api, key, game: local, elapsed: elapsed(local.timer, on.now) });
    }
    return on;
  },

  pushed(s, { key, revision }, fx) {
    flush(s, fx);
    return withPlayers(s, { revisions: { ...s.players.revisions, [key]: revision } });
  },

  'storage-failed'(s) {
    if (s.players.storage !== 'ok') return s;
    return say(withPlayers(s, { storage: 'tell' }), stringsOf(s).storageUnavailable);
  },

  'storage-notice-close'(s) {
    return s.players.storage === 'tell' ? withPlayers(s, { storage: 'told' }) : s;
  },

  'players-panel'(s, { panel }, fx) {
    const api = s.config.api;
    const game = s.game;
    if (!panel || !api || !game) return withPlayers(s, { panel: null });
    const { level, variant } = game.puzzle;
    const daily = game.daily ? { date: game.daily, level, variant } : null;
    fx.push({ type: 'players-data', api, daily });
    fx.push({ type: 'focus', to: '[data-players]' });
    return withPlayers(s, { panel, fetched: false, leaderboard: null, profile: null });
  },

  'players-data'(s, { leaderboard, profile }) {
    // The result panel's screens, or the stats screen (archive.ts), which shows the profile.
    const open = s.players.panel || s.screen === 'stats';
    return open ? withPlayers(s, { fetched: true, leaderboard, profile }) : s;
  },
} satisfies Partial<Handlers>;
