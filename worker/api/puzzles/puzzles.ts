/**
 * GET /api/v1/puzzles: a seeded puzzle. Seeded puzzles are read through the cache tiers (isolate
 * memory, edge cache, KV) and are immutable (a year, strong ETag, 304). Unseeded requests get a
 * random seed, returned in the body and in Content-Location, and are neither cached nor stored:
 * KV writes cost money and a random seed is rarely asked for again (when it is, it is a seeded
 * request like any other). Their puzzle comes from the pool made ahead (cache/pool.ts) when it
 * has one of the kind, else it is generated. A seed that names a puzzle of the day is that day's
 * puzzle, under the daily rules (seeded.ts). A puzzle generated (unseeded, or a seed no cache
 * holds) is charged to the client's compute quota by its weight; one from a cache or the pool is
 * free; Cache-Status says which. Grids come as text, or as rows with `format=rows`. With `count`
 * the request is a batch (batch.ts). See puzzle-source.ts and supply.ts.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { conditional, NO_STORE } from '../../http/policy.ts';
import { sendProvenance } from '../../http/provenance.ts';
import { validate } from '../../http/validate.ts';
import type { Deps } from '../../options.ts';
import { batchAlias } from './batch.ts';
import { PUZZLE_ROUTES } from './contract.ts';
import { loadUnseeded, publicPuzzle, puzzleParams } from './puzzle-source.ts';
import { loadSeeded } from './seeded.ts';

const { path, query } = PUZZLE_ROUTES.puzzles;

export const puzzlesRoute = (deps: Deps) =>
  new Hono<AppEnv>().get(
    path,
    conditional(),
    batchAlias(deps),
    validate('query', query),
    async (c) => {
      const { size, level, variant, seed: given, include, format } = c.req.valid('query');
      const kind = { size, level, variant };
      const {
        puzzle: made,
        cacheControl,
        offline,
        ...provenance
      } = given === undefined
        ? { ...(await loadUnseeded(c, deps, kind)), cacheControl: NO_STORE }
        : await loadSeeded(
            c,
            deps,
            { ...kind, seed: given },
            { withSolution: include === 'solution' },
          );
      const canonical = puzzleParams({ ...kind, seed: given ?? made.seed });
      if (include) canonical.set('include', include);
      if (format !== 'text') canonical.set('format', format);
      c.header('Cache-Control', cacheControl);
      c.header('Content-Location', `${path}?${canonical}`);
      sendProvenance(c, provenance);
      const body = publicPuzzle(made, include, format);
      return c.json(offline === undefined ? body : { ...body, offline }, 200);
    },
  );
