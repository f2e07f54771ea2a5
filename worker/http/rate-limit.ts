/**
 * Per-client rate limiting of the endpoints that compute (solve, check, hint, rate, unseeded
 * puzzles, batches) with the Workers Rate Limiting binding, keyed by the client's
 * CF-Connecting-IP. A batch counts one unit per puzzle it has to generate (api/puzzles/batch.ts).
 * Cached GETs (seeded and daily puzzles) cost next to nothing and are not limited.
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
import { ProblemError } from './problem.ts';

export const POLICY_NAME = 'compute';

export interface Policy {
  /** Requests allowed per window. */
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
    `this client sent more than ${p.limit} compute requests (solve, check, hint, rate, unseeded puzzles; a batch counts one per puzzle it generates) in ${p.period} seconds; retry after ${p.period} seconds. Seeded and daily puzzles are not limited.`,
    {
      headers: {
        'Retry-After': String(p.period),
        RateLimit: exhaustedHeader(p),
        'RateLimit-Policy': policyHeader(p),
      },
    },
  );
}

/**
 * Takes `units` from the client's quota (one `limit()` call each: the binding counts calls) and
 * throws the 429 problem when the limiter refuses any of them. Returns the policy the client is
 * under, or undefined when nothing is limited: without the binding, or without CF-Connecting-IP
 * (Cloudflare always sets it; only local calls lack it, and one shared key for them would let any
 * test or tool starve the rest). A limiter that fails lets the request through: it protects the
 * budget, it must not become an outage.
 */
export async function charge(c: Context<AppEnv>, units = 1): Promise<Policy | undefined> {
  const limiter = c.env?.COMPUTE_LIMITER;
  const client = c.req.header('CF-Connecting-IP');
  if (!limiter || !client) return undefined;
  const policy = policyOf(c.env);
  if (!(await take(limiter, client, units))) throw rateLimitedProblem(policy);
  return policy;
}

/**
 * Takes `units` from `key`'s quota on `limiter` (one `limit()` call each): whether all were
 * granted. A limiter that fails grants them (logged), as `charge` explains.
 */
export async function take(limiter: Limiter, key: string, units = 1): Promise<boolean> {
  try {
    const answers = await Promise.all(Array.from({ length: units }, () => limiter.limit({ key })));
    return answers.every((a) => a.success);
  } catch (err) {
    console.error('rate limit: the limiter failed, letting the request through', err);
    return true;
  }
}

/** Counts the request as one unit of the client's quota, unless `applies` says it computes nothing. */
export const computeLimit =
  (applies: (c: Context<AppEnv>) => boolean = () => true): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!applies(c)) return next();
    const policy = await charge(c);
    await next();
    if (policy) c.res.headers.set('RateLimit-Policy', policyHeader(policy));
  };
