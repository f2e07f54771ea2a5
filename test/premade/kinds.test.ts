// The puzzles made ahead are the ones asked for: the days of every level and variant the widget
// offers (its `daily` attribute with any `variant`, its menu's levels), and pools for what an
// unseeded request asks by default (the API's query defaults) at every level.

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { LEVELS } from '../../shared/index.ts';
import { normalize, VARIANTS } from '../../widget/model/config.ts';
import { PuzzlesQuerySchema } from '../../worker/api/puzzles/schemas.ts';
import { DAILY_KINDS, DAILY_VARIANTS, isPoolKind, POOL_KINDS } from '../../worker/premade/kinds.ts';

const ctx = { today: '2026-03-14', base: 'https://news.example/', defaultApi: null };

describe('the days made ahead', () => {
  it('are the variants the widget offers a day of, at every level', () => {
    const offered = new Set(
      VARIANTS.map((variant) => normalize({ daily: '', variant }, ctx).variant),
    );
    expect([...offered].sort()).toEqual([...DAILY_VARIANTS].sort());
    const levels = new Set(LEVELS.map((level) => normalize({ daily: '', level }, ctx).level));
    expect(DAILY_KINDS).toHaveLength(DAILY_VARIANTS.length * levels.size);
    for (const variant of DAILY_VARIANTS) {
      for (const level of levels) expect(DAILY_KINDS).toContainEqual({ level, variant });
    }
  });
});

describe('the pools', () => {
  it("hold the API's default unseeded request at every level", () => {
    const defaults = z.parse(PuzzlesQuerySchema, {});
    expect(POOL_KINDS).toHaveLength(LEVELS.length);
    for (const level of LEVELS) {
      expect(isPoolKind({ size: defaults.size, variant: defaults.variant, level })).toBe(true);
    }
    expect(isPoolKind({ size: 9, variant: 'killer', level: 'easy' })).toBe(false);
    expect(isPoolKind({ size: 16, variant: 'classic', level: 'easy' })).toBe(false);
  });

  it("cover the widget's own default kind", () => {
    const { size, level, variant } = normalize({}, ctx);
    expect(isPoolKind({ size, level, variant })).toBe(true);
  });
});
