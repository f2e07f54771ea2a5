/**
 * The first puzzle, asked for while the UI's chunks are still on their way: an element that opens
 * on a game of a given seed or day asks the API for it as its UI starts loading, exactly as the
 * UI will (services/api.ts), so that when the UI asks, the browser's HTTP cache answers (those
 * answers are immutable; a request still in flight is waited for, not sent twice). A random
 * puzzle's seed is the UI's to pick: it is not asked for. Where a saved game comes back instead,
 * the answer goes unused (one cached GET; checking for the game here would cost widget.js more
 * than that). Failures are the UI's to see and handle: here they are ignored.
 */
import type { Config } from '../model/config.ts';
import { API_INIT, dailyRequest, type PuzzleRequest, requestUrl } from '../services/request.ts';

/** The request the UI's first load makes (app/loading.ts `configured`), when it is known. */
function firstRequest(config: Config): PuzzleRequest | null {
  const { size, level, variant, seed, daily } = config;
  if (daily) return dailyRequest(daily, level, variant);
  return seed === null ? null : { size, level, variant, seed, daily: null };
}

export function prefetchPuzzle(config: Config): void {
  const req = config.start === 'game' ? firstRequest(config) : null;
  if (!req || !config.api) return;
  fetch(requestUrl(config.api, req), API_INIT).then(
    (res) => res.arrayBuffer(),
    () => {},
  );
}
