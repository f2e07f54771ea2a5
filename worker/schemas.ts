/**
 * The request and response schemas of the HTTP API, composed from the engine's zod/mini schemas
 * (never restated): query strings, JSON bodies and what comes back. `API_SCHEMAS` names the ones
 * the OpenAPI document lists as components.
 */
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import {
  AlgorithmInfoSchema,
  ArrowsSchema,
  CagesSchema,
  CheckResultSchema,
  ConflictSchema,
  DateSchema,
  HintRequestSchema as EngineHintRequestSchema,
  RateRequestSchema as EngineRateRequestSchema,
  GeneratedPuzzleSchema,
  HintResultSchema,
  isCalendarDate,
  type Level,
  LevelSchema,
  MAX_LOGIC_BUDGET,
  NotesSchema,
  PuzzleInputSchema,
  RatingSchema,
  SeedSchema,
  SIZES,
  SizeSchema,
  SolveOptionsSchema,
  SolveResultSchema,
  type SolveStatus,
  SolveStatusSchema,
  StepSchema,
  TechniqueInfoSchema,
  type Variant,
  VariantSchema,
} from '../shared/index.ts';
import { batchCap, LOGIC_CAP_TEXT, MAX_BATCH } from './budgets.ts';
import { FormatField, FormatParam, GridSchema } from './format.ts';
import { IssueSchema, ProblemSchema } from './problem.ts';

const SIZE_LIST = `${SIZES.slice(0, -1).join(', ')} or ${SIZES.at(-1)}`;

// Query values are text; the size is checked as text (so the message names the sizes), then
// handed to the engine's own SizeSchema.
const SizeParam = z.pipe(
  z.pipe(
    z.string().check(z.regex(new RegExp(`^(${SIZES.join('|')})$`), `size is one of ${SIZE_LIST}`)),
    z.transform(Number),
  ),
  SizeSchema,
);

// A day as ISO 8601 writes it; `format: date` tells generated clients and validators so.
const Day = DateSchema.check(z.meta({ format: 'date' }));

const CalendarDate = Day.check(
  z.refine(isCalendarDate, 'not a calendar date (YYYY-MM-DD, a day that exists)'),
);

const Include = z.enum(['solution']);

// Query objects strip unknown keys rather than refuse them: links shared by news sites and apps
// carry utm_source, fbclid and cache busters. Stripped here, they never reach a cache key.
// Defaults are the engine's: a 9x9 classic puzzle of medium level.
export const PuzzlesQuerySchema = z.object({
  size: z._default(
    SizeParam.check(
      z.describe(`Board size: ${SIZE_LIST}. Default: 9 (the only size of arrow and killer).`),
    ),
    9,
  ),
  level: z._default(LevelSchema.check(z.describe('Difficulty.')), 'medium'),
  variant: z._default(
    VariantSchema.check(
      z.describe(
        'Rule set: `classic`, `arrow` (Arrow Sudoku, 9x9 only: the digits along each arrow add up to the digit in its circle; the puzzle comes with its `arrows`) or `killer` (Killer Sudoku, 9x9 only: the digits of each cage add up to its sum and do not repeat in it; the puzzle comes with its `cages` and usually no givens).',
      ),
    ),
    'classic' as Variant,
  ),
  seed: z.optional(
    SeedSchema.check(
      z.describe(
        'Printable text, 1 to 128 characters (code points), used in its NFC form (control characters, bidirectional controls, lone surrogates and noncharacters are refused); the same seed, size, level and variant give the same puzzle. Omitted: the API picks one and returns it.',
      ),
    ),
  ),
  include: z.optional(Include.check(z.describe('`solution` adds the solution.'))),
  format: FormatParam,
});

