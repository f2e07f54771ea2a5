// The published fetch client (client/index.ts): the failures that never reach a Worker, each a
// problem value: a timeout, an abort, a network error and a body that is not a problem.
import { describe, expect, it, vi } from 'vitest';
import { createClient, type FetchLike } from '../../client/index.ts';
import { problemOf } from './client-support.ts';
import { ORIGIN, PUZZLE } from './support.ts';

describe('api client against the Worker', () => {
  describe('failures that are not problems from the Worker', () => {
    const never: FetchLike = () => new Promise<Response>(() => {});

    it('a fetch that never answers ends in a timeout', async () => {
      const slow = createClient({ baseUrl: ORIGIN, fetch: never, timeout: 20 });
      const started = Date.now();
      const problem = problemOf(await slow.health(), 0, 'timeout');
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
