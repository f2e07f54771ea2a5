// wrangler.toml states the compute rate limit twice: in [[ratelimits]] (what the binding
// enforces) and in [vars] (what the Worker advertises in RateLimit-Policy and Retry-After, since
// the binding cannot be asked). This keeps the two equal, read by wrangler's own config reader;
// likewise the players' limits with worker/players/limits.ts, and the players' bindings with what
// the Worker expects (the D1 migrations folder, the Durable Object class it exports), and no
// player secret in [vars].

import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { PLAYER_POLICIES } from '../../worker/players/limits.ts';

interface RateLimitConfig {
  name: string;
  simple: { limit: number; period: number };
}

describe('wrangler.toml', () => {
  const config = unstable_readConfig({
    config: new URL('../../wrangler.toml', import.meta.url).pathname,
  });

  it('advertises the rate limit it enforces', () => {
    const ratelimits = config.ratelimits as RateLimitConfig[];
    const limiter = ratelimits.find((r) => r.name === 'COMPUTE_LIMITER');
    expect(limiter?.simple).toBeDefined();
    expect({
      limit: String(limiter?.simple.limit),
      period: String(limiter?.simple.period),
    }).toEqual({ limit: config.vars.COMPUTE_LIMIT, period: config.vars.COMPUTE_PERIOD });
    expect([10, 60]).toContain(limiter?.simple.period);
  });

  it('enforces the players limits the Worker advertises', () => {
    const ratelimits = config.ratelimits as RateLimitConfig[];
    for (const [name, policy] of Object.entries(PLAYER_POLICIES)) {
      const limiter = ratelimits.find((r) => r.name === name);
      expect(limiter?.simple, name).toEqual({ limit: policy.limit, period: policy.period });
    }
    const ids = ratelimits.map((r) => (r as { namespace_id?: string }).namespace_id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('binds the players D1 database with its migrations, and the daily stats objects as SQLite classes', () => {
    expect(config.d1_databases).toEqual([
      expect.objectContaining({ binding: 'PLAYERS_DB', migrations_dir: 'migrations' }),
    ]);
    expect(config.durable_objects.bindings).toEqual([
      expect.objectContaining({ name: 'DAILY_STATS', class_name: 'DailyStats' }),
    ]);
    expect(config.migrations).toEqual([
      expect.objectContaining({ tag: 'v1', new_sqlite_classes: ['DailyStats'] }),
    ]);
  });

  it('keeps the player secrets out of [vars]: they are Worker secrets', () => {
    expect(Object.keys(config.vars)).not.toContain('PLAYER_SIGNING_KEY');
    expect(Object.keys(config.vars)).not.toContain('PLAYER_SECRET');
  });

  it('sets PROBLEM_BASE to an https URL', () => {
    expect(new URL(String(config.vars.PROBLEM_BASE)).protocol).toBe('https:');
  });
});
