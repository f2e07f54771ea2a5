// What the players tests share: a clock a test moves, players (anonymous from the API, or
// publisher-signed with the tests' PLAYER_SECRET), plays started and finished through the app,
// a day's solution fetched from the API once the day is over (so the tests follow the daily rules
// the Worker follows), and the rows of the players' D1 tables, to prove that a refused request
// wrote nothing.
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { createApp } from '../../worker/index.ts';
import type { AppOptions } from '../../worker/options.ts';
import { signToken } from '../../worker/players/tokens.ts';
import { TEST_PLAYER_KEYS } from '../support/player-keys.ts';
import { at, type CallOptions, call } from './support.ts';

type App = ReturnType<typeof createApp>;

/** A clock the test moves by hand; starts at `iso`. */
export function clock(iso: string) {
  let now = at(iso);
  return {
    now: () => now,
    advance: (seconds: number) => {
      now += Math.round(seconds * 1000);
    },
    set: (next: string) => {
      now = at(next);
    },
  };
}

/** An app on a hand-moved clock, without the short caches of stats (each read is fresh). */
export function playerApp(iso: string, options: AppOptions = {}) {
  const time = clock(iso);
  const app = createApp({
    now: time.now,
    edgeCache: () => undefined,
    memoryEntries: 0,
    ...options,
  });
  return { app, time };
}

export const bearer = (token: string): Record<string, string> => ({
  Authorization: `Bearer ${token}`,
});

/** A request with a player token and, when given, a JSON body. */
export function asPlayer(token: string, init: RequestInit & { json?: unknown } = {}): CallOptions {
  const { json, ...rest } = init;
  const headers: Record<string, string> = {
    ...bearer(token),
    ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...(rest.headers as Record<string, string> | undefined),
  };
  return {
    ...rest,
    ...(json === undefined ? {} : { method: rest.method ?? 'POST', body: JSON.stringify(json) }),
    headers,
  };
}

/** A new anonymous player's token. */
export async function anonymous(app: App): Promise<string> {
  const res = await call(app, '/api/v1/players', { method: 'POST' });
  expect(res.status).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

/** A publisher's token for reader `sub`, signed with the tests' PLAYER_SECRET. */
export const publisherToken = (
  claims: { sub: string; exp: number; name?: string } & Record<string, unknown>,
  secret: string = TEST_PLAYER_KEYS.PLAYER_SECRET,
): Promise<string> => signToken(secret, claims);

/** Seconds since the epoch of `ms` (a JWT's `exp`). */
export const epochSeconds = (ms: number): number => Math.floor(ms / 1000);

export interface StartedPlay {
  readonly id: string;
  readonly puzzle: Record<string, unknown>;
  readonly startedAt: string;
}

export async function startPlay(app: App, token: string, body: unknown): Promise<StartedPlay> {
  const res = await call(app, '/api/v1/plays', asPlayer(token, { json: body }));
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return JSON.parse(text) as StartedPlay;
}

export const finishPath = (id: string): string => `/api/v1/plays/${id}/finish`;

export const finish = (app: App, token: string, id: string, body: unknown): Promise<Response> =>
  call(app, finishPath(id), asPlayer(token, { json: body }));

/** The puzzle of a day with its solution, served by an app whose clock is past the day's end. */
export async function dailyWithSolution(
  date: string,
  level = 'medium',
  variant = 'classic',
): Promise<{ puzzle: string; solution: string; givens: number }> {
  const later = createApp({ now: () => at(`${date}T00:00:00Z`) + 3 * 86_400_000 });
  const res = await call(
    later,
    `/api/v1/daily?date=${date}&level=${level}&variant=${variant}&include=solution`,
  );
  expect(res.status).toBe(200);
  return (await res.json()) as { puzzle: string; solution: string; givens: number };
}

/** A seeded puzzle with its solution. */
export async function seededWithSolution(query: string) {
  const res = await call(createApp(), `/api/v1/puzzles?${query}&include=solution`);
  expect(res.status).toBe(200);
  return (await res.json()) as { puzzle: string; solution: string; givens: number; size: number };
}

/** The fastest time the Worker counts for a puzzle with `givens` of `size * size` cells. */
export const floorSeconds = (givens: number, size = 9): number => (size * size - givens) * 0.5;

/** The rows of every players' table, to compare before and after a refused request. */
export async function rowCounts(): Promise<Record<string, number>> {
  const db = env.PLAYERS_DB;
  if (!db) throw new Error('the tests bind PLAYERS_DB');
  const counts: Record<string, number> = {};
  for (const table of ['plays', 'completions', 'games']) {
    const row = await db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>();
    counts[table] = row?.n ?? -1;
  }
  return counts;
}
