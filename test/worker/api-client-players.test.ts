// The typed client's players methods against the Worker (an app on a clock the test moves, so a
// play can be finished without waiting): a player and its token, plays, the day's stats and
// leaderboard, saved games with their preconditions and the stale write's copy, erasure. The
// token goes to the routes that need one and to no other (which so stay simple requests), and
// path parameters are encoded.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { type Client, createClient } from '../../client/index.ts';
import { problemOf, success } from './client-support.ts';
import { dailyWithSolution, playerApp } from './players-support.ts';
import { ORIGIN } from './support.ts';

const DAY = '2026-11-20';

function clientOf(app: ReturnType<typeof playerApp>['app'], token?: () => string | undefined) {
  const requests: Request[] = [];
  const api: Client = createClient({
    baseUrl: ORIGIN,
    token,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request.clone());
      return app.fetch(request, env);
    },
  });
  return { api, requests };
}

describe('the client, for players', () => {
  it('makes a player, plays the day, reads the stats and leaderboard, sending the token only where needed', async () => {
    const { app, time } = playerApp(`${DAY}T07:00:00Z`);
    let token: string | undefined;
    const { api, requests } = clientOf(app, () => token);
    const made = success(await api.createPlayer());
    expect(made.player.kind).toBe('anonymous');
    token = made.token;
    const me = success(await api.me());
    expect(me.player.id).toBe(made.player.id);
    const play = success(await api.startPlay({ daily: DAY, level: 'easy' }));
    expect(play.puzzle).toEqual({ daily: DAY, level: 'easy', variant: 'classic' });
    const { solution } = await dailyWithSolution(DAY, 'easy');
    time.advance(240);
    const done = success(await api.finishPlay(play.id, { solution, seconds: 200, mistakes: 1 }));
    expect(done).toMatchObject({
      counted: true,
      seconds: 200,
      standing: { players: 1, fasterThan: 0 },
    });
    const stats = success(await api.dailyStats({ date: DAY, level: 'easy' }));
    expect(stats.players).toBe(1);
    const board = success(await api.dailyLeaderboard({ date: DAY, level: 'easy', limit: 5 }));
    expect(board.entries).toEqual([{ rank: 1, seconds: 200, player: { anonymous: true } }]);
    const withToken = requests
      .filter((r) => r.headers.has('authorization'))
      .map((r) => new URL(r.url).pathname);
    expect(withToken).toEqual([
      '/api/v1/players/me',
      '/api/v1/plays',
      `/api/v1/plays/${play.id}/finish`,
    ]);
    expect(requests.find((r) => r.url.includes('/daily/stats'))?.url).toBe(
      `${ORIGIN}/api/v1/daily/stats?date=${DAY}&level=easy`,
    );
  });

  it('saves a game on two devices: create, replace at a revision, a stale write with the copy, delete', async () => {
    const { app } = playerApp(`${DAY}T07:00:00Z`);
    const { api: anonymousApi } = clientOf(app);
    const { token } = success(await anonymousApi.createPlayer());
    const { api: phone, requests } = clientOf(app, () => token);
    const { api: laptop } = createClientPair(app, token);
    const key = 'sudoku-break:v1:#news|daily/2026';
    const created = success(await phone.saveGame(key, { values: 'a' }, { create: true }));
    expect(requests[0].url).toBe(`${ORIGIN}/api/v1/players/me/games/${encodeURIComponent(key)}`);
    expect(requests[0].headers.get('if-none-match')).toBe('*');
    const seen = success(await laptop.savedGame(key));
    const replaced = success(
      await phone.saveGame(key, { values: 'b' }, { ifMatch: created.revision }),
    );
    expect(requests[1].headers.get('if-match')).toBe(`"${created.revision}"`);
    const stale = await laptop.saveGame(key, { values: 'c' }, { ifMatch: seen.revision });
    const problem = problemOf(stale, 412, 'edit_conflict');
    expect(stale.ok ? undefined : stale.problem.current).toEqual(replaced);
    expect(problem.detail).toContain('another device');
    const gone = await laptop.deleteSavedGame(key, { ifMatch: replaced.revision });
    expect(gone).toMatchObject({ ok: true, status: 204, value: null });
    problemOf(await phone.savedGame(key), 404, 'game_not_found');
  });

  it('renews an anonymous token, erases the player, and reports a missing token as token_required', async () => {
    const { app, time } = playerApp(`${DAY}T07:00:00Z`);
    const { api } = clientOf(app);
    const { token } = success(await api.createPlayer());
    time.advance(1);
    const renewed = success(await api.renewToken({ token }));
    expect(renewed.token).not.toBe(token);
    expect(success(await api.erasePlayer({ token: renewed.token }))).toBeNull();
    problemOf(await api.me(), 401, 'token_required');
  });
});

/** A second device of the same player. */
function createClientPair(app: ReturnType<typeof playerApp>['app'], token: string) {
  return clientOf(app, () => token);
}
