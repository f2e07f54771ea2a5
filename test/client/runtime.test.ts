// The published client's JavaScript, in Node: bundled, it is the client alone (types from the
// Worker and the engine are erased, so no zod, hono or engine code), and small; its failure paths
// (timeout, abort, network, a body that is not a problem) come back as values, with
// AbortSignal.any and without it; and the default `fetch` is Node's own.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiResult, createClient, type FetchLike } from '../../client/index.ts';

const ENTRY = fileURLToPath(new URL('../../client/index.ts', import.meta.url));
const BASE = 'https://sudoku.example';

async function bundle(minify: boolean) {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    minify,
    metafile: true,
    logLevel: 'silent',
  });
  return { code: result.outputFiles[0].text, inputs: Object.keys(result.metafile.inputs) };
}

const never: FetchLike = () => new Promise<Response>(() => {});

/** The code and status of a failure; throws on a success. */
function failure(result: ApiResult<unknown>) {
  if (result.ok) throw new Error(`expected a failure, got ${result.status}`);
  return { code: result.problem.code, status: result.status };
}

describe('client runtime', () => {
  afterEach(() => vi.restoreAllMocks());

  it('bundles to the client modules alone: no imports, no zod, no hono, no engine', async () => {
    const { code, inputs } = await bundle(false);
    expect(inputs.every((input) => input.startsWith('client/'))).toBe(true);
    expect(inputs).toContain('client/index.ts');
    expect(code).not.toMatch(/\bimport\b|\brequire\(/);
    expect(code).not.toMatch(/zod|hono|ZodType|safeParse|SizeSchema|ROUTES/);
    // The route table is in the bundle as data, checked against ROUTES only by the compiler.
    expect(code).toContain('/api/v1/openapi.json');
  });

  it('is a few KB', async () => {
    // Every route (the SVG images, PDF sheets and docs page, and the players' eleven with their
    // token, path parameters and 204s), what a result's headers say (Retry-After, RateLimit) and
    // the handling that keeps every method from throwing whatever it is given, in about 12.2 KB
    // plain, 7.3 KB minified, 3.0 KB gzipped.
    const plain = await bundle(false);
    const minified = await bundle(true);
    expect(plain.code.length).toBeLessThan(13 * 1024);
    expect(minified.code.length).toBeLessThan(8 * 1024);
  });

  it('ends a call that gets no answer with a timeout, and clears its timer', async () => {
    const clearing = vi.spyOn(globalThis, 'clearTimeout');
    const api = createClient({ baseUrl: BASE, fetch: never, timeout: 10 });
    expect(failure(await api.health())).toEqual({ code: 'timeout', status: 0 });
    expect(clearing).toHaveBeenCalled();
  });

  it('hands fetch a signal that the timeout aborts', async () => {
    let seen: AbortSignal | undefined;
    const api = createClient({
      baseUrl: BASE,
      fetch: (_, init) => {
        seen = init.signal ?? undefined;
        return never(_, init);
      },
    });
    expect(failure(await api.algorithms({ timeout: 5 })).code).toBe('timeout');
    expect(seen?.aborted).toBe(true);
  });

  it('times out a body that never ends, too', async () => {
    const stalled = new ReadableStream<Uint8Array>({ start() {} });
    const api = createClient({
      baseUrl: BASE,
      fetch: async () => new Response(stalled, { status: 200 }),
      timeout: 10,
    });
    expect(failure(await api.health())).toEqual({ code: 'timeout', status: 0 });
  });

  describe.each([
    ['with AbortSignal.any', false],
    ['without AbortSignal.any (older runtimes)', true],
  ])('aborts %s', (_, hideAny) => {
    const withoutAny = async (run: () => Promise<void>) => {
      const any = AbortSignal.any;
      if (hideAny)
        Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true });
      try {
        await run();
      } finally {
        Object.defineProperty(AbortSignal, 'any', { value: any, configurable: true });
      }
    };

    it("reports the caller's abort as `aborted`, even with a timeout pending", () =>
      withoutAny(async () => {
        const api = createClient({ baseUrl: BASE, fetch: never, timeout: 60_000 });
        const controller = new AbortController();
        const pending = api.hint({ puzzle: '.'.repeat(81) }, { signal: controller.signal });
        controller.abort();
        expect(failure(await pending)).toEqual({ code: 'aborted', status: 0 });
      }));

    it('reports a timeout as `timeout` when the caller also passed a signal', () =>
      withoutAny(async () => {
        const api = createClient({ baseUrl: BASE, fetch: never });
        const signal = new AbortController().signal;
        expect(failure(await api.health({ signal, timeout: 5 })).code).toBe('timeout');
      }));

    it('does not leave a listener on a reused signal per call', () =>
      withoutAny(async () => {
        const controller = new AbortController();
        const adding = vi.spyOn(controller.signal, 'addEventListener');
        const removing = vi.spyOn(controller.signal, 'removeEventListener');
        const api = createClient({
          baseUrl: BASE,
          fetch: async () => Response.json({ status: 'ok', engineVersion: '1' }),
        });
        for (let i = 0; i < 3; i++) {
          expect((await api.health({ signal: controller.signal })).ok).toBe(true);
        }
        // AbortSignal.any holds its sources weakly; the fallback removes what it added.
        if (hideAny) expect(removing).toHaveBeenCalledTimes(adding.mock.calls.length);
      }));
  });

  it('does not call fetch with a signal that is already aborted', async () => {
    const fetch = vi.fn(never);
    const api = createClient({ baseUrl: BASE, fetch });
    expect(failure(await api.health({ signal: AbortSignal.abort() })).code).toBe('aborted');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('turns a fetch that rejects or throws into a network_error', async () => {
    const rejecting = createClient({
      baseUrl: BASE,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const throwing = createClient({
      baseUrl: BASE,
      fetch: () => {
        throw new Error('no network');
      },
    });
    const result = await rejecting.check({ puzzle: '.'.repeat(16) });
    expect(failure(result)).toEqual({ code: 'network_error', status: 0 });
    if (!result.ok) expect(result.problem.detail).toContain('fetch failed');
    expect(failure(await throwing.health()).code).toBe('network_error');
  });

  it('keeps the status of a body that is not a problem, and passes problems through', async () => {
    const problem = {
      type: `${BASE}/api/docs#problem-invalid_request`,
      title: 'The request does not match the API schema',
      status: 400,
      detail: 'query parameter size: size is one of 4, 6, 9, 16 or 25',
      code: 'invalid_request',
      issues: [{ path: ['size'], message: 'size is one of 4, 6, 9, 16 or 25', code: 'x' }],
    };
    const answering = (response: () => Response) =>
      createClient({ baseUrl: BASE, fetch: async () => response() });
    expect(await answering(() => Response.json(problem, { status: 400 })).health()).toEqual({
      ok: false,
      status: 400,
      problem,
      headers: expect.any(Headers),
    });
    const gateway = answering(() => new Response('upstream down', { status: 503 }));
    expect(failure(await gateway.health())).toEqual({ code: 'invalid_response', status: 503 });
    const jsonButNotProblem = answering(() => Response.json({ error: 'nope' }, { status: 500 }));
    expect(failure(await jsonButNotProblem.health())).toEqual({
      code: 'invalid_response',
      status: 500,
    });
    const empty = answering(() => new Response(null, { status: 204 }));
    expect(failure(await empty.health())).toEqual({ code: 'invalid_response', status: 204 });
  });

  it('reports a body that cannot be written as JSON as invalid_request, without sending', async () => {
    const fetch = vi.fn(never);
    const api = createClient({ baseUrl: BASE, fetch });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const result = await api.solve({ puzzle: circular as never });
    expect(failure(result)).toEqual({ code: 'invalid_request', status: 0 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("uses Node's own fetch by default", async () => {
    const server = createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ status: 'ok', engineVersion: req.url ?? '' }));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const api = createClient({ baseUrl: `http://127.0.0.1:${port}` });
      const result = await api.health();
      expect(result.ok && result.value).toEqual({ status: 'ok', engineVersion: '/api/v1/health' });
    } finally {
      server.close();
    }
  });
});
