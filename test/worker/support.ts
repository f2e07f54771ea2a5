// Helpers for the Workers-runtime tests: run a request through an app built with `createApp`
// (injected clock, budget, caches) with real bindings or faulty ones, wait for its background
// work (KV and cache writes), and check problem responses.

import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { KVNamespace } from '@cloudflare/workers-types';
import { expect } from 'vitest';
import * as z from 'zod/mini';
import type { Limiter } from '../../worker/env.ts';
import { type Problem, ProblemSchema } from '../../worker/http/problem.ts';
import type { AppType } from '../../worker/index.ts';

export const ORIGIN = 'https://sudoku.example';

export interface CallOptions extends RequestInit {
  /** Bindings to replace, e.g. a faulty PUZZLES namespace. */
  readonly bindings?: Partial<Cloudflare.Env>;
}

/** Sends one request to `app` and waits until everything it left in waitUntil has settled. */
export async function call(
  app: AppType,
  path: string,
  options: CallOptions = {},
): Promise<Response> {
  const { bindings, ...init } = options;
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(new URL(path, ORIGIN), init),
    { ...env, ...bindings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

export const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

/** Asserts a problem+json response with this status and code, and returns the problem. */
export async function expectProblem(res: Response, status: number, code: string): Promise<Problem> {
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  expect(res.headers.get('cache-control')).toBe('no-store');
  const problem = z.parse(ProblemSchema, await res.json());
  expect({ status: res.status, code: problem.code }).toEqual({ status, code });
  expect(problem.status).toBe(status);
  expect(new URL(problem.type).hash).toBe(`#problem-${code}`);
  expect(problem.detail.length).toBeGreaterThan(0);
  return problem;
}

/** Milliseconds for a UTC date and time, for pinned clocks. */
export const at = (iso: string): number => new Date(iso).getTime();

type KvBehaviour = Partial<Record<'get' | 'put' | 'getWithMetadata' | 'list' | 'delete', unknown>>;

/** A KV namespace made of the given methods; anything else throws when called. */
export function fakeKv(methods: KvBehaviour): KVNamespace {
  return new Proxy(methods, {
    get(target, key) {
      if (key in target) return target[key as keyof KvBehaviour];
      return () => {
        throw new Error(`fake KV: ${String(key)} not implemented`);
      };
    },
  }) as unknown as KVNamespace;
}

/** The real test namespace, with every get and put recorded. */
export function recordingKv(inner: KVNamespace = env.PUZZLES) {
  const gets: string[] = [];
  const puts: { key: string; value: string; options: unknown }[] = [];
  const ns = fakeKv({
    get: (key: string, options: unknown) => {
      gets.push(key);
      return inner.get(key, options as 'text');
    },
    put: (key: string, value: string, options: unknown) => {
      puts.push({ key, value, options });
      return inner.put(key, value, options as object);
    },
  });
  return { ns, gets, puts };
}

/** A 9x9 puzzle with exactly one solution, and that solution. */
export const PUZZLE =
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
export const SOLUTION =
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

/** A grid the API sent in its default format, text; anything else fails the test. */
export function textGrid(grid: string | number[][] | undefined): string {
  if (typeof grid !== 'string')
    throw new Error(`expected a grid as text, got ${JSON.stringify(grid)}`);
  return grid;
}

/**
 * Waits until the emulated rate limiter's window (`period` seconds, aligned to the wall clock)
 * has most of its length left, so that a test's requests all fall in one window.
 */
export async function startOfWindow(period: number): Promise<void> {
  const into = Date.now() % (period * 1000);
  if (into > period * 1000 * 0.6) {
    await new Promise((resolve) => setTimeout(resolve, period * 1000 - into + 200));
  }
}

/**
 * A client IP of its own per test and run (documentation range), so limiter counts never mix:
 * in a /64 of its own, since the limiter counts an IPv6 client by its /64.
 */
export const clientIp = (): string => {
  const [a, b, c] = Array.from(crypto.getRandomValues(new Uint16Array(3)), (w) => w.toString(16));
  return `2001:db8:${a}:${b}::${c}`;
};

/** A rate limiter that records its keys and answers with `allow()`. */
export function fakeLimiter(allow: () => boolean = () => true) {
  const keys: string[] = [];
  const limiter: Limiter = {
    limit: async ({ key }) => {
      keys.push(key);
      return { success: allow() };
    },
  };
  return { limiter, keys };
}
