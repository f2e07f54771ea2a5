/**
 * The daily stats routes' schemas: which puzzle of the day (as GET /api/v1/daily names it), its
 * players, median and histogram of times, and its leaderboard of hint-free times.
 */
import * as z from 'zod/mini';
import { LevelSchema, VariantSchema } from '../../../shared/index.ts';
import { Day } from '../fields.ts';
import { DailyQuerySchema } from '../puzzles/schemas.ts';

export const MAX_LEADERBOARD = 100;
export const DEFAULT_LEADERBOARD = 20;

/** Which puzzle of the day: the `date`, `level` and `variant` of GET /api/v1/daily. */
export const DailyStatsQuerySchema = z.pick(DailyQuerySchema, {
  date: true,
  level: true,
  variant: true,
});

const LimitParam = z.pipe(
  z.pipe(
    z
      .string()
      .check(z.regex(/^[1-9]\d{0,2}$/, `limit is a whole number from 1 to ${MAX_LEADERBOARD}`)),
    z.transform(Number),
  ),
  z.int().check(z.minimum(1), z.maximum(MAX_LEADERBOARD)),
);

export const LeaderboardQuerySchema = z.extend(DailyStatsQuerySchema, {
  limit: z._default(
    LimitParam.check(
      z.describe(
        `How many of the fastest, 1 to ${MAX_LEADERBOARD}. Default: ${DEFAULT_LEADERBOARD}.`,
      ),
    ),
    DEFAULT_LEADERBOARD,
  ),
});

const Which = {
  date: Day,
  level: LevelSchema,
  variant: VariantSchema,
  size: z.literal(9),
};

export const HistogramBinSchema = z.object({
  fromSeconds: z.int().check(z.describe('The bin holds times from this many seconds...')),
  toSeconds: z.nullable(
    z.int().check(z.describe('...up to (not including) this many; null: no end.')),
  ),
  players: z.int(),
});

export const DailyStatsSchema = z.object({
  ...Which,
  players: z.int().check(z.describe("Players with a counted finish (each player's first).")),
  medianSeconds: z.nullable(
    z.number().check(z.describe('The median counted time; null without players.')),
  ),
  histogram: z
    .array(HistogramBinSchema)
    .check(
      z.describe(
        'Players per bin of counted times, always the same 33 bins: a minute each up to 20 minutes, 5 minutes up to an hour, 15 minutes up to two hours, then one open bin.',
      ),
    ),
});

export const LeaderboardEntrySchema = z.object({
  rank: z.int().check(z.describe('1 for the fastest; equal times share a rank.')),
  seconds: z.number(),
  player: z.union([
    z.object({ anonymous: z.literal(true) }),
    z.object({
      anonymous: z.literal(false),
      name: z.nullable(
        z.string().check(z.describe('The display name the publisher signed, if any.')),
      ),
    }),
  ]),
});

export const LeaderboardSchema = z.object({
  ...Which,
  players: z.int().check(z.describe('Players with a counted finish, hints or not.')),
  entries: z
    .array(LeaderboardEntrySchema)
    .check(
      z.describe(
        'The fastest hint-free counted times, fastest first (equal times: the earlier finish first).',
      ),
    ),
});
