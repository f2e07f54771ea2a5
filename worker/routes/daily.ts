/**
 * GET /api/v1/daily: the puzzle of a UTC day, through the cache tiers (isolate memory, edge
 * cache, KV), all kept until the next UTC midnight. Without a date the response is today's and may be cached until midnight;
 * with a date it is immutable. Dates before 2020 or more than a year ahead are refused, so the
 * endpoint cannot be used to fill the caches with puzzles nobody will play.
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
import { FIRST_DAY, lastDay, nextUtcMidnight, utcDate } from '../dates.ts';
import type { AppEnv } from '../env.ts';
import { conditional, IMMUTABLE } from '../http.ts';
import type { Deps } from '../options.ts';
import { engineProblem, ProblemError } from '../problem.ts';
import { validate } from '../validate.ts';

const { path, query } = ROUTES.daily;

export const dailyRoute = (deps: Deps) =>
  new Hono<AppEnv>().get(path, conditional(), validate('query', query), async (c) => {
    const { date: given, level, include } = c.req.valid('query');
    const now = deps.now();
    const date = given ?? utcDate(now);
    const last = lastDay(now);
    if (date < FIRST_DAY || date > last) {
      throw new ProblemError(
        'invalid_date',
        `there are puzzles of the day from ${FIRST_DAY} to ${last} (UTC); got ${date}`,
        {
          issues: [
            {
              path: ['date'],
              message: `not between ${FIRST_DAY} and ${last}`,
              code: 'invalid_date',
            },
          ],
        },
      );
    }
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
    c.header(
      'Cache-Control',
      given === undefined ? `public, max-age=${Math.floor((midnight - now) / 1000)}` : IMMUTABLE,
    );
    c.header('Content-Location', `${path}?${canonical}`);
    const body = { date, ...puzzle };
    return c.json(include === 'solution' ? { ...body, solution } : body, 200);
  });
