// The published fetch client (client/index.ts): the failures that never reach a Worker, each a
// problem value: a timeout, an abort, a network error and a body that is not a problem; and what
// the Worker's failures say about retrying (a 429 over the compute limit), from their headers.
import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { createClient, type FetchLike } from '../../client/index.ts';
import { createApp } from '../../worker/index.ts';
import { problemOf } from './client-support.ts';
import { fakeLimiter, ORIGIN, PUZZLE } from './support.ts';

describe('api client against the Worker', () => {
  describe('what a failure says about retrying', () => {
    it('a 429 carries retryAfter and the RateLimit fields of wrangler.toml', async () => {
      const app = createApp();
      const { limiter } = fakeLimiter(() => false);
      const limited = createClient({
        baseUrl: ORIGIN,
        fetch: async (input, init) => {
          const request = new Request(input, init);
          request.headers.set('CF-Connecting-IP', '203.0.113.9');
          return app.fetch(request, { ...env, COMPUTE_LIMITER: limiter }, createExecutionContext());
        },
      });
      const result = await limited.hint({ puzzle: PUZZLE });
      problemOf(result, 429, 'rate_limited');
      if (result.ok) return;
      const period = Number(env.COMPUTE_PERIOD);
      expect(result.retryAfter).toBe(period);
      expect(result.rateLimit).toEqual({
        policy: 'compute',
        remaining: 0,
        reset: period,
        quota: Number(env.COMPUTE_LIMIT),
        window: period,
      });
      expect(result.headers.get('RateLimit-Policy')).toContain('"compute"');
    });
  });

  describe('failures that are not problems from the Worker', () => {
    const never: FetchLike = () => new Promise<Response>(() => {});

    it('a fetch that never answers ends in a timeout', async () => {
      const slow = createClient({ baseUrl: ORIGIN, fetch: never, timeout: 20 });
      const started = Date.now();
      const result = await slow.health();
      const problem = problemOf(result, 0, 'timeout');
      expect(!result.ok && [...result.headers]).toEqual([]);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(problem.detail).toContain('20 ms');
      // The per-call timeout wins over the client's.
      const patient = createClient({ baseUrl: ORIGIN, fetch: never, timeout: 60_000 });
      problemOf(await patient.puzzle({ seed: 'x' }, { timeout: 20 }), 0, 'timeout');
    });

    it("an abort by the caller's signal is `aborted`, before or during the call", async () => {
      const fetch = vi.fn(never);
      const client = createClient({ baseUrl: ORIGIN, fetch });
      problemOf(await client.health({ signal: AbortSignal.abort() }), 0, 'aborted');
      expect(fetch).not.toHaveBeenCalled();
      const controller = new AbortController();
      const pending = client.solve({ puzzle: PUZZLE }, { signal: controller.signal });
      controller.abort();
      problemOf(await pending, 0, 'aborted');
      expect(fetch).toHaveBeenCalledOnce();
    });

    it('a fetch that throws is a network_error', async () => {
      const broken = createClient({
        baseUrl: ORIGIN,
        fetch: () => Promise.reject(new TypeError('connection refused')),
      });
      const problem = problemOf(await broken.daily(), 0, 'network_error');
      expect(problem.detail).toContain('connection refused');
    });

    it('an error page that is not a problem is an invalid_response with its status', async () => {
      const proxy = createClient({
        baseUrl: ORIGIN,
        fetch: async () =>
          new Response('<h1>Bad gateway</h1>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      });
      const problem = problemOf(await proxy.rate({ puzzle: PUZZLE }), 502, 'invalid_response');
      expect(problem.detail).toContain('text/html');
    });

    it('a success body that is not JSON is an invalid_response with its status', async () => {
      const odd = createClient({ baseUrl: ORIGIN, fetch: async () => new Response('ok') });
      problemOf(await odd.health(), 200, 'invalid_response');
    });
  });
});
