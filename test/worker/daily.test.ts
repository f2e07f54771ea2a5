import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { daily, ENGINE_VERSION } from '../../shared/index.ts';
import { ROUTES } from '../../worker/contract.ts';
import { createApp } from '../../worker/index.ts';
import { at, call, expectProblem } from './support.ts';

const NOW = at('2026-03-14T18:30:00Z');
const SECONDS_TO_MIDNIGHT = 5.5 * 3600;
const app = createApp({ now: () => NOW, edgeCache: () => undefined });
const DailyResponse = ROUTES.daily.responses[200].schema;

describe('GET /api/v1/daily', () => {
  it("serves today's (UTC) medium puzzle by default, cacheable until midnight", async () => {
    const res = await call(app, '/api/v1/daily');
    expect(res.status).toBe(200);
    const body = z.parse(DailyResponse, await res.json());
    const engine = daily('2026-03-14', 'medium');
    if (!engine.ok) throw new Error('engine failed');
    const { solution: _, ...expected } = engine.value;
    expect(body).toEqual({ date: '2026-03-14', ...expected, offline: true });
    expect(body.seed).toBe('daily:2026-03-14:medium');
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${SECONDS_TO_MIDNIGHT}`);
    expect(res.headers.get('content-location')).toBe('/api/v1/daily?date=2026-03-14&level=medium');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
  });

  it('changes at UTC midnight, not before', async () => {
    const before = createApp({ now: () => at('2026-03-14T23:59:59Z'), edgeCache: () => undefined });
    const after = createApp({ now: () => at('2026-03-15T00:00:00Z'), edgeCache: () => undefined });
    const a = z.parse(DailyResponse, await (await call(before, '/api/v1/daily')).json());
    const b = z.parse(DailyResponse, await (await call(after, '/api/v1/daily')).json());
    expect([a.date, b.date]).toEqual(['2026-03-14', '2026-03-15']);
    expect(a.puzzle).not.toBe(b.puzzle);
  });

  it('serves a given date and level, immutable, with the solution on request', async () => {
    const res = await call(app, '/api/v1/daily?date=2024-02-29&level=expert&include=solution');
    expect(res.status).toBe(200);
    const body = z.parse(DailyResponse, await res.json());
    const engine = daily('2024-02-29', 'expert');
    if (!engine.ok) throw new Error('engine failed');
    expect(body).toEqual({ date: '2024-02-29', ...engine.value, offline: true });
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('is the same puzzle on every request and from every isolate', async () => {
    const other = createApp({ now: () => NOW + 3_600_000, edgeCache: () => undefined });
    const texts = await Promise.all([
      call(app, '/api/v1/daily?level=hard').then((r) => r.text()),
      call(app, '/api/v1/daily?date=2026-03-14&level=hard').then((r) => r.text()),
      call(other, '/api/v1/daily?level=hard').then((r) => r.text()),
    ]);
    expect(new Set(texts).size).toBe(1);
  });

  it('stores the puzzle in KV until the next UTC midnight', async () => {
    await call(app, '/api/v1/daily?date=2025-06-01&level=easy');
    const key = `daily:${ENGINE_VERSION}:2025-06-01:easy`;
    const { keys } = await env.PUZZLES.list({ prefix: key });
    // A TTL (KV's clock decides): 5.5 hours from when KV stored it.
    const expected = Date.now() / 1000 + SECONDS_TO_MIDNIGHT;
    expect(keys).toHaveLength(1);
    expect(keys[0].expiration).toBeGreaterThan(expected - 10);
    expect(keys[0].expiration).toBeLessThanOrEqual(expected + 1);
    expect(JSON.parse((await env.PUZZLES.get(key)) ?? '')).toMatchObject({
      seed: 'daily:2025-06-01:easy',
    });
  });

  it('accepts the first day and the date in UTC+14', async () => {
    expect((await call(app, '/api/v1/daily?date=2020-01-01')).status).toBe(200);
    expect((await call(app, '/api/v1/daily?date=2026-03-15')).status).toBe(200);
  });

  describe('refuses bad dates and levels', () => {
    it.each([
      ['date=2019-12-31', 'invalid_date', 'start on 2020-01-01'],
      ['date=2026-03-16', 'invalid_date', 'the latest out now is 2026-03-15'],
      ['date=9999-12-31', 'invalid_date', 'the latest out now is 2026-03-15'],
      ['date=2025-02-29', 'invalid_request', 'not a calendar date'],
      ['date=2025-13-01', 'invalid_request', 'not a calendar date'],
      ['date=20250101', 'invalid_request', 'YYYY-MM-DD'],
      ['date=today', 'invalid_request', 'YYYY-MM-DD'],
      ['level=trivial', 'invalid_request', 'expected one of'],
    ])('%s', async (query, code, message) => {
      const problem = await expectProblem(await call(app, `/api/v1/daily?${query}`), 400, code);
      expect(problem.detail).toContain(message);
      expect(problem.issues?.[0].path).toEqual([query.split('=')[0]]);
    });
  });
});
