// No spoilers for daily competitions: a date's puzzle is served once that date has begun in the
// earliest time zone (UTC+14, 10:00 UTC the day before) and never before; its solution once the
// date has ended in the last one (UTC-12, 12:00 UTC the day after), before which it is a 403
// `solution_unavailable` with Retry-After. Past days stay available with their solutions, and
// the widget's daily request (which asks for no solution) is served on the day it starts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { daily } from '../../shared/index.ts';
import { openApiDocument, ROUTES } from '../../worker/contract.ts';
import { createApp } from '../../worker/index.ts';
import { unwrap } from '../support/result.ts';
import { digits, isValidSolution } from '../support/rules.ts';
import { at, call, expectProblem, textGrid } from './support.ts';

const DailyResponse = ROUTES.daily.responses[200].schema;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const appAt = (iso: string | number) =>
  createApp({ now: () => (typeof iso === 'number' ? iso : at(iso)), edgeCache: () => undefined });
const get = (iso: string | number, query: string) => call(appAt(iso), `/api/v1/daily?${query}`);

/**
 * Asks, at random instants over `days` days from `start`, for dates a few days (`offsets`) from
 * the UTC date then, and expects the status `expected` gives from when the date begins in
 * UTC+14 and ends in UTC-12 (worked out here from the offsets, not with the Worker's code).
 */
async function atRandom(
  start: string,
  days: number,
  [minOffset, maxOffset]: [number, number],
  query: string,
  expected: (now: number, date: { begins: number; ends: number }) => number,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 0, max: days * 86_400 }),
      fc.integer({ min: minOffset, max: maxOffset }),
      async (seconds, offset) => {
        const now = at(start) + seconds * 1000;
        const date = new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
        const midnight = Date.parse(`${date}T00:00:00Z`);
        const window = { begins: midnight - 14 * 3_600_000, ends: midnight + 36 * 3_600_000 };
        const res = await get(now, `date=${date}${query}`);
        expect(res.status).toBe(expected(now, window));
        await res.arrayBuffer();
      },
    ),
    { numRuns: 60 },
  );
}

describe('a puzzle comes out when its date begins in UTC+14', () => {
  it('2026-03-15 is refused at 09:59:59 UTC on the 14th, served from 10:00:00', async () => {
    const early = await get('2026-03-14T09:59:59Z', 'date=2026-03-15&level=hard');
    const problem = await expectProblem(early, 400, 'invalid_date');
    expect(problem.detail).toBe(
      'the puzzle of 2026-03-15 is not out yet: it comes out at 2026-03-14T10:00:00Z, when 2026-03-15 begins in the earliest time zone (UTC+14); the latest out now is 2026-03-14',
    );
    expect(problem.issues).toEqual([
      {
        path: ['date'],
        message: 'from 2020-01-01 to 2026-03-14, the date in UTC+14 now',
        code: 'invalid_date',
      },
    ]);

    const onTime = await get('2026-03-14T10:00:00Z', 'date=2026-03-15&level=hard');
    expect(onTime.status).toBe(200);
    expect(onTime.headers.get('cache-control')).toBe(IMMUTABLE);
    const { solution: _, ...expected } = unwrap(daily('2026-03-15', 'hard'));
    expect(z.parse(DailyResponse, await onTime.json())).toEqual({
      date: '2026-03-15',
      ...expected,
      offline: true,
    });
  });

  it("a year ahead with its solution (the issue's spoiler) is a 400 naming the latest date", async () => {
    const res = await get('2026-03-14T18:30:00Z', 'date=2027-03-14&level=expert&include=solution');
    const problem = await expectProblem(res, 400, 'invalid_date');
    expect(problem.detail).toContain('the latest out now is 2026-03-15');
  });

  it('whatever the instant and the date, served exactly when the date has begun somewhere', () =>
    atRandom('2025-01-01T00:00:00Z', 400, [-2, 3], '', (now, { begins }) =>
      now >= begins ? 200 : 400,
    ));
});

