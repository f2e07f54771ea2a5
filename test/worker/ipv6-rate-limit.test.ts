// The compute limiter counts an IPv6 client by its /64 (with the emulated Rate Limiting binding):
// one subscriber may pick any of its 2^64 addresses per request, so 65 addresses of one /64 are
// one client over a quota of 60, while the next /64 is another client. An IPv4-mapped address is
// counted as the IPv4 client it is.

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/index.ts';
import { call, expectProblem, fakeLimiter, postJson, startOfWindow } from './support.ts';

const LIMIT = Number(env.COMPUTE_LIMIT);
const PERIOD = Number(env.COMPUTE_PERIOD);
const app = createApp({ edgeCache: () => undefined });
const SMALL = '1...' + '..2.' + '.3..' + '...4';

const check = (ip: string, bindings?: Partial<Cloudflare.Env>) =>
  call(app, '/api/v1/check', {
    ...postJson({ puzzle: SMALL }),
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
    bindings,
  });

/** A /64 of the documentation range of its own for this run. */
const prefix = () => {
  const [a, b] = Array.from(crypto.getRandomValues(new Uint16Array(2)), (w) => w.toString(16));
  return `2001:db8:${a}:${b}`;
};

describe('the limiter and IPv6 clients', () => {
  it(
    'counts 65 addresses of one /64 as one client: 60 answers, then 429s',
    async () => {
      await startOfWindow(PERIOD);
      const net = prefix();
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT + 4; i++) {
        // A new address each time, written as a client would: compressed, in full, upper case.
        const host = (i * 997 + 1).toString(16);
        const forms = [`${net}::${host}`, `${net}:0:0:0:${host}`, `${net}::${host}`.toUpperCase()];
        statuses.push((await check(forms[i % 3])).status);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
      expect(statuses.slice(LIMIT)).toEqual([429, 429, 429, 429, 429]);
      await expectProblem(await check(`${net}::ffff:1`), 429, 'rate_limited');
      // The next /64 is another client.
      expect((await check(`${prefix()}::1`)).status).toBe(200);
    },
    PERIOD * 1000 + 30_000,
  );

  it('keys the limiter on the /64, and an IPv4-mapped address on its IPv4 address', async () => {
    const { limiter, keys } = fakeLimiter();
    const bindings = { COMPUTE_LIMITER: limiter };
    for (const ip of ['2001:db8:5:6::1', '2001:DB8:5:6:ffff::2', '::ffff:192.0.2.9', '192.0.2.9']) {
      expect((await check(ip, bindings)).status).toBe(200);
    }
    expect(keys).toEqual(['2001:db8:5:6::/64', '2001:db8:5:6::/64', '192.0.2.9', '192.0.2.9']);
  });
});
