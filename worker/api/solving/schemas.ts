/**
 * The solving routes' schemas: the JSON bodies of solve, check, hint and rate (the engine's
 * options, strict, minus what the Worker decides, such as the node budget) and their answers.
 */
import * as z from 'zod/mini';
import {
  CheckResultSchema,
  HintRequestSchema as EngineHintRequestSchema,
  RateRequestSchema as EngineRateRequestSchema,
  HintResultSchema,
  MAX_LOGIC_BUDGET,
  NotesSchema,
  PuzzleInputSchema,
  RatingSchema,
  SolveOptionsSchema,
  SolveResultSchema,
  type SolveStatus,
  SolveStatusSchema,
} from '../../../shared/index.ts';
import { FormatField, GridSchema } from '../../http/format.ts';
import { LOGIC_CAP_TEXT } from '../budgets.ts';
import { Arrows, Cages, Puzzle } from '../fields.ts';

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
