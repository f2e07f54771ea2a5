// The key a client's quotas are counted under (worker/http/client-key.ts): an IPv4 address as
// it is, an IPv6 address as its /64 however it is written, an IPv4-mapped IPv6 address as the
// IPv4 client it is, and anything else as a key of its own. Checked against the URL parser's
// canonical form of each address (WHATWG's IPv6 parser, an independent implementation).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientKey } from '../../worker/http/client-key.ts';

/** The eight groups of an address in the URL parser's canonical form (lowercase, one `::`). */
function groupsOf(address: string): number[] {
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head, tail] = canonical.split('::');
  const words = (text: string | undefined) =>
    text ? text.split(':').map((w) => Number.parseInt(w, 16)) : [];
  const [h, t] = [words(head), words(tail)];
  return tail === undefined ? h : [...h, ...Array(8 - h.length - t.length).fill(0), ...t];
}

const isMapped = (g: number[]) => g.slice(0, 5).every((w) => w === 0) && g[5] === 0xffff;

/** What the key must be, from the canonical groups. */
function expectedKey(address: string): string {
  const g = groupsOf(address);
  if (isMapped(g)) return [g[6] >> 8, g[6] & 255, g[7] >> 8, g[7] & 255].join('.');
  return `${g
    .slice(0, 4)
    .map((w) => w.toString(16))
    .join(':')}::/64`;
}

const groups = fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 });

/** Ways to write the same eight groups: full with leading zeros, shortest, `::` at a run of zeros, upper case, an IPv4 tail. */
const writings = (g: number[]): string[] => {
  const full = g.map((w) => w.toString(16).padStart(4, '0')).join(':');
  const short = g.map((w) => w.toString(16)).join(':');
  const forms = [full, short, short.toUpperCase()];
  // Compress every run of zero groups in turn.
  for (let start = 0; start < 8; start++) {
    if (g[start] !== 0) continue;
    let end = start;
    while (end < 8 && g[end] === 0) end++;
    const head = g.slice(0, start).map((w) => w.toString(16));
    const tail = g.slice(end).map((w) => w.toString(16));
    forms.push(`${head.join(':')}::${tail.join(':')}`);
  }
  const dotted = [g[6] >> 8, g[6] & 255, g[7] >> 8, g[7] & 255].join('.');
  forms.push(
    `${g
      .slice(0, 6)
      .map((w) => w.toString(16))
      .join(':')}:${dotted}`,
  );
  return forms;
};

/** Text near the grammar of addresses: most of it is not one. */
const nearAddress = fc.string({
  unit: fc.constantFrom(...'0123456789abcdefABCDEFg:::...% '.split('')),
  maxLength: 45,
});

describe('clientKey', () => {
  it('keys an IPv4 address on itself', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(clientKey(ip)).toBe(ip);
      }),
    );
  });

  it('keys every way of writing an IPv6 address on its /64', () => {
    fc.assert(
      fc.property(groups, fc.constantFrom('', '%eth0', '%25', '%1'), (g, zone) => {
        const key = expectedKey(g.map((w) => w.toString(16)).join(':'));
        for (const form of writings(g)) expect(clientKey(`${form}${zone}`), form).toBe(key);
      }),
    );
  });

  it('agrees with the URL parser on fast-check’s IPv6 addresses', () => {
    fc.assert(
      fc.property(fc.ipV6(), (ip) => {
        expect(clientKey(ip)).toBe(expectedKey(ip));
      }),
    );
  });

  it('gives two addresses one key exactly when their first 64 bits are equal', () => {
    fc.assert(
      fc.property(groups, groups, (a, b) => {
        const [ka, kb] = [a, b].map((g) => clientKey(g.map((w) => w.toString(16)).join(':')));
        const mapped = isMapped(a) || isMapped(b);
        if (!mapped) expect(ka === kb).toBe(a.slice(0, 4).join() === b.slice(0, 4).join());
      }),
    );
    // 65 addresses of one /64 are one client; the next /64 is another.
    const keys = new Set(
      Array.from({ length: 65 }, (_, i) => clientKey(`2001:db8:1:2::${i.toString(16)}`)),
    );
    expect([...keys]).toEqual(['2001:db8:1:2::/64']);
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('keys an IPv4-mapped IPv6 address on the IPv4 address', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        const [a, b, c, d] = ip.split('.').map(Number);
        const hex = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
        for (const form of [
          `::ffff:${ip}`,
          `::FFFF:${ip}`,
          `::ffff:${hex}`,
          `0:0:0:0:0:ffff:${ip}`,
        ]) {
          expect(clientKey(form), form).toBe(ip);
        }
      }),
    );
  });

  it('keys text that is no address on itself, apart from every real client, and never throws', () => {
    for (const text of [
      ':::',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7',
      '12345::1',
      'g::1',
      '::ffff:1.2.3.256',
      '01.2.3.4',
      '1.2.3',
      '1:2:3:4:5:6:1.2.3.4:8',
      '2001:db8:0:0::/64',
      '',
    ]) {
      expect(clientKey(text), text).toBe(`unparsed:${text}`);
    }
    fc.assert(
      fc.property(fc.oneof(nearAddress, fc.string({ maxLength: 40 })), (text) => {
        const key = clientKey(text);
        expect(typeof key).toBe('string');
        // A zone id is cut before parsing; the URL parser takes none.
        if (text.includes('%')) return;
        let parsed = true;
        try {
          groupsOf(text.trim());
        } catch {
          parsed = /^\d+\.\d+\.\d+\.\d+$/.test(text.trim());
        }
        if (!parsed) expect(key).toBe(`unparsed:${text.trim()}`);
      }),
    );
  });
});
