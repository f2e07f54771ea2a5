/**
 * GET /api/v1/puzzles/batch (and GET /api/v1/puzzles?count=N, the URL the issue asked for, which
 * answers the same): `count` seeded puzzles in one response. Puzzle i (from 1) has the seed
 * `<prefix>-<i>`, so each one is also a single request of its own, and each is cached on its own
 * under the single request's key (puzzle-source.ts): a batch and single requests share their work.
 *
 * Cost, in this order (supply.ts): the caches are read first (isolate memory and KV; not the
 * edge cache, see requestTiers), then the client's compute quota is charged the weight of each
 * puzzle the Worker has to generate (../budgets.ts), then those are generated. Cached puzzles
 * are free, as single seeded puzzles are; an unseeded batch (a random prefix, never cached, as an
 * unseeded single puzzle) costs every puzzle's weight. A kind the engine refuses (Arrow Sudoku
 * off 9x9) is a 400 that costs nothing. CPU: costly kinds have a lower cap on `count`
 * (../budgets.ts, the same table as the weights), checked with the query.
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { output } from 'zod/v4/core';
import type { AppEnv } from '../../env.ts';
import { conditional, IMMUTABLE, NO_STORE } from '../../http/policy.ts';
import { sendProvenance } from '../../http/provenance.ts';
import { parseQuery, validate } from '../../http/validate.ts';
import type { Deps } from '../../options.ts';
import type { BatchQuerySchema } from './batch-schemas.ts';
import { PUZZLE_ROUTES } from './contract.ts';
import { loadPrefixed, publicPuzzle, puzzleParams } from './puzzle-source.ts';

const { path, query } = PUZZLE_ROUTES.batch;

async function serveBatch(
  c: Context<AppEnv>,
  deps: Deps,
  batch: output<typeof BatchQuerySchema>,
): Promise<Response> {
  const { count, size, level, variant, seed: given, include, format } = batch;
  const prefix = given ?? deps.randomSeed();
  // An unseeded batch is neither read from nor written to a cache, like an unseeded puzzle.
  const { puzzles: made, ...provenance } = await loadPrefixed(
    c,
    deps,
    { size, level, variant },
    { prefix, count },
    { store: given !== undefined, edge: false },
  );
  const puzzles = made.map((puzzle) => publicPuzzle(puzzle, include, format));
  const canonical = new URLSearchParams([
    ['count', String(count)],
    ...puzzleParams({ seed: prefix, size, level, variant }),
  ]);
  if (include) canonical.set('include', include);
  if (format !== 'text') canonical.set('format', format);
  sendProvenance(c, provenance);
  c.header('Cache-Control', given === undefined ? NO_STORE : IMMUTABLE);
  c.header('Content-Location', `${path}?${canonical}`);
  return c.json({ seed: prefix, count, puzzles }, 200);
}

/** In the GET /api/v1/puzzles chain: with `count`, the request is a batch. */
export const batchAlias =
  (deps: Deps): MiddlewareHandler<AppEnv> =>
  (c, next) =>
    c.req.query('count') === undefined ? next() : serveBatch(c, deps, parseQuery(c, query));

export const batchRoute = (deps: Deps) =>
  new Hono<AppEnv>().get(path, conditional(), validate('query', query), (c) =>
    serveBatch(c, deps, c.req.valid('query')),
  );
