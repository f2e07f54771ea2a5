// Saved games that follow a reader between devices: two devices of one player write the same key,
// each write naming the copy it replaces (If-None-Match: * to create, If-Match: "<revision>" to
// replace). A stale write is a 412 carrying the server's copy, a write without a precondition a
// 428; nothing is ever overwritten unseen. Also: GET with ETag and 304, DELETE, keys of any
// printable text in the path, size and count limits, and one player never sees another's games.
import { describe, expect, it } from 'vitest';
import { MAX_GAMES } from '../../worker/storage/games.ts';
import { anonymous, asPlayer, bearer, playerApp, rowCounts } from './players-support.ts';
import { call, expectProblem } from './support.ts';

const NOW = '2026-07-01T10:00:00Z';

type App = ReturnType<typeof playerApp>['app'];

interface Saved {
  key: string;
  revision: string;
  updatedAt: string;
  game: Record<string, unknown>;
}

interface Conflict {
  code: string;
  current: Saved | null;
}

const gamePath = (key: string): string => `/api/v1/players/me/games/${encodeURIComponent(key)}`;

function put(app: App, token: string, key: string, game: unknown, headers: Record<string, string>) {
  return call(app, gamePath(key), {
    method: 'PUT',
    headers: { ...bearer(token), 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ game }),
  });
}

const read = (app: App, token: string, key: string, headers: Record<string, string> = {}) =>
  call(app, gamePath(key), { headers: { ...bearer(token), ...headers } });

/** A 412 edit_conflict, with the server's copy it carries (which the Problem schema leaves out). */
async function conflictOf(res: Response): Promise<Conflict> {
  const raw = (await res.clone().json()) as Conflict;
  await expectProblem(res, 412, 'edit_conflict');
  return raw;
}

async function saved(res: Response, status: number): Promise<Saved> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body = JSON.parse(text) as Saved;
  expect(res.headers.get('etag')).toBe(`"${body.revision}"`);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return body;
}

