/**
 * How the widget asks the Worker for a puzzle: the request (always seeded), its URL and its
 * fetch options. widget.js's loader asks for the first puzzle this way while the UI is still
 * loading (facade/prefetch.ts), and api.ts the same way once it is in, so that the browser's
 * cache answers the UI; apart from api.ts so that the loader does not reach the UI's engine
 * and its chunks.
 */
import { dailySeed, type Level, type Size } from '../engine.ts';
import type { Variant } from '../model/config.ts';

export interface PuzzleRequest {
  readonly size: Size;
  readonly level: Level;
  readonly variant: Variant;
  readonly seed: string;
  /** YYYY-MM-DD for the puzzle of the day (then size is 9 and seed is the daily seed). */
  readonly daily: string | null;
}

/**
 * How a puzzle is asked for. widget.js asks for the first puzzle the same way while the UI is
 * still loading (facade/prefetch.ts), so that the browser's cache answers the UI's request.
 */
export const API_INIT: RequestInit = {
  headers: { accept: 'application/json' },
  credentials: 'omit',
};

/** The request for the puzzle of the day on a date (classic, or that variant's). */
export const dailyRequest = (
  date: string,
  level: Level,
  variant: Variant = 'classic',
): PuzzleRequest => ({
  size: 9,
  level,
  variant,
  seed: dailySeed(date, level),
  daily: date,
});

export function requestUrl(api: string, req: PuzzleRequest): string {
  // A day's solution is out only once the day has ended everywhere (the API refuses it before,
  // so that no daily competition is spoiled): the daily puzzle comes alone, and `verify` finds
  // its solution with the bundled engine.
  const q = new URLSearchParams(
    req.daily
      ? {
          date: req.daily,
          level: req.level,
          ...(req.variant !== 'classic' && { variant: req.variant }),
        }
      : {
          size: String(req.size),
          level: req.level,
          variant: req.variant,
          seed: req.seed,
          include: 'solution',
        },
  );
  return new URL(`api/v1/${req.daily ? 'daily' : 'puzzles'}?${q}`, api).href;
}
