// DAILY_SECRET: with a secret, the puzzle of a day is drawn from the seed
// `daily:YYYY-MM-DD:LEVEL:<mac>` (mac: the first 128 bits of HMAC-SHA-256(secret,
// `daily:YYYY-MM-DD:LEVEL`), worked out here with Web Crypto, not with the Worker's code), so
// the public engine cannot make it; responses name the day by its public seed, say
// `offline: false` and never show the seed drawn from; the daily rules hold on every route; the
// cache keys carry an id of the secret, so a rotated secret never serves the old one's puzzles;
// a dated day is cached for a day instead of a year. Without a secret (or an empty one),
// nothing changes: the engine's day, `offline: true`.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { daily, ENGINE_VERSION, type Variant } from '../../shared/index.ts';
import { ROUTES } from '../../worker/contract.ts';
import { createApp } from '../../worker/index.ts';
import { drawnFrom, secretDay } from '../support/daily-secret.ts';
import { unwrap } from '../support/result.ts';
import { digits, isValidSolution } from '../support/rules.ts';
import { elementsNamed, parseXml, textOf } from '../support/xml.ts';
import { at, call, expectProblem, recordingKv, textGrid } from './support.ts';

const NOW = at('2026-03-14T18:30:00Z');
const appAt = () => createApp({ now: () => NOW, edgeCache: () => undefined });
const app = appAt();
const SECRET = 'correct horse battery staple, 2026';
const ROTATED = 'a new secret after a leak';
const VARIANTS: readonly Variant[] = ['classic', 'arrow', 'killer'];
const DailyResponse = ROUTES.daily.responses[200].schema;
const PuzzleResponse = ROUTES.puzzles.responses[200].schema;

const withSecret = (secret: string | undefined) => ({ bindings: { DAILY_SECRET: secret } });

/** What tells two puzzles of one kind apart: the givens, and the arrows or cages. */
const identity = (p: { puzzle: unknown; arrows?: unknown; cages?: unknown }) =>
  JSON.stringify([p.puzzle, p.arrows ?? null, p.cages ?? null]);

async function dailyBody(path: string, secret: string | undefined, on = app) {
  const res = await call(on, path, withSecret(secret));
  expect(res.status).toBe(200);
  return { res, body: z.parse(DailyResponse, await res.json()) };
}

