// The archive listing: the days with a puzzle of the day, newest first, with a link per level and
// whether the solution is out, on the same calendar as /api/v1/daily (nothing past the date in
// UTC+14, a solution only once its day has ended in UTC-12); cached until the calendar next
// changes, immutable once every listed day is over; bad ranges are 400s at the field.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { LEVELS } from '../../shared/index.ts';
import { ROUTES } from '../../worker/contract.ts';
import { createApp } from '../../worker/index.ts';
import { at, call, expectProblem } from './support.ts';

const NOW = at('2026-03-14T18:30:00Z');
const app = createApp({ now: () => NOW, edgeCache: () => undefined });
const Archive = ROUTES.dailyArchive.responses[200].schema;
const list = async (query = '') => {
  const res = await call(app, `/api/v1/daily/archive${query}`);
  expect(res.status).toBe(200);
  return { res, body: z.parse(Archive, await res.json()) };
};

describe('GET /api/v1/daily/archive', () => {
  it('by default: the 30 days up to the date in UTC+14, newest first', async () => {
    const { res, body } = await list();
    expect(body.days).toHaveLength(30);
    expect(body.days[0].date).toBe('2026-03-15');
    expect(body.days.at(-1)?.date).toBe('2026-02-14');
    // 2026-03-13 ended in UTC-12 at 2026-03-14T12:00Z; the 14th and the 15th are still played.
    expect(body.days.slice(0, 3).map((d) => [d.date, d.solution])).toEqual([
      ['2026-03-15', false],
      ['2026-03-14', false],
      ['2026-03-13', true],
    ]);
    expect(body.days[1].puzzles).toEqual(
      Object.fromEntries(LEVELS.map((l) => [l, `/api/v1/daily?date=2026-03-14&level=${l}`])),
    );
    // The next change: 2026-03-16 begins in UTC+14 at 2026-03-15T10:00Z, 15.5 hours away.
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${15.5 * 3600}`);
    expect(res.headers.get('etag')).toMatch(/^"/);
  });

  it('every link is served, with its solution exactly when the listing says so', async () => {
    const { body } = await list('?from=2026-03-12&to=2026-03-15');
    expect(body.days.map((d) => d.date)).toEqual([
      '2026-03-15',
      '2026-03-14',
      '2026-03-13',
      '2026-03-12',
    ]);
    for (const day of body.days) {
      expect((await call(app, day.puzzles.hard)).status).toBe(200);
      const withSolution = await call(app, `${day.puzzles.medium}&include=solution`);
      expect(withSolution.status).toBe(day.solution ? 200 : 403);
    }
  });

  it('a range whose days have all ended everywhere is immutable', async () => {
    const { res, body } = await list('?from=2026-01-01&to=2026-03-13');
    expect(body.days).toHaveLength(72);
    expect(body.days.every((d) => d.solution)).toBe(true);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const open = await list('?from=2026-03-01&to=2026-03-14');
    expect(open.res.headers.get('cache-control')).toBe(`public, max-age=${15.5 * 3600}`);
  });

  it('starts no earlier than the first day', async () => {
    const { body } = await list('?to=2020-01-10');
    expect(body.days.map((d) => d.date).at(-1)).toBe('2020-01-01');
    expect(body.days).toHaveLength(10);
  });

  describe('refuses ranges outside the calendar', () => {
    it.each([
      ['?to=2026-03-16', 'to', 'the latest out now is 2026-03-15'],
      ['?from=2019-12-31&to=2020-01-05', 'from', 'start on 2020-01-01'],
      ['?from=2026-03-10&to=2026-03-01', 'from', 'comes after to'],
      [
        '?from=2025-01-01&to=2025-12-31',
        'from',
        'at most 92 days; 2025-01-01 to 2025-12-31 is 365',
      ],
    ])('%s', async (query, field, message) => {
      const res = await call(app, `/api/v1/daily/archive${query}`);
      const problem = await expectProblem(res, 400, 'invalid_date');
      expect(problem.detail).toContain(message);
      expect(problem.issues?.[0].path).toEqual([field]);
    });

    it('and dates that are not dates', async () => {
      const res = await call(app, '/api/v1/daily/archive?from=2026-02-30');
      const problem = await expectProblem(res, 400, 'invalid_request');
      expect(problem.issues?.[0].path).toEqual(['from']);
    });
  });
});
