// What each route charges the client's compute quota (one call of the Rate Limiting binding per
// unit): every puzzle it has to generate costs the weight of its kind (worker/api/budgets.ts, the
// table the batch caps come from), wherever it is asked for; a puzzle a cache holds costs
// nothing; one request costs at most the whole quota; a kind the engine does not make costs
// nothing to refuse.

import { describe, expect, it } from 'vitest';
import { LEVELS, type Level, SIZES, type Size, type Variant } from '../../shared/index.ts';
import { batchCap, generationWeight, MAX_BATCH } from '../../worker/api/budgets.ts';
import { createApp } from '../../worker/index.ts';
import { at, call, fakeLimiter } from './support.ts';

const weight = (variant: Variant, size: Size, level: Level): number => {
  const w = generationWeight(variant, size, level);
  if (w === undefined) throw new Error(`no weight for ${variant} ${size} ${level}`);
  return w;
};

function meter(bindings: Record<string, string> = {}) {
  const { limiter, keys } = fakeLimiter();
  const app = createApp({ now: () => at('2026-03-14T18:30:00Z'), edgeCache: () => undefined });
  const ip = '203.0.113.40';
  /** The status and the units one request took. */
  return async (path: string): Promise<[status: number, units: number]> => {
    const before = keys.length;
    const res = await call(app, path, {
      headers: { 'CF-Connecting-IP': ip },
      bindings: { COMPUTE_LIMITER: limiter, ...bindings },
    });
    await res.arrayBuffer();
    return [res.status, keys.length - before];
  };
}

describe('the weights', () => {
  it('come from the batch caps: a batch at its cap costs about one full batch of the cheapest', () => {
    for (const variant of ['classic', 'arrow', 'killer'] as const) {
      for (const size of SIZES) {
        for (const level of LEVELS) {
          const cap = batchCap(variant, size, level);
          const w = generationWeight(variant, size, level);
          if (cap === undefined) {
            expect(w).toBeUndefined();
            continue;
          }
          expect(w).toBe(Math.ceil(MAX_BATCH / cap));
          expect(cap * (w ?? 0)).toBeGreaterThanOrEqual(MAX_BATCH);
          expect(cap * (w ?? 0)).toBeLessThanOrEqual(60);
        }
      }
    }
    expect([weight('classic', 9, 'easy'), weight('classic', 25, 'expert')]).toEqual([1, 50]);
  });
});

describe('what a request costs', () => {
  it('a seeded puzzle: its weight the first time, nothing once cached, in every form', async () => {
    const take = meter();
    const expert = weight('classic', 9, 'expert');
    expect(await take('/api/v1/puzzles?seed=w-1&level=expert')).toEqual([200, expert]);
    expect(await take('/api/v1/puzzles?seed=w-1&level=expert&include=solution')).toEqual([200, 0]);
    expect(await take('/api/v1/puzzles.svg?seed=w-1&level=expert')).toEqual([200, 0]);
    const arrow = weight('arrow', 9, 'expert');
    expect(await take('/api/v1/puzzles.svg?seed=w-2&variant=arrow&level=expert')).toEqual([
      200,
      arrow,
    ]);
    expect(await take('/api/v1/puzzles?seed=w-2&variant=arrow&level=expert')).toEqual([200, 0]);
  });

  it('an unseeded puzzle: its weight every time', async () => {
    const take = meter();
    const hard16 = weight('classic', 16, 'hard');
    expect(await take('/api/v1/puzzles?size=16&level=hard')).toEqual([200, hard16]);
    expect(await take('/api/v1/puzzles?size=16&level=hard')).toEqual([200, hard16]);
  });

  it('a batch: the weight of each puzzle it generates', async () => {
    const take = meter();
    const medium = weight('classic', 9, 'medium');
    expect(await take('/api/v1/puzzles?seed=w-3-2&level=medium')).toEqual([200, medium]);
    expect(await take('/api/v1/puzzles/batch?count=5&seed=w-3&level=medium')).toEqual([
      200,
      4 * medium,
    ]);
    expect(await take('/api/v1/puzzles?count=5&seed=w-3&level=medium')).toEqual([200, 0]);
  });

  it('a sheet: the weight of each puzzle it generates, seeded or of the day', async () => {
    const take = meter();
    const arrow = weight('arrow', 9, 'expert');
    const query = 'count=2&variant=arrow&level=expert&seed=w-4';
    expect(await take(`/api/v1/print.pdf?${query}`)).toEqual([200, 2 * arrow]);
    expect(await take(`/api/v1/print.pdf?${query}&include=solution`)).toEqual([200, 0]);
    const hard = weight('classic', 9, 'hard');
    expect(await take('/api/v1/daily?date=2026-03-02&level=hard')).toEqual([200, hard]);
    expect(await take('/api/v1/print.pdf?daily=2026-03-01..2026-03-03&level=hard')).toEqual([
      200,
      2 * hard,
    ]);
  });

  it('a day: its weight when no cache holds it, in JSON or as an image', async () => {
    const take = meter();
    const killer = weight('killer', 9, 'hard');
    expect(await take('/api/v1/daily.svg?date=2026-03-05&variant=killer&level=hard')).toEqual([
      200,
      killer,
    ]);
    expect(await take('/api/v1/daily?date=2026-03-05&variant=killer&level=hard')).toEqual([200, 0]);
  });

  it('at most the whole quota, so that the costliest kind is within reach', async () => {
    const take = meter({ COMPUTE_LIMIT: '20', COMPUTE_PERIOD: '60' });
    expect(weight('classic', 25, 'expert')).toBeGreaterThan(20);
    expect(await take('/api/v1/puzzles?seed=w-5&size=25&level=expert')).toEqual([200, 20]);
  });

  it('nothing to refuse a kind the engine does not make, or a request the schema refuses', async () => {
    const take = meter();
    expect(await take('/api/v1/puzzles?seed=w-6&variant=arrow&size=16')).toEqual([400, 0]);
    expect(await take('/api/v1/puzzles.svg?seed=w-6&variant=killer&size=6')).toEqual([400, 0]);
    expect(await take('/api/v1/print.pdf?seed=w-6&variant=arrow&size=4')).toEqual([400, 0]);
    expect(await take('/api/v1/print.pdf?seed=w-6&count=13')).toEqual([400, 0]);
  });
});
