/**
 * GET /api/v1/daily: the puzzle of a UTC day, through the cache tiers (isolate memory, edge
 * cache, KV), all kept until the next UTC midnight. Without a date the response is today's and may be cached until midnight;
 * with a date it is immutable. Dates before 2020 or more than a year ahead are refused, so the
 * endpoint cannot be used to fill the caches with puzzles nobody will play. See puzzle-source.ts.
 */
import { Hono } from 'hono';
import type { GeneratedPuzzle } from '../../shared/index.ts';
import { ROUTES } from '../contract.ts';
import type { AppEnv } from '../env.ts';
import { conditional } from '../http.ts';
import type { Deps } from '../options.ts';
import { loadDaily } from '../puzzle-source.ts';
import { validate } from '../validate.ts';

const { path, query } = ROUTES.daily;

export const dailyRoute = (deps: Deps) =>
  new Hono<AppEnv>().get(path, conditional(), validate('query', query), async (c) => {
    const { date: given, level, include } = c.req.valid('query');
    const { date, puzzle: made, cacheControl } = await loadDaily(c, deps, given, level);
    const { solution, ...puzzle }: GeneratedPuzzle = made;
    const canonical = new URLSearchParams({ date, level });
    if (include) canonical.set('include', include);
    c.header('Cache-Control', cacheControl);
    c.header('Content-Location', `${path}?${canonical}`);
    const body = { date, ...puzzle };
    return c.json(include === 'solution' ? { ...body, solution } : body, 200);
  });
