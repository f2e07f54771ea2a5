/**
 * Per-client rate limiting of the work the Worker does, with the Workers Rate Limiting binding,
 * keyed by the client's CF-Connecting-IP (an IPv6 client by its /64: client-key.ts). One quota
 * of units: solve, check, hint and rate cost one each; a puzzle generated because no cache held
 * it costs its weight (api/budgets.ts: 1 for an easy 9x9 puzzle, up to 50 for the costliest
 * kinds), whichever route asked for it (api/puzzles/supply.ts); a puzzle a cache holds costs
 * nothing.
 *
 * Over the limit is a 429 `rate_limited` problem with Retry-After and the RateLimit /
 * RateLimit-Policy fields of draft-ietf-httpapi-ratelimit-headers (-10/-11: a policy named
 * "compute" with quota `q` per window `w` seconds; `r` remaining, `t` seconds to reset).
 *
 * The binding only answers "allowed or not": it tells neither its limit, nor the count, nor when
 * the window ends. So the policy comes from [vars] (COMPUTE_LIMIT, COMPUTE_PERIOD), `t` and
 * Retry-After are the whole period (an upper bound: the window may end sooner), and `r` is only
 * sent when it is known to be 0.
 */
import type { Context, MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv, Env, Limiter } from '../env.ts';
import { clientKey } from './client-key.ts';
import { ProblemError } from './problem.ts';

export const POLICY_NAME = 'compute';

export interface Policy {
  /** Units allowed per window (a request costs one or more). */
  readonly limit: number;
  /** Window length in seconds (the binding accepts 10 or 60). */
  readonly period: number;
}

/** What the Worker advertises when [vars] say nothing: wrangler.toml's own numbers. */
export const DEFAULT_POLICY: Policy = { limit: 60, period: 60 };

const Count = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,8}$/)), z.transform(Number));
const PolicyVars = z.object({ COMPUTE_LIMIT: Count, COMPUTE_PERIOD: Count });

/** The policy from [vars]; the default when they are missing or not positive integers. */
export function policyOf(env: Partial<Env> | undefined): Policy {
  const parsed = z.safeParse(PolicyVars, env ?? {});
  if (!parsed.success) return DEFAULT_POLICY;
  return { limit: parsed.data.COMPUTE_LIMIT, period: parsed.data.COMPUTE_PERIOD };
}

/** `RateLimit-Policy: "compute";q=60;w=60` (another policy's `name` for the players' limits). */
export const policyHeader = (p: Policy, name = POLICY_NAME): string =>
  `"${name}";q=${p.limit};w=${p.period}`;

/** `RateLimit: "compute";r=0;t=60` once the quota is used up. */
export const exhaustedHeader = (p: Policy, name = POLICY_NAME): string =>
  `"${name}";r=0;t=${p.period}`;

/** The problem for a client over the limit, with the headers that say when to come back. */
export function rateLimitedProblem(p: Policy): ProblemError {
  return new ProblemError(
    'rate_limited',
    `this client used more than ${p.limit} compute units in ${p.period} seconds; retry after ${p.period} seconds. Solve, check, hint and rate cost one unit each; a puzzle no cache holds costs its weight to generate (1 for an easy 9x9 puzzle, more for bigger, harder and variant kinds, never more than the whole quota), whatever asks for it: a puzzle, a batch, an image, a sheet or a day. Puzzles served from a cache cost nothing. An IPv6 client is counted by its /64.`,
    {
      headers: {
        'Retry-After': String(p.period),
        RateLimit: exhaustedHeader(p),
        'RateLimit-Policy': policyHeader(p),
      },
    },
  );
}

/** The limiter and key of a request's client; undefined when it is not limited (see charge). */
export function limitedClient(
  c: Context<AppEnv>,
  limiter: Limiter | undefined,
): { readonly limiter: Limiter; readonly key: string } | undefined {
  const address = c.req.header('CF-Connecting-IP');
  return limiter && address ? { limiter, key: clientKey(address) } : undefined;
}

/**
 * How many of `units` calls of `limit()` the limiter allows (the binding counts calls, one per
 * unit, so a weighted cost is that many calls). Rejects when the limiter fails.
 */
export async function allowedUnits(
  { limiter, key }: { readonly limiter: Limiter; readonly key: string },
  units: number,
): Promise<number> {
  const answers = await Promise.all(Array.from({ length: units }, () => limiter.limit({ key })));
  return answers.filter((a) => a.success).length;
}

/**
 * Takes `units` from the client's quota (at most the whole quota, so that the costliest kind
 * stays within reach once a window) and throws the 429 problem when the limiter refuses any of
 * them. Returns the policy the client is under (also for 0 units: a response from a cache says
 * the policy of the route), or undefined when nothing is limited: without the binding, or
 * without CF-Connecting-IP (Cloudflare always sets it; only local calls lack it, and one shared
 * key for them would let any test or tool starve the rest). A limiter that fails lets the
 * request through: it protects the budget, it must not become an outage.
 */
export async function charge(c: Context<AppEnv>, units = 1): Promise<Policy | undefined> {
  const client = limitedClient(c, c.env?.COMPUTE_LIMITER);
  if (!client) return undefined;
  const policy = policyOf(c.env);
  const taken = Math.min(units, policy.limit);
  let allowed = true;
  try {
    allowed = (await allowedUnits(client, taken)) === taken;
  } catch (err) {
    console.error('rate limit: the limiter failed, letting the request through', err);
  }
  if (!allowed) throw rateLimitedProblem(policy);
  return policy;
}

/** Counts the request as one unit of the client's quota (solve, check, hint, rate). */
export const computeLimit = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const policy = await charge(c);
  await next();
  if (policy) c.res.headers.set('RateLimit-Policy', policyHeader(policy));
};
