/**
 * Where a response's puzzles came from: a cache tier that held them, or the generator. Responses
 * say it in their Cache-Status field (http/provenance.ts), and the client is charged by it: a
 * hit costs nothing, a puzzle generated costs its weight (api/budgets.ts); a puzzle taken from
 * the pool of unseeded puzzles made ahead (pool.ts) is a hit too. The tiers are named in the
 * order a request reads them; the pool is read alone, by unseeded requests.
 */

/** The cache tiers by name, in the order a request reads them (fastest first), then the pool. */
export const TIER_NAMES = ['memory', 'edge', 'kv', 'pool'] as const;
export type TierName = (typeof TIER_NAMES)[number];

export type Source =
  /** Read from this tier (the first that held it). */
  | { readonly kind: 'hit'; readonly tier: TierName }
  /** Generated on this request after every tier missed; `stored` when written back to them. */
  | { readonly kind: 'generated'; readonly stored: boolean }
  /** Generated without asking the caches (an unseeded puzzle: a random seed nobody asked for). */
  | { readonly kind: 'uncached' };

const hitRank = (source: Source): number =>
  source.kind === 'hit' ? TIER_NAMES.indexOf(source.tier) : -1;

/**
 * The source of a response made of several puzzles (a batch, a sheet): a hit only when every
 * puzzle was one, naming the slowest tier that answered; otherwise generated, and stored only
 * when every generated puzzle was. An empty list is a hit on the fastest tier (nothing to make).
 */
export function sourceOfAll(sources: readonly Source[]): Source {
  if (sources.some((s) => s.kind === 'uncached')) return { kind: 'uncached' };
  const generated = sources.filter((s) => s.kind === 'generated');
  if (generated.length > 0) {
    return { kind: 'generated', stored: generated.every((s) => s.stored) };
  }
  const slowest = Math.max(0, ...sources.map(hitRank));
  return { kind: 'hit', tier: TIER_NAMES[slowest] };
}
