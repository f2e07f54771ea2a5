// The puzzle of the day's stats and leaderboard, after real finishes through the API into the
// day's Durable Object: players, median and histogram; where each finish stood when it was made
// (fasterThan); the leaderboard of hint-free times with the names publishers signed and anonymous
// players as such; the daily rules (no day before it is out); the short cache.
import { describe, expect, it } from 'vitest';
import { HISTOGRAM_BINS } from '../../worker/storage/daily-stats.ts';
import {
  anonymous,
  dailyWithSolution,
  epochSeconds,
  finish,
  playerApp,
  publisherToken,
  startPlay,
} from './players-support.ts';
import { at, call, expectProblem } from './support.ts';

interface Stats {
  date: string;
  level: string;
  variant: string;
  size: number;
  players: number;
  medianSeconds: number | null;
  histogram: { fromSeconds: number; toSeconds: number | null; players: number }[];
}

interface Board {
  players: number;
  entries: {
    rank: number;
    seconds: number;
    player: { anonymous: true } | { anonymous: false; name: string | null };
  }[];
}

type App = ReturnType<typeof playerApp>['app'];

/** Every player starts, the clock moves past the slowest time, then each finishes in turn. */
async function playDay(
  app: App,
  time: ReturnType<typeof playerApp>['time'],
  date: string,
  finishes: readonly { token: string; seconds: number; hints?: number }[],
) {
  const { solution } = await dailyWithSolution(date);
  const plays = [];
  for (const f of finishes) plays.push(await startPlay(app, f.token, { daily: date }));
  time.advance(Math.max(...finishes.map((f) => f.seconds)) + 1);
  const answers = [];
  for (const [i, f] of finishes.entries()) {
    const res = await finish(app, f.token, plays[i].id, {
      solution,
      seconds: f.seconds,
      hints: f.hints ?? 0,
    });
    expect(res.status).toBe(200);
    answers.push(
      (await res.json()) as {
        standing: { players: number; fasterThan: number; medianSeconds: number };
      },
    );
  }
  return answers;
}

const get = async <T>(app: App, path: string): Promise<T> => {
  const res = await call(app, path);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as T;
};