export const DailyQuerySchema = z.object({
  date: z.optional(
    CalendarDate.check(
      z.describe(
        'The day, YYYY-MM-DD, from 2020-01-01 to the date in the earliest time zone (UTC+14) now; a later date is a 400 `invalid_date`. Default: today in UTC.',
      ),
    ),
  ),
  level: z._default(LevelSchema.check(z.describe('Difficulty.')), 'medium'),
  variant: z._default(
    VariantSchema.check(
      z.describe(
        'Rule set of the puzzle of the day: `classic`, `arrow` (Arrow Sudoku, with its `arrows`) or `killer` (Killer Sudoku, with its `cages`); each variant has its own puzzle of the day, drawn from the same seed `daily:YYYY-MM-DD:LEVEL`.',
      ),
    ),
    'classic' as Variant,
  ),
  include: z.optional(
    Include.check(
      z.describe(
        '`solution` adds the solution, once the day has ended everywhere (UTC-12); before, a 403 `solution_unavailable`.',
      ),
    ),
  ),
  format: FormatParam,
});

const Arrows = ArrowsSchema.check(
  z.describe(
    "Arrow Sudoku: the arrows, as in seed 003's JSON: `[[row, col], [[row, col], ...]]` per arrow, the circle then the cells of its line from the circle outwards, 0-based. The digits on a line add up to the digit in its circle (and may repeat where the other rules allow). A line runs through neighbouring cells (king moves) and does not cross its circle.",
  ),
);

// Three cages of a Killer puzzle's top-left corner, as the API writes them; a real request
// covers all 81 cells.
const CAGES_EXAMPLE = [
  {
    sum: 3,
    cells: [
      [0, 0],
      [1, 0],
    ],
  },
  {
    sum: 15,
    cells: [
      [0, 1],
      [0, 2],
      [1, 1],
    ],
  },
  { sum: 7, cells: [[1, 2]] },
];

const Cages = CagesSchema.check(
  z.describe(
    'Killer Sudoku (9x9 only): the cages, each `{ sum, cells: [[row, col], ...] }`, 0-based like arrows. The digits of a cage add up to its sum and do not repeat in it; the cages cover every cell exactly once, each orthogonally connected, 1-9 cells, with a sum that many different digits can make. Errors name the field: `["cages", 3, "cells", 1]` for a cell off the board, twice in a cage or already in another cage; `["cages", 3, "sum"]` for a sum the cage cannot make; `["cages"]` for uncovered cells or a board other than 9x9.',
  ),
  z.meta({ examples: [CAGES_EXAMPLE] }),
);

/** A generated puzzle, its grids in the requested format; the solution only when asked for. */
export const PuzzleSchema = z.extend(z.partial(GeneratedPuzzleSchema, { solution: true }), {
  puzzle: GridSchema,
  solution: z.optional(GridSchema),
  cages: z.optional(Cages),
});

export const DailyPuzzleSchema = z.extend(PuzzleSchema, {
  /** The UTC day this is the puzzle of. */
  date: Day,
});

const Puzzle = PuzzleInputSchema.check(
  z.describe(
    'Text, one character a cell row by row (. or 0 empty, 1-9 then A-P), rows of numbers, or a flat array of numbers (0 empty).',
  ),
);

// The engine's solve options minus `budget`: the Worker sets the work budget, not the client.
export const SolveRequestSchema = z.strictObject({
  puzzle: Puzzle,
  arrows: z.optional(Arrows),
  cages: z.optional(Cages),
  ...z.pick(SolveOptionsSchema, { limit: true, algorithm: true, trace: true, traceLimit: true })
    .shape,
  format: FormatField,
});

// A search that runs out of budget has no answer: the route makes it a 422 `budget_exceeded`
// problem, so a 200 carries one of the other statuses only.
const ANSWERS = SolveStatusSchema.options.filter(
  (status): status is Exclude<SolveStatus, 'budget_exceeded'> => status !== 'budget_exceeded',
);

export const SolveResponseSchema = z.extend(SolveResultSchema, {
  status: z.enum(ANSWERS),
  /** The solution in the requested format (text by default). */
  solution: z.optional(GridSchema),
});

export const CheckRequestSchema = z.strictObject({
  puzzle: Puzzle,
  arrows: z.optional(Arrows),
  cages: z.optional(Cages),
  format: FormatField,
});

