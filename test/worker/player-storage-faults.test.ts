// The players' storage failing never takes puzzles or play down. With D1 failing (throwing at once,
// or rejecting later) or unbound: puzzles are served, players are made and plays started (neither
// needs storage), and what needs D1 answers 503 `players_unavailable` with Retry-After; the same
// play is finished once D1 is back. With the daily stats object failing or unbound: a finish is
// counted in D1 and answered without the day's numbers (standing null), the stats routes answer
// 503 `stats_unavailable`, and finishing the same play again once the object is back fills the
// numbers in, counted once.

import { env } from 'cloudflare:workers';
import type { D1Database } from '@cloudflare/workers-types';
import { describe, expect, it } from 'vitest';
import type { DailyStatsNamespace } from '../../worker/storage/daily-stats.ts';
import {
  anonymous,
  asPlayer,
  dailyWithSolution,
  finishPath,
  playerApp,
  rowCounts,
  startPlay,
} from './players-support.ts';
import { call, expectProblem } from './support.ts';

/** A D1 binding whose every call throws at once. */
const throwingD1 = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error('D1_ERROR: the database is unreachable');
    },
  },
) as unknown as D1Database;

/** A D1 binding that prepares statements and fails when they run. */
function rejectingD1(): D1Database {
  const fail = () => Promise.reject(new Error('D1_ERROR: network connection lost'));
  const statement = { bind: () => statement, first: fail, all: fail, run: fail, raw: fail };
  return { prepare: () => statement, batch: fail, exec: fail } as unknown as D1Database;
}

const failingObjects: DailyStatsNamespace = {
  getByName: () => {
    const down = () =>
      Promise.reject(new Error('Durable Object reset because its code was updated'));
    return { record: down, standing: down, totals: down, leaders: down, erase: down };
  },
};

interface Finish {
  counted: boolean;
  seconds: number;
  standing?: { players: number; fasterThan: number } | null;
}

describe('D1 failing', () => {
  for (const [name, db] of [
    ['throwing', throwingD1],
    ['rejecting', rejectingD1()],
    ['unbound', undefined],
  ] as const) {
    it(`${name}: puzzles, new players and new plays work; progress answers 503, and the play finishes later`, async () => {
      const date =
        name === 'throwing' ? '2026-09-10' : name === 'rejecting' ? '2026-09-11' : '2026-09-12';
      const { app, time } = playerApp(`${date}T07:00:00Z`);
      const bindings = { PLAYERS_DB: db };
      expect((await call(app, `/api/v1/daily?date=${date}`, { bindings })).status).toBe(200);
      expect((await call(app, '/api/v1/puzzles?seed=x', { bindings })).status).toBe(200);
      const created = await call(app, '/api/v1/players', { method: 'POST', bindings });
      expect(created.status).toBe(201);
      const { token } = (await created.json()) as { token: string };
      const started = await call(app, '/api/v1/plays', {
        ...asPlayer(token, { json: { daily: date } }),
        bindings,
      });
      expect(started.status).toBe(201);
      const { id } = (await started.json()) as { id: string };
      const { solution } = await dailyWithSolution(date);
      time.advance(400);
      const before = await rowCounts();
      const body = { solution, seconds: 300 };
      const down = await call(app, finishPath(id), {
        ...asPlayer(token, { json: body }),
        bindings,
      });
      const problem = await expectProblem(down, 503, 'players_unavailable');
      expect(problem.detail).toContain('puzzles and play go on');
      expect(down.headers.get('retry-after')).toBe('30');
      for (const path of ['/api/v1/players/me', '/api/v1/players/me/games/g']) {
        await expectProblem(
          await call(app, path, { ...asPlayer(token), bindings }),
          503,
          'players_unavailable',
        );
      }
      const erase = await call(app, '/api/v1/players/me', {
        ...asPlayer(token, { method: 'DELETE' }),
        bindings,
      });
      await expectProblem(erase, 503, 'players_unavailable');
      expect(await rowCounts()).toEqual(before);
      // D1 is back: the same play is finished, and counted.
      const back = await call(app, finishPath(id), asPlayer(token, { json: body }));
      expect(back.status).toBe(200);
      expect(((await back.json()) as Finish).counted).toBe(true);
    });
  }
});

describe('the daily stats object failing', () => {
  it('a finish is counted and answered without the numbers; a later finish of the same play fills them in', async () => {
    const date = '2026-09-13';
    const { app, time } = playerApp(`${date}T07:00:00Z`);
    const token = await anonymous(app);
    const { solution } = await dailyWithSolution(date);
    const play = await startPlay(app, token, { daily: date });
    time.advance(500);
    const before = await rowCounts();
    const body = { solution, seconds: 420 };
    const res = await call(app, finishPath(play.id), {
      ...asPlayer(token, { json: body }),
      bindings: { DAILY_STATS: failingObjects },
    });
    expect(res.status).toBe(200);
    const first = (await res.json()) as Finish;
    expect(first).toMatchObject({ counted: true, seconds: 420, standing: null });
    expect((await rowCounts()).completions).toBe(before.completions + 1);
    // Still down: answered the same.
    const still = await call(app, finishPath(play.id), {
      ...asPlayer(token, { json: body }),
      bindings: { DAILY_STATS: undefined },
    });
    expect(await still.json()).toEqual(first);
    // Back: the same play again records the finish and answers with the numbers, from then on.
    const filled = (await (
      await call(app, finishPath(play.id), asPlayer(token, { json: body }))
    ).json()) as Finish;
    expect(filled).toEqual({
      ...first,
      standing: { players: 1, fasterThan: 0, seconds: 420, medianSeconds: 420 },
    });
    const again = await call(app, finishPath(play.id), asPlayer(token, { json: body }));
    expect(await again.json()).toEqual(filled);
    expect((await rowCounts()).completions).toBe(before.completions + 1);
    const stats = (await (await call(app, `/api/v1/daily/stats?date=${date}`)).json()) as {
      players: number;
    };
    expect(stats.players).toBe(1);
  });

  it('the stats routes answer 503 stats_unavailable with Retry-After; puzzles are served', async () => {
    const { app } = playerApp('2026-09-14T07:00:00Z');
    for (const DAILY_STATS of [failingObjects, undefined]) {
      for (const path of ['/api/v1/daily/stats', '/api/v1/daily/leaderboard']) {
        const res = await call(app, path, { bindings: { DAILY_STATS } });
        const problem = await expectProblem(res, 503, 'stats_unavailable');
        expect(problem.detail).toContain('the daily stats');
        expect(res.headers.get('retry-after')).toBe('30');
      }
      expect((await call(app, '/api/v1/daily', { bindings: { DAILY_STATS } })).status).toBe(200);
    }
    expect(env.DAILY_STATS).toBeDefined();
  });
});
