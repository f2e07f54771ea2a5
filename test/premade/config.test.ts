// What the scheduled job makes ahead comes from [vars]: whole numbers in range, else the default
// (logged when a value was given), so that a typo in wrangler.toml never stops the job or the
// pool. wrangler.toml's own values are the defaults.

import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { PREMADE_DEFAULTS, premadeConfig } from '../../worker/premade/config.ts';

let warnings: MockInstance<typeof console.warn>;
beforeEach(() => {
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warnings.mockRestore());

describe('premadeConfig', () => {
  it('takes the defaults when nothing is set, silently', () => {
    expect(premadeConfig({})).toEqual(PREMADE_DEFAULTS);
    expect(premadeConfig(undefined)).toEqual(PREMADE_DEFAULTS);
    expect(warnings).not.toHaveBeenCalled();
  });

  it('reads whole numbers in range, the bounds included', () => {
    expect(
      premadeConfig({ PREMADE_DAYS_AHEAD: '0', POOL_SIZE: '100', PREMADE_CPU_MS: '300000' }),
    ).toEqual({ daysAhead: 0, poolSize: 100, cpuMs: 300_000 });
    expect(premadeConfig({ PREMADE_DAYS_AHEAD: '7', POOL_SIZE: '0', PREMADE_CPU_MS: '1' })).toEqual(
      { daysAhead: 7, poolSize: 0, cpuMs: 1 },
    );
  });

  it.each([
    ['PREMADE_DAYS_AHEAD', '8'],
    ['PREMADE_DAYS_AHEAD', '-1'],
    ['POOL_SIZE', '101'],
    ['POOL_SIZE', 'eight'],
    ['POOL_SIZE', '8.5'],
    ['POOL_SIZE', ' 8'],
    ['POOL_SIZE', ''],
    ['PREMADE_CPU_MS', '0'],
    ['PREMADE_CPU_MS', '300001'],
    ['PREMADE_CPU_MS', '1e3'],
    ['PREMADE_CPU_MS', '9999999999'],
  ])('%s=%j is the default, and says so', (name, value) => {
    expect(premadeConfig({ [name]: value })).toEqual(PREMADE_DEFAULTS);
    expect(warnings).toHaveBeenCalledOnce();
    expect(String(warnings.mock.calls[0][0])).toContain(`${name}=${JSON.stringify(value)}`);
  });

  it('holds wrangler.toml to the defaults, with a cron that runs the job', () => {
    const config = unstable_readConfig({
      config: new URL('../../wrangler.toml', import.meta.url).pathname,
    });
    const vars = config.vars as Record<string, string>;
    expect(premadeConfig(vars)).toEqual(PREMADE_DEFAULTS);
    expect(warnings).not.toHaveBeenCalled();
    expect(config.triggers.crons).toEqual(['*/30 * * * *']);
  });
});
