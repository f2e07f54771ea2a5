/**
 * The print group's entries in the route table: a seeded puzzle and the puzzle of the day as SVG
 * images, and PDF sheets of puzzles.
 */
import * as z from 'zod/mini';
import { NOT_MODIFIED, PUZZLE_HEADERS, route } from '../../http/route-spec.ts';
import { DAILY_RULE_PROBLEMS, SEEDED_PROBLEMS } from '../puzzles/contract.ts';
import { DailySvgQuerySchema, PuzzleSvgQuerySchema, SheetQuerySchema } from './schemas.ts';

const SVG_RESPONSES = {
  200: {
    description: 'The image.',
    mediaType: 'image/svg+xml',
    schema: z.string().check(z.describe('An SVG 1.1 document.')),
    headers: PUZZLE_HEADERS,
  },
  304: NOT_MODIFIED,
} as const;

export const PRINT_ROUTES = {
  puzzleSvg: route({
    method: 'get',
    path: '/api/v1/puzzles.svg',
    operationId: 'getPuzzleSvg',
    tag: 'Puzzles',
    summary: 'A seeded puzzle as an SVG image',
    description:
      "The puzzle /api/v1/puzzles serves for the same seed, size, level and variant, drawn as a standalone SVG image for pages, social cards and newsletters (`<img src>` works): thin cell lines, thick box lines, one `<text>` per given, Arrow Sudoku's arrows, Killer Sudoku's cages (dashed outlines inset in the cells, each sum small in the top-left corner of its cage's top-left cell), a `<title>` naming the puzzle, and a viewBox so it scales. `include=solution` fills every other cell with its solved digit in blue; `caption=true` adds the level and seed under the grid; `lang=id` writes them in Bahasa Indonesia. Immutable per seed like the puzzle: cache it, and use If-None-Match. A `daily:` seed follows the rules of the puzzle of the day, as on /api/v1/puzzles (400 `invalid_date`, 403 `solution_unavailable`). A puzzle no cache holds is charged to the per-client compute quota as for its JSON (429 `rate_limited` over it).",
    query: PuzzleSvgQuerySchema,
    responses: SVG_RESPONSES,
    problems: SEEDED_PROBLEMS,
  }),
  dailySvg: route({
    method: 'get',
    path: '/api/v1/daily.svg',
    operationId: 'getDailySvg',
    tag: 'Puzzles',
    summary: 'The puzzle of the day as an SVG image',
    description:
      "The puzzle /api/v1/daily serves for the same date, level and variant, as an SVG image (see /api/v1/puzzles.svg for what it shows and its options). Without a date it is today's (UTC) and may be cached until the next UTC midnight; with a date it is immutable. The same rules: a 400 `invalid_date` before the day has begun in UTC+14, a 403 `solution_unavailable` with Retry-After for `include=solution` before it has ended in UTC-12. A day no cache holds is charged to the per-client compute quota (429 `rate_limited` over it).",
    query: DailySvgQuerySchema,
    responses: SVG_RESPONSES,
    problems: ['invalid_request', ...DAILY_RULE_PROBLEMS, 'generation_failed', 'rate_limited'],
  }),
  printSheet: route({
    method: 'get',
    path: '/api/v1/print.pdf',
    operationId: 'getPrintSheet',
    tag: 'Puzzles',
    summary: 'A printable PDF sheet of puzzles',
    description:
      'A PDF for print (A4 or US Letter): several puzzles a page (six 4x4 or 6x6, four 9x9, two 16x16, one 25x25), each captioned with its number, level and seed (or day); with `include=solution`, their solutions follow on the last pages, smaller. The puzzles are either seeded (`seed` is a prefix: puzzle i, from 1, is the puzzle of seed `<seed>-<i>` that /api/v1/puzzles serves, `count` of them) or the puzzles of the day of `daily` (a day or a range of days, under the rules of /api/v1/daily: a 400 `invalid_date` for a day not begun in UTC+14, a 403 `solution_unavailable` with Retry-After for solutions of a day not ended in UTC-12). A sheet of named puzzles (a seed or days) is immutable: cache it, and use If-None-Match. Without either, the API picks a seed prefix (returned in Content-Location) and the sheet is not stored. Every puzzle a sheet has to generate is charged to the per-client compute quota by the weight of its kind (429 `rate_limited` over it), and a sheet holds at most as many puzzles of a kind as a batch of it (see `count`).',
    query: SheetQuerySchema,
    responses: {
      200: {
        description: 'The PDF (1.5, standard Helvetica fonts).',
        mediaType: 'application/pdf',
        headers: {
          ...PUZZLE_HEADERS,
          'Content-Location':
            'The canonical URL of this exact sheet (with its seed prefix or days).',
          'Content-Disposition':
            '`inline; filename="sudoku-....pdf"`: shown in the browser, saved under that name.',
        },
      },
      304: NOT_MODIFIED,
    },
    problems: SEEDED_PROBLEMS,
  }),
} as const;
