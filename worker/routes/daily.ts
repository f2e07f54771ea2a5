/**
 * GET /api/v1/daily: the puzzle of a day, through the cache tiers (isolate memory, edge cache,
 * KV). No spoilers (spoilers.ts, dates.ts): a date is served once it has begun in the earliest time zone
 * (UTC+14), never before (a 400 `invalid_date` naming the latest date out), and its solution
 * once the day has ended everywhere (UTC-12), before which `include=solution` is a 403
 * `solution_unavailable` with Retry-After. Past days stay available back to FIRST_DAY, an
 * archive with their solutions. Without a date the response is today's (UTC) and may be cached
 * until the next UTC midnight; with a date, what is served can never change, so it is immutable.
 */
import { Hono } from 'hono';
import {
  daily,
  dailySeed,
  type GeneratedPuzzle,
  GeneratedPuzzleSchema,
} from '../../shared/index.ts';
import { dailyKey, isPuzzleFor } from '../cache/keys.ts';
import { cached, requestTiers } from '../cache/tiered.ts';
import { ROUTES } from '../contract.ts';
import { nextUtcMidnight, utcDate } from '../dates.ts';
import type { AppEnv } from '../env.ts';
import { gridsOut, type PuzzleOut } from '../format.ts';
import { conditional, IMMUTABLE } from '../http.ts';
import type { Deps } from '../options.ts';
import { engineProblem } from '../problem.ts';
import { requireOut } from '../spoilers.ts';
import { validate } from '../validate.ts';

const { path, query } = ROUTES.daily;

export const dailyRoute = (deps: Deps) =>
  new Hono<AppEnv>().get(path, conditional(), validate('query', query), async (c) => {
    const { date: given, level, include, format } = c.req.valid('query');
    const now = deps.now();
    const date = given ?? utcDate(now);
    requireOut(date, include === 'solution', now);
    const midnight = nextUtcMidnight(now);
    const result = await cached(requestTiers(c, deps), {
      key: dailyKey(date, level),
      schema: GeneratedPuzzleSchema,
      accept: isPuzzleFor({ seed: dailySeed(date, level), level }),
      expiresAt: midnight,
      compute: () => daily(date, level),
    });
    if (!result.ok) throw engineProblem(result.error);
    const { solution, ...puzzle }: GeneratedPuzzle = result.value;
    const canonical = new URLSearchParams({ date, level });
    if (include) canonical.set('include', include);
    if (format !== 'text') canonical.set('format', format);
    c.header(
      'Cache-Control',
      given === undefined ? `public, max-age=${Math.floor((midnight - now) / 1000)}` : IMMUTABLE,
    );
    c.header('Content-Location', `${path}?${canonical}`);
    const body: PuzzleOut = include === 'solution' ? { ...puzzle, solution } : puzzle;
    return c.json({ date, ...gridsOut(body, ['puzzle', 'solution'], format) }, 200);
  });
