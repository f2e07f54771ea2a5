/**
 * The players' routes as the widget calls them: the few requests of docs/players.md's "What an
 * embed does with it", typed by the typed client's own types (client/index.ts, types only: its
 * JavaScript would cost the widget 3 KB gzip for routes it never calls). Like the client, a call
 * never throws: a network failure or timeout is status 0, an error page a failure with its status.
 */
import type {
  EditConflict,
  Finish,
  FinishRequest,
  Leaderboard,
  Play,
  PlayerToken,
  Profile,
  SavedGame,
  StartPlayRequest,
} from '../../client/index.ts';

export type Answer<T> =
  | { readonly ok: true; readonly status: number; readonly value: T }
  | { readonly ok: false; readonly status: number; readonly problem: EditConflict | null };

const TIMEOUT = 8000;

async function call<T>(
  api: string,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  try {
    const res = await fetch(new URL(`api/v1/${path}`, api), {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'omit',
      signal: AbortSignal.timeout(TIMEOUT),
    });
    const data: unknown = await res.json().catch(() => null);
    return res.ok
      ? { ok: true, status: res.status, value: data as T }
      : { ok: false, status: res.status, problem: data as EditConflict | null };
  } catch {
    return { ok: false, status: 0, problem: null };
  }
}

const games = (key: string) => `players/me/games/${encodeURIComponent(key)}`;

export const playersApi = {
  createPlayer: (api: string) => call<PlayerToken>(api, 'POST', 'players', null),
  renewToken: (api: string, token: string) =>
    call<PlayerToken>(api, 'POST', 'players/me/token', token),
  me: (api: string, token: string) => call<Profile>(api, 'GET', 'players/me', token),
  startPlay: (api: string, token: string, body: StartPlayRequest) =>
    call<Play>(api, 'POST', 'plays', token, body),
  finishPlay: (api: string, token: string, id: string, body: FinishRequest) =>
    call<Finish>(api, 'POST', `plays/${encodeURIComponent(id)}/finish`, token, body),
  savedGame: (api: string, token: string, key: string) =>
    call<SavedGame>(api, 'GET', games(key), token),
  /** Over `revision` (If-Match), or as the first copy (If-None-Match: *) without one. */
  saveGame: (api: string, token: string, key: string, game: unknown, revision: string | null) =>
    call<SavedGame>(
      api,
      'PUT',
      games(key),
      token,
      { game },
      revision ? { 'if-match': `"${revision}"` } : { 'if-none-match': '*' },
    ),
  leaderboard: (api: string, query: Record<string, string>) =>
    call<Leaderboard>(api, 'GET', `daily/leaderboard?${new URLSearchParams(query)}`, null),
};
