/**
 * Puzzles from the Worker, with the engine as the safety net. The request is always seeded (a
 * random seed is chosen here when the page gave none), so when the API is slow, down, or answers
 * with something that fails the schema or is not the puzzle asked for, the bundled engine makes
 * exactly the same puzzle locally and the player never sees an error.
 */
import {
  checkGrid,
  dailySeed,
  formatGrid,
  type GeneratedPuzzle,
  type Level,
  parse,
  type Size,
  uniqueSolution,
} from '../engine.ts';
import { cagesOf } from '../model/cages.ts';
import type { Variant } from '../model/config.ts';
import { arrowsOf } from '../model/game.ts';
import { isRecord, readPuzzle } from '../model/validate.ts';
import { engine, loadDeferred, loadVariants, variants } from './deferred.ts';

export interface PuzzleRequest {
  readonly size: Size;
  readonly level: Level;
  readonly variant: Variant;
  readonly seed: string;
  /** YYYY-MM-DD for the puzzle of the day (then size is 9 and seed is the daily seed). */
  readonly daily: string | null;
}

export type FallbackReason = 'timeout' | 'network' | 'status' | 'invalid' | 'mismatch';

export interface Fallback {
  readonly reason: FallbackReason;
  readonly message: string;
}

export interface Loaded {
  readonly puzzle: GeneratedPuzzle;
  readonly source: 'api' | 'local';
  /** Why the API's answer was not used (null when it was, or when there is no API). */
  readonly fallback: Fallback | null;
}

/**
 * How a puzzle is asked for. widget.js asks for the first puzzle the same way while the UI is
 * still loading (facade/prefetch.ts), so that the browser's cache answers the UI's request.
 */
export const API_INIT: RequestInit = {
  headers: { accept: 'application/json' },
  credentials: 'omit',
};

/** Responses larger than this are not puzzles (a 25x25 puzzle with solution is ~1.5 KB). */
const MAX_BODY = 64 * 1024;

/** A random seed, so every puzzle can be reproduced (and made again offline). */
export function newSeed(): string {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return Array.from(words, (w) => w.toString(36)).join('');
}

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

class Refused extends Error {
  readonly reason: FallbackReason;
  constructor(reason: FallbackReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

/**
 * Checks an API answer: the shape of the engine's GeneratedPuzzle (its schema's rules, see
 * model/validate.ts), the puzzle asked for, and a puzzle that really has this one solution,
 * under its arrows or cages for Arrow or Killer Sudoku (a lying API must not be able to hand
 * the player an unsolvable board, or arrows or cages its solution breaks).
 */
export function verify(data: unknown, req: PuzzleRequest): GeneratedPuzzle {
  // The solution may be left out (the daily route keeps it back); the engine finds it.
  const bare = isRecord(data) && !('solution' in data);
  const p = readPuzzle(bare ? { ...data, solution: '' } : data);
  if (!p) throw new Refused('invalid', 'the response is not a puzzle');
  if (p.seed !== req.seed || p.size !== req.size || p.level !== req.level) {
    throw new Refused('mismatch', 'the response is not the puzzle that was asked for');
  }
  if (p.variant !== req.variant) throw new Refused('mismatch', 'wrong variant');
  const arrows = arrowsOf(p);
  if (!arrows) throw new Refused('invalid', 'the arrows do not fit the variant or the board');
  const cages = cagesOf(p);
  if (!cages) throw new Refused('invalid', 'the cages do not fit the variant or the board');
  const grid = parse(p.puzzle);
  if (!grid.ok || grid.value.size !== p.size) throw new Refused('invalid', 'unreadable puzzle');
  const solution = uniqueSolution(grid.value, arrows, cages);
  if (!solution.ok) throw new Refused('invalid', 'the puzzle does not have exactly one solution');
  const cells = Array.from(solution.value);
  const text = formatGrid({ size: p.size, cells });
  if ((!bare && text !== p.solution) || !checkGrid({ size: p.size, cells }, arrows, cages).solved) {
    throw new Refused('invalid', 'the solution does not solve the puzzle');
  }
  return bare ? { ...p, solution: text } : p;
}

async function fromApi(
  api: string,
  req: PuzzleRequest,
  timeoutMs: number,
  fetcher: typeof fetch,
): Promise<GeneratedPuzzle> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const res = await fetcher(requestUrl(api, req), { ...API_INIT, signal: abort.signal });
    if (!res.ok) throw new Refused('status', `HTTP ${res.status}`);
    const text = await res.text();
    if (text.length > MAX_BODY) throw new Refused('invalid', 'the response is too large');
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new Refused('invalid', 'the response is not JSON');
    }
    return verify(data, req);
  } catch (error) {
    if (error instanceof Refused) throw error;
    if (abort.signal.aborted) throw new Refused('timeout', `no answer within ${timeoutMs} ms`);
    throw new Refused('network', error instanceof Error ? error.message : 'network error');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The same puzzle, made by the engine's deferred part, which must be loaded already, with the
 * variants' draws for an Arrow or Killer puzzle (services/deferred.ts); throws when the engine
 * cannot make it.
 */
export function makeLocallyNow(req: PuzzleRequest): GeneratedPuzzle {
  const { seed, size, level, variant } = req;
  const { drawClassic, makeTracedWith } = engine();
  const draw = variant === 'classic' ? drawClassic : variants()?.VARIANT_DRAWS[variant];
  if (!draw) throw new Error(`the ${variant} puzzles chunk is not loaded`);
  // `makeTracedWith` is `generate` without its options schema (the request is already valid),
  // and `dailySeed` on 9x9 is exactly what `daily` asks `generate` for.
  const made = makeTracedWith(draw, seed, size, level, variant).result;
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/** The same puzzle, made by the bundled engine (its deferred part and a variant's draws first). */
export async function makeLocally(req: PuzzleRequest): Promise<GeneratedPuzzle> {
  await Promise.all([loadDeferred(), req.variant === 'classic' || loadVariants()]);
  return makeLocallyNow(req);
}

export async function loadPuzzle(
  api: string | null,
  req: PuzzleRequest,
  timeoutMs: number,
  fetcher: typeof fetch = globalThis.fetch,
): Promise<Loaded> {
  if (!api || typeof fetcher !== 'function') {
    return { puzzle: await makeLocally(req), source: 'local', fallback: null };
  }
  try {
    return { puzzle: await fromApi(api, req, timeoutMs, fetcher), source: 'api', fallback: null };
  } catch (error) {
    const { reason, message } =
      error instanceof Refused ? error : new Refused('network', String(error));
    return { puzzle: await makeLocally(req), source: 'local', fallback: { reason, message } };
  }
}
