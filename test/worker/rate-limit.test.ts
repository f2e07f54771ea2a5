// Per-client rate limiting of the work the Worker does, with the Workers Rate Limiting binding
// (COMPUTE_LIMITER in wrangler.toml, emulated here by Miniflare): solve, check, hint and rate
// cost one unit each, a puzzle no cache holds its weight (generation-charges.test.ts), a
// puzzle a cache holds nothing.
//
// Recovery: the emulated limiter counts in windows aligned to the wall clock of its own Durable
// Object, which a test cannot advance (fake timers do not reach it) and a 60-second wait is too
// slow for the suite. So recovery is shown two ways: another client IP is served at once while
// the first is limited (the count is per client), and with a fake limiter that allows again the
// same client is served again (the Worker keeps no state of its own about a client).

import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import type { Limiter } from '../../worker/env.ts';
import { createApp } from '../../worker/index.ts';
import {
  call,
  clientIp,
  expectProblem,
  fakeLimiter,
  PUZZLE,
  postJson,
  startOfWindow,
} from './support.ts';

const LIMIT = Number(env.COMPUTE_LIMIT);
const PERIOD = Number(env.COMPUTE_PERIOD);
const POLICY = `"compute";q=${LIMIT};w=${PERIOD}`;

const app = createApp({ edgeCache: () => undefined });

const SMALL = '1...' + '..2.' + '.3..' + '...4';

const fromIp = (ip: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), 'CF-Connecting-IP': ip },
});

const check = (ip: string, bindings?: Partial<Cloudflare.Env>) =>
  call(app, '/api/v1/check', { ...fromIp(ip, postJson({ puzzle: SMALL })), bindings });

