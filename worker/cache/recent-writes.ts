/**
 * Per-isolate memory of the KV keys this isolate wrote recently. KV allows one write per second
 * per key; a hot key that misses (first request after a deploy, or garbage under it) would
 * otherwise be written by every concurrent request. A key is claimed before its write starts, so
 * requests racing in the same isolate write once. Bounded: the oldest claims go first.
 */
export interface RecentWrites {
  /** True when this isolate may write `key` now (and records the claim); false if written lately. */
  claim(key: string, now: number): boolean;
}

export function createRecentWrites(
  options: { ttlMs?: number; capacity?: number } = {},
): RecentWrites {
  const ttlMs = options.ttlMs ?? 60_000;
  const capacity = options.capacity ?? 1000;
  const claimed = new Map<string, number>(); // key -> when the claim ends; insertion order = age
  return {
    claim(key, now) {
      const until = claimed.get(key);
      if (until !== undefined && until > now) return false;
      claimed.delete(key); // re-insert at the young end
      claimed.set(key, now + ttlMs);
      while (claimed.size > capacity) {
        const oldest = claimed.keys().next().value as string;
        claimed.delete(oldest);
      }
      return true;
    },
  };
}