describe('a solution comes out when its day has ended in UTC-12', () => {
  it('2026-03-14 is refused until 12:00 UTC on the 15th, with Retry-After', async () => {
    const res = await get('2026-03-15T11:59:59Z', 'date=2026-03-14&include=solution');
    const problem = await expectProblem(res, 403, 'solution_unavailable');
    expect(res.headers.get('retry-after')).toBe('1');
    expect(problem.detail).toBe(
      "the solution of 2026-03-14 comes out at 2026-03-15T12:00:00Z, when 2026-03-14 has ended in the last time zone (UTC-12): until then someone may still be playing it. The latest solution out now is 2026-03-13's",
    );
    expect(problem.issues?.[0]).toMatchObject({ path: ['include'], code: 'solution_unavailable' });
    // The puzzle alone is served all along.
    expect((await get('2026-03-15T11:59:59Z', 'date=2026-03-14')).status).toBe(200);

    const out = await get('2026-03-15T12:00:00Z', 'date=2026-03-14&include=solution');
    expect(out.status).toBe(200);
    expect(out.headers.get('cache-control')).toBe(IMMUTABLE);
    const body = z.parse(DailyResponse, await out.json());
    expect(isValidSolution(digits(textGrid(body.puzzle)), digits(textGrid(body.solution)))).toBe(
      true,
    );
  });

  it("today's solution (no date) is never out; Retry-After counts to its end in UTC-12", async () => {
    const res = await get('2026-03-14T18:30:00Z', 'include=solution&level=easy');
    await expectProblem(res, 403, 'solution_unavailable');
    // 2026-03-15T12:00:00Z is 17.5 hours away.
    expect(res.headers.get('retry-after')).toBe(String(17.5 * 3600));
    expect(res.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });

  it('whatever the instant and the date, the solution is out exactly when the day is over', () =>
    atRandom('2025-06-01T00:00:00Z', 30, [-3, 1], '&include=solution', (now, { begins, ends }) =>
      now < begins ? 400 : now < ends ? 403 : 200,
    ));
});

describe('documented', () => {
  it('OpenAPI lists the 403 solution_unavailable of the daily route with its Retry-After', () => {
    const paths = openApiDocument().paths as Record<string, { get: { responses: object } }>;
    const forbidden = (paths['/api/v1/daily'].get.responses as Record<string, unknown>)['403'];
    expect(forbidden).toMatchObject({
      description: '`solution_unavailable`: The solution is not out yet.',
      headers: { 'Retry-After': { schema: { type: 'integer', minimum: 0 } } },
      content: { 'application/problem+json': {} },
    });
  });
});

describe('the archive', () => {
  it('every past day back to the first, with its solution', async () => {
    for (const date of ['2020-01-01', '2023-07-04', '2026-03-12']) {
      const res = await get('2026-03-14T18:30:00Z', `date=${date}&level=medium&include=solution`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
      const body = z.parse(DailyResponse, await res.json());
      expect(body).toEqual({ date, ...unwrap(daily(date, 'medium')), offline: true });
    }
  });
});

describe("the widget's request for the puzzle of the day", () => {
  // What widget/services/api.ts sends for a daily puzzle (pinned by test/widget/services/api.test.ts):
  // the date and level, no solution (the widget finds it with its own engine).
  it('is served from the moment its date begins in UTC+14', async () => {
    const res = await get('2026-03-14T10:00:00Z', 'date=2026-03-15&level=expert');
    expect(res.status).toBe(200);
    const body = z.parse(DailyResponse, await res.json());
    const { solution, ...made } = unwrap(daily('2026-03-15', 'expert'));
    expect(body).toEqual({ date: '2026-03-15', ...made, offline: true });
    expect(isValidSolution(digits(textGrid(body.puzzle)), digits(solution))).toBe(true);
  });
});
