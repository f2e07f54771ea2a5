/**
 * The route table: every API route declared once, with its request schema (query or JSON body),
 * its response schemas and the problems it can answer with. The route modules validate with these
 * schemas and the OpenAPI document (openapi.ts) is built from them, so code and docs cannot drift.
 */

import type { ZodMiniObject } from 'zod/mini';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { GUESS_SCORE } from '../shared/index.ts';
import { LOGIC_CAP_TEXT, MAX_BATCH } from './budgets.ts';
import { DailySvgQuerySchema, PuzzleSvgQuerySchema, SheetQuerySchema } from './print-schemas.ts';
import type { ProblemCode } from './problem.ts';
import {
  AlgorithmsSchema,
  BatchQuerySchema,
  CheckRequestSchema,
  CheckResponseSchema,
  DailyArchiveQuerySchema,
  DailyArchiveSchema,
  DailyPuzzleSchema,
  DailyQuerySchema,
  DocsPageSchema,
  HealthSchema,
  HintRequestSchema,
  HintResponseSchema,
  OpenApiDocumentSchema,
  PuzzleBatchSchema,
  PuzzleSchema,
  PuzzlesQuerySchema,
  RateRequestSchema,
  RateResponseSchema,
  SolveRequestSchema,
  SolveResponseSchema,
  TechniquesSchema,
} from './schemas.ts';

