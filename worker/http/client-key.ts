/**
 * Who a client is, for the per-client limits (rate-limit.ts, store-allowance.ts): the address in
 * CF-Connecting-IP, with an IPv6 address cut to its /64. One IPv6 subscriber or server gets a
 * whole /64 (often more) and may pick any of its 2^64 addresses per request, so keying on the
 * full address would give each of them a quota of its own; an IPv4 address is what one client
 * has. Parsed here rather than matched, so that every way of writing an address gives one key:
 * compressed (`::`) or not, any case, leading zeros, a dotted IPv4 tail, a zone id (`%eth0`).
 * An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, a dual-stack socket's view of an IPv4
 * client) is that IPv4 client. Text that is no address (Cloudflare always sends one; only local
 * calls can send anything) is a key of its own, prefixed so that it never equals a real
 * client's.
 */

/** The four bytes of a dotted-quad IPv4 address (no leading zeros, as RFC 6943 reads it), or undefined. */
function ipv4Bytes(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  const bytes: number[] = [];
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return undefined;
    const byte = Number(part);
    if (byte > 255) return undefined;
    bytes.push(byte);
  }
  return bytes;
}

/** The eight 16-bit groups of an IPv6 address (zone id already cut), or undefined. */
function ipv6Groups(text: string): number[] | undefined {
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const groupsOf = (half: string, last: boolean): number[] | undefined => {
    if (half === '') return [];
    const words: number[] = [];
    const parts = half.split(':');
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      if (last && i === parts.length - 1 && part.includes('.')) {
        const bytes = ipv4Bytes(part);
        if (!bytes) return undefined;
        words.push((bytes[0] << 8) | bytes[1], (bytes[2] << 8) | bytes[3]);
      } else if (/^[0-9a-f]{1,4}$/i.test(part)) {
        words.push(Number.parseInt(part, 16));
      } else return undefined;
    }
    return words;
  };
  const compressed = halves.length === 2;
  const head = groupsOf(halves[0], !compressed);
  const tail = compressed ? groupsOf(halves[1], true) : [];
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  // `::` stands for at least one group of zeros; without it, all eight must be there.
  if (compressed ? missing < 1 : missing !== 0) return undefined;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}

const hex = (word: number): string => word.toString(16);

/**
 * The key a client's quotas are counted under: an IPv4 address as it is (`192.0.2.1`), an IPv6
 * address as its /64 (`2001:db8:0:7::/64`, the four groups in lowercase hex without leading
 * zeros), an IPv4-mapped one as its IPv4 address, anything else as `unparsed:<the text>`.
 */
export function clientKey(address: string): string {
  const text = address.trim();
  if (ipv4Bytes(text)) return text;
  // A zone id names the interface of a link-local address; it is not part of the address.
  const zone = text.indexOf('%');
  const groups = ipv6Groups(zone < 0 ? text : text.slice(0, zone));
  if (!groups) return `unparsed:${text}`;
  const mapped = groups.slice(0, 5).every((word) => word === 0) && groups[5] === 0xffff;
  if (mapped) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  }
  return `${groups.slice(0, 4).map(hex).join(':')}::/64`;
}