describe("a puzzle of the day's stats", () => {
  it('counts each player once, with the median and a histogram of 33 fixed bins', async () => {
    const date = '2026-06-01';
    const { app, time } = playerApp(`${date}T06:00:00Z`);
    const times = [61, 125.5, 125.5, 300, 1199, 1200, 3700, 9000];
    const finishes = [];
    for (const seconds of times) finishes.push({ token: await anonymous(app), seconds });
    await playDay(app, time, date, finishes);
    const stats = await get<Stats>(app, `/api/v1/daily/stats?date=${date}`);
    expect(stats).toMatchObject({ date, level: 'medium', variant: 'classic', size: 9, players: 8 });
    expect(stats.medianSeconds).toBe((300 + 1199) / 2);
    expect(stats.histogram.map((b) => b.fromSeconds)).toEqual(HISTOGRAM_BINS);
    expect(stats.histogram.at(-1)).toEqual({ fromSeconds: 7200, toSeconds: null, players: 1 });
    const count = (from: number) => stats.histogram.find((b) => b.fromSeconds === from)?.players;
    expect([count(60), count(120), count(300), count(1140), count(1200), count(3600)]).toEqual([
      1, 2, 1, 1, 1, 1,
    ]);
    expect(stats.histogram.reduce((sum, b) => sum + b.players, 0)).toBe(8);
    for (const [i, bin] of stats.histogram.entries()) {
      expect(bin.toSeconds).toBe(stats.histogram[i + 1]?.fromSeconds ?? null);
    }
  });

  it('answers each finish with where it stood then: players so far and the share slower', async () => {
    const date = '2026-06-02';
    const { app, time } = playerApp(`${date}T06:00:00Z`);
    const finishes = [];
    for (const seconds of [300, 200, 400, 300])
      finishes.push({ token: await anonymous(app), seconds });
    const answers = await playDay(app, time, date, finishes);
    expect(answers.map((a) => a.standing)).toEqual([
      { players: 1, fasterThan: 0, seconds: 300, medianSeconds: 300 },
      { players: 2, fasterThan: 0.5, seconds: 200, medianSeconds: 250 },
      { players: 3, fasterThan: 0, seconds: 400, medianSeconds: 300 },
      { players: 4, fasterThan: 0.25, seconds: 300, medianSeconds: 300 },
    ]);
  });

  it('keeps levels and variants apart: each puzzle of the day has its own object', async () => {
    const date = '2026-06-03';
    const { app, time } = playerApp(`${date}T06:00:00Z`);
    const token = await anonymous(app);
    await playDay(app, time, date, [{ token, seconds: 500 }]);
    const other = await get<Stats>(app, `/api/v1/daily/stats?date=${date}&level=hard`);
    expect(other.players).toBe(0);
    expect(other.medianSeconds).toBeNull();
    expect(other.histogram.every((b) => b.players === 0)).toBe(true);
    const killer = await get<Stats>(app, `/api/v1/daily/stats?date=${date}&variant=killer`);
    expect(killer).toMatchObject({ variant: 'killer', players: 0 });
  });

  it('no spoilers: a day not out yet is a 400 invalid_date; without a date, today in UTC', async () => {
    const { app } = playerApp('2026-06-04T09:00:00Z');
    const early = await call(app, '/api/v1/daily/stats?date=2026-06-05');
    await expectProblem(early, 400, 'invalid_date');
    await expectProblem(
      await call(app, '/api/v1/daily/leaderboard?date=2026-06-05'),
      400,
      'invalid_date',
    );
    const today = await get<Stats>(app, '/api/v1/daily/stats');
    expect(today.date).toBe('2026-06-04');
    const board = await get<{ date: string }>(app, '/api/v1/daily/leaderboard?level=easy');
    expect(board.date).toBe('2026-06-04');
    const stats = JSON.stringify(today);
    const { solution } = await dailyWithSolution('2026-06-04');
    expect(stats).not.toContain(solution.slice(0, 9));
  });

  it('is cached briefly: public for 30 s, with an ETag; a cached read shows the numbers of its time', async () => {
    const date = '2026-06-05';
    const { app, time } = playerApp(`${date}T06:00:00Z`, { memoryEntries: 100 });
    const path = `/api/v1/daily/stats?date=${date}`;
    const token = await anonymous(app);
    const { solution, givens } = await dailyWithSolution(date);
    const play = await startPlay(app, token, { daily: date });
    time.advance(60);
    const res = await call(app, path);
    expect(res.headers.get('cache-control')).toBe('public, max-age=30');
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"/);
    expect(((await res.json()) as Stats).players).toBe(0);
    expect((await call(app, path, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const seconds = (81 - givens) * 0.5 + 1;
    expect((await finish(app, token, play.id, { solution, seconds })).status).toBe(200);
    time.advance(29);
    expect((await get<Stats>(app, path)).players).toBe(0);
    time.advance(2);
    expect((await get<Stats>(app, path)).players).toBe(1);
  });
});

describe("a puzzle of the day's leaderboard", () => {
  it('lists hint-free times fastest first, with the names publishers signed and anonymous players as such', async () => {
    const date = '2026-06-06';
    const { app, time } = playerApp(`${date}T06:00:00Z`);
    const exp = epochSeconds(at(`${date}T06:00:00Z`)) + 86_400;
    const ana = await publisherToken({ sub: 'reader-ana', exp, name: 'Ana' });
    const budi = await publisherToken({ sub: 'reader-budi', exp });
    const helped = await publisherToken({ sub: 'reader-cita', exp, name: 'Cita' });
    const anon = await anonymous(app);
    const anon2 = await anonymous(app);
    await playDay(app, time, date, [
      { token: ana, seconds: 400 },
      { token: anon, seconds: 250 },
      { token: helped, seconds: 100, hints: 2 },
      { token: budi, seconds: 400 },
      { token: anon2, seconds: 500 },
    ]);
    const board = await get<Board>(app, `/api/v1/daily/leaderboard?date=${date}`);
    expect(board.players).toBe(5);
    expect(board.entries).toEqual([
      { rank: 1, seconds: 250, player: { anonymous: true } },
      { rank: 2, seconds: 400, player: { anonymous: false, name: 'Ana' } },
      { rank: 2, seconds: 400, player: { anonymous: false, name: null } },
      { rank: 4, seconds: 500, player: { anonymous: true } },
    ]);
    const two = await get<Board>(app, `/api/v1/daily/leaderboard?date=${date}&limit=2`);
    expect(two.entries.map((e) => e.seconds)).toEqual([250, 400]);
    expect(JSON.stringify(board)).not.toMatch(/reader-|Cita|a-|p-/);
  });

  it('takes a limit from 1 to 100', async () => {
    const { app } = playerApp('2026-06-07T06:00:00Z');
    for (const limit of ['0', '101', 'x', '1.5']) {
      const res = await call(app, `/api/v1/daily/leaderboard?limit=${limit}`);
      await expectProblem(res, 400, 'invalid_request');
    }
    expect((await call(app, '/api/v1/daily/leaderboard?limit=100')).status).toBe(200);
  });
});
