// The scheduled job makes the coming days' puzzles of the day into KV before anyone asks: every
// level of the variants the widget offers, for today (UTC) and PREMADE_DAYS_AHEAD days, under
// the very keys the daily routes read, as the engine makes them. A day asked for after the run
// is a cache read; a day not out yet is still refused (the daily rules gate the routes, and no
// other route reads those keys). Within a run's CPU budget, what does not fit waits for the
// next run, and a kind heavier than a whole run is left to its first reader. With a
// DAILY_SECRET, the days made are the secret's, under its keys.

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { daily, LEVELS } from '../../shared/index.ts';
import { addDays, endsEverywhereAt } from '../../worker/api/puzzles/dates.ts';
import { dailyKey } from '../../worker/cache/keys.ts';
import { createApp } from '../../worker/index.ts';
import { PREMADE_DEFAULTS } from '../../worker/premade/config.ts';
import { DAILY_KINDS } from '../../worker/premade/kinds.ts';
import { premake } from '../../worker/premade/premake.ts';
import { secretDay } from '../support/daily-secret.ts';
import { made, PAID, runScheduled, SLOW, storedPuzzle } from './premade-support.ts';
import { at, call, expectProblem } from './support.ts';

const DAY_OUT = 'sudoku-break; hit; detail=kv';

describe('the scheduled job makes the coming days', { timeout: SLOW }, () => {
  // 18:30 UTC: the 14th is today, the 15th is out (it began in UTC+14 at 10:00), the 16th not.
  const now = at('2026-03-14T18:30:00Z');
  const days = ['2026-03-14', '2026-03-15', '2026-03-16'];

  it('writes every level of classic and Killer for today and two days ahead, as the engine makes them', async () => {
    await runScheduled(now, PAID);
    for (const date of days) {
      for (const { level, variant } of DAILY_KINDS) {
        const stored = await storedPuzzle(dailyKey(date, level, variant));
        expect(stored).toEqual(made(daily(date, level, variant)));
      }
    }
    // Nothing else of a day: not the day after, not the Arrow puzzles the widget does not offer.
    expect(await env.PUZZLES.get(dailyKey('2026-03-17', 'easy'))).toBeNull();
    expect(await env.PUZZLES.get(dailyKey('2026-03-14', 'easy', 'arrow'))).toBeNull();
    // Kept until the day is over everywhere, then gone.
    const { keys } = await env.PUZZLES.list({ prefix: dailyKey('2026-03-16', 'expert') });
    const ttl = (keys[0]?.expiration ?? 0) * 1000 - Date.now();
    expect(Math.abs(ttl - (endsEverywhereAt('2026-03-16') - now))).toBeLessThan(120_000);
  });

  it('so that a reader of a day is served from the cache, the puzzle the engine makes', async () => {
    await runScheduled(now, PAID);
    const app = createApp({ now: () => now, edgeCache: () => undefined });
    for (const [date, query] of [
      ['2026-03-14', 'level=hard&variant=killer'],
      ['2026-03-14', 'level=easy'],
      ['2026-03-15', 'date=2026-03-15&level=expert'],
    ]) {
      const res = await call(app, `/api/v1/daily?${query}`);
      expect(res.status, query).toBe(200);
      expect(res.headers.get('cache-status'), query).toBe(DAY_OUT);
      const body = (await res.json()) as { puzzle: string; seed: string; variant: string };
      const params = new URLSearchParams(query);
      const engine = made(
        daily(
          date,
          params.get('level') as 'easy',
          (params.get('variant') ?? 'classic') as 'killer',
        ),
      );
      expect({ seed: body.seed, puzzle: body.puzzle, variant: body.variant }).toEqual({
        seed: engine.seed,
        puzzle: engine.puzzle,
        variant: engine.variant,
      });
    }
  });

  it('but never serves a day before it is out, though KV holds it', async () => {
    await runScheduled(now, PAID);
    expect(await env.PUZZLES.get(dailyKey('2026-03-16', 'medium'))).not.toBeNull();
    const app = createApp({ now: () => now });
    for (const path of [
      '/api/v1/daily?date=2026-03-16',
      '/api/v1/daily?date=2026-03-16&variant=killer&level=expert',
      '/api/v1/daily.svg?date=2026-03-16',
      '/api/v1/print.pdf?daily=2026-03-15..2026-03-16',
    ]) {
      await expectProblem(await call(app, path), 400, 'invalid_date');
    }
    // Nor the solution of a day still being played somewhere.
    await expectProblem(
      await call(app, '/api/v1/daily?date=2026-03-14&include=solution'),
      403,
      'solution_unavailable',
    );
  });

  it("with wrangler.toml's own settings, starts with today's lightest puzzles", async () => {
    await runScheduled(at('2026-05-01T00:05:00Z'));
    // The default budget, 5 units: today's classic easy (1 unit) and medium (4) fit.
    expect(await storedPuzzle(dailyKey('2026-05-01', 'easy'))).toEqual(
      made(daily('2026-05-01', 'easy')),
    );
    expect(await env.PUZZLES.get(dailyKey('2026-05-01', 'medium'))).not.toBeNull();
  });
});

