// DELETE /api/v1/players/me: everything about the player gone, from D1 (plays, completions, saved
// games) and from every puzzle of the day's object (their time, their name on the leaderboard),
// while other players' stay. Idempotent; a player with more days than one request calls objects
// for is erased in steps (202, then 204); an object failing midway leaves D1 listing what is left,
// and a retry finishes the job.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../client/index.ts';
import { ERASE_BATCH } from '../../worker/api/players/me.ts';
import { type DailyStatsNamespace, dailyStatsName } from '../../worker/storage/daily-stats.ts';
import {
  anonymous,
  asPlayer,
  bearer,
  dailyWithSolution,
  epochSeconds,
  finish,
  playerApp,
  publisherToken,
  seededWithSolution,
  startPlay,
} from './players-support.ts';
import { at, call, expectProblem } from './support.ts';

type App = ReturnType<typeof playerApp>['app'];
type Time = ReturnType<typeof playerApp>['time'];

const stats = (): DailyStatsNamespace => {
  if (!env.DAILY_STATS) throw new Error('the tests bind DAILY_STATS');
  return env.DAILY_STATS;
};

const object = (date: string) =>
  stats().getByName(dailyStatsName({ date, variant: 'classic', size: 9, level: 'medium' }));

async function playerId(app: App, token: string): Promise<string> {
  const me = await call(app, '/api/v1/players/me', asPlayer(token));
  return ((await me.json()) as { player: { id: string } }).player.id;
}

/** Finishes the medium puzzle of each day, `seconds` each. */
async function finishDays(
  app: App,
  time: Time,
  token: string,
  dates: readonly string[],
  seconds = 300,
) {
  for (const date of dates) {
    const { solution } = await dailyWithSolution(date);
    const play = await startPlay(app, token, { daily: date });
    time.advance(seconds + 1);
    expect((await finish(app, token, play.id, { solution, seconds })).status).toBe(200);
  }
}

