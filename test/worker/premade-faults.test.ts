// KV is a cache, never the only copy, for the puzzles made ahead too. An empty pool, slots
// holding garbage (not JSON, another kind, a seed no random draw makes, a future day's puzzle)
// and a failing KV all give the reader a generated puzzle; garbage is emptied for the next run.
// The scheduled job logs every failure (KV reads, the list, writes, the engine) and never
// throws out of its handler.

import { env } from 'cloudflare:workers';
import type { KVNamespace } from '@cloudflare/workers-types';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import * as z from 'zod/mini';
import { daily, generate, LEVELS } from '../../shared/index.ts';
import { PuzzleSchema } from '../../worker/api/puzzles/schemas.ts';
import { dailyKey, poolKey } from '../../worker/cache/keys.ts';
import { createApp } from '../../worker/index.ts';
import { premake } from '../../worker/premade/premake.ts';
import { emptyPool, made, PAID, poolKeys, runScheduled, SLOW } from './premade-support.ts';
import { at, call, fakeKv } from './support.ts';

const BYPASS = 'sudoku-break; fwd=bypass; detail=generated';
const now = at('2026-06-10T20:00:00Z');
const app = () => createApp({ now: () => now, edgeCache: () => undefined });
const hard = { size: 9, level: 'hard', variant: 'classic' } as const;

let errors: MockInstance<typeof console.error>;
beforeEach(async () => {
  await emptyPool();
  errors = vi.spyOn(console, 'error');
});
afterEach(() => errors.mockRestore());

const logged = (text: string): boolean =>
  errors.mock.calls.some((args) => args.map(String).join(' ').includes(text));

async function unseededHard(bindings: Partial<Cloudflare.Env> = {}) {
  const res = await call(app(), '/api/v1/puzzles?level=hard&include=solution', { bindings });
  expect(res.status).toBe(200);
  const body = z.parse(PuzzleSchema, await res.json());
  // Whatever the pool held, the reader gets the puzzle the engine makes from the seed it names.
  expect(body).toEqual(made(generate({ seed: body.seed, level: 'hard' })));
  return { body, status: res.headers.get('cache-status') };
}

describe('a reader of an unseeded puzzle', { timeout: SLOW }, () => {
  it('gets a generated one from an empty pool', async () => {
    expect((await unseededHard()).status).toBe(BYPASS);
  });

  const future = made(daily('2026-06-12', 'hard'));
  const medium = made(generate({ seed: 'abcdefghijkl', level: 'medium' }));
  const GARBAGE: [string, string][] = [
    ['text that is not JSON', '{"seed": "abc'],
    ['JSON that is not a puzzle', '{"puzzle": 42}'],
    ['a puzzle of another level', JSON.stringify(medium)],
    ['a puzzle with a seed no random draw makes', JSON.stringify({ ...future, seed: 'mine' })],
    ['a day not out yet', JSON.stringify(future)],
    ['another engine version', JSON.stringify({ ...future, engineVersion: '0.0.1' })],
  ];

  it.each(GARBAGE)('never gets %s from a slot, and the slot is emptied', async (_, text) => {
    const keys = Array.from({ length: 8 }, (_, slot) => poolKey(hard, slot));
    await Promise.all(keys.map((key) => env.PUZZLES.put(key, text)));
    const { body, status } = await unseededHard();
    expect(status).toBe(BYPASS);
    expect(body.puzzle).not.toBe(future.puzzle);
    // Both probed slots were emptied, so that the next run refills them.
    expect(await poolKeys()).toHaveLength(6);
    expect(logged('pool: pool:')).toBe(true);
  });

  it('gets a generated one when KV fails, whatever the failure', async () => {
    const failures: Record<string, KVNamespace> = {
      'reads throw': fakeKv({
        get: () => {
          throw new Error('boom');
        },
      }),
      'reads reject': fakeKv({ get: async () => Promise.reject(new Error('KV GET failed: 500')) }),
      'deletes fail': fakeKv({
        get: async () => JSON.stringify(made(generate({ seed: 'zyxwvutsrqpo', level: 'hard' }))),
        delete: async () => Promise.reject(new Error('KV DELETE failed: 500')),
      }),
    };
    for (const [what, PUZZLES] of Object.entries(failures)) {
      const { status } = await unseededHard({ PUZZLES });
      if (what === 'deletes fail') {
        // The puzzle was read: it is served, and the failed delete logged (it may be served again).
        expect(status, what).toBe('sudoku-break; hit; detail=pool');
        expect(logged('pool: delete of pool:'), what).toBe(true);
      } else {
        expect(status, what).toBe(BYPASS);
        expect(logged('kv: read of pool:'), what).toBe(true);
      }
    }
  });
});

