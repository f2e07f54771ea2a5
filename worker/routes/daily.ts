/**
 * GET /api/v1/daily: the puzzle of a day, through the cache tiers (isolate memory, edge cache,
 * KV). No spoilers (dates.ts): a date is served once it has begun in the earliest time zone
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
import {
  endsEverywhereAt,
  FIRST_DAY,
  isOverEverywhere,
  isoTime,
  latestDay,
  latestSolutionDay,
  nextUtcMidnight,
  opensAt,
  utcDate,
} from '../dates.ts';
import type { AppEnv } from '../env.ts';
import { gridsOut, type PuzzleOut } from '../format.ts';
import { conditional, IMMUTABLE } from '../http.ts';
import type { Deps } from '../options.ts';
import { engineProblem, ProblemError } from '../problem.ts';
import { validate } from '../validate.ts';

const { path, query } = ROUTES.daily;

/** A date outside the calendar served now: before the first day, or not yet begun in UTC+14. */
function unservedDate(date: string, now: number): ProblemError {
  const latest = latestDay(now);
  const detail =
    date < FIRST_DAY
      ? `the puzzles of the day start on ${FIRST_DAY}; got ${date}`
      : `the puzzle of ${date} is not out yet: it comes out at ${isoTime(opensAt(date))}, when ${date} begins in the earliest time zone (UTC+14); the latest out now is ${latest}`;
  const message = `from ${FIRST_DAY} to ${latest}, the date in UTC+14 now`;
  return new ProblemError('invalid_date', detail, {
    issues: [{ path: ['date'], message, code: 'invalid_date' }],
  });
}

/** A solution asked for while its day is still being played somewhere. */
function solutionTooEarly(date: string, now: number): ProblemError {
  const at = endsEverywhereAt(date);
  const latest = latestSolutionDay(now);
  return new ProblemError(
    'solution_unavailable',
    `the solution of ${date} comes out at ${isoTime(at)}, when ${date} has ended in the last time zone (UTC-12): until then someone may still be playing it. The latest solution out now is ${latest}'s`,
    {
      issues: [
        {
          path: ['include'],
          message: `not before ${isoTime(at)}; ask without include=solution for the puzzle alone`,
          code: 'solution_unavailable',
        },
      ],
      headers: { 'Retry-After': String(Math.ceil((at - now) / 1000)) },
    },
  );
}

export const dailyRoute = (deps: Deps) =>
  new Hono<AppEnv>().get(path, conditional(), validate('query', query), async (c) => {
    const { date: given, level, include, format } = c.req.valid('query');
    const now = deps.now();
    const date = given ?? utcDate(now);
    if (date < FIRST_DAY || date > latestDay(now)) throw unservedDate(date, now);
    if (include === 'solution' && !isOverEverywhere(date, now)) throw solutionTooEarly(date, now);
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
