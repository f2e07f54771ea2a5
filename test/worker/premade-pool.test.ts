// The pool of unseeded puzzles made ahead: the scheduled job fills POOL_SIZE slots of each pool
// kind (9x9 classic at every level); an unseeded request takes a puzzle from a slot (Cache-Status
// `hit; detail=pool`), names its seed as before (body, Content-Location), and empties the slot,
// which a later run refills. The seed, asked for again, gives the same puzzle. A take is a cache
// read (no compute charged) counted as one of the client's KV writes.

import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { generate, LEVELS } from '../../shared/index.ts';
import { PuzzleSchema } from '../../worker/api/puzzles/schemas.ts';
import { poolKey } from '../../worker/cache/keys.ts';
import { createApp } from '../../worker/index.ts';
import { RANDOM_SEED } from '../../worker/options.ts';
import { premake } from '../../worker/premade/premake.ts';
import { digits, isValidSolution } from '../support/rules.ts';
import { emptyPool, made, PAID, poolKeys, runScheduled, SLOW } from './premade-support.ts';
import { at, call, clientIp, fakeLimiter, textGrid } from './support.ts';

const POOL = 'sudoku-break; hit; detail=pool';
const BYPASS = 'sudoku-break; fwd=bypass; detail=generated';
const now = at('2026-04-02T09:15:00Z');
// Dailies stay out of these runs' way: no days ahead, and today's already made by the first.
const onlyPool = { ...PAID, PREMADE_DAYS_AHEAD: '0' };
const app = () => createApp({ now: () => now, edgeCache: () => undefined });

beforeEach(emptyPool);

async function unseeded(query: string, headers: Record<string, string> = {}) {
  const res = await call(app(), `/api/v1/puzzles?${query}`, { headers });
  expect(res.status).toBe(200);
  const body = z.parse(PuzzleSchema, await res.json());
  return { res, body, status: res.headers.get('cache-status') };
}

describe('the pool of unseeded puzzles', { timeout: SLOW }, () => {
  it('is filled by a run: POOL_SIZE slots of 9x9 classic at every level', async () => {
    await runScheduled(now, onlyPool);
    const expected = LEVELS.flatMap((level) =>
      Array.from({ length: 8 }, (_, slot) => poolKey({ size: 9, level, variant: 'classic' }, slot)),
    );
    expect(await poolKeys()).toEqual(expected.sort());
  });

  it('serves an unseeded request from a slot, with a seed that gives the same puzzle again', async () => {
    await runScheduled(now, onlyPool);
    const { res, body, status } = await unseeded('level=hard&include=solution');
    expect(status).toBe(POOL);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.seed).toMatch(RANDOM_SEED);
    expect(res.headers.get('content-location')).toBe(
      `/api/v1/puzzles?size=9&level=hard&variant=classic&seed=${body.seed}&include=solution`,
    );
    const engine = made(generate({ seed: body.seed, level: 'hard' }));
    expect(body).toEqual(engine);
    expect(isValidSolution(digits(textGrid(body.puzzle)), digits(textGrid(body.solution)))).toBe(
      true,
    );
    // Asked for by its seed: the same puzzle, now a seeded one (generated, stored, immutable).
    const again = await call(app(), res.headers.get('content-location') ?? '');
    expect(again.headers.get('cache-control')).toContain('immutable');
    expect(await again.json()).toEqual(body);
  });

  it('empties the slot a puzzle came from, and the next run refills it with another', async () => {
    await runScheduled(now, onlyPool);
    const before = await poolKeys();
    const { body, status } = await unseeded('level=expert');
    expect(status).toBe(POOL);
    const after = await poolKeys();
    expect(after).toHaveLength(before.length - 1);
    const [emptied] = before.filter((key) => !after.includes(key));
    expect(emptied).toMatch(/:classic:9:expert:\d$/);
    const run = await premake({ ...env, ...onlyPool }, { now });
    expect(run.made).toEqual([emptied]);
    expect(await poolKeys()).toEqual(before);
    const refilled = JSON.parse((await env.PUZZLES.get(emptied)) ?? '{}') as { seed: string };
    expect(refilled.seed).toMatch(RANDOM_SEED);
    expect(refilled.seed).not.toBe(body.seed);
  });

  it('gives one reader after another a different puzzle, until the probes find empty slots', async () => {
    await runScheduled(now, onlyPool);
    const taken = [];
    for (let i = 0; i < 12; i++) taken.push(await unseeded('level=easy'));
    const seeds = taken.map((t) => t.body.seed);
    expect(new Set(seeds).size).toBe(seeds.length);
    const fromPool = taken.filter((t) => t.status === POOL).length;
    expect(fromPool).toBeGreaterThan(0);
    expect(fromPool).toBeLessThanOrEqual(8);
    for (const t of taken) expect([POOL, BYPASS]).toContain(t.status);
    expect(await poolKeys()).toHaveLength(4 * 8 - fromPool);
  });

  it('is left alone by seeded requests, other kinds, batches and sheets', async () => {
    await runScheduled(now, onlyPool);
    const full = await poolKeys();
    for (const path of [
      '/api/v1/puzzles?seed=mine&level=hard',
      '/api/v1/puzzles?size=4',
      '/api/v1/puzzles?variant=killer&level=easy',
      '/api/v1/puzzles?size=16&level=easy',
      '/api/v1/puzzles/batch?count=2&level=easy',
      '/api/v1/print.pdf?count=1&level=easy',
    ]) {
      const res = await call(app(), path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-status'), path).not.toBe(POOL);
      await res.arrayBuffer();
    }
    expect(await poolKeys()).toEqual(full);
  });

  it('is off with POOL_SIZE=0: neither filled nor read', async () => {
    const run = await premake({ ...env, ...onlyPool, POOL_SIZE: '0' }, { now });
    expect(run.made.some((key) => key.startsWith('pool:'))).toBe(false);
    await runScheduled(now, onlyPool);
    const res = await call(app(), '/api/v1/puzzles', { bindings: { POOL_SIZE: '0' } });
    expect(res.headers.get('cache-status')).toBe(BYPASS);
    expect(await poolKeys()).toHaveLength(32);
  });
});