describe('with DAILY_SECRET', { timeout: SLOW }, () => {
  const SECRET = 'a contest secret for the scheduled job';
  const when = at('2026-10-05T12:00:00Z');

  it("makes the secret's days under the secret's keys, which the daily route then reads", async () => {
    const bindings = { ...PAID, POOL_SIZE: '0', PREMADE_DAYS_AHEAD: '0', DAILY_SECRET: SECRET };
    await premake({ ...env, ...bindings }, { now: when });
    // Not the engine's public days: nobody could compute those from the npm package anyway.
    for (const { level, variant } of DAILY_KINDS) {
      expect(await env.PUZZLES.get(dailyKey('2026-10-05', level, variant))).toBeNull();
    }
    const app = createApp({ now: () => when, edgeCache: () => undefined });
    for (const { level, variant } of DAILY_KINDS) {
      const res = await call(app, `/api/v1/daily?level=${level}&variant=${variant}`, {
        bindings: { DAILY_SECRET: SECRET },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-status'), `${variant} ${level}`).toBe(DAY_OUT);
      const body = (await res.json()) as Record<string, unknown>;
      // Today's solution is withheld while the day is being played.
      const { solution: _, ...expected } = await secretDay(SECRET, '2026-10-05', level, variant);
      expect(body).toEqual({ date: '2026-10-05', ...expected, offline: false });
    }
  });
});

describe('a run stays within its CPU budget', { timeout: SLOW }, () => {
  const now = at('2026-08-20T03:00:00Z');

  it('on the default budget, splits the days across runs and never makes a kind too heavy for one', async () => {
    const noPool = { POOL_SIZE: '0' };
    const runs = [];
    for (let i = 0; i < 30; i++) {
      const run = await premake({ ...env, ...noPool }, { now });
      runs.push(run);
      expect(run.spent).toBeLessThanOrEqual(run.budget);
      if (run.deferred.length === 0) break;
    }
    const [first] = runs;
    const last = runs[runs.length - 1];
    expect(first.budget).toBe(PREMADE_DEFAULTS.cpuMs / 2);
    // Nearest day first, cheapest kinds as listed: today's easy and medium classic.
    expect(first.made).toEqual([dailyKey('2026-08-20', 'easy'), dailyKey('2026-08-20', 'medium')]);
    // Killer hard (25 units) and expert (50) never fit in 5: left to their first reader.
    const heavy = days(now).flatMap((date) =>
      ['hard', 'expert'].map((level) => dailyKey(date, level, 'killer')),
    );
    expect([...last.tooHeavy].sort()).toEqual(heavy.sort());
    expect(last.deferred).toEqual([]);
    const everyLight = days(now).flatMap((date) =>
      DAILY_KINDS.map(({ level, variant }) => dailyKey(date, level, variant)).filter(
        (key) => !heavy.includes(key),
      ),
    );
    expect(runs.flatMap((r) => r.made).sort()).toEqual(everyLight.sort());
    // One more run finds them all and makes nothing.
    const after = await premake({ ...env, ...noPool }, { now });
    expect({ made: after.made, present: after.present }).toEqual({
      made: [],
      present: everyLight.length,
    });
  });

  it('makes every kind where a run may spend more (the Paid plan), and each day once', async () => {
    const when = at('2026-09-09T23:59:00Z');
    const first = await premake({ ...env, ...PAID, POOL_SIZE: '0' }, { now: when });
    expect(first.made).toHaveLength(3 * LEVELS.length * 2);
    expect(first.tooHeavy).toEqual([]);
    const again = await premake({ ...env, ...PAID, POOL_SIZE: '0' }, { now: when });
    expect(again.made).toEqual([]);
    // At midnight a new day comes into the window: its eight puzzles are the run's only writes.
    const next = await premake({ ...env, ...PAID, POOL_SIZE: '0' }, { now: when + 120_000 });
    expect([...next.made].sort()).toEqual(
      DAILY_KINDS.map(({ level, variant }) => dailyKey('2026-09-12', level, variant)).sort(),
    );
  });

  it('follows PREMADE_DAYS_AHEAD', async () => {
    const when = at('2027-01-10T12:00:00Z');
    const run = await premake(
      { ...env, ...PAID, POOL_SIZE: '0', PREMADE_DAYS_AHEAD: '0' },
      { now: when },
    );
    expect(new Set(run.made.map((key) => key.match(/\d{4}-\d{2}-\d{2}/)?.[0]))).toEqual(
      new Set(['2027-01-10']),
    );
  });
});

/** Today and the default days ahead. */
const days = (now: number): string[] => {
  const today = new Date(now).toISOString().slice(0, 10);
  return Array.from({ length: PREMADE_DEFAULTS.daysAhead + 1 }, (_, d) => addDays(today, d));
};
