/**
 * What a puzzle response says about how it was made: the RFC 9211 Cache-Status field (which
 * cache tier held its puzzles, or that they were generated, and whether they were stored), and
 * the RateLimit-Policy of the quota it was charged to (rate-limit.ts).
 *
 *   sudoku-break; hit; detail=memory          isolate memory (also edge, kv)
 *   sudoku-break; hit; detail=pool            an unseeded puzzle made ahead (cache/pool.ts)
 *   sudoku-break; fwd=miss; stored; detail=generated    generated on a miss, written back
 *   sudoku-break; fwd=miss; detail=generated  generated, not stored (the client's write
 *                                             allowance was spent: store-allowance.ts)
 *   sudoku-break; fwd=bypass; detail=generated   an unseeded puzzle: made without the caches
 */
import type { Context } from 'hono';
import type { Source } from '../cache/source.ts';
import type { AppEnv } from '../env.ts';
import { type Policy, policyHeader } from './rate-limit.ts';

/** The cache's name in Cache-Status: this API, whatever tier answered inside it. */
export const CACHE_NAME = 'sudoku-break';

export interface Provenance {
  readonly source: Source;
  /** The compute policy the request was charged under; undefined when it is not limited. */
  readonly policy: Policy | undefined;
}

export function cacheStatus(source: Source): string {
  switch (source.kind) {
    case 'hit':
      return `${CACHE_NAME}; hit; detail=${source.tier}`;
    case 'generated':
      return `${CACHE_NAME}; fwd=miss${source.stored ? '; stored' : ''}; detail=generated`;
    case 'uncached':
      return `${CACHE_NAME}; fwd=bypass; detail=generated`;
  }
}

/** Sets the response headers that carry a provenance. */
export function sendProvenance(c: Context<AppEnv>, { source, policy }: Provenance): void {
  c.header('Cache-Status', cacheStatus(source));
  if (policy) c.header('RateLimit-Policy', policyHeader(policy));
}