export const CheckResponseSchema = z.extend(CheckResultSchema, {
  /** 0: no solution, 1: exactly one, 2: several. */
  solutionCount: z
    .int()
    .check(z.minimum(0), z.maximum(2), z.describe('0: no solution, 1: exactly one, 2: several.')),
});

const LogicBudget = z
  .int()
  .check(
    z.minimum(1),
    z.maximum(MAX_LOGIC_BUDGET),
    z.describe(
      `Work budget of the logic engine (about one unit per cell or candidate looked at). The API lowers it to its cap (${LOGIC_CAP_TEXT}); a smaller one makes an answer come sooner.`,
    ),
  );

// The engine's request schemas, strict (an unknown field is an error, not silently dropped), with
// the fields described for the OpenAPI document.
export const HintRequestSchema = z.strictObject({
  ...EngineHintRequestSchema.shape,
  puzzle: Puzzle,
  entries: z.optional(
    PuzzleInputSchema.check(
      z.describe(
        "The player's board, in any puzzle form and the same size as the puzzle: the givens (which may be repeated) and the player's digits, empty cells . or 0.",
      ),
    ),
  ),
  notes: z.optional(
    NotesSchema.check(
      z.describe(
        "The player's pencil marks: one list of digits per cell, row by row ([] for a cell without notes). Hints then reason from the notes, and notes without the right digit are mistakes.",
      ),
    ),
  ),
  arrows: z.optional(Arrows),
  cages: z.optional(Cages),
  budget: z.optional(LogicBudget),
  format: FormatField,
});

export const RateRequestSchema = z.strictObject({
  ...EngineRateRequestSchema.shape,
  puzzle: Puzzle,
  arrows: z.optional(Arrows),
  cages: z.optional(Cages),
  budget: z.optional(LogicBudget),
  format: FormatField,
});

export const HintResponseSchema = HintResultSchema;
export const RateResponseSchema = RatingSchema;

export const AlgorithmsSchema = z.array(AlgorithmInfoSchema);

export const HealthSchema = z.object({
  status: z.literal('ok'),
  engineVersion: z.string(),
});

/** The outline of the OpenAPI document the API serves; the rest is OpenAPI 3.1 itself. */
export const OpenApiDocumentSchema = z
  .looseObject({
    openapi: z.string().check(z.regex(/^3\.1\.\d+$/)),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.looseObject({})),
    components: z.optional(z.looseObject({})),
  })
  .check(z.describe('An OpenAPI 3.1 document: https://spec.openapis.org/oas/v3.1.0'));

/** The HTML documentation page. */
export const DocsPageSchema = z.string().check(z.describe('One self-contained HTML page.'));

export const DailyArchiveQuerySchema = z.object({
  variant: z._default(
    VariantSchema.check(
      z.describe(
        'Whose puzzles of the day the links point to: `classic` (default), `arrow` or `killer`; each variant has a puzzle every day.',
      ),
    ),
    'classic' as Variant,
  ),
  from: z.optional(
    CalendarDate.check(
      z.describe('First day listed, YYYY-MM-DD, 2020-01-01 or later. Default: 30 days up to `to`.'),
    ),
  ),
  to: z.optional(
    CalendarDate.check(
      z.describe(
        'Last day listed, YYYY-MM-DD, at most the date in UTC+14 now (the latest puzzle out). Default: that date.',
      ),
    ),
  ),
});

export const DailyArchiveSchema = z.object({
  /** The days from `to` back to `from`, newest first. */
  days: z.array(
    z.object({
      date: Day,
      solution: z
        .boolean()
        .check(
          z.describe(
            'Whether the solution is out (the day has ended everywhere): add `&include=solution` to a link.',
          ),
        ),
      puzzles: z
        // An object with one property per level, not a record: JSON Schema then names them.
        .object(
          Object.fromEntries(LevelSchema.options.map((level) => [level, z.string()])) as {
            [L in Level]: z.ZodMiniString;
          },
        )
        .check(z.describe('The puzzle of each level: a link to GET /api/v1/daily.')),
    }),
  ),
});

// How a batch's cap names a variant, before the size.
const VARIANT_NAMES: Readonly<Record<Variant, string>> = {
  classic: '',
  arrow: 'Arrow Sudoku ',
  killer: 'Killer Sudoku ',
};

