/**
 * GET /api/v1/daily/archive: the days with a puzzle of the day, newest first, each with a link
 * per level (to a variant's puzzles with `variant`) and whether its solution is out. No puzzle is made, so a listing costs next to
 * nothing; it follows the same calendar as /api/v1/daily (spoilers.ts): nothing past the date in
 * UTC+14, and a solution flagged out only once its day has ended in UTC-12.
 */
import { Hono } from 'hono';
import { LEVELS } from '../../../shared/index.ts';
import type { AppEnv } from '../../env.ts';
import { conditional, IMMUTABLE } from '../../http/policy.ts';
import { ProblemError } from '../../http/problem.ts';
import { validate } from '../../http/validate.ts';
import type { Deps } from '../../options.ts';
import { PUZZLE_ROUTES } from './contract.ts';
import {
  addDays,
  daysBetween,
  FIRST_DAY,
  isOverEverywhere,
  latestDay,
  nextRollover,
} from './dates.ts';
import { type DailyKind, dailyParams } from './puzzle-source.ts';
import { unservedDate } from './spoilers.ts';

const { path, query } = PUZZLE_ROUTES.dailyArchive;

/** Days per listing: a quarter, enough for a page of an archive, small enough to stay cheap. */
const MAX_DAYS = 92;
const DEFAULT_DAYS = 30;

const rangeProblem = (detail: string, field: 'from' | 'to'): ProblemError =>
  new ProblemError('invalid_date', detail, {
    issues: [{ path: [field], message: detail, code: 'invalid_date' }],
  });

const linkOf = (date: string, kind: DailyKind): string =>
  `${PUZZLE_ROUTES.daily.path}?${dailyParams(date, kind)}`;

export const archiveRoute = (deps: Deps) =>
  new Hono<AppEnv>().get(path, conditional(), validate('query', query), (c) => {
    const { from: givenFrom, to: givenTo, variant } = c.req.valid('query');
    const now = deps.now();
    const to = givenTo ?? latestDay(now);
    const earliest = addDays(to, 1 - DEFAULT_DAYS);
    // biome-ignore lint/complexity/useMathMinMax: dates are YYYY-MM-DD text, compared as text
    const from = givenFrom ?? (earliest < FIRST_DAY ? FIRST_DAY : earliest);
    if (to > latestDay(now)) throw unservedDate(to, now, 'to');
    if (from < FIRST_DAY) throw unservedDate(from, now, 'from');
    if (from > to) throw rangeProblem(`from (${from}) comes after to (${to})`, 'from');
    const count = daysBetween(from, to) + 1;
    if (count > MAX_DAYS) {
      throw rangeProblem(
        `a listing holds at most ${MAX_DAYS} days; ${from} to ${to} is ${count}`,
        'from',
      );
    }
    const days = Array.from({ length: count }, (_, i) => {
      const date = addDays(to, -i);
      const puzzles = Object.fromEntries(
        LEVELS.map((level) => [level, linkOf(date, { level, variant })]),
      );
      return { date, solution: isOverEverywhere(date, now), puzzles };
    });
    // A range named in full whose days have all ended everywhere can no longer change.
    const settled = givenFrom !== undefined && givenTo !== undefined && isOverEverywhere(to, now);
    c.header(
      'Cache-Control',
      settled ? IMMUTABLE : `public, max-age=${Math.ceil((nextRollover(now) - now) / 1000)}`,
    );
    return c.json({ days }, 200);
  });