export interface ResponseSpec {
  readonly description: string;
  readonly schema?: $ZodType;
  /** Default application/json. */
  readonly mediaType?: string;
  /** Response headers worth documenting, name -> description. */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface RouteSpec {
  readonly method: 'get' | 'post';
  readonly path: `/api/${string}`;
  readonly operationId: string;
  readonly tag: string;
  readonly summary: string;
  readonly description: string;
  readonly query?: ZodMiniObject;
  readonly body?: $ZodType;
  readonly responses: Readonly<Record<number, ResponseSpec>>;
  /** Problems specific to this route; the generic ones (405, 413, 415, 500) are added for all. */
  readonly problems: readonly ProblemCode[];
}

const route = <const R extends RouteSpec>(spec: R): R => spec;

const CACHEABLE_HEADERS = {
  ETag: 'Strong validator; send it back in If-None-Match to get a 304.',
  'Cache-Control': 'How long the response may be reused.',
  'Content-Location': 'The canonical URL of this exact puzzle (with its seed).',
};

const SVG_RESPONSES = {
  200: {
    description: 'The image.',
    mediaType: 'image/svg+xml',
    schema: z.string().check(z.describe('An SVG 1.1 document.')),
    headers: CACHEABLE_HEADERS,
  },
  304: { description: 'Not modified: the ETag in If-None-Match still matches.' },
} as const;

export const ROUTES = {
  puzzles: route({
    method: 'get',
    path: '/api/v1/puzzles',
    operationId: 'getPuzzle',
    tag: 'Puzzles',
    summary: 'A seeded puzzle',
    description:
      'Generates (or serves from cache) the puzzle for a seed, size, level and variant. The same parameters always give the same puzzle for an engine version, so seeded responses are immutable: cache them, and use If-None-Match. Without a seed the API picks a random one and returns it in the body and in Content-Location, so every puzzle can be fetched again; unseeded requests count against the per-client compute rate limit (429 `rate_limited`), seeded ones do not. `variant=arrow` gives an Arrow Sudoku with its `arrows`, `variant=killer` a Killer Sudoku with its `cages` (each `{ sum, cells: [[row, col], ...] }`, 0-based, covering the board; the puzzle text usually has no givens); both are 9x9 only (another size is a 400 `invalid_options` at `size`). Send the arrows or cages back with the puzzle to solve, check, hint or rate it. With `count` this URL answers as GET /api/v1/puzzles/batch with the same parameters (a batch, not one puzzle); typed clients call that path.',
    query: PuzzlesQuerySchema,
    responses: {
      200: { description: 'The puzzle.', schema: PuzzleSchema, headers: CACHEABLE_HEADERS },
      304: { description: 'Not modified: the ETag in If-None-Match still matches.' },
    },
    problems: ['invalid_request', 'invalid_options', 'generation_failed', 'rate_limited'],
  }),
  batch: route({
    method: 'get',
    path: '/api/v1/puzzles/batch',
    operationId: 'getPuzzleBatch',
    tag: 'Puzzles',
    summary: 'Several seeded puzzles',
    description: `\`count\` puzzles (1 to ${MAX_BATCH}) of one size, level and variant in one response, for a page of puzzles or a print edition. Puzzle i (from 1) has the seed \`<seed>-<i>\`, so each one is also \`GET /api/v1/puzzles?seed=<seed>-<i>\` with the same size, level and variant, byte for byte; without a seed the API picks the prefix and returns it. Each puzzle is cached on its own, under the same key as the single request, so a batch and single requests share their work. Costly kinds are capped lower, so that a batch stays within the API's CPU budget: a larger count is a 400 that names the cap. Rate limit: a batch counts one compute request per puzzle it has to generate (none for puzzles already cached), so an unseeded batch of 10 counts 10. \`GET /api/v1/puzzles?count=N\` answers the same.`,
    query: BatchQuerySchema,
    responses: {
      200: {
        description: 'The puzzles, in seed order.',
        schema: PuzzleBatchSchema,
        headers: {
          ...CACHEABLE_HEADERS,
          'Content-Location': 'The canonical URL of this exact batch (with its seed prefix).',
        },
      },
      304: { description: 'Not modified: the ETag in If-None-Match still matches.' },
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
      "The 9x9 puzzle of a day (seed `daily:YYYY-MM-DD:LEVEL`), the same puzzle in every time zone; `variant=arrow` or `variant=killer` gives that variant's puzzle of the day (with its `arrows` or `cages`), drawn from the same seed. No spoilers: a date's puzzle is out once the date has begun in the earliest time zone (UTC+14, at 10:00 UTC the day before); a later date is a 400 `invalid_date` naming the latest date out. Its solution (`include=solution`) is out once the date has ended everywhere (UTC-12, at 12:00 UTC the day after); before that it is a 403 `solution_unavailable` with Retry-After, so that sites running daily competitions are not spoiled. Past days back to 2020-01-01 stay available, solutions included. Without a date, today in UTC is used and the response may be cached until the next UTC midnight; with a date the response never changes and is immutable.",
    query: DailyQuerySchema,
    responses: {
      200: {
        description: 'The puzzle of the day.',
        schema: DailyPuzzleSchema,
        headers: CACHEABLE_HEADERS,
      },
      304: { description: 'Not modified: the ETag in If-None-Match still matches.' },
    },
    problems: ['invalid_request', 'invalid_date', 'solution_unavailable', 'generation_failed'],
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
        headers: {
          ETag: CACHEABLE_HEADERS.ETag,
          'Cache-Control': CACHEABLE_HEADERS['Cache-Control'],
        },
      },
      304: { description: 'Not modified: the ETag in If-None-Match still matches.' },
    },
    problems: ['invalid_request', 'invalid_date'],
  }),
  puzzleSvg: route({
    method: 'get',
    path: '/api/v1/puzzles.svg',
    operationId: 'getPuzzleSvg',
    tag: 'Puzzles',
    summary: 'A seeded puzzle as an SVG image',
    description:
      "The puzzle /api/v1/puzzles serves for the same seed, size, level and variant, drawn as a standalone SVG image for pages, social cards and newsletters (`<img src>` works): thin cell lines, thick box lines, one `<text>` per given, Arrow Sudoku's arrows, Killer Sudoku's cages (dashed outlines inset in the cells, each sum small in the top-left corner of its cage's top-left cell), a `<title>` naming the puzzle, and a viewBox so it scales. `include=solution` fills every other cell with its solved digit in blue; `caption=true` adds the level and seed under the grid; `lang=id` writes them in Bahasa Indonesia. Immutable per seed like the puzzle: cache it, and use If-None-Match.",
    query: PuzzleSvgQuerySchema,
    responses: SVG_RESPONSES,
    problems: ['invalid_request', 'invalid_options', 'generation_failed'],
  }),
  dailySvg: route({
    method: 'get',
    path: '/api/v1/daily.svg',
    operationId: 'getDailySvg',
    tag: 'Puzzles',
    summary: 'The puzzle of the day as an SVG image',
    description:
      "The puzzle /api/v1/daily serves for the same date, level and variant, as an SVG image (see /api/v1/puzzles.svg for what it shows and its options). Without a date it is today's (UTC) and may be cached until the next UTC midnight; with a date it is immutable.",
    query: DailySvgQuerySchema,
    responses: SVG_RESPONSES,
    problems: ['invalid_request', 'invalid_date', 'generation_failed'],
  }),
  printSheet: route({
    method: 'get',
    path: '/api/v1/print.pdf',
    operationId: 'getPrintSheet',
    tag: 'Puzzles',
    summary: 'A printable PDF sheet of puzzles',
    description:
      'A PDF for print (A4 or US Letter): several puzzles a page (six 4x4 or 6x6, four 9x9, two 16x16, one 25x25), each captioned with its number, level and seed (or day); with `include=solution`, their solutions follow on the last pages, smaller. The puzzles are either seeded (`seed` is a prefix: puzzle i, from 1, is the puzzle of seed `<seed>-<i>` that /api/v1/puzzles serves, `count` of them) or the puzzles of the day of `daily` (a day or a range of days). A sheet of named puzzles (a seed or days) is immutable: cache it, and use If-None-Match. Without either, the API picks a seed prefix (returned in Content-Location); such a sheet is not stored and counts against the per-client compute rate limit (429 `rate_limited`).',
    query: SheetQuerySchema,
    responses: {
      200: {
        description: 'The PDF (1.4, standard Helvetica fonts).',
        mediaType: 'application/pdf',
        headers: {
          ...CACHEABLE_HEADERS,
          'Content-Location':
            'The canonical URL of this exact sheet (with its seed prefix or days).',
          'Content-Disposition':
            '`inline; filename="sudoku-....pdf"`: shown in the browser, saved under that name.',
        },
      },
      304: { description: 'Not modified: the ETag in If-None-Match still matches.' },
    },
    problems: [
      'invalid_request',
      'invalid_options',
      'invalid_date',
      'generation_failed',
      'rate_limited',
    ],
  }),
  solve: route({
    method: 'post',
    path: '/api/v1/solve',
    operationId: 'solve',
    tag: 'Solving',
    summary: 'Solve a puzzle',
    description:
      'Solves with the production solver (`fast`, the default), counting solutions up to `limit` (default 2, which proves uniqueness), or with a teaching algorithm from the design documents chosen by `algorithm` (see /api/v1/algorithms; limit default 1), which also reports `steps` and `backtracks` and, with `trace: true`, a replayable trace of every cell written and erased (at most `traceLimit` entries; `truncated` says the cap was hit). The status says what was found: `solved` (one solution), `multiple` (several; the first is given), `unsolvable`, or `invalid` (givens that break the rules, listed in `conflicts`). With `arrows` it solves Arrow Sudoku (every algorithm honours them; a broken arrow is a conflict of kind `arrow`), with `cages` Killer Sudoku (every algorithm honours them; a cage with a repeated digit, or whose digits cannot make its sum, is a conflict of kind `cage`). Bad cages (overlapping, leaving cells uncovered, not in one piece, an impossible sum, off the board, a board other than 9x9) are a 400 `invalid_options` whose issue names the field, such as `["cages", 3, "cells", 1]`. Every search runs under the API\'s node budget (by board size, so that a search ends within about 100 ms of CPU); one that runs out is a 422 `budget_exceeded`. The solution comes as text like a puzzle (one character a cell), or as rows of numbers with `"format": "rows"`.',
    body: SolveRequestSchema,
    responses: {
      200: { description: 'What the solver found.', schema: SolveResponseSchema },
    },
    problems: [
      'invalid_request',
      'invalid_puzzle',
      'invalid_size',
      'invalid_options',
      'budget_exceeded',
      'rate_limited',
    ],
  }),
  check: route({
    method: 'post',
    path: '/api/v1/check',
    operationId: 'check',
    tag: 'Solving',
    summary: 'Check a board',
    description:
      'Every conflict (a pair of cells with the same digit and the house they share; with `arrows`, also every arrow whose digits cannot add up, as a conflict of kind `arrow` listing the circle then the line; with `cages`, every digit repeated in a cage, as a pair of cells, and every cage whose digits cannot make its sum (full with another total, or no longer reachable), as a conflict of kind `cage` with digit 0, every cell of the cage and its `sum`), whether the board is complete and solved, and how many solutions it has: 0, 1, or 2 for several (counted under the same node budget as solve).',
    body: CheckRequestSchema,
    responses: {
      200: { description: 'The check.', schema: CheckResponseSchema },
    },
    problems: [
      'invalid_request',
      'invalid_puzzle',
      'invalid_size',
      'invalid_options',
      'budget_exceeded',
      'rate_limited',
    ],
  }),
  hint: route({
    method: 'post',
    path: '/api/v1/hint',
    operationId: 'hint',
    tag: 'Solving',
    summary: 'The next hint',
    description: `What a player needs next. With \`entries\` (the player's board) and \`notes\`, first their mistakes (\`kind: mistakes\`: digits that are not the solution's, notes without the right digit; the right digits are not given away); otherwise the next logical step from their position (\`kind: step\`): the technique, the placements or eliminations, the cells, houses and candidates that justify it, and an explanation in English and Bahasa Indonesia at two levels (\`nudge\`, then \`full\`). When no technique applies, or the logic budget runs out first, one cell is revealed (\`kind: reveal\` with its \`reason\`); on a full board, \`kind: solved\`. With \`arrows\` it hints Arrow Sudoku (arrow sum bounds among the techniques), with \`cages\` Killer Sudoku (cage combinations, cage/house interactions and the 45 rule among them); givens that break a cage are a 422 \`conflicting_givens\` whose issues name each cage, its sum and its cells. The puzzle must have exactly one solution, proved under the same node budget as solve: a 422 \`multiple_solutions\`, \`unsolvable\`, \`conflicting_givens\` or \`budget_exceeded\` otherwise. The logic runs under \`budget\`, at most the API's cap (${LOGIC_CAP_TEXT}), so every hint ends within about 100 ms of CPU.`,
    body: HintRequestSchema,
    responses: {
      200: { description: 'The hint.', schema: HintResponseSchema },
    },
    problems: [
      'invalid_request',
      'invalid_puzzle',
      'invalid_size',
      'invalid_options',
      'conflicting_givens',
      'multiple_solutions',
      'unsolvable',
      'budget_exceeded',
      'rate_limited',
    ],
  }),
  rate: route({
    method: 'post',
    path: '/api/v1/rate',
    operationId: 'rate',
    tag: 'Solving',
    summary: 'Rate a puzzle',
    description: `How hard a puzzle is for a person, found by solving it with logic alone, easiest technique first (as HoDoKu and Sudoku Explainer do): the \`level\` of the hardest technique needed (\`expert\` when cells had to be guessed), a \`score\` adding up every step's technique score (and ${GUESS_SCORE} per guess), and the histogram of \`techniques\` used. With \`arrows\` it rates Arrow Sudoku, with \`cages\` Killer Sudoku. The puzzle must have exactly one solution, proved under the same node budget as solve: a 422 \`multiple_solutions\`, \`unsolvable\`, \`conflicting_givens\` or \`budget_exceeded\` otherwise. The logic runs under \`budget\`, at most the API's cap (${LOGIC_CAP_TEXT}), so every rating ends within about 100 ms of CPU; a puzzle that needs more is a 422 \`budget_exceeded\` (rate it with the engine locally).`,
    body: RateRequestSchema,
    responses: {
      200: { description: 'The rating.', schema: RateResponseSchema },
    },
    problems: [
      'invalid_request',
      'invalid_puzzle',
      'invalid_size',
      'invalid_options',
      'conflicting_givens',
      'multiple_solutions',
      'unsolvable',
      'budget_exceeded',
      'rate_limited',
    ],
  }),
  algorithms: route({
    method: 'get',
    path: '/api/v1/algorithms',
    operationId: 'algorithms',
    tag: 'Solving',
    summary: 'The solving algorithms',
    description:
      'Every algorithm `solve` accepts by name: the production solver and the teaching algorithms, with where each comes from and what it does.',
    responses: { 200: { description: 'The algorithms.', schema: AlgorithmsSchema } },
    problems: [],
  }),
  techniques: route({
    method: 'get',
    path: '/api/v1/techniques',
    operationId: 'techniques',
    tag: 'Solving',
    summary: 'The solving techniques',
    description:
      "Every technique hints and ratings use, in difficulty order (the order they are tried in; `rank` 1 is the easiest), with its name and a description in English (`en`) and Bahasa Indonesia (`id`), both in one body, the level it gives a puzzle (a rating's level is that of the hardest technique the puzzle needs, or expert when it needs guessing), its score per use, and the variants whose puzzles it applies to (`arrow-sum` is Arrow Sudoku's own). Changes only with the engine: cache it (ETag, a day).",
    responses: { 200: { description: 'The techniques, easiest first.', schema: TechniquesSchema } },
    problems: [],
  }),
  health: route({
    method: 'get',
    path: '/api/v1/health',
    operationId: 'health',
    tag: 'Service',
    summary: 'Service status',
    description: 'Whether the API is up, and the engine version it runs.',
    responses: { 200: { description: 'Up.', schema: HealthSchema } },
    problems: [],
  }),
  openapi: route({
    method: 'get',
    path: '/api/v1/openapi.json',
    operationId: 'openapi',
    tag: 'Service',
    summary: 'This API as OpenAPI 3.1',
    description:
      'The OpenAPI 3.1 document, generated from the same schemas that validate requests.',
    responses: { 200: { description: 'The OpenAPI document.', schema: OpenApiDocumentSchema } },
    problems: [],
  }),
  docs: route({
    method: 'get',
    path: '/api/docs',
    operationId: 'docs',
    tag: 'Service',
    summary: 'Readable documentation',
    description: 'This API documented as one HTML page, rendered from the OpenAPI document.',
    responses: {
      200: { description: 'An HTML page.', schema: DocsPageSchema, mediaType: 'text/html' },
    },
    problems: [],
  }),
} as const;

export type RouteName = keyof typeof ROUTES;
