/**
 * The plays routes' schemas: which puzzle a play is of (a puzzle of the day, or a seeded one),
 * the play the server starts and times, the finish a player sends and what it answers: the time
 * counted and, for a puzzle of the day, where it stands among the day's.
 */
import * as z from 'zod/mini';
import { LevelSchema, SeedSchema, SizeSchema, VariantSchema } from '../../../shared/index.ts';
import { CalendarDate, Day, Puzzle, SIZE_LIST } from '../fields.ts';

const Level = LevelSchema.check(z.describe('Difficulty. Default: medium.'));
const Variant = VariantSchema.check(
  z.describe('Rule set: `classic` (default), `arrow` or `killer` (9x9 only).'),
);

/** A play of the puzzle of a day, as GET /api/v1/daily serves it. */
export const DailyPlaySchema = z.strictObject({
  daily: CalendarDate.check(
    z.describe(
      'The day of the puzzle (YYYY-MM-DD), as GET /api/v1/daily names it; the day must be out (begun in UTC+14).',
    ),
  ),
  level: z.optional(Level),
  variant: z.optional(Variant),
});

/** A play of a seeded puzzle, as GET /api/v1/puzzles serves it. */
export const SeededPlaySchema = z.strictObject({
  seed: SeedSchema.check(z.describe('The seed of the puzzle, as GET /api/v1/puzzles takes it.')),
  size: z.optional(SizeSchema.check(z.describe(`Board size: ${SIZE_LIST}. Default: 9.`))),
  level: z.optional(Level),
  variant: z.optional(Variant),
});

export const StartPlayRequestSchema = z.union([DailyPlaySchema, SeededPlaySchema]);

export const PuzzleRefSchema = z.union([
  z.object({ daily: Day, level: LevelSchema, variant: VariantSchema }),
  z.object({ seed: z.string(), size: SizeSchema, level: LevelSchema, variant: VariantSchema }),
]);

export const PlaySchema = z.object({
  id: z
    .string()
    .check(
      z.describe(
        'The play, signed by the server with its start time: finish it with POST /api/v1/plays/{id}/finish. Nothing is stored until then.',
      ),
    ),
  puzzle: PuzzleRefSchema,
  startedAt: z.string().check(z.describe('When the server started timing (ISO 8601).')),
  expiresAt: z.string().check(z.describe('The last moment it can be finished (ISO 8601).')),
});

/** The play id in the path: base64url parts joined by a dot. */
export const PlayParamsSchema = z.object({
  id: z
    .string()
    .check(
      z.regex(/^[A-Za-z0-9_-]{1,2048}\.[A-Za-z0-9_-]{43}$/, 'not a play id this API gives'),
      z.describe('The `id` POST /api/v1/plays answered.'),
    ),
});

export const FinishRequestSchema = z.strictObject({
  solution: Puzzle.check(
    z.describe(
      "The finished board, in any puzzle form (text or rows): it must be the puzzle's solution.",
    ),
  ),
  seconds: z
    .number()
    .check(
      z.minimum(0),
      z.maximum(7 * 86_400),
      z.describe(
        "The player's own time in seconds (the widget's clock, pauses left out; milliseconds kept). Counted when it is at most the time since the play started by the server's clock (and 5 seconds for the network), and at least 0.5 seconds per empty cell of the puzzle.",
      ),
    ),
  hints: z.optional(
    z
      .int()
      .check(
        z.minimum(0),
        z.maximum(10_000),
        z.describe('Hints used. Default 0; only hint-free times enter the leaderboard.'),
      ),
  ),
  mistakes: z.optional(
    z.int().check(z.minimum(0), z.maximum(10_000), z.describe('Mistakes made. Default 0.')),
  ),
});

export const StandingSchema = z.object({
  players: z
    .int()
    .check(
      z.describe('Players with a counted finish of this puzzle of the day, this one included.'),
    ),
  fasterThan: z
    .number()
    .check(
      z.minimum(0),
      z.maximum(1),
      z.describe(
        'The share of those players slower than this player (0 to 1; 0.75: faster than 75%).',
      ),
    ),
  seconds: z
    .number()
    .check(z.describe("This player's counted time for the day (their first finish).")),
  medianSeconds: z.number().check(z.describe("The day's median time.")),
});

export const FinishSchema = z.object({
  id: z.string(),
  puzzle: PuzzleRefSchema,
  seconds: z.number().check(z.describe('The time counted for this play.')),
  hints: z.int(),
  mistakes: z.int(),
  counted: z
    .boolean()
    .check(
      z.describe(
        "Whether this play is the player's first finish of the puzzle, the only one that enters the stats, streaks and leaderboard.",
      ),
    ),
  finishedAt: z.string().check(z.describe('When the server counted the finish (ISO 8601).')),
  standing: z.optional(
    z
      .nullable(StandingSchema)
      .check(
        z.describe(
          "Puzzles of the day only: where the player's counted time stands among the day's. Null when the day's stats cannot be reached right now: the finish is kept, and finishing the same play again later fills it in.",
        ),
      ),
  ),
});
