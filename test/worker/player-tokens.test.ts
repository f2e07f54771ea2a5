// Player identity: anonymous tokens from POST /api/v1/players, publisher-signed tokens from
// PLAYER_SECRET, their renewal, and every way a token is refused (tampered, another key, expired,
// another algorithm, not a JWT, no token) as a 401 problem with RFC 6750's challenge, nothing
// read or written. The tests' keys are test/support/player-keys.ts's.
import { describe, expect, it } from 'vitest';
import { encodeText } from '../../worker/players/signing.ts';
import { signToken } from '../../worker/players/tokens.ts';
import { TEST_PLAYER_KEYS } from '../support/player-keys.ts';
import {
  anonymous,
  asPlayer,
  bearer,
  epochSeconds,
  playerApp,
  publisherToken,
  rowCounts,
  startPlay,
} from './players-support.ts';
import { at, call, expectProblem } from './support.ts';

const NOW = '2026-03-10T12:00:00Z';

interface Me {
  player: { id: string; kind: string; name: string | null };
  tokenExpiresAt: string;
}

async function me(app: ReturnType<typeof playerApp>['app'], token: string) {
  return call(app, '/api/v1/players/me', asPlayer(token));
}

/** A refusal: the problem, the challenge, and nothing written. */
async function refused(res: Response, code: string, before: Record<string, number>) {
  const problem = await expectProblem(res, 401, code);
  const challenge = res.headers.get('www-authenticate') ?? '';
  expect(challenge).toMatch(/^Bearer realm="sudoku-break"/);
  if (code !== 'token_required') expect(challenge).toContain('error="invalid_token"');
  expect(await rowCounts()).toEqual(before);
  return problem;
}

/** The token with one part replaced. */
const withPart = (token: string, index: number, part: string): string =>
  token
    .split('.')
    .map((p, i) => (i === index ? part : p))
    .join('.');

const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(atob(token.split('.')[1].replaceAll('-', '+').replaceAll('_', '/')));

