// Property tests of the players' routes on random and hostile input (fast-check): Authorization
// headers, publisher claims signed with the right secret, play bodies, finish bodies and ids,
// saved game keys and bodies. Whatever arrives, the answer is never a 5xx, an error is a
// well-formed problem, and a success matches the route's response schema; a refused token is
// always a 401 and writes nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { ROUTES } from '../../worker/contract.ts';
import { ProblemSchema } from '../../worker/http/problem.ts';
import {
  anonymous,
  asPlayer,
  bearer,
  epochSeconds,
  finishPath,
  playerApp,
  publisherToken,
  rowCounts,
  startPlay,
} from './players-support.ts';
import { at, call } from './support.ts';

const NOW = '2026-12-01T12:00:00Z';
const RUNS = 60;

async function wellFormed(res: Response, schema?: $ZodType): Promise<number> {
  const text = await res.text();
  expect(res.status, text).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(z.parse(ProblemSchema, JSON.parse(text)).status).toBe(res.status);
  } else if (schema && text) {
    z.parse(schema, JSON.parse(text));
  }
  return res.status;
}

const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', '.', '..', 'a.b.c', 'Bearer', '__proto__', '%00', '{}', 'null', '😀'),
);

/** Header values as a client can send them (ASCII; a browser refuses anything else). */
const asciiHostile = fc.oneof(
  fc.string({ unit: 'binary-ascii' }),
  fc.constantFrom('', '.', '..', 'a.b.c', 'Bearer', '__proto__', '%00', '{}', 'null'),
);

/** Text that looks like a JWT: three base64url-ish parts. */
const jwtShaped = fc
  .array(fc.stringMatching(/^[A-Za-z0-9_-]{0,60}$/), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.join('.'));

const json = fc.jsonValue({ maxDepth: 3 });

describe('the players routes on random input', () => {
  it('any Authorization header: a 401 (or a 200 for a real token), nothing written', async () => {
    const { app } = playerApp(NOW);
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          asciiHostile,
          jwtShaped,
          jwtShaped.map((t) => `Bearer ${t}`),
          asciiHostile.map((t) => `Bearer ${t}`),
        ),
        async (header) => {
          let res: Response;
          try {
            res = await call(app, '/api/v1/players/me', { headers: { Authorization: header } });
          } catch {
            return; // not a header value a Request accepts (a control character): never sent
          }
          expect(await wellFormed(res)).toBe(401);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('publisher claims of any shape, signed with PLAYER_SECRET: a 200 with a player, or a 401', async () => {
    const { app } = playerApp(NOW);
    const exp = epochSeconds(at(NOW)) + 3600;
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            sub: fc.oneof(hostile, json),
            exp: fc.oneof(fc.constant(exp), json),
            name: fc.oneof(hostile, json),
            iss: fc.oneof(hostile, fc.constant('sudoku-break/anonymous')),
          },
          { requiredKeys: ['sub'] },
        ),
        async (claims) => {
          const token = await publisherToken(claims as never);
          const res = await call(app, '/api/v1/players/me', asPlayer(token));
          const status = await wellFormed(res.clone(), ROUTES.me.responses[200].schema);
          expect([200, 401]).toContain(status);
          if (status === 200) {
            const { player } = (await res.json()) as {
              player: { id: string; name: string | null };
            };
            expect(player.id).toMatch(/^p-[\w-]{22}$/);
            if (typeof claims.name === 'string') {
              expect(player.name).toBe(claims.name.normalize('NFC').trim());
            } else expect(player.name).toBeNull();
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('any body to POST /api/v1/plays: a 201 play or a 4xx problem', async () => {
    const { app } = playerApp(NOW);
    const token = await anonymous(app);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          json,
          fc.record(
            {
              daily: fc.oneof(hostile, fc.constantFrom('2026-12-01', '2026-12-02', '2019-12-31')),
              level: fc.oneof(hostile, fc.constantFrom('easy', 'hard')),
            },
            { requiredKeys: [] },
          ),
          fc.record(
            {
              seed: hostile,
              size: fc.oneof(json, fc.constantFrom(4, 6, 9)),
              variant: fc.oneof(hostile, fc.constantFrom('arrow', 'killer')),
            },
            { requiredKeys: [] },
          ),
        ),
        async (body) => {
          const res = await call(app, '/api/v1/plays', asPlayer(token, { json: body }));
          expect([201, 400, 422]).toContain(await wellFormed(res));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('any finish body or id: a 4xx problem, and nothing written', async () => {
    const { app, time } = playerApp(NOW);
    const token = await anonymous(app);
    const play = await startPlay(app, token, { seed: 'fuzz', size: 4 });
    time.advance(3600);
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(play.id), jwtShaped, hostile),
        fc.oneof(
          json,
          fc.record(
            { solution: fc.oneof(hostile, json), seconds: json, hints: json },
            { requiredKeys: [] },
          ),
        ),
        async (id, body) => {
          let res: Response;
          try {
            res = await call(
              app,
              finishPath(encodeURIComponent(id)),
              asPlayer(token, { json: body }),
            );
          } catch {
            return;
          }
          const status = await wellFormed(res);
          expect(status).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('any saved game key and body: a saved game or a 4xx problem', async () => {
    const { app } = playerApp(NOW);
    const token = await anonymous(app);
    await fc.assert(
      fc.asyncProperty(hostile, fc.oneof(json, fc.record({ game: json })), async (key, body) => {
        const path = `/api/v1/players/me/games/${encodeURIComponent(key)}`;
        const headers = {
          ...bearer(token),
          'Content-Type': 'application/json',
          'If-None-Match': '*',
        };
        const put = await call(app, path, { method: 'PUT', headers, body: JSON.stringify(body) });
        const status = await wellFormed(put, ROUTES.putGame.responses[201].schema);
        expect([201, 400, 404, 405, 412].includes(status) || status === 409, `PUT ${status}`).toBe(
          true,
        );
        await wellFormed(
          await call(app, path, { headers: bearer(token) }),
          ROUTES.getGame.responses[200].schema,
        );
        await wellFormed(await call(app, path, { method: 'DELETE', headers: bearer(token) }));
      }),
      { numRuns: RUNS },
    );
  });

  // Found by the claims property: an exp past the range of dates threw (no ISO time for it).
  it('an exp no date can hold is a 401, not a 500', async () => {
    const { app } = playerApp(NOW);
    for (const exp of [-8640000000000.001, 8.64e12 + 1, 1e300]) {
      const token = await publisherToken({ sub: 'reader', exp } as never);
      const res = await call(app, '/api/v1/players/me', asPlayer(token));
      expect(await wellFormed(res)).toBe(401);
    }
  });
});
