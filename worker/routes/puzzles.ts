/**
 * GET /api/v1/puzzles: a seeded puzzle. Seeded requests read through the cache tiers (isolate
 * memory, edge cache, KV) and are immutable (a year, strong ETag, 304). Unseeded requests get a
 * fresh random seed, returned in the body and in Content-Location, and are neither cached nor
 * stored: KV writes cost money and a random seed is rarely asked for again (when it is, it is a
 * seeded request like any other). With `count` the request is a batch (routes/batch.ts).
 */
import { Hono } from 'hono';
import { generate } from '../../shared/index.ts';
import { cached, requestTiers } from '../cache/tiered.ts';
import { ROUTES } from '../contract.ts';
import type { AppEnv } from '../env.ts';
import { conditional, IMMUTABLE, NO_STORE } from '../http.ts';
import type { Deps } from '../options.ts';
import { engineProblem } from '../problem.ts';
import { computeLimit } from '../rate-limit.ts';
import { publicPuzzle, seededEntry } from '../seeded.ts';
import { validate } from '../validate.ts';
import { batchAlias } from './batch.ts';

const { path, query } = ROUTES.puzzles;

// Only unseeded requests always run the generator; a seeded one is a cache read after the first.
// After validation, so a present seed is a valid one.
const unseededLimit = computeLimit((c) => c.req.query('seed') === undefined);

export const puzzlesRoute = (deps: Deps) =>
  new Hono<AppEnv>().get(
    path,
    conditional(),
    batchAlias(deps),
    validate('query', query),
    unseededLimit,
    async (c) => {
      const { size, level, variant, seed: given, include } = c.req.valid('query');
      const options = { seed: given ?? deps.randomSeed(), size, level, variant };
      const result =
        given === undefined
          ? generate(options)
          : await cached(requestTiers(c, deps), seededEntry(deps, options));
      if (!result.ok) throw engineProblem(result.error);
      const canonical = new URLSearchParams({
        size: String(size),
        level,
        variant,
        seed: options.seed,
      });
      if (include) canonical.set('include', include);
      c.header('Cache-Control', given === undefined ? NO_STORE : IMMUTABLE);
      c.header('Content-Location', `${path}?${canonical}`);
      return c.json(publicPuzzle(result.value, include), 200);
    },
  );