describe('a puzzle from the pool is a cache read', { timeout: SLOW }, () => {
  it('costs no compute, like any hit, but one of the client write allowance (its slot is emptied)', async () => {
    await runScheduled(now, onlyPool);
    const compute = fakeLimiter();
    const store = fakeLimiter();
    const res = await call(app(), '/api/v1/puzzles?level=medium', {
      headers: { 'CF-Connecting-IP': clientIp() },
      bindings: { COMPUTE_LIMITER: compute.limiter, STORE_LIMITER: store.limiter },
    });
    expect(res.headers.get('cache-status')).toBe(POOL);
    expect(compute.keys).toHaveLength(0);
    expect(store.keys).toHaveLength(1);
    expect(res.headers.get('ratelimit-policy')).toBe('"compute";q=60;w=60');
    // Generated, the same kind costs its weight: 4 units for a medium 9x9 (worker/api/budgets.ts).
    await emptyPool();
    const generated = fakeLimiter();
    const miss = await call(app(), '/api/v1/puzzles?level=medium', {
      headers: { 'CF-Connecting-IP': clientIp() },
      bindings: { COMPUTE_LIMITER: generated.limiter },
    });
    expect(miss.headers.get('cache-status')).toBe(BYPASS);
    expect(generated.keys).toHaveLength(4);
  });

  it('so a client over its quota is still served from the pool, and gets a 429 once it is empty', async () => {
    await runScheduled(now, onlyPool);
    const limiter = fakeLimiter(() => false).limiter;
    const ask = () =>
      call(app(), '/api/v1/puzzles?level=hard', {
        headers: { 'CF-Connecting-IP': clientIp() },
        bindings: { COMPUTE_LIMITER: limiter },
      });
    const served = await ask();
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-status')).toBe(POOL);
    await emptyPool();
    expect((await ask()).status).toBe(429);
  });

  it('a client whose write allowance is spent gets a generated puzzle and takes nothing', async () => {
    await runScheduled(now, onlyPool);
    const full = await poolKeys();
    const res = await call(app(), '/api/v1/puzzles?level=hard', {
      headers: { 'CF-Connecting-IP': clientIp() },
      bindings: { STORE_LIMITER: fakeLimiter(() => false).limiter },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-status')).toBe(BYPASS);
    expect(await poolKeys()).toEqual(full);
  });
});
