/**
 * GET /api/v1/daily/leaderboard: a puzzle of the day's fastest hint-free times, from its stats
 * object through the short cache (cache.ts). A publisher's reader shows the name their publisher
 * signed; an anonymous player shows as anonymous. Equal times share a rank.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { conditional } from '../../http/policy.ts';
import { validate } from '../../http/validate.ts';
import type { Deps } from '../../options.ts';
import { dailyStatsName, type LeaderboardRow } from '../../storage/daily-stats.ts';
import { guarded } from '../../storage/failures.ts';
import { STATS_MAX_AGE, shortCached } from './cache.ts';
import { STATS_ROUTES } from './contract.ts';
import { dailyAsked, statsObject } from './daily.ts';
import { LeaderboardSchema } from './schemas.ts';

const { path, query } = STATS_ROUTES.dailyLeaderboard;

/** Competition ranking ("1224"): a rank is one more than the number of strictly faster times. */
export function ranked(rows: readonly LeaderboardRow[]) {
  return rows.map((row, i) => {
    let rank = i + 1;
    while (rank > 1 && rows[rank - 2].ms === row.ms) rank--;
    return {
      rank,
      seconds: row.ms / 1000,
      player: row.anonymous
        ? { anonymous: true as const }
        : { anonymous: false as const, name: row.name },
    };
  });
}

export const leaderboardRoute = (deps: Deps) =>
  new Hono<AppEnv>().get(path, conditional(), validate('query', query), async (c) => {
    const { limit, ...asked } = c.req.valid('query');
    const daily = dailyAsked(deps, asked);
    const name = dailyStatsName(daily);
    const body = await shortCached(
      c,
      deps,
      `leaders:${limit}:${name}`,
      LeaderboardSchema,
      async () => {
        const leaders = await guarded('stats_unavailable', `reading ${name}`, () =>
          statsObject(c, daily).leaders(limit),
        );
        return {
          ...daily,
          size: 9 as const,
          players: leaders.players,
          entries: ranked(leaders.rows),
        };
      },
    );
    c.header('Cache-Control', `public, max-age=${STATS_MAX_AGE}`);
    return c.json(body, 200);
  });
