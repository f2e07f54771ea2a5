/**
 * Rate limits of the players' routes, with Workers Rate Limiting bindings (wrangler.toml):
 * per address (CF-Connecting-IP) on everything players do, with a lower one on making anonymous
 * players, and per player (the token's player id) on plays, saved games and the rest. Over a
 * limit is a 429 `rate_limited` with Retry-After and RateLimit fields named after the policy;
 * the numbers here are what the bindings enforce (test/config/wrangler.test.ts keeps them equal,
 * since a binding cannot be asked for its own). Like the compute limit (http/rate-limit.ts), a
 * missing binding or address limits nothing and a failing limiter lets the request through.
 */
import type { Context } from 'hono';
import type { AppEnv, Env, Limiter } from '../env.ts';
import { ProblemError } from '../http/problem.ts';
import {
  allowedUnits,
  exhaustedHeader,
  limitedClient,
  type Policy,
  policyHeader,
} from '../http/rate-limit.ts';

interface PlayerPolicy extends Policy {
  /** The policy's name in RateLimit and RateLimit-Policy. */
  readonly name: string;
  /** What its key is. */
  readonly per: 'address' | 'player';
  /** What it counts, for the problem's detail. */
  readonly counts: string;
}

export const PLAYER_POLICIES = {
  NEW_PLAYER_LIMITER: {
    name: 'new-players',
    per: 'address',
    limit: 20,
    period: 60,
    counts: 'new anonymous players',
  },
  PLAYER_LIMITER: {
    name: 'player',
    per: 'player',
    limit: 120,
    period: 60,
    counts: "requests with one player's token",
  },
  ADDRESS_LIMITER: {
    name: 'players-address',
    per: 'address',
    limit: 600,
    period: 60,
    counts: 'requests to the players, plays and daily stats routes',
  },
} as const satisfies Record<string, PlayerPolicy>;

export type PlayerLimiter = keyof typeof PLAYER_POLICIES;

function limitedProblem(policy: PlayerPolicy): ProblemError {
  const who = policy.per === 'address' ? 'this address' : 'this player';
  return new ProblemError(
    'rate_limited',
    `${who} sent more than ${policy.limit} ${policy.counts} in ${policy.period} seconds; retry after ${policy.period} seconds`,
    {
      headers: {
        'Retry-After': String(policy.period),
        RateLimit: exhaustedHeader(policy, policy.name),
        'RateLimit-Policy': policyHeader(policy, policy.name),
      },
    },
  );
}

/** Whether the limiter grants one more request to `key`; a limiter that fails grants it. */
async function granted(client: { limiter: Limiter; key: string }): Promise<boolean> {
  try {
    return (await allowedUnits(client, 1)) === 1;
  } catch (err) {
    console.error('rate limit: the limiter failed, letting the request through', err);
    return true;
  }
}

/**
 * Counts one request against `binding`'s quota: for `player` (a player id) when given, else for
 * the client's address (an IPv6 client by its /64, as the compute limit counts it); throws the
 * 429 problem when it is used up. Adds the policy to the response's RateLimit-Policy when it
 * applied.
 */
export async function limit(
  c: Context<AppEnv>,
  binding: PlayerLimiter,
  player?: string,
): Promise<void> {
  const limiter = (c.env as Partial<Env> | undefined)?.[binding];
  const policy: PlayerPolicy = PLAYER_POLICIES[binding];
  const client =
    player === undefined
      ? limitedClient(c, limiter)
      : limiter && { limiter, key: `player:${player}` };
  if (!client) return;
  if (!(await granted(client))) {
    // Headers set on the context reach a problem response too: the 429 names only its policy.
    c.header('RateLimit-Policy', undefined);
    throw limitedProblem(policy);
  }
  c.header('RateLimit-Policy', policyHeader(policy, policy.name), { append: true });
}