describe('saved games on two devices', () => {
  it('creates with If-None-Match: *, replaces with the revision read, and refuses a stale write with the server copy', async () => {
    const { app, time } = playerApp(NOW);
    const token = await anonymous(app);
    const key = 'sudoku-break:v1:#news|daily||9|medium';
    // Phone creates the game.
    const created = await saved(
      await put(app, token, key, { values: 'phone-1' }, { 'If-None-Match': '*' }),
      201,
    );
    expect(created).toMatchObject({
      key,
      game: { values: 'phone-1' },
      updatedAt: '2026-07-01T10:00:00Z',
    });
    // Laptop reads it, phone saves again, laptop's save of its older copy is refused.
    const laptop = await saved(await read(app, token, key), 200);
    expect(laptop).toEqual(created);
    time.advance(5);
    const phone = await saved(
      await put(app, token, key, { values: 'phone-2' }, { 'If-Match': `"${created.revision}"` }),
      200,
    );
    expect(phone.revision).not.toBe(created.revision);
    const stale = await put(
      app,
      token,
      key,
      { values: 'laptop-1' },
      { 'If-Match': `"${laptop.revision}"` },
    );
    const problem = await conflictOf(stale);
    expect(stale.headers.get('etag')).toBe(`"${phone.revision}"`);
    expect(problem.current).toEqual(phone);
    // Laptop merges and writes over the copy it was shown.
    const merged = await saved(
      await put(app, token, key, { values: 'merged' }, { 'If-Match': `"${phone.revision}"` }),
      200,
    );
    expect((await saved(await read(app, token, key), 200)).game).toEqual({ values: 'merged' });
    // A second create is refused too: there is a game, and it comes back.
    const again = await put(app, token, key, { values: 'new' }, { 'If-None-Match': '*' });
    const conflict = await conflictOf(again);
    expect(conflict.current?.revision).toBe(merged.revision);
  });

  it('a write without If-Match or If-None-Match is a 428, and writes nothing', async () => {
    const { app } = playerApp(NOW);
    const token = await anonymous(app);
    const before = await rowCounts();
    const res = await put(app, token, 'g', { a: 1 }, {});
    const problem = await expectProblem(res, 428, 'precondition_required');
    expect(problem.detail).toContain('If-Match');
    await saved(await put(app, token, 'g', { a: 1 }, { 'If-None-Match': '*' }), 201);
    const over = await put(app, token, 'g', { a: 2 }, {});
    await expectProblem(over, 428, 'precondition_required');
    expect(((await read(app, token, 'g').then((r) => r.json())) as Saved).game).toEqual({ a: 1 });
    expect((await rowCounts()).games).toBe(before.games + 1);
  });

  it('If-Match: * replaces whatever is there; a weak or unknown tag never matches', async () => {
    const { app } = playerApp(NOW);
    const token = await anonymous(app);
    const first = await saved(await put(app, token, 'k', { n: 1 }, { 'If-None-Match': '*' }), 201);
    for (const tag of [`W/"${first.revision}"`, '"nope"', 'garbage']) {
      await expectProblem(
        await put(app, token, 'k', { n: 2 }, { 'If-Match': tag }),
        412,
        'edit_conflict',
      );
    }
    await saved(
      await put(app, token, 'k', { n: 3 }, { 'If-Match': `"x", "${first.revision}"` }),
      200,
    );
    await saved(await put(app, token, 'k', { n: 4 }, { 'If-Match': '*' }), 200);
    // On a key without a game, If-Match fails: current is null.
    const none = await put(app, token, 'missing', { n: 1 }, { 'If-Match': '*' });
    expect((await conflictOf(none)).current).toBeNull();
    // Both headers, or If-None-Match with a tag, is a 400.
    const both = await put(app, token, 'k', { n: 5 }, { 'If-Match': '*', 'If-None-Match': '*' });
    await expectProblem(both, 400, 'invalid_request');
    await expectProblem(
      await put(app, token, 'k', { n: 5 }, { 'If-None-Match': '"x"' }),
      400,
      'invalid_request',
    );
  });

  it('GET answers If-None-Match with a 304, an unknown key with a 404', async () => {
    const { app } = playerApp(NOW);
    const token = await anonymous(app);
    const game = await saved(
      await put(app, token, 'etag', { v: 1 }, { 'If-None-Match': '*' }),
      201,
    );
    const same = await read(app, token, 'etag', { 'If-None-Match': `"${game.revision}"` });
    expect(same.status).toBe(304);
    expect(same.headers.get('etag')).toBe(`"${game.revision}"`);
    expect((await read(app, token, 'etag', { 'If-None-Match': '"other"' })).status).toBe(200);
    await expectProblem(await read(app, token, 'no such key'), 404, 'game_not_found');
  });

  it('DELETE: 204, conditional on If-Match when sent (412 with the copy), 404 when there is none', async () => {
    const { app } = playerApp(NOW);
    const token = await anonymous(app);
    const game = await saved(await put(app, token, 'd', { v: 1 }, { 'If-None-Match': '*' }), 201);
    const stale = await call(app, gamePath('d'), {
      method: 'DELETE',
      headers: { ...bearer(token), 'If-Match': '"old"' },
    });
    const conflict = await conflictOf(stale);
    expect(conflict.current?.revision).toBe(game.revision);
    const del = await call(app, gamePath('d'), {
      method: 'DELETE',
      headers: { ...bearer(token), 'If-Match': `"${game.revision}"` },
    });
    expect(del.status).toBe(204);
    expect(await del.text()).toBe('');
    await expectProblem(await read(app, token, 'd'), 404, 'game_not_found');
    await expectProblem(
      await call(app, gamePath('d'), asPlayer(token, { method: 'DELETE' })),
      404,
      'game_not_found',
    );
  });

  it("keys are any printable text, URL-encoded in the path; a player never sees another's games", async () => {
    const { app } = playerApp(NOW);
    const token = await anonymous(app);
    const other = await anonymous(app);
    const keys = [
      'a/b',
      'sudoku-break:v1:#id|menu|daily|seed ✓|9|hard|killer',
      'é?#&%',
      '😀'.repeat(512),
    ];
    for (const [i, key] of keys.entries()) {
      await saved(await put(app, token, key, { i }, { 'If-None-Match': '*' }), 201);
      expect((await saved(await read(app, token, key), 200)).game).toEqual({ i });
      await expectProblem(await read(app, other, key), 404, 'game_not_found');
    }
    // Another player's create under the same key is their own game.
    await saved(await put(app, other, keys[0], { mine: true }, { 'If-None-Match': '*' }), 201);
    expect((await saved(await read(app, token, keys[0]), 200)).game).toEqual({ i: 0 });
    for (const bad of ['😀'.repeat(513), 'tab\there', 'nul\u0000']) {
      await expectProblem(await read(app, token, bad), 400, 'invalid_request');
    }
  });

  it('refuses a game over 48 KiB of JSON, a body that is not { game: object }, and a body over 64 KiB', async () => {
    const { app } = playerApp(NOW);
    const token = await anonymous(app);
    const before = await rowCounts();
    const big = { notes: 'x'.repeat(48 * 1024) };
    await expectProblem(
      await put(app, token, 'big', big, { 'If-None-Match': '*' }),
      400,
      'invalid_request',
    );
    for (const game of [[1, 2], 'text', null]) {
      await expectProblem(
        await put(app, token, 'bad', game, { 'If-None-Match': '*' }),
        400,
        'invalid_request',
      );
    }
    const huge = { notes: 'x'.repeat(70 * 1024) };
    await expectProblem(
      await put(app, token, 'huge', huge, { 'If-None-Match': '*' }),
      413,
      'payload_too_large',
    );
    expect(await rowCounts()).toEqual(before);
  });

  it(`keeps at most ${MAX_GAMES} games a player (409 too_many_games); deleting one makes room`, async () => {
    const { app } = playerApp(NOW);
    const token = await anonymous(app);
    for (let i = 0; i < MAX_GAMES; i++) {
      expect((await put(app, token, `slot-${i}`, { i }, { 'If-None-Match': '*' })).status).toBe(
        201,
      );
    }
    const full = await put(app, token, 'one-more', { i: -1 }, { 'If-None-Match': '*' });
    await expectProblem(full, 409, 'too_many_games');
    // Replacing one is still fine, and after a delete there is room again.
    const slot = await saved(await read(app, token, 'slot-0'), 200);
    await saved(
      await put(app, token, 'slot-0', { i: 0.5 }, { 'If-Match': `"${slot.revision}"` }),
      200,
    );
    expect(
      (await call(app, gamePath('slot-1'), asPlayer(token, { method: 'DELETE' }))).status,
    ).toBe(204);
    await saved(await put(app, token, 'one-more', { i: -1 }, { 'If-None-Match': '*' }), 201);
  });
});
