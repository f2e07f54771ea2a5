// The Killer puzzle of the day: GET /api/v1/daily?variant=killer serves daily(date, level,
// 'killer') with its cages, the same seed as the classic day but its own puzzle and cache key,
// under the same no-spoiler rules; the classic day keeps its URL and key.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { daily, ENGINE_VERSION } from '../../shared/index.ts';
import { ROUTES } from '../../worker/contract.ts';
import { createApp } from '../../worker/index.ts';
import { cagesHold, countKillerSolutions } from '../support/killer.ts';
import { digits } from '../support/rules.ts';
import { at, call, expectProblem, textGrid } from './support.ts';

const NOW = at('2026-03-14T18:30:00Z');
const app = createApp({ now: () => NOW, edgeCache: () => undefined });
const DailyResponse = ROUTES.daily.responses[200].schema;

describe('GET /api/v1/daily?variant=killer', () => {
  it("serves today's Killer puzzle with its cages, the engine's, until midnight", async () => {
    const res = await call(app, '/api/v1/daily?variant=killer&level=easy');
    expect(res.status).toBe(200);
    const body = z.parse(DailyResponse, await res.json());
    const engine = daily('2026-03-14', 'easy', 'killer');
    if (!engine.ok) throw new Error(engine.error.message);
    const { solution, ...expected } = engine.value;
    expect(body).toEqual({ date: '2026-03-14', ...expected, offline: true });
    expect(body).toMatchObject({ variant: 'killer', seed: 'daily:2026-03-14:easy' });
    const cages = body.cages ?? [];
    expect(cagesHold(digits(solution), cages)).toBe(true);
    expect(countKillerSolutions(digits(textGrid(body.puzzle)), cages).count).toBe(1);
    expect(res.headers.get('content-location')).toBe(
      '/api/v1/daily?date=2026-03-14&level=easy&variant=killer',
    );
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${5.5 * 3600}`);
  });

  it('is not the classic puzzle of the day, and each has its own KV key', async () => {
    const killer = z.parse(
      DailyResponse,
      await (await call(app, '/api/v1/daily?date=2025-06-02&level=hard&variant=killer')).json(),
    );
    const classic = z.parse(
      DailyResponse,
      await (await call(app, '/api/v1/daily?date=2025-06-02&level=hard')).json(),
    );
    expect(classic).not.toHaveProperty('cages');
    expect(killer.puzzle).not.toBe(classic.puzzle);
    const stored = await env.PUZZLES.get(`daily:${ENGINE_VERSION}:killer:2025-06-02:hard`);
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ variant: 'killer', cages: killer.cages });
    const plain = await env.PUZZLES.get(`daily:${ENGINE_VERSION}:2025-06-02:hard`);
    expect(JSON.parse(plain ?? 'null')).toMatchObject({
      variant: 'classic',
      puzzle: classic.puzzle,
    });
  });

  it('keeps the no-spoiler rules: no solution before the day has ended everywhere', async () => {
    const res = await call(app, '/api/v1/daily?variant=killer&include=solution');
    await expectProblem(res, 403, 'solution_unavailable');
    const past = await call(app, '/api/v1/daily?date=2026-03-01&variant=killer&include=solution');
    const body = z.parse(DailyResponse, await past.json());
    expect(cagesHold(digits(textGrid(body.solution)), body.cages ?? [])).toBe(true);
  });

  it('the archive links to the Killer days with variant=killer, and the classic ones without', async () => {
    const listing = async (query: string) => {
      const res = await call(app, `/api/v1/daily/archive?from=2026-03-01&to=2026-03-02${query}`);
      const body = z.parse(ROUTES.dailyArchive.responses[200].schema, await res.json());
      return body.days.map((day) => day.puzzles.hard);
    };
    expect(await listing('&variant=killer')).toEqual([
      '/api/v1/daily?date=2026-03-02&level=hard&variant=killer',
      '/api/v1/daily?date=2026-03-01&level=hard&variant=killer',
    ]);
    expect(await listing('')).toEqual([
      '/api/v1/daily?date=2026-03-02&level=hard',
      '/api/v1/daily?date=2026-03-01&level=hard',
    ]);
  });

  it('refuses a variant it does not know', async () => {
    const problem = await expectProblem(
      await call(app, '/api/v1/daily?variant=sandwich'),
      400,
      'invalid_request',
    );
    expect(problem.issues?.[0].path).toEqual(['variant']);
  });
});
