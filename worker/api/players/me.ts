/**
 * GET /api/v1/players/me: the token's player and their progress (storage/progress.ts), with
 * streaks (streaks.ts). DELETE /api/v1/players/me: erases the player. Their times leave every
 * puzzle of the day's object first (the days come from their completions in D1), then their rows
 * leave D1, so that an erasure cut short by a failure leaves D1 still listing the days left and a
 * retry finishes it; a player with more days than one request should call objects for goes in
 * steps (202 with what remains).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { NO_STORE } from '../../http/policy.ts';
import type { Deps } from '../../options.ts';
import { authenticate } from '../../players/auth.ts';
import { puzzleKey } from '../../players/puzzle-ref.ts';
import { dailyStatsName } from '../../storage/daily-stats.ts';
import { dailyStats, guarded, playersDb, unavailable } from '../../storage/failures.ts';
import { dailiesOf, eraseProgress, forgetCompletions, progressOf } from '../../storage/progress.ts';
import { isoTime, utcDate } from '../puzzles/dates.ts';
import { PLAYER_ROUTES } from './contract.ts';
import { publicPlayer } from './public.ts';
import { streakOf } from './streaks.ts';

/** Objects one erasure request calls at most: within the Free plan's 50 subrequests. */
export const ERASE_BATCH = 40;

const seconds = (ms: number | null): number | null => (ms === null ? null : ms / 1000);

export const meRoute = (deps: Deps) =>
  new Hono<AppEnv>()
    .get(PLAYER_ROUTES.me.path, async (c) => {
      const { player } = await authenticate(c, deps);
      const db = playersDb(c);
      const progress = await guarded('players_unavailable', 'reading progress', () =>
        progressOf(db, player.id),
      );
      const kinds = progress.kinds.map(({ bestMs, averageMs, ...kind }) => ({
        ...kind,
        bestSeconds: seconds(bestMs),
        averageSeconds: seconds(averageMs),
      }));
      c.header('Cache-Control', NO_STORE);
      return c.json(
        {
          player: publicPlayer(player),
          tokenExpiresAt: isoTime(player.expiresAt),
          solved: kinds.reduce((sum, kind) => sum + kind.solved, 0),
          streak: streakOf(progress.days, utcDate(deps.now())),
          kinds,
        },
        200,
      );
    })
    .delete(PLAYER_ROUTES.eraseMe.path, async (c) => {
      const { player } = await authenticate(c, deps);
      const db = playersDb(c);
      c.header('Cache-Control', NO_STORE);
      const dailies = await guarded('players_unavailable', 'listing the days to erase', () =>
        dailiesOf(db, player.id),
      );
      const step = dailies.slice(0, ERASE_BATCH);
      if (step.length > 0) {
        const namespace = dailyStats(c);
        if (!namespace) throw unavailable('stats_unavailable', 'no DAILY_STATS binding');
        await guarded('stats_unavailable', 'erasing from the daily stats', () =>
          Promise.all(step.map((d) => namespace.getByName(dailyStatsName(d)).erase(player.id))),
        );
      }
      if (dailies.length > step.length) {
        const done = step.map((d) =>
          puzzleKey({ daily: d.date, level: d.level, variant: d.variant }),
        );
        await guarded('players_unavailable', 'erasing progress', () =>
          forgetCompletions(db, player.id, done),
        );
        return c.json({ remaining: dailies.length - step.length }, 202);
      }
      await guarded('players_unavailable', 'erasing progress', () => eraseProgress(db, player.id));
      return c.body(null, 204);
    });
