// GET /api/v1/techniques: the technique catalogue, both languages in one body, cacheable.

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { generate, TECHNIQUE_CATALOG } from '../../shared/index.ts';
import { ROUTES } from '../../worker/contract.ts';
import { createApp } from '../../worker/index.ts';
import { unwrap } from '../support/result.ts';
import { call, postJson } from './support.ts';

const app = createApp({ edgeCache: () => undefined });
const Techniques = ROUTES.techniques.responses[200].schema;

async function catalogue() {
  const res = await call(app, '/api/v1/techniques');
  expect(res.status).toBe(200);
  return { res, body: z.parse(Techniques, await res.json()) };
}

describe('GET /api/v1/techniques', () => {
  it('lists every technique easiest first, with names and descriptions in English and Indonesian', async () => {
    const { body } = await catalogue();
    expect(body).toEqual(TECHNIQUE_CATALOG);
    expect(body.map((t) => t.rank)).toEqual(body.map((_, i) => i + 1));
    const hiddenSingle = body.find((t) => t.id === 'hidden-single');
    expect(hiddenSingle).toMatchObject({
      level: 'easy',
      name: { en: 'Hidden single', id: 'Tempat tunggal' },
    });
    expect(hiddenSingle?.description.id).toContain('baris, kolom, atau kotak');
  });

  it('includes arrow sum, for Arrow Sudoku only', async () => {
    const { body } = await catalogue();
    expect(body.find((t) => t.id === 'arrow-sum')).toMatchObject({
      variants: ['arrow'],
      name: { en: 'Arrow sum', id: 'Jumlah panah' },
    });
  });

  it('gives each technique the level a rating gets when it is the hardest one needed', async () => {
    const { body } = await catalogue();
    const levels = new Map(body.map((t) => [t.id, t.level]));
    for (const level of ['medium', 'hard'] as const) {
      const { puzzle } = unwrap(generate({ seed: `catalogue-${level}`, level }));
      const res = await call(app, '/api/v1/rate', postJson({ puzzle }));
      const rating = (await res.json()) as { level: string; hardest: string };
      expect(rating.level).toBe(level);
      expect(levels.get(rating.hardest as never)).toBe(level);
    }
  });

  it('is cacheable: a day of Cache-Control, a strong ETag and 304', async () => {
    const { res } = await catalogue();
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await call(app, '/api/v1/techniques', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
  });
});