describe('the scheduled job, when KV fails', { timeout: SLOW }, () => {
  const quick = { ...PAID, PREMADE_DAYS_AHEAD: '0', POOL_SIZE: '1' };

  it('logs failed writes, reports them and returns', async () => {
    const PUZZLES = fakeKv({
      get: async () => null,
      list: async () => ({ keys: [], list_complete: true, cacheStatus: null }),
      put: async () => Promise.reject(new Error('KV PUT failed: 429 Too Many Requests')),
    });
    const run = await premake({ ...env, ...quick, PUZZLES }, { now });
    expect(run.made).toEqual([]);
    expect(run.failed).toHaveLength(2 * LEVELS.length + LEVELS.length);
    expect(logged('kv: write of daily:')).toBe(true);
    expect(logged('kv: write of pool:')).toBe(true);
    // Through the handler: it resolves.
    await expect(runScheduled(now, { ...quick, PUZZLES })).resolves.toBeUndefined();
  });

  it('still makes the days when the pool cannot be listed', async () => {
    const PUZZLES = fakeKv({
      get: (key: string) => env.PUZZLES.get(key),
      put: (key: string, value: string, options: object) => env.PUZZLES.put(key, value, options),
      list: () => {
        throw new Error('KV LIST failed: 1,000 lists a day');
      },
    });
    const run = await premake({ ...env, ...quick, PUZZLES }, { now });
    expect(run.made).toContain(dailyKey('2026-06-10', 'expert', 'killer'));
    expect(run.made.some((key) => key.startsWith('pool:'))).toBe(false);
    expect(logged('premade: listing the pool failed')).toBe(true);
    expect(await poolKeys()).toEqual([]);
  });

  it('makes again a day whose read fails or whose key holds garbage', async () => {
    const key = dailyKey('2026-06-10', 'easy');
    await env.PUZZLES.put(key, JSON.stringify(made(daily('2026-06-09', 'easy'))));
    const run = await premake({ ...env, ...quick, POOL_SIZE: '0' }, { now });
    expect(run.made).toContain(key);
    expect(JSON.parse((await env.PUZZLES.get(key)) ?? '')).toEqual(
      made(daily('2026-06-10', 'easy')),
    );
    const unreadable = fakeKv({
      get: async () => Promise.reject(new Error('KV GET failed')),
      put: async () => {},
    });
    const again = await premake({ ...env, ...quick, POOL_SIZE: '0', PUZZLES: unreadable }, { now });
    expect(again.made).toHaveLength(2 * LEVELS.length);
  });

  it('never throws out of the handler, whatever the bindings', async () => {
    const broken = new Proxy(
      {},
      {
        get() {
          throw new Error('no such namespace');
        },
      },
    ) as KVNamespace;
    for (const bindings of [
      { PUZZLES: broken },
      { PUZZLES: undefined as unknown as KVNamespace },
      { POOL_SIZE: 'lots', PREMADE_DAYS_AHEAD: '-1', PREMADE_CPU_MS: '0' },
    ]) {
      await expect(runScheduled(now, bindings)).resolves.toBeUndefined();
    }
    expect(logged('premade: no PUZZLES namespace is bound')).toBe(true);
  });
});
