/**
 * How many new puzzles a client may have written to the caches: Workers KV allows 1,000 writes
 * a day on the Free plan and bills them on the Paid one, and every puzzle generated for a seed no
 * cache holds is one write. So writes are counted per client (the same key as the compute quota,
 * client-key.ts) by a second Rate Limiting binding, STORE_LIMITER (wrangler.toml). Past its
 * allowance a puzzle is still served (it has been charged to the compute quota), just not
 * stored in any tier, and the response's Cache-Status says so (no `stored`). Without the binding
 * or CF-Connecting-IP, or when the limiter fails, everything is stored.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { allowedUnits, limitedClient } from './rate-limit.ts';

/** How many of `wanted` new puzzles this request may store (one call of the binding each). */
export async function storeAllowance(c: Context<AppEnv>, wanted: number): Promise<number> {
  const client = limitedClient(c, c.env?.STORE_LIMITER);
  if (!client || wanted === 0) return wanted;
  try {
    return await allowedUnits(client, wanted);
  } catch (err) {
    console.error('store allowance: the limiter failed, storing', err);
    return wanted;
  }
}
