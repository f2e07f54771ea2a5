/**
 * The stats group's entries in the route table: how everyone did on a puzzle of the day, and its
 * leaderboard. Public, no token; briefly cached at the edge.
 */
import { route } from '../../http/route-spec.ts';
import { STATS_MAX_AGE } from './cache.ts';
import {
  DailyStatsQuerySchema,
  DailyStatsSchema,
  LeaderboardQuerySchema,
  LeaderboardSchema,
} from './schemas.ts';

const SHORT = {
  'Cache-Control': `public, max-age=${STATS_MAX_AGE}: the numbers change as players finish.`,
};

const NOT_MODIFIED = 'Not modified: the numbers are still those of the ETag in If-None-Match.';

export const STATS_ROUTES = {
  dailyStats: route({
    method: 'get',
    path: '/api/v1/daily/stats',
    operationId: 'getDailyStats',
    tag: 'Players',
    summary: "The puzzle of the day's stats",
    description: `How everyone did on a puzzle of the day (the same \`date\`, \`level\` and \`variant\` as GET /api/v1/daily): the players with a counted finish, the median time and a histogram of times. No spoilers: a day not out yet is a 400 \`invalid_date\`, as for its puzzle, and nothing here gives a cell away. Cached at the edge for ${STATS_MAX_AGE} seconds; when the stats cannot be reached, a 503 \`stats_unavailable\` with Retry-After (puzzles and play go on).`,
    query: DailyStatsQuerySchema,
    responses: {
      200: { description: "The day's stats.", schema: DailyStatsSchema, headers: SHORT },
      304: { description: NOT_MODIFIED },
    },
    problems: ['invalid_request', 'invalid_date', 'stats_unavailable'],
  }),
  dailyLeaderboard: route({
    method: 'get',
    path: '/api/v1/daily/leaderboard',
    operationId: 'getDailyLeaderboard',
    tag: 'Players',
    summary: "The puzzle of the day's leaderboard",
    description: `The fastest hint-free counted times of a puzzle of the day (each player's first finish), fastest first. A publisher's readers appear with the display name their publisher signed, if any; anonymous players as anonymous. Same calendar, caching (${STATS_MAX_AGE} seconds) and failures as GET /api/v1/daily/stats.`,
    query: LeaderboardQuerySchema,
    responses: {
      200: { description: 'The leaderboard.', schema: LeaderboardSchema, headers: SHORT },
      304: { description: NOT_MODIFIED },
    },
    problems: ['invalid_request', 'invalid_date', 'stats_unavailable'],
  }),
} as const;
