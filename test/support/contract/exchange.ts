/**
 * The Worker's app as the contract tests call it, in Node: built with createApp under a pinned
 * clock (so that the daily rules are at a known point) and small work budgets (every accepted
 * board stays cheap), called with the players' storage (players-storage.ts: a real local D1 and
 * the stats objects' book) and the bindings a test hands in (rate limiters that refuse when
 * told), every request from a client address so that the limiters apply. No KV and no edge
 * cache: each app's isolate memory is its only cache, so a fresh app computes everything.
 */
import type { Env, Limiter } from '../../../worker/env.ts';
import { createApp } from '../../../worker/index.ts';
import type { AppOptions } from '../../../worker/options.ts';
import type { Received } from './conformance.ts';
import { playerStorage } from './players-storage.ts';
import { type ApiRequest, urlOf } from './requests.ts';

export const ORIGIN = 'https://sudoku.example';

/** 09:00 UTC: today's puzzle is out, its solution is not; tomorrow's puzzle is not out. */
export const NOW = Date.parse('2026-09-09T09:00:00Z');
export const TODAY = '2026-09-09';

export type App = ReturnType<typeof createApp>;

export const contractApp = (options: AppOptions = {}): App =>
  createApp({ now: () => NOW, budget: 5_000, logicBudget: 200_000, ...options });

/** A limiter whose answers `allow` decides, call by call. */
export const limiter = (allow: () => boolean): Limiter => ({
  limit: async () => ({ success: allow() }),
});

/** Bindings with `limiter` as every rate limiter of the app (compute, stores, players). */
export const bindings = (limiter?: Limiter): Partial<Env> =>
  limiter
    ? {
        COMPUTE_LIMITER: limiter,
        STORE_LIMITER: limiter,
        NEW_PLAYER_LIMITER: limiter,
        PLAYER_LIMITER: limiter,
        ADDRESS_LIMITER: limiter,
      }
    : {};

const CLIENT = { 'CF-Connecting-IP': '203.0.113.7' };

async function receive(res: Response): Promise<Received> {
  return {
    status: res.status,
    headers: res.headers,
    body: new Uint8Array(await res.arrayBuffer()),
  };
}

/** Sends `request` to `app` with the players' storage and `env`, and reads the whole answer. */
export async function send(
  app: App,
  request: ApiRequest,
  env: Partial<Env> = {},
): Promise<Received> {
  const storage = await playerStorage();
  const init: RequestInit = {
    method: request.method,
    headers: { ...CLIENT, ...request.headers },
    body: request.body,
  };
  return receive(
    await app.fetch(new Request(urlOf(request, ORIGIN), init), { ...storage, ...env }),
  );
}

/**
 * Sends `request` as one the app cannot read: its headers throw when touched, as any fault inside
 * the app would, so that the answer is the app's own 500 for an unexpected error.
 */
export async function sendFaulty(app: App, request: ApiRequest): Promise<Received> {
  const inner = new Request(urlOf(request, ORIGIN), {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  Object.defineProperty(inner, 'headers', {
    get() {
      throw new Error('a fault inside the app (the contract test made reading headers fail)');
    },
  });
  return receive(await app.fetch(inner, {}));
}

/** The text of a received body. */
export const textOf = (received: Received): string => new TextDecoder().decode(received.body);

/** The problem code of a received problem body, or undefined. */
export function problemCode(received: Received): string | undefined {
  try {
    const code = (JSON.parse(textOf(received)) as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}
