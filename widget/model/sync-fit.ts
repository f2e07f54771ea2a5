/**
 * A saved game as the server takes it: at most its limit of JSON characters. Only the players'
 * sync (app/players.ts) needs this, so it stays in the players' chunk, out of a game's bytes.
 */
import type { SavedGame } from './persistence.ts';

/** The most characters of JSON the server keeps of a saved game (worker/api/players/schemas.ts). */
export const SYNC_CHARACTERS = 48 * 1024;

/**
 * A save for the server: the oldest moves of its history are left out until its JSON fits the
 * server's limit (marks on many cells make long histories), so the board itself always syncs.
 */
export function fitSaved(saved: SavedGame, most = SYNC_CHARACTERS): SavedGame {
  let fit = saved;
  // A tenth of the past at a time (the future, once the past is gone).
  while (JSON.stringify(fit).length > most && fit.past.length + fit.future.length) {
    const past = fit.past.slice(Math.ceil(fit.past.length / 10));
    fit = { ...fit, past, future: fit.past.length ? fit.future : [] };
  }
  return fit;
}
