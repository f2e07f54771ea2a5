// wrangler.toml states the compute rate limit twice: in [[ratelimits]] (what the binding
// enforces) and in [vars] (what the Worker advertises in RateLimit-Policy and Retry-After, since
// the binding cannot be asked). This keeps the two equal, read by wrangler's own config reader.

import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';

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

  it('sets PROBLEM_BASE to an https URL', () => {
    expect(new URL(String(config.vars.PROBLEM_BASE)).protocol).toBe('https:');
  });
});