/** The player's rows in every players' table. */
async function rowsOf(player: string): Promise<Record<string, number>> {
  const db = env.PLAYERS_DB;
  if (!db) throw new Error('the tests bind PLAYERS_DB');
  const counts: Record<string, number> = {};
  for (const table of ['plays', 'completions', 'games']) {
    const row = await db
      .prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE player = ?`)
      .bind(player)
      .first<{ n: number }>();
    counts[table] = row?.n ?? -1;
  }
  return counts;
}

const erase = (app: App, token: string, bindings?: Partial<Cloudflare.Env>) =>
  call(app, '/api/v1/players/me', { ...asPlayer(token, { method: 'DELETE' }), bindings });

describe('erasing a player', () => {
  it('deletes their plays, solved puzzles, streaks, saved games, times and name; others stay', async () => {
    const { app, time } = playerApp('2026-08-01T06:00:00Z');
    const exp = epochSeconds(at('2026-08-01T06:00:00Z')) + 30 * 86_400;
    const token = await publisherToken({ sub: 'reader-to-forget', exp, name: 'Forget Me' });
    const stays = await anonymous(app);
    const days = ['2026-07-30', '2026-07-31'];
    await finishDays(app, time, token, days, 200);
    await finishDays(app, time, stays, days, 400);
    const seeded = await seededWithSolution('seed=erase-me&level=easy');
    const play = await startPlay(app, token, { seed: 'erase-me', level: 'easy' });
    time.advance(100);
    await finish(app, token, play.id, { solution: seeded.solution, seconds: 90 });
    const put = await call(app, '/api/v1/players/me/games/g', {
      method: 'PUT',
      headers: { ...bearer(token), 'Content-Type': 'application/json', 'If-None-Match': '*' },
      body: JSON.stringify({ game: { v: 1 } }),
    });
    expect(put.status).toBe(201);
    const id = await playerId(app, token);
    const other = await playerId(app, stays);
    expect(await rowsOf(id)).toEqual({ plays: 3, completions: 3, games: 1 });
    const board = await call(app, `/api/v1/daily/leaderboard?date=${days[0]}`);
    expect(JSON.stringify(await board.json())).toContain('Forget Me');

    const res = await erase(app, token);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await rowsOf(id)).toEqual({ plays: 0, completions: 0, games: 0 });
    expect(await rowsOf(other)).toEqual({ plays: 2, completions: 2, games: 0 });
    for (const date of days) {
      expect(await object(date).standing(id)).toBeNull();
      expect(await object(date).standing(other)).toMatchObject({ players: 1, ms: 400_000 });
      const after = await call(app, `/api/v1/daily/leaderboard?date=${date}`);
      const text = JSON.stringify(await after.json());
      expect(text).not.toContain('Forget Me');
      expect(text).toContain('"players":1');
      const totals = await object(date).totals();
      expect(totals.counts.reduce((a, b) => a + b, 0)).toBe(1);
    }
    const me = (await (await call(app, '/api/v1/players/me', asPlayer(token))).json()) as {
      solved: number;
      streak: { best: number };
    };
    expect({ solved: me.solved, best: me.streak.best }).toEqual({ solved: 0, best: 0 });
    // Again: nothing left to erase, still a 204.
    expect((await erase(app, token)).status).toBe(204);
  });

  it(`goes in steps of ${ERASE_BATCH} days (202 with what remains), which the client repeats`, async () => {
    const { app, time } = playerApp('2026-10-01T06:00:00Z');
    const token = await anonymous(app);
    const dates = Array.from({ length: ERASE_BATCH + 2 }, (_, i) =>
      new Date(at('2026-08-10T00:00:00Z') + i * 86_400_000).toISOString().slice(0, 10),
    );
    await finishDays(app, time, token, dates, 100);
    const id = await playerId(app, token);
    const first = await erase(app, token);
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ remaining: 2 });
    const erased = dates.slice(0, ERASE_BATCH);
    for (const date of [erased[0], erased.at(-1) ?? ''])
      expect(await object(date).standing(id)).toBeNull();
    expect(await object(dates.at(-1) ?? '').standing(id)).not.toBeNull();
    const api = createClient({
      baseUrl: 'https://sudoku.example',
      token,
      fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init), env)),
    });
    const done = await api.erasePlayer();
    expect(done).toMatchObject({ ok: true, status: 204, value: null });
    expect(await rowsOf(id)).toEqual({ plays: 0, completions: 0, games: 0 });
    for (const date of dates.slice(-2)) expect(await object(date).standing(id)).toBeNull();
    // 42 puzzles of the day generated and played: seconds on a busy machine. A safety net only.
  }, 120_000);

  it('an object that fails midway: 503 stats_unavailable, D1 still lists the days; a retry erases all', async () => {
    const { app, time } = playerApp('2026-09-01T06:00:00Z');
    const token = await anonymous(app);
    const days = ['2026-08-30', '2026-08-31'];
    await finishDays(app, time, token, days);
    const id = await playerId(app, token);
    // The second day's object cannot be reached; the first's works.
    const failing: DailyStatsNamespace = {
      getByName: (name) => {
        const real = stats().getByName(name);
        return {
          record: (entry) => real.record(entry),
          standing: (player) => real.standing(player),
          totals: () => real.totals(),
          leaders: (limit) => real.leaders(limit),
          erase: (player) =>
            name.includes(days[1])
              ? Promise.reject(new Error('object unreachable'))
              : real.erase(player),
        };
      },
    };
    const res = await erase(app, token, { DAILY_STATS: failing });
    await expectProblem(res, 503, 'stats_unavailable');
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await rowsOf(id)).toEqual({ plays: 2, completions: 2, games: 0 });
    const missing = await erase(app, token, { DAILY_STATS: undefined });
    await expectProblem(missing, 503, 'stats_unavailable');
    expect((await erase(app, token)).status).toBe(204);
    expect(await rowsOf(id)).toEqual({ plays: 0, completions: 0, games: 0 });
    for (const date of days) expect(await object(date).standing(id)).toBeNull();
  });
});