describe('anonymous players', () => {
  it('POST /api/v1/players: 201, a year-long HS256 token that names a new player, nothing stored', async () => {
    const { app } = playerApp(NOW);
    const before = await rowCounts();
    const res = await call(app, '/api/v1/players', { method: 'POST' });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { token: string; expiresAt: string; player: Me['player'] };
    expect(body.player).toEqual({
      id: expect.stringMatching(/^a-[\w-]{22}$/),
      kind: 'anonymous',
      name: null,
    });
    expect(body.expiresAt).toBe('2027-03-10T12:00:00Z');
    const header = JSON.parse(atob(body.token.split('.')[0]));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(claimsOf(body.token)).toMatchObject({
      iss: 'sudoku-break/anonymous',
      sub: body.player.id.slice(2),
      iat: epochSeconds(at(NOW)),
    });
    expect(await rowCounts()).toEqual(before);
    const other = await anonymous(app);
    expect(claimsOf(other).sub).not.toBe(claimsOf(body.token).sub);
  });

  it("GET /api/v1/players/me names the token's player, with nothing solved yet", async () => {
    const { app } = playerApp(NOW);
    const token = await anonymous(app);
    const res = await me(app, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as Me & Record<string, unknown>;
    expect(body).toEqual({
      player: { id: `a-${claimsOf(token).sub}`, kind: 'anonymous', name: null },
      tokenExpiresAt: '2027-03-10T12:00:00Z',
      solved: 0,
      streak: { current: 0, best: 0, last: null },
      kinds: [],
    });
  });

  it('renews: a new token for the same player, a year from now; the old one still works', async () => {
    const { app, time } = playerApp(NOW);
    const token = await anonymous(app);
    time.advance(200 * 86_400);
    const res = await call(app, '/api/v1/players/me/token', asPlayer(token, { method: 'POST' }));
    expect(res.status).toBe(200);
    const renewed = (await res.json()) as {
      token: string;
      expiresAt: string;
      player: Me['player'];
    };
    expect(renewed.token).not.toBe(token);
    expect(renewed.player.id).toBe(`a-${claimsOf(token).sub}`);
    expect(renewed.expiresAt).toBe('2027-09-26T12:00:00Z');
    for (const t of [token, renewed.token]) {
      expect(((await (await me(app, t)).json()) as Me).player.id).toBe(renewed.player.id);
    }
  });
});

describe('publisher-signed players', () => {
  it('accepts a token signed with PLAYER_SECRET: a hashed id (never the reader id), the signed name', async () => {
    const { app } = playerApp(NOW);
    const exp = epochSeconds(at(NOW)) + 3600;
    const token = await publisherToken({ sub: 'reader-42@news.example', exp, name: ' Ana Ng ' });
    const res = await me(app, token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Me;
    expect(body.player).toEqual({
      id: expect.stringMatching(/^p-[\w-]{22}$/),
      kind: 'publisher',
      name: 'Ana Ng',
    });
    expect(body.player.id).not.toContain('reader');
    expect(body.tokenExpiresAt).toBe('2026-03-10T13:00:00Z');
    // The same reader is the same player, whatever else the token says; another reader is not.
    const again = await publisherToken({ sub: 'reader-42@news.example', exp: exp + 60, iat: 1 });
    expect(((await (await me(app, again)).json()) as Me).player.id).toBe(body.player.id);
    const other = await publisherToken({ sub: 'reader-43@news.example', exp });
    expect(((await (await me(app, other)).json()) as Me).player.id).not.toBe(body.player.id);
  });

  it('is not renewed by the API (403 not_renewable): its publisher signs a new one', async () => {
    const { app } = playerApp(NOW);
    const token = await publisherToken({ sub: 'r1', exp: epochSeconds(at(NOW)) + 60 });
    const res = await call(app, '/api/v1/players/me/token', asPlayer(token, { method: 'POST' }));
    await expectProblem(res, 403, 'not_renewable');
  });

  it('refuses a name that is not printable or too long, as an invalid token', async () => {
    const { app } = playerApp(NOW);
    const exp = epochSeconds(at(NOW)) + 60;
    const before = await rowCounts();
    for (const name of ['', '   ', 'a\u0000b', 'x'.repeat(65), 'evil\u202Eeman']) {
      const token = await publisherToken({ sub: 'r1', exp, name });
      const problem = await refused(await me(app, token), 'invalid_token', before);
      expect(problem.detail).toContain('`name` claim');
    }
  });
});

describe('refused tokens: 401, a challenge, nothing read or written', () => {
  it('no token, or not a Bearer one: token_required', async () => {
    const { app } = playerApp(NOW);
    const before = await rowCounts();
    await refused(await call(app, '/api/v1/players/me'), 'token_required', before);
    const token = await anonymous(app);
    const basic = { headers: { Authorization: `Basic ${btoa('a:b')}` } };
    await refused(await call(app, '/api/v1/players/me', basic), 'token_required', before);
    const res = await call(app, '/api/v1/players/me', { headers: { Authorization: token } });
    await refused(res, 'token_required', before);
  });

  it('a token whose claims were changed (another player, a later expiry): invalid_token', async () => {
    const { app } = playerApp(NOW);
    const token = await anonymous(app);
    const claims = claimsOf(token);
    const before = await rowCounts();
    for (const changed of [
      { ...claims, sub: 'AAAAAAAAAAAAAAAAAAAAAA' },
      { ...claims, exp: (claims.exp as number) + 86_400 },
    ]) {
      const tampered = withPart(token, 1, encodeText(JSON.stringify(changed)));
      const problem = await refused(await me(app, tampered), 'invalid_token', before);
      expect(problem.detail).toContain('signature does not match');
    }
  });

  it('a changed signature, a signature of another key, a truncated token: invalid_token', async () => {
    const { app } = playerApp(NOW);
    const token = await anonymous(app);
    const before = await rowCounts();
    const signature = token.split('.')[2];
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const claims = claimsOf(token);
    const forged = await signToken('another key, as long as a real one: 0123456789', claims);
    const publisherKey = await signToken(TEST_PLAYER_KEYS.PLAYER_SECRET, claims);
    for (const bad of [
      withPart(token, 2, flipped),
      forged,
      publisherKey,
      token.slice(0, -5),
      token.split('.').slice(0, 2).join('.'),
      `${token}.x`,
      'not-a-token',
    ]) {
      await refused(await me(app, bad), 'invalid_token', before);
    }
  });

  it('another algorithm than HS256, `none` included: invalid_token', async () => {
    const { app } = playerApp(NOW);
    const token = await anonymous(app);
    const before = await rowCounts();
    for (const header of [
      { alg: 'none', typ: 'JWT' },
      { alg: 'HS512', typ: 'JWT' },
      { alg: 'RS256' },
    ]) {
      const swapped = withPart(token, 0, encodeText(JSON.stringify(header)));
      const problem = await refused(await me(app, swapped), 'invalid_token', before);
      expect(problem.detail).toContain('HS256');
      await refused(
        await me(app, `${swapped.split('.').slice(0, 2).join('.')}.`),
        'invalid_token',
        before,
      );
    }
  });

  it('an expired anonymous token (a year and a minute later) and an expired publisher token: token_expired', async () => {
    const { app, time } = playerApp(NOW);
    const token = await anonymous(app);
    const publisher = await publisherToken({ sub: 'r1', exp: epochSeconds(at(NOW)) + 3600 });
    const before = await rowCounts();
    time.advance(3600 + 59);
    expect((await me(app, publisher)).status).toBe(200);
    time.advance(2);
    const problem = await refused(await me(app, publisher), 'token_expired', before);
    expect(problem.detail).toContain('2026-03-10T13:00:00.000Z');
    time.set('2027-03-10T12:01:01Z');
    await refused(await me(app, token), 'token_expired', before);
    // An expired token cannot start a play either, nor be renewed.
    const start = await call(
      app,
      '/api/v1/plays',
      asPlayer(token, { json: { daily: '2027-03-01' } }),
    );
    await refused(start, 'token_expired', before);
    const renew = await call(app, '/api/v1/players/me/token', asPlayer(token, { method: 'POST' }));
    await refused(renew, 'token_expired', before);
  });

  it('a publisher token without `exp`, or without PLAYER_SECRET on the deployment: invalid_token', async () => {
    const { app } = playerApp(NOW);
    const before = await rowCounts();
    const noExp = await signToken(TEST_PLAYER_KEYS.PLAYER_SECRET, { sub: 'r1' });
    await refused(await me(app, noExp), 'invalid_token', before);
    const token = await publisherToken({ sub: 'r1', exp: epochSeconds(at(NOW)) + 60 });
    const res = await call(app, '/api/v1/players/me', {
      ...asPlayer(token),
      bindings: { PLAYER_SECRET: undefined },
    });
    const problem = await refused(res, 'invalid_token', before);
    expect(problem.detail).toContain('no PLAYER_SECRET');
  });

  it('a token over 4096 characters is refused before it is read', async () => {
    const { app } = playerApp(NOW);
    const before = await rowCounts();
    const long = await publisherToken({
      sub: 'r1',
      exp: epochSeconds(at(NOW)) + 60,
      pad: 'x'.repeat(4000),
    });
    const problem = await refused(await me(app, long), 'invalid_token', before);
    expect(problem.detail).toContain('longer than 4096');
  });

  it('a refused token starts no play and saves no game', async () => {
    const { app } = playerApp(NOW);
    const token = await anonymous(app);
    await startPlay(app, token, { daily: '2026-03-01' });
    const before = await rowCounts();
    const bad = withPart(token, 2, 'A'.repeat(43));
    const start = await call(
      app,
      '/api/v1/plays',
      asPlayer(bad, { json: { daily: '2026-03-01' } }),
    );
    await refused(start, 'invalid_token', before);
    const put = await call(app, '/api/v1/players/me/games/g', {
      ...asPlayer(bad, { method: 'PUT', json: { game: { v: 1 } } }),
      headers: { ...bearer(bad), 'Content-Type': 'application/json', 'If-None-Match': '*' },
    });
    await refused(put, 'invalid_token', before);
  });
});

describe('a deployment without players', () => {
  it('answers 503 players_unavailable with Retry-After without a signing key, or with a short one', async () => {
    const { app } = playerApp(NOW);
    for (const key of [undefined, 'too short']) {
      const res = await call(app, '/api/v1/players', {
        method: 'POST',
        bindings: { PLAYER_SIGNING_KEY: key },
      });
      const problem = await expectProblem(res, 503, 'players_unavailable');
      expect(problem.detail).toContain('PLAYER_SIGNING_KEY');
      expect(res.headers.get('retry-after')).toBe('60');
    }
    // Puzzles do not need players.
    expect(
      (await call(app, '/api/v1/daily', { bindings: { PLAYER_SIGNING_KEY: undefined } })).status,
    ).toBe(200);
  });
});
