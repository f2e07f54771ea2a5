// What a result says about trying again, over real HTTP (the app served by node:http, Node's own
// fetch): a 429 carries Retry-After and the RateLimit fields, the 403 before a day's solution is
// out carries the seconds until it is, as `retryAfter` and `rateLimit` beside the headers
// themselves; a limited route's success reports its quota; a failure without a response has
// empty headers. Retry-After as an HTTP date (which the API does not send, but a proxy may) is
// counted from the response's Date, or from now without one.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiResult, createClient } from '../../client/index.ts';
import { endsEverywhereAt } from '../../worker/api/puzzles/dates.ts';
import { type ServedApp, serveApp } from './serve-app.ts';

const NOW = Date.parse('2026-09-09T09:00:00Z');
const PUZZLE = '.13..32........3';

/** The failure of a result, with its code and status; throws on a success. */
function failed(result: ApiResult<unknown>) {
  if (result.ok) throw new Error(`expected a failure, got ${result.status}`);
  return result;
}

describe('a failure says when to retry', () => {
  let limited: ServedApp;
  let open: ServedApp;
  beforeAll(async () => {
    const refusing = { limit: async () => ({ success: false }) };
    [limited, open] = await Promise.all([
      serveApp(
        { now: () => NOW },
        { COMPUTE_LIMITER: refusing, COMPUTE_LIMIT: '30', COMPUTE_PERIOD: '10' },
      ),
      serveApp({ now: () => NOW }, { COMPUTE_LIMITER: { limit: async () => ({ success: true }) } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([limited.close(), open.close()]);
  });

  it('a 429: retryAfter and the RateLimit fields, and the headers they came in', async () => {
    const api = createClient({ baseUrl: limited.base });
    for (const result of [await api.solve({ puzzle: PUZZLE }), await api.puzzle({ size: 4 })]) {
      const failure = failed(result);
      expect(failure.problem.code).toBe('rate_limited');
      expect(failure.retryAfter).toBe(10);
      expect(failure.rateLimit).toEqual({
        policy: 'compute',
        remaining: 0,
        reset: 10,
        quota: 30,
        window: 10,
      });
      expect(failure.headers.get('Retry-After')).toBe('10');
      expect(failure.headers.get('Date')).toBeTruthy();
    }
  });

  it("a 403 before a day's solution is out: the seconds until it is, on every route", async () => {
    const api = createClient({ baseUrl: open.base });
    const seconds = (endsEverywhereAt('2026-09-09') - NOW) / 1000;
    expect(seconds).toBe(27 * 3600);
    const results = [
      await api.daily({ include: 'solution' }),
      await api.dailySvg({ include: 'solution' }),
      await api.printSheet({ daily: '2026-09-09', include: 'solution' }),
    ];
    for (const result of results) {
      const failure = failed(result);
      expect(failure.problem.code).toBe('solution_unavailable');
      expect(failure.retryAfter).toBe(seconds);
      expect(failure.rateLimit).toBeUndefined();
    }
  });

  it("a limited route's success reports its quota; an unlimited one, nothing", async () => {
    const api = createClient({ baseUrl: open.base });
    const quota = { policy: 'compute', quota: 60, window: 60 };
    const solved = await api.solve({ puzzle: PUZZLE });
    expect(solved.ok && solved.rateLimit).toEqual(quota);
    const made = await api.puzzle({ seed: 'retry', size: 4 });
    expect(made.ok && made.rateLimit).toEqual(quota);
    expect(made.retryAfter).toBeUndefined();
    const health = await api.health();
    expect(health.ok).toBe(true);
    expect(health.retryAfter).toBeUndefined();
    expect(health.rateLimit).toBeUndefined();
  });

  it('a problem without Retry-After has none; a failure without a response, empty headers', async () => {
    const bad = failed(await createClient({ baseUrl: open.base }).puzzle({ size: 5 as 4 }));
    expect(bad.problem.code).toBe('invalid_request');
    expect(bad.retryAfter).toBeUndefined();
    expect(bad.headers.get('Content-Type')).toBe('application/problem+json');
    const never = createClient({ baseUrl: open.base, fetch: () => new Promise(() => {}) });
    const timedOut = failed(await never.health({ timeout: 5 }));
    expect(timedOut.problem.code).toBe('timeout');
    expect([...timedOut.headers]).toEqual([]);
    expect(timedOut.retryAfter).toBeUndefined();
  });
});

describe('Retry-After as an HTTP date', () => {
  let base = '';
  let answer: Record<string, string> = {};
  const server = createServer((_, res) => {
    res.sendDate = false;
    const problem = {
      type: 'about:blank',
      title: 'Service unavailable',
      status: 503,
      detail: 'down for maintenance',
      code: 'internal_error',
    };
    res.writeHead(503, { 'Content-Type': 'application/problem+json', ...answer });
    res.end(JSON.stringify(problem));
  });
  beforeAll(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  afterEach(() => vi.useRealTimers());

  const retryAfter = async (headers: Record<string, string>) => {
    answer = headers;
    return failed(await createClient({ baseUrl: base }).health()).retryAfter;
  };

  it("counts from the response's Date", async () => {
    const date = 'Wed, 21 Oct 2026 07:26:30 GMT';
    expect(await retryAfter({ Date: date, 'Retry-After': 'Wed, 21 Oct 2026 07:28:00 GMT' })).toBe(
      90,
    );
    // A date already past (or now) means now.
    expect(await retryAfter({ Date: date, 'Retry-After': 'Wed, 21 Oct 2026 07:00:00 GMT' })).toBe(
      0,
    );
  });

  it('counts from now without a Date, in whole seconds rounded up', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-10-21T07:27:59.500Z'), toFake: ['Date'] });
    expect(await retryAfter({ 'Retry-After': 'Wed, 21 Oct 2026 07:28:00 GMT' })).toBe(1);
  });

  it('reads delta-seconds as they are, and nothing from a value it cannot read', async () => {
    expect(await retryAfter({ 'Retry-After': '120' })).toBe(120);
    expect(await retryAfter({ 'Retry-After': '0' })).toBe(0);
    expect(await retryAfter({ 'Retry-After': 'soon' })).toBeUndefined();
    expect(await retryAfter({ 'Retry-After': '-5' })).toBeUndefined();
    expect(await retryAfter({})).toBeUndefined();
  });
});
