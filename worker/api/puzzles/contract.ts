/**
 * The puzzles group's entries in the route table: a seeded puzzle, a batch of them, the puzzle of
 * the day and the archive of days.
 */

import { NOT_MODIFIED, PUZZLE_HEADERS, route, VALIDATED_HEADERS } from '../../http/route-spec.ts';
import { MAX_BATCH } from '../budgets.ts';
import { DailyArchiveQuerySchema, DailyArchiveSchema } from './archive-schemas.ts';
import { BatchQuerySchema, PuzzleBatchSchema } from './batch-schemas.ts';
import {
  DailyPuzzleSchema,
  DailyQuerySchema,
  PuzzleSchema,
  PuzzlesQuerySchema,
} from './schemas.ts';

/**
 * What a route that serves puzzles of the day (by date or by a `daily:` seed) may answer under
 * the daily rules (spoilers.ts): a day not out yet, a solution not out yet.
 */
export const DAILY_RULE_PROBLEMS = ['invalid_date', 'solution_unavailable'] as const;

/**
 * What a route that generates puzzles from a seed it is given may answer (puzzles, puzzles.svg,
 * print.pdf): a bad query or kind, a `daily:` seed under the daily rules, a failure to generate,
 * a client over its quota.
 */
export const SEEDED_PROBLEMS = [
  'invalid_request',
  'invalid_options',
  ...DAILY_RULE_PROBLEMS,
  'generation_failed',
  'rate_limited',
] as const;

export const PUZZLE_ROUTES = {
  puzzles: route({
    method: 'get',
    path: '/api/v1/puzzles',
    operationId: 'getPuzzle',
    tag: 'Puzzles',
    summary: 'A seeded puzzle',
    description:
      'Generates (or serves from cache) the puzzle for a seed, size, level and variant. The same parameters always give the same puzzle for an engine version, so seeded responses are immutable: cache them, and use If-None-Match. Without a seed the API picks a random one and returns it in the body and in Content-Location, so every puzzle can be fetched again; a puzzle no cache holds (every unseeded one, and a seed asked for the first time) is charged to the per-client compute quota by the weight of its kind (429 `rate_limited` over it), one a cache holds costs nothing (Cache-Status says which). `variant=arrow` gives an Arrow Sudoku with its `arrows`, `variant=killer` a Killer Sudoku with its `cages` (each `{ sum, cells: [[row, col], ...] }`, 0-based, covering the board; the puzzle text usually has no givens); both are 9x9 only (another size is a 400 `invalid_options` at `size`). Send the arrows or cages back with the puzzle to solve, check, hint or rate it. A seed `daily:YYYY-MM-DD:LEVEL` (with that level, size 9, any variant) is the puzzle of that day under the rules of GET /api/v1/daily: a 400 `invalid_date` before the day has begun in UTC+14, a 403 `solution_unavailable` with Retry-After for its solution before the day has ended in UTC-12, cached and charged as the day is, with `offline`; any other seed that begins with `daily:` (in any case or spacing) is a 400. With `count` this URL answers as GET /api/v1/puzzles/batch with the same parameters (a batch, not one puzzle); typed clients call that path.',
    query: PuzzlesQuerySchema,
    responses: {
      200: { description: 'The puzzle.', schema: PuzzleSchema, headers: PUZZLE_HEADERS },
      304: NOT_MODIFIED,
    },
    problems: SEEDED_PROBLEMS,
  }),
  batch: route({
    method: 'get',
    path: '/api/v1/puzzles/batch',
    operationId: 'getPuzzleBatch',
    tag: 'Puzzles',
    summary: 'Several seeded puzzles',
    description: `\`count\` puzzles (1 to ${MAX_BATCH}) of one size, level and variant in one response, for a page of puzzles or a print edition. Puzzle i (from 1) has the seed \`<seed>-<i>\`, so each one is also \`GET /api/v1/puzzles?seed=<seed>-<i>\` with the same size, level and variant, byte for byte; without a seed the API picks the prefix and returns it. Each puzzle is cached on its own, under the same key as the single request, so a batch and single requests share their work. Costly kinds are capped lower, so that a batch stays within the API's CPU budget: a larger count is a 400 that names the cap. Rate limit: a batch is charged the weight of each puzzle it has to generate (none for puzzles already cached), the same weights the caps come from, so a batch at its cap costs about 50 units of the per-client compute quota. \`GET /api/v1/puzzles?count=N\` answers the same.`,
    query: BatchQuerySchema,
    responses: {
      200: {
        description: 'The puzzles, in seed order.',
        schema: PuzzleBatchSchema,
        headers: {
          ...PUZZLE_HEADERS,
          'Content-Location': 'The canonical URL of this exact batch (with its seed prefix).',
        },
      },
      304: NOT_MODIFIED,
    },
    problems: ['invalid_request', 'invalid_options', 'generation_failed', 'rate_limited'],
  }),
  daily: route({
    method: 'get',
    path: '/api/v1/daily',
    operationId: 'getDaily',
    tag: 'Puzzles',
    summary: 'The puzzle of the day',
    description:
      "The 9x9 puzzle of a day (seed `daily:YYYY-MM-DD:LEVEL`), the same puzzle in every time zone; `variant=arrow` or `variant=killer` gives that variant's puzzle of the day (with its `arrows` or `cages`), drawn from the same seed. No spoilers: a date's puzzle is out once the date has begun in the earliest time zone (UTC+14, at 10:00 UTC the day before); a later date is a 400 `invalid_date` naming the latest date out. Its solution (`include=solution`) is out once the date has ended everywhere (UTC-12, at 12:00 UTC the day after); before that it is a 403 `solution_unavailable` with Retry-After, so that sites running daily competitions are not spoiled. Past days back to 2020-01-01 stay available, solutions included. Without a date, today in UTC is used and the response may be cached until the next UTC midnight; with a date the response never changes and is immutable. A server may mix a secret into its puzzles of the day (DAILY_SECRET), so that no one can compute one before it is out: then `offline` is false (the engine does not make this puzzle from `seed`) and a dated response is cached for a day (the secret may be rotated, which changes every day's puzzle). A day no cache holds is generated and charged to the per-client compute quota (429 `rate_limited` over it).",
    query: DailyQuerySchema,
    responses: {
      200: {
        description: 'The puzzle of the day.',
        schema: DailyPuzzleSchema,
        headers: PUZZLE_HEADERS,
      },
      304: NOT_MODIFIED,
    },
    problems: ['invalid_request', ...DAILY_RULE_PROBLEMS, 'generation_failed', 'rate_limited'],
  }),
  dailyArchive: route({
    method: 'get',
    path: '/api/v1/daily/archive',
    operationId: 'getDailyArchive',
    tag: 'Puzzles',
    summary: 'The days with a puzzle',
    description:
      'The days from `to` back to `from` (newest first, at most 92), each with a link to its puzzle of every level (of `variant`: classic by default) and whether its solution is out (the day has ended everywhere, UTC-12). No puzzle is made: a cheap index for an archive page. Dates follow the puzzle of the day: from 2020-01-01 to the date in UTC+14 now, else a 400 `invalid_date`. Cached until the next change (a date beginning in UTC+14 or ending in UTC-12, at 10:00 and 12:00 UTC); a range whose days have all ended everywhere never changes and is immutable.',
    query: DailyArchiveQuerySchema,
    responses: {
      200: {
        description: 'The days.',
        schema: DailyArchiveSchema,
        headers: VALIDATED_HEADERS,
      },
      304: NOT_MODIFIED,
    },
    problems: ['invalid_request', 'invalid_date'],
  }),
} as const;
