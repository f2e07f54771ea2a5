/**
 * The fastest cache tier: a small map in the isolate's memory, in front of the edge cache and
 * KV. Puzzles are immutable per key, so a hot key (the puzzle of the day above all) is served
 * without any I/O for as long as the isolate lives. Bounded by entry count, oldest out first;
 * each entry expires like its copies in the other tiers.
 */
import type { CacheTier } from './tier.ts';

export function createMemoryTier(options: { capacity: number; now: () => number }): CacheTier {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  return {
    name: 'memory',
    async read(key, _schema, accept) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= options.now()) {
        entries.delete(key);
        return undefined;
      }
      // Stored values were checked on their way in; `accept` guards against a key reused oddly.
      const value = entry.value as Parameters<NonNullable<typeof accept>>[0];
      return accept && !accept(value) ? undefined : value;
    },
    write(key, value, expiresAt) {
      if (options.capacity <= 0) return;
      entries.delete(key);
      entries.set(key, { value, expiresAt });
      while (entries.size > options.capacity) {
        entries.delete(entries.keys().next().value as string);
      }
    },
  };
}