describe('GET /api/v1/daily with DAILY_SECRET', () => {
  it.each(VARIANTS)(
    '%s: the secret day, named by its public seed, offline: false, not the engine day',
    async (variant) => {
      const q = `date=2026-03-10&level=hard&variant=${variant}&include=solution`;
      const { res, body } = await dailyBody(`/api/v1/daily?${q}`, SECRET);
      const expected = await secretDay(SECRET, '2026-03-10', 'hard', variant);
      expect(body).toEqual({ date: '2026-03-10', ...expected, offline: false });
      expect(identity(body)).not.toBe(identity(unwrap(daily('2026-03-10', 'hard', variant))));
      const solution = textGrid(body.solution);
      expect(isValidSolution(digits(textGrid(body.puzzle)), digits(solution))).toBe(true);
      // A day for a dated day (the secret may be rotated), not a year.
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    },
  );

  it('differs from the engine day at every level', async () => {
    for (const level of ['easy', 'medium', 'hard', 'expert'] as const) {
      const { body } = await dailyBody(`/api/v1/daily?date=2026-03-11&level=${level}`, SECRET);
      expect(body.puzzle).not.toBe(unwrap(daily('2026-03-11', level)).puzzle);
      expect(body.puzzle).toBe((await secretDay(SECRET, '2026-03-11', level, 'classic')).puzzle);
    }
  });

  it("today's (no date) is cached until the next UTC midnight, as without a secret", async () => {
    const { res, body } = await dailyBody('/api/v1/daily?level=easy', SECRET);
    expect(body.date).toBe('2026-03-14');
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${5.5 * 3600}`);
  });

  it('is the same day on every request and from every isolate', async () => {
    const texts = await Promise.all(
      [app, appAt(), appAt()].map(async (on) =>
        (await call(on, '/api/v1/daily?date=2026-03-12&level=expert', withSecret(SECRET))).text(),
      ),
    );
    expect(new Set(texts).size).toBe(1);
  });

  it('never shows the seed it draws from, in any form', async () => {
    const drawn = await drawnFrom(SECRET, '2026-03-13', 'medium');
    const mac = drawn.split(':').at(-1) ?? '';
    const paths = [
      '/api/v1/daily?date=2026-03-13&include=solution',
      '/api/v1/daily?date=2026-03-13&format=rows',
      '/api/v1/puzzles?seed=daily:2026-03-13:medium&include=solution',
      '/api/v1/daily.svg?date=2026-03-13&caption=true',
      '/api/v1/puzzles.svg?seed=daily:2026-03-13:medium&caption=true',
      '/api/v1/daily/archive?from=2026-03-13&to=2026-03-13',
    ];
    for (const path of paths) {
      const res = await call(app, path, withSecret(SECRET));
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toContain(mac);
      expect(text).not.toContain(SECRET);
    }
  });

  it('keeps the daily rules: a day not out is a 400, its solution before its end a 403', async () => {
    const ahead = await call(app, '/api/v1/daily?date=2026-03-16', withSecret(SECRET));
    expect((await expectProblem(ahead, 400, 'invalid_date')).detail).toContain(
      'the latest out now is 2026-03-15',
    );
    const early = await call(
      app,
      '/api/v1/daily?date=2026-03-15&include=solution',
      withSecret(SECRET),
    );
    await expectProblem(early, 403, 'solution_unavailable');
    expect(early.headers.get('retry-after')).toBe(String(41.5 * 3600));
  });
});

describe('the daily: seed with DAILY_SECRET', () => {
  it.each(VARIANTS)(
    '%s: /api/v1/puzzles?seed=daily:... is the secret day, under the same rules',
    async (variant) => {
      const seed = 'daily:2026-03-15:hard';
      const q = `seed=${seed}&level=hard&variant=${variant}`;
      const res = await call(app, `/api/v1/puzzles?${q}`, withSecret(SECRET));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
      const { solution: _, ...expected } = await secretDay(SECRET, '2026-03-15', 'hard', variant);
      expect(z.parse(PuzzleResponse, await res.json())).toEqual({ ...expected, offline: false });

      const solved = await call(app, `/api/v1/puzzles?${q}&include=solution`, withSecret(SECRET));
      await expectProblem(solved, 403, 'solution_unavailable');
      const ahead = await call(
        app,
        `/api/v1/puzzles?seed=daily:2026-03-19:hard&level=hard&variant=${variant}`,
        withSecret(SECRET),
      );
      await expectProblem(ahead, 400, 'invalid_date');
    },
  );

  it('the seed the secret draws from is itself refused (it begins with daily:)', async () => {
    const drawn = await drawnFrom(SECRET, '2026-03-19', 'hard');
    const res = await call(
      app,
      `/api/v1/puzzles?${new URLSearchParams({ seed: drawn, level: 'hard' })}`,
      withSecret(SECRET),
    );
    await expectProblem(res, 400, 'invalid_request');
  });

  it('the SVG images draw the secret day', async () => {
    const { puzzle } = await secretDay(SECRET, '2026-03-14', 'medium', 'classic');
    for (const path of [
      '/api/v1/daily.svg?date=2026-03-14',
      '/api/v1/puzzles.svg?seed=daily:2026-03-14:medium',
    ]) {
      const res = await call(app, path, withSecret(SECRET));
      expect(res.status).toBe(200);
      const root = parseXml(await res.text());
      const givens = elementsNamed(root, 'g').find((g) => g.attributes.class === 'givens');
      expect(givens ? elementsNamed(givens, 'text').map(textOf).join('') : '').toBe(
        puzzle.replaceAll('.', ''),
      );
    }
  });

  it('the PDF sheets of days print the secret days: one sheet per secret', async () => {
    const sheet = async (secret: string | undefined, on = app) => {
      const res = await call(
        on,
        '/api/v1/print.pdf?daily=2026-03-08..2026-03-09&level=easy',
        withSecret(secret),
      );
      expect(res.status).toBe(200);
      return new Uint8Array(await res.arrayBuffer()).join(',');
    };
    const [plain, secret, again, rotated] = [
      await sheet(undefined),
      await sheet(SECRET),
      await sheet(SECRET, appAt()),
      await sheet(ROTATED),
    ];
    expect(secret).toBe(again);
    expect(new Set([plain, secret, rotated]).size).toBe(3);
  });
});

describe('cache keys carry the secret', () => {
  it('a secret day is stored under a key of its own, with the id of the secret', async () => {
    const kv = recordingKv();
    const fresh = appAt();
    await call(fresh, '/api/v1/daily?date=2026-03-05&level=hard&variant=killer', {
      bindings: { PUZZLES: kv.ns, DAILY_SECRET: SECRET },
    });
    await call(fresh, '/api/v1/daily?date=2026-03-05&level=hard&variant=killer', {
      bindings: { PUZZLES: kv.ns, DAILY_SECRET: ROTATED },
    });
    const written = kv.puts.map((p) => p.key);
    const shape = new RegExp(
      `^daily-secret:${ENGINE_VERSION}:([0-9a-f]{12}):killer:2026-03-05:hard$`,
    );
    expect(written).toHaveLength(2);
    const ids = written.map((key) => shape.exec(key)?.[1]);
    expect(ids.every((id) => id !== undefined)).toBe(true);
    expect(ids[0]).not.toBe(ids[1]);
    // Never the public day's key, and the stored puzzle is named by its public seed.
    expect(await env.PUZZLES.get(`daily:${ENGINE_VERSION}:killer:2026-03-05:hard`)).toBeNull();
    expect(JSON.parse(kv.puts[0].value)).toMatchObject({ seed: 'daily:2026-03-05:hard' });
  });

  it('rotating the secret in a running isolate serves the new secret days at once', async () => {
    const path = '/api/v1/daily?date=2026-03-06&level=medium';
    const same = appAt();
    const seen = [];
    for (const secret of [SECRET, ROTATED, SECRET, undefined]) {
      seen.push((await dailyBody(path, secret, same)).body);
    }
    const [a, b, a2, none] = seen;
    expect(a.puzzle).toBe((await secretDay(SECRET, '2026-03-06', 'medium', 'classic')).puzzle);
    expect(b.puzzle).toBe((await secretDay(ROTATED, '2026-03-06', 'medium', 'classic')).puzzle);
    expect(a2).toEqual(a);
    expect(none).toEqual({
      date: '2026-03-06',
      ...(({ solution: _, ...p }) => p)(unwrap(daily('2026-03-06', 'medium'))),
      offline: true,
    });
    expect(new Set([a.puzzle, b.puzzle, none.puzzle]).size).toBe(3);
  });
});

describe('without a secret', () => {
  it.each([undefined, ''])(
    'DAILY_SECRET %j: the engine day, offline: true, immutable',
    async (secret) => {
      const { res, body } = await dailyBody(
        '/api/v1/daily?date=2026-03-07&level=expert&include=solution',
        secret,
      );
      expect(body).toEqual({
        date: '2026-03-07',
        ...unwrap(daily('2026-03-07', 'expert')),
        offline: true,
      });
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    },
  );
});
