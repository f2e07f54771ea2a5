// The typed-client test's samples of the players' routes, which need real D1 and Durable Objects:
// sent to the Worker served by `wrangler dev` (scripts/dev-server.ts). What they need first is
// made here, through the API where it can be: an anonymous player and a publisher's reader, a
// game saved at a known revision, a player to erase, and plays of a past day signed with the
// server's own key ten minutes back (the server times plays; its key is what a start would
// sign with), with that day's solution.
import type { DevServer } from '../../scripts/dev-server.ts';
import { signPlay } from '../../worker/api/plays/play-ids.ts';
import { signToken } from '../../worker/players/tokens.ts';
import type { Sample } from './samples.ts';

const DATE = '2025-05-05';
const DAILY = { daily: DATE, level: 'easy', variant: 'classic' } as const;

export interface PlayerContext {
  readonly token: string;
  readonly publisher: string;
  readonly doomed: string;
  readonly playId: string;
  readonly publisherPlayId: string;
  readonly solution: string;
  readonly revision: string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

export async function playerContext(server: DevServer): Promise<PlayerContext> {
  const post = (path: string, init: RequestInit = {}) =>
    fetch(`${server.base}${path}`, { method: 'POST', ...init });
  type Made = { token: string; player: { id: string } };
  const anonymous = await json<Made>(await post('/api/v1/players'), 201);
  const doomed = await json<Made>(await post('/api/v1/players'), 201);
  const publisher = await signToken(server.secrets.PLAYER_SECRET, {
    sub: 'typed-client-reader',
    name: 'Typed Reader',
    exp: Math.floor(Date.now() / 1000) + 3600,
  });
  const me = await fetch(`${server.base}/api/v1/players/me`, { headers: bearer(publisher) });
  const publisherId = (await json<{ player: { id: string } }>(me, 200)).player.id;
  const keys = { signing: server.secrets.PLAYER_SIGNING_KEY, publisher: undefined };
  const startedAt = Date.now() - 600_000;
  const play = (player: string) => signPlay(keys, { player, puzzle: DAILY, startedAt });
  const day = await json<{ solution: string }>(
    await fetch(`${server.base}/api/v1/daily?date=${DATE}&level=easy&include=solution`),
    200,
  );
  const saved = await fetch(`${server.base}/api/v1/players/me/games/typed`, {
    method: 'PUT',
    headers: {
      ...bearer(anonymous.token),
      'Content-Type': 'application/json',
      'If-None-Match': '*',
    },
    body: JSON.stringify({ game: { values: 'first' } }),
  });
  return {
    token: anonymous.token,
    publisher,
    doomed: doomed.token,
    playId: (await play(anonymous.player.id)).id,
    publisherPlayId: (await play(publisherId)).id,
    solution: day.solution,
    revision: (await json<{ revision: string }>(saved, 201)).revision,
  };
}

/** The players' samples, in the order they are sent (later ones see what earlier ones did). */
export function playerSamples(ctx: PlayerContext): Sample[] {
  const as = (token: string) => ({ served: true, headers: bearer(token) });
  const me = as(ctx.token);
  const wrong = ctx.solution.replace(/^./, (d) => (d === '1' ? '2' : '1'));
  return [
    { operationId: 'createPlayer', served: true },
    // In Node, without PLAYER_SIGNING_KEY: players are unavailable.
    { operationId: 'createPlayer' },
    { operationId: 'renewPlayerToken', ...me },
    { operationId: 'getPlayer', served: true },
    { operationId: 'getPlayer', ...as(`${ctx.token}x`) },
    { operationId: 'startPlay', ...me, body: { daily: DATE, level: 'easy' } },
    { operationId: 'startPlay', ...me, body: { seed: 'typed-client', size: 4, level: 'hard' } },
    { operationId: 'startPlay', ...me, body: { daily: '2999-01-01' }, invalid: {} },
    {
      operationId: 'finishPlay',
      ...me,
      params: { id: ctx.playId },
      body: { solution: wrong, seconds: 300 },
    },
    {
      operationId: 'finishPlay',
      ...me,
      params: { id: ctx.playId },
      body: { solution: ctx.solution, seconds: 300, hints: 0, mistakes: 1 },
    },
    {
      operationId: 'finishPlay',
      ...as(ctx.publisher),
      params: { id: ctx.publisherPlayId },
      body: { solution: ctx.solution, seconds: 250 },
    },
    {
      operationId: 'finishPlay',
      ...me,
      params: { id: ctx.publisherPlayId },
      body: { solution: ctx.solution, seconds: 250 },
    },
    { operationId: 'getPlayer', ...me },
    { operationId: 'getDailyStats', served: true, query: { date: DATE, level: 'easy' } },
    { operationId: 'getDailyStats', served: true, invalid: { query: 'date=2999-01-01' } },
    {
      operationId: 'getDailyLeaderboard',
      served: true,
      query: { date: DATE, level: 'easy', limit: 10 },
    },
    { operationId: 'getSavedGame', ...me, params: { key: 'typed' } },
    { operationId: 'getSavedGame', ...me, params: { key: 'none' } },
    {
      operationId: 'putSavedGame',
      served: true,
      headers: { ...bearer(ctx.token), 'If-Match': `"${ctx.revision}"` },
      params: { key: 'typed' },
      body: { game: { values: 'second' } },
    },
    {
      operationId: 'putSavedGame',
      served: true,
      headers: { ...bearer(ctx.token), 'If-Match': `"${ctx.revision}"` },
      params: { key: 'typed' },
      body: { game: { values: 'stale' } },
    },
    {
      operationId: 'putSavedGame',
      served: true,
      headers: { ...bearer(ctx.token), 'If-None-Match': '*' },
      params: { key: 'typed/new' },
      body: { game: { values: 'new' } },
    },
    { operationId: 'putSavedGame', ...me, params: { key: 'typed/new' }, body: { game: {} } },
    { operationId: 'deleteSavedGame', ...me, params: { key: 'typed/new' } },
    { operationId: 'erasePlayer', ...as(ctx.doomed) },
  ];
}
