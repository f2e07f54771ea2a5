/**
 * Puzzles from the Worker, with the engine as the safety net. The request is always seeded (a
 * random seed is chosen here when the page gave none), so when the API is slow, down, or answers
 * with something that fails the schema or is not the puzzle asked for, the bundled engine makes
 * exactly the same puzzle locally and the player never sees an error.
 */
import { checkGrid, formatGrid, type GeneratedPuzzle, parse, uniqueSolution } from '../engine.ts';
import { cagesOf } from '../model/cages.ts';
import { arrowsOf } from '../model/game.ts';
import { isRecord, readPuzzle } from '../model/validate.ts';
import { engine, loadBoard, loadDeferred, loadVariants, variants } from './deferred.ts';
import { API_INIT, type PuzzleRequest, requestUrl } from './request.ts';

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

/** Responses larger than this are not puzzles (a 25x25 puzzle with solution is ~1.5 KB). */
const MAX_BODY = 64 * 1024;

/** A random seed, so every puzzle can be reproduced (and made again offline). */
export function newSeed(): string {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return Array.from(words, (w) => w.toString(36)).join('');
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
    // verify proves the solution unique: on a board other than a classic 9x9, with the general
    // core (a failed load is the network's failure: the puzzle is made here, which needs it too).
    await loadBoard(req);
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
 * variants' draws for an Arrow or Killer puzzle and the search core the board needs
 * (services/deferred.ts); throws when the engine cannot make it.
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

/**
 * The same puzzle, made by the bundled engine (its deferred part, the search core the board needs
 * and a variant's draws first).
 */
export async function makeLocally(req: PuzzleRequest): Promise<GeneratedPuzzle> {
  await Promise.all([loadDeferred(), loadBoard(req), req.variant === 'classic' || loadVariants()]);
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
