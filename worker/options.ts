/**
 * What the app depends on besides its bindings, injectable through `createApp(options)`: the
 * clock (the daily puzzle and cache lifetimes depend on it), the engine's work budgets, cache
 * timeouts, the in-memory and edge caches and the per-isolate write memo. Production uses the defaults; tests
 * pin the clock, shrink the budget or hand in a faulty cache.
 */
import type { EdgeCache } from './cache/edge.ts';
import { createMemoryTier } from './cache/memory.ts';
import { createRecentWrites, type RecentWrites } from './cache/recent-writes.ts';
import type { CacheTier } from './cache/tier.ts';

export interface AppOptions {
  /** Milliseconds since the epoch. */
  readonly now?: () => number;
  /** Node budget for every engine search a request runs (solve, check, and the uniqueness check
   * before hint and rate); by default the engine's per-size budget, which ends any search within
   * about 100 ms of CPU. */
  readonly budget?: number;
  /** Cap on the logic work of every hint and rating (work units); by default the per-size caps of
   * api/budgets.ts, which end any hint or rating within about 100 ms of CPU. */
  readonly logicBudget?: number;
  /** Cache reads slower than this count as misses. */
  readonly cacheTimeoutMs?: number;
  /** Puzzles kept in the isolate's memory (0: none). */
  readonly memoryEntries?: number;
  /** The edge cache, or undefined for none. Default: `caches.default` when the runtime has it. */
  readonly edgeCache?: () => EdgeCache | undefined;
  readonly recentWrites?: RecentWrites;
  /** Picks the seed of an unseeded puzzle request. */
  readonly randomSeed?: () => string;
}

export type Deps = {
  readonly [K in Exclude<keyof AppOptions, 'budget' | 'logicBudget'>]-?: NonNullable<AppOptions[K]>;
} & {
  readonly budget: number | undefined;
  readonly logicBudget: number | undefined;
  /** This app's (this isolate's) in-memory cache tier. */
  readonly memory: CacheTier;
};

const SEED_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** What `randomSeed` makes, and nothing else can be taken for one (a day's seed has colons). */
export const RANDOM_SEED = /^[0-9a-z]{12}$/;

/** 12 characters from a CSPRNG: about 62 bits, so two players practically never share one. */
export function randomSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => SEED_ALPHABET[b % SEED_ALPHABET.length]).join('');
}

const defaultEdgeCache = (): EdgeCache | undefined =>
  (globalThis as { caches?: { default?: EdgeCache } }).caches?.default;

export function resolveOptions(options: AppOptions = {}): Deps {
  const now = options.now ?? Date.now;
  // A few hundred puzzles are well under a megabyte (a 25x25 one is about 1.5 KB).
  const memoryEntries = options.memoryEntries ?? 500;
  return {
    now,
    memoryEntries,
    memory: createMemoryTier({ capacity: memoryEntries, now }),
    budget: options.budget,
    logicBudget: options.logicBudget,
    cacheTimeoutMs: options.cacheTimeoutMs ?? 500,
    edgeCache: options.edgeCache ?? defaultEdgeCache,
    recentWrites: options.recentWrites ?? createRecentWrites(),
    randomSeed: options.randomSeed ?? randomSeed,
  };
}