describe('rate limiting of the compute endpoints', () => {
  it('wrangler.toml binds the limiter and advertises 60 requests a minute', () => {
    expect(env.COMPUTE_LIMITER).toBeDefined();
    expect({ LIMIT, PERIOD }).toEqual({ LIMIT: 60, PERIOD: 60 });
  });

  it(
    'answers 429 rate_limited with Retry-After and RateLimit headers after the limit, per client',
    async () => {
      // Puzzles some earlier reader had made: cached, so free for anyone.
      const cached = ['/api/v1/puzzles?seed=limited&size=4', '/api/v1/daily'];
      for (const path of cached) expect((await call(app, path)).status).toBe(200);
      await startOfWindow(PERIOD);
      const ip = clientIp();
      for (let i = 0; i < LIMIT; i++) {
        const res = await check(ip);
        expect(res.status, `request ${i + 1}`).toBe(200);
        expect(res.headers.get('ratelimit-policy')).toBe(POLICY);
      }
      const res = await check(ip);
      const problem = await expectProblem(res, 429, 'rate_limited');
      expect(problem.detail).toContain(`more than ${LIMIT} compute units`);
      expect(res.headers.get('retry-after')).toBe(String(PERIOD));
      expect(res.headers.get('ratelimit')).toBe(`"compute";r=0;t=${PERIOD}`);
      expect(res.headers.get('ratelimit-policy')).toBe(POLICY);

      // Every compute endpoint shares the quota...
      for (const [path, init] of [
        ['/api/v1/solve', postJson({ puzzle: PUZZLE })],
        ['/api/v1/hint', postJson({ puzzle: PUZZLE })],
        ['/api/v1/rate', postJson({ puzzle: PUZZLE })],
        ['/api/v1/puzzles?size=4', {}],
      ] as const) {
        await expectProblem(await call(app, path, fromIp(ip, init)), 429, 'rate_limited');
      }
      // ...while puzzles a cache holds are still served to the limited client, and saying
      // the policy of their route,
      for (const path of cached) {
        const ok = await call(app, path, fromIp(ip));
        expect(ok.status, path).toBe(200);
        expect(ok.headers.get('cache-status'), path).toBe('sudoku-break; hit; detail=memory');
        expect(ok.headers.get('ratelimit-policy')).toBe(POLICY);
      }
      const health = await call(app, '/api/v1/health', fromIp(ip));
      expect(health.status).toBe(200);
      expect(health.headers.get('ratelimit-policy')).toBeNull();
      // and another client is not affected.
      expect((await check(clientIp())).status).toBe(200);
    },
    PERIOD * 1000 + 30_000,
  );

  it('lets a client back in once the limiter allows it again (the Worker keeps no state)', async () => {
    let allowed = false;
    const { limiter } = fakeLimiter(() => allowed);
    const ip = clientIp();
    const bindings = { COMPUTE_LIMITER: limiter };
    await expectProblem(await check(ip, bindings), 429, 'rate_limited');
    allowed = true;
    expect((await check(ip, bindings)).status).toBe(200);
  });

  it('counts the work a request makes the Worker do, keyed by CF-Connecting-IP', async () => {
    const { limiter, keys } = fakeLimiter(() => true);
    const bindings = { COMPUTE_LIMITER: limiter };
    const ip = '198.51.100.7';
    const units: [string, RequestInit, number][] = [
      ['/api/v1/puzzles?seed=counted&size=4', {}, 1],
      ['/api/v1/puzzles?seed=counted&size=4', {}, 0],
      ['/api/v1/daily?level=easy&date=2026-01-02', {}, 1],
      ['/api/v1/daily?level=easy&date=2026-01-02', {}, 0],
      ['/api/v1/algorithms', {}, 0],
      ['/api/v1/puzzles?size=4', {}, 1],
      ['/api/v1/check', postJson({ puzzle: SMALL }), 1],
    ];
    for (const [path, init, cost] of units) {
      const before = keys.length;
      expect((await call(app, path, { ...fromIp(ip, init), bindings })).status, path).toBe(200);
      expect(keys.length - before, path).toBe(cost);
    }
    expect(new Set(keys)).toEqual(new Set([ip]));
  });

  it('does not limit without the binding', async () => {
    const ip = clientIp();
    for (let i = 0; i <= LIMIT; i++) {
      expect((await check(ip, { COMPUTE_LIMITER: undefined })).status).toBe(200);
    }
  });

  it('does not limit a request without CF-Connecting-IP (only local calls lack it)', async () => {
    const { limiter, keys } = fakeLimiter(() => false);
    const res = await call(app, '/api/v1/check', {
      ...postJson({ puzzle: SMALL }),
      bindings: { COMPUTE_LIMITER: limiter },
    });
    expect(res.status).toBe(200);
    expect(keys).toEqual([]);
  });

  it('lets requests through when the limiter fails, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const limiter: Limiter = {
      limit: () => Promise.reject(new Error('limiter down')),
    };
    const res = await check(clientIp(), { COMPUTE_LIMITER: limiter });
    expect(res.status).toBe(200);
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('limiter failed'),
      expect.any(Error),
    );
    logged.mockRestore();
  });

  it('advertises the policy from [vars], and the default when they are not numbers', async () => {
    const { limiter } = fakeLimiter(() => false);
    const custom = await check(clientIp(), {
      COMPUTE_LIMITER: limiter,
      COMPUTE_LIMIT: '5',
      COMPUTE_PERIOD: '10',
    });
    await expectProblem(custom, 429, 'rate_limited');
    expect(custom.headers.get('ratelimit-policy')).toBe('"compute";q=5;w=10');
    expect(custom.headers.get('retry-after')).toBe('10');
    const fallback = await check(clientIp(), { COMPUTE_LIMITER: limiter, COMPUTE_LIMIT: 'lots' });
    expect(fallback.headers.get('ratelimit-policy')).toBe('"compute";q=60;w=60');
  });

  it('lets browser scripts read Retry-After and the RateLimit fields', async () => {
    const { limiter } = fakeLimiter(() => false);
    const res = await call(app, '/api/v1/check', {
      ...fromIp(clientIp(), postJson({ puzzle: SMALL })),
      headers: {
        'Content-Type': 'application/json',
        'CF-Connecting-IP': clientIp(),
        Origin: 'https://news.example',
      },
      bindings: { COMPUTE_LIMITER: limiter },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(res.headers.get('access-control-expose-headers')).toContain('RateLimit-Policy');
  });
});
