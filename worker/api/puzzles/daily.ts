/**
 * GET /api/v1/daily: the puzzle of a day, through the cache tiers (isolate memory, edge cache,
 * KV). No spoilers (spoilers.ts, dates.ts; applied in puzzle-source.ts, so the SVG and PDF forms
 * and the `daily:` seeds of the seeded routes follow them too): a date is served once it has
 * begun in the earliest time zone (UTC+14), never before (a 400 `invalid_date` naming the latest
 * date out), and its solution once the day has ended everywhere (UTC-12), before which
 * `include=solution` is a 403 `solution_unavailable` with Retry-After. Past days stay available
 * back to FIRST_DAY, an archive with their solutions. Without a date the response is today's
 * (UTC) and may be cached until the next UTC midnight; with a date, what is served can never
 * change, so it is immutable (a day, with DAILY_SECRET, which may be rotated: daily-secret.ts).
 * `offline` says whether the engine makes the same puzzle from its seed (not with the secret).
 * A day no cache holds is generated and charged to the client's compute quota (supply.ts).
 */
import { Hono } from 'hono';
import type { GeneratedPuzzle } from '../../../shared/index.ts';
import type { AppEnv } from '../../env.ts';
import { gridsOut, type PuzzleOut } from '../../http/format.ts';
import { conditional } from '../../http/policy.ts';
import { sendProvenance } from '../../http/provenance.ts';
import { validate } from '../../http/validate.ts';
import type { Deps } from '../../options.ts';
import { PUZZLE_ROUTES } from './contract.ts';
import { dailyParams, loadDaily } from './puzzle-source.ts';

const { path, query } = PUZZLE_ROUTES.daily;

export const dailyRoute = (deps: Deps) =>
  new Hono<AppEnv>().get(path, conditional(), validate('query', query), async (c) => {
    const { date: given, level, variant, include, format } = c.req.valid('query');
    const kind = { level, variant };
    const {
      date,
      puzzle: made,
      cacheControl,
      offline,
      ...provenance
    } = await loadDaily(c, deps, given, kind, {
      withSolution: include === 'solution',
    });
    const { solution, ...puzzle }: GeneratedPuzzle = made;
    const canonical = dailyParams(date, kind);
    if (include) canonical.set('include', include);
    if (format !== 'text') canonical.set('format', format);
    c.header('Cache-Control', cacheControl);
    c.header('Content-Location', `${path}?${canonical}`);
    sendProvenance(c, provenance);
    const body: PuzzleOut = include === 'solution' ? { ...puzzle, solution } : puzzle;
    return c.json({ date, ...gridsOut(body, ['puzzle', 'solution'], format), offline }, 200);
  });
