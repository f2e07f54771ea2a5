// Rate limits of the players' routes (worker/players/limits.ts): new anonymous players per address,
// every players' request per address (checked before the token, so a flood of bad tokens is cut
// off) and per player (the token's player, whatever the address). Over a limit: 429 rate_limited
// with Retry-After and RateLimit fields named after the policy. The emulated binding of
// wrangler.toml enforces NEW_PLAYER_LIMITER's 20 a minute; fakes show the keys and the others.
import { describe, expect, it } from 'vitest';
import { clientKey } from '../../worker/http/client-key.ts';
import { PLAYER_POLICIES } from '../../worker/players/limits.ts';
import { anonymous, asPlayer, playerApp } from './players-support.ts';
import { call, clientIp, expectProblem, fakeLimiter, startOfWindow } from './support.ts';

const NOW = '2026-11-01T10:00:00Z';

const fromIp = (ip: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), 'CF-Connecting-IP': ip },
});

describe('rate limits of the players routes', () => {
  it('POST /api/v1/players counts per address on two policies; over one: 429 with its fields', async () => {
    const { app } = playerApp(NOW);
    const address = fakeLimiter();
    const created = fakeLimiter(() => false);
    const ip = clientIp();
    const res = await call(app, '/api/v1/players', {
      ...fromIp(ip, { method: 'POST' }),
      bindings: { ADDRESS_LIMITER: address.limiter, NEW_PLAYER_LIMITER: created.limiter },
    });
    const problem = await expectProblem(res, 429, 'rate_limited');
    expect(problem.detail).toBe(
      'this address sent more than 20 new anonymous players in 60 seconds; retry after 60 seconds',
    );
    expect(res.headers.get('retry-after')).toBe('60');
    expect(res.headers.get('ratelimit')).toBe('"new-players";r=0;t=60');
    expect(res.headers.get('ratelimit-policy')).toBe('"new-players";q=20;w=60');
    // Keyed as the compute limit keys a client: an IPv6 address by its /64.
    expect(address.keys).toEqual([clientKey(ip)]);
    expect(created.keys).toEqual([clientKey(ip)]);
  });

  it('a player token counts per player, from any address; success advertises both policies', async () => {
    const { app } = playerApp(NOW);
    const token = await anonymous(app);
    const perPlayer = fakeLimiter();
    const perAddress = fakeLimiter();
    const bindings = { PLAYER_LIMITER: perPlayer.limiter, ADDRESS_LIMITER: perAddress.limiter };
    for (const ip of [clientIp(), clientIp()]) {
      const res = await call(app, '/api/v1/players/me', {
        ...fromIp(ip, asPlayer(token)),
        bindings,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-policy')).toBe(
        '"players-address";q=600;w=60, "player";q=120;w=60',
      );
    }
    expect(new Set(perPlayer.keys).size).toBe(1);
    expect(perPlayer.keys[0]).toMatch(/^player:a-[\w-]{22}$/);
    expect(new Set(perAddress.keys).size).toBe(2);
    const refused = fakeLimiter(() => false);
    const res = await call(app, '/api/v1/plays', {
      ...asPlayer(token, { json: { daily: '2026-11-01' } }),
      bindings: { PLAYER_LIMITER: refused.limiter },
    });
    const problem = await expectProblem(res, 429, 'rate_limited');
    expect(problem.detail).toContain(
      "this player sent more than 120 requests with one player's token",
    );
    expect(res.headers.get('ratelimit')).toBe('"player";r=0;t=60');
  });

  it('the address limit comes before the token is read: a flood of bad tokens gets 429s, not 401s', async () => {
    const { app } = playerApp(NOW);
    const refused = fakeLimiter(() => false);
    const res = await call(app, '/api/v1/players/me', {
      ...fromIp(clientIp(), { headers: { Authorization: 'Bearer not.a.token' } }),
      bindings: { ADDRESS_LIMITER: refused.limiter },
    });
    await expectProblem(res, 429, 'rate_limited');
    expect(res.headers.get('ratelimit-policy')).toBe('"players-address";q=600;w=60');
  });

  it('a limiter that fails lets the request through; no address (a local call) limits nothing by address', async () => {
    const { app } = playerApp(NOW);
    const broken = {
      limit: () => Promise.reject(new Error('limiter unavailable')),
    };
    const res = await call(app, '/api/v1/players', {
      ...fromIp(clientIp(), { method: 'POST' }),
      bindings: { NEW_PLAYER_LIMITER: broken, ADDRESS_LIMITER: broken },
    });
    expect(res.status).toBe(201);
    const counted = fakeLimiter(() => false);
    const local = await call(app, '/api/v1/players', {
      method: 'POST',
      bindings: { NEW_PLAYER_LIMITER: counted.limiter },
    });
    expect(local.status).toBe(201);
    expect(counted.keys).toEqual([]);
  });

  it(`the emulated binding: ${PLAYER_POLICIES.NEW_PLAYER_LIMITER.limit} new players a minute from one address, then 429; another address is served`, async () => {
    await startOfWindow(60);
    const { app } = playerApp(NOW);
    const ip = clientIp();
    for (let i = 0; i < PLAYER_POLICIES.NEW_PLAYER_LIMITER.limit; i++) {
      const res = await call(app, '/api/v1/players', fromIp(ip, { method: 'POST' }));
      expect(res.status, `player ${i + 1}`).toBe(201);
    }
    await expectProblem(
      await call(app, '/api/v1/players', fromIp(ip, { method: 'POST' })),
      429,
      'rate_limited',
    );
    expect(
      (await call(app, '/api/v1/players', fromIp(clientIp(), { method: 'POST' }))).status,
    ).toBe(201);
  }, 90_000);
});