/** Puzzle `i` (from 1) of a batch with seed prefix `prefix`: `<prefix>-<i>`. */
export const batchSeed = (prefix: string, index: number): string => `${prefix}-${index}`;

// Checked as text, like the size, so that the message says what it takes.
const CountParam = z.pipe(
  z.pipe(
    z.string().check(z.regex(/^[1-9]\d?$/, `count is a whole number from 1 to ${MAX_BATCH}`)),
    z.transform(Number),
  ),
  z.int().check(z.minimum(1), z.maximum(MAX_BATCH)),
);

/**
 * A batch: the puzzle query plus `count`. Two rules span fields: a batch of a costly kind is
 * capped lower (budgets.ts), and the last puzzle's seed must still be a valid seed.
 */
export const BatchQuerySchema = z
  .extend(PuzzlesQuerySchema, {
    count: CountParam.check(
      z.describe(
        `How many puzzles, 1 to ${MAX_BATCH}; fewer for costly kinds (16x16 and 25x25, hard and expert, Arrow and Killer Sudoku), so that a batch stays within the API's CPU budget.`,
      ),
    ),
    seed: z.optional(
      SeedSchema.check(
        z.describe(
          'Seed prefix: puzzle i (from 1) has the seed `<seed>-<i>`, so `GET /api/v1/puzzles?seed=<seed>-<i>` with the same size, level and variant gives it alone. Omitted: the API picks a prefix and returns it.',
        ),
      ),
    ),
  })
  .check(
    z.superRefine((query, ctx) => {
      const { count, size, level, variant, seed } = query;
      const cap = batchCap(variant, size, level);
      // Past MAX_BATCH the count's own check has said so.
      if (cap !== undefined && count <= MAX_BATCH && count > cap) {
        ctx.issues.push({
          code: 'custom',
          path: ['count'],
          input: count,
          message: `at most ${cap} ${VARIANT_NAMES[variant]}${size}x${size} ${level} puzzles per batch, so that it stays within the CPU budget; ask for several batches`,
        });
      }
      const last = seed === undefined ? undefined : z.safeParse(SeedSchema, batchSeed(seed, count));
      if (last && !last.success) {
        ctx.issues.push({
          code: 'custom',
          path: ['seed'],
          input: seed,
          message: `too long for a prefix of ${count} puzzles: the last one's seed, the prefix then "-${count}", is not a valid seed (${last.error.issues[0]?.message ?? 'invalid'})`,
        });
      }
    }),
  );

export const PuzzleBatchSchema = z.object({
  seed: z
    .string()
    .check(z.describe('The seed prefix: puzzle i (from 1) has the seed `<seed>-<i>`.')),
  count: z.int(),
  puzzles: z.array(PuzzleSchema),
});

/** The technique catalogue, easiest first, names and descriptions in English and Indonesian. */
export const TechniquesSchema = z.array(TechniqueInfoSchema);

/** Schemas listed under `components.schemas` in the OpenAPI document, by name. */
export const API_SCHEMAS = {
  Puzzle: PuzzleSchema,
  DailyPuzzle: DailyPuzzleSchema,
  DailyArchive: DailyArchiveSchema,
  PuzzleBatch: PuzzleBatchSchema,
  SolveRequest: SolveRequestSchema,
  SolveResult: SolveResponseSchema,
  CheckRequest: CheckRequestSchema,
  CheckResult: CheckResponseSchema,
  HintRequest: HintRequestSchema,
  HintResult: HintResponseSchema,
  Step: StepSchema,
  RateRequest: RateRequestSchema,
  Rating: RateResponseSchema,
  Arrows,
  Cages,
  Conflict: ConflictSchema,
  Algorithm: AlgorithmInfoSchema,
  Techniques: TechniquesSchema,
  Technique: TechniqueInfoSchema,
  Health: HealthSchema,
  OpenApiDocument: OpenApiDocumentSchema,
  Problem: ProblemSchema,
  Issue: IssueSchema,
} as const satisfies Record<string, $ZodType>;
