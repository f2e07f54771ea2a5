/**
 * What a response's headers say about trying again, read once for every result: Retry-After (a
 * 429, or the 403 before a day's solution is out) in seconds whichever form it takes, and the
 * RateLimit / RateLimit-Policy fields of draft-ietf-httpapi-ratelimit-headers, with the headers
 * themselves for anything else.
 */

/** The quota a response reports (draft-ietf-httpapi-ratelimit-headers), by its policy's name. */
export interface RateLimit {
  /** The policy's name: `compute` for this API. */
  readonly policy: string;
  /** Requests left in the window (RateLimit `r`), when the response says. */
  readonly remaining?: number;
  /** Seconds until the window resets (RateLimit `t`). */
  readonly reset?: number;
  /** Requests allowed per window (RateLimit-Policy `q`). */
  readonly quota?: number;
  /** The window's length in seconds (RateLimit-Policy `w`). */
  readonly window?: number;
}

export interface ResponseHeaders {
  /** The response's headers; empty when no response came (a timeout, an abort, a network error). */
  readonly headers: Headers;
  /** Seconds to wait before asking again, from Retry-After, when the response sent one. */
  readonly retryAfter?: number;
  /** The rate limit the response reports, when it sends RateLimit or RateLimit-Policy. */
  readonly rateLimit?: RateLimit;
}

/**
 * Retry-After in seconds: delta-seconds as they are, an HTTP date as the seconds from the
 * response's own Date (else from now) to it, never below 0; undefined when absent or unreadable.
 */
export function retryAfter(headers: Headers): number | undefined {
  const value = headers.get('Retry-After')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  // Every HTTP date names its month (RFC 9110, 5.6.7); Date.parse alone would read "-5" as a year.
  const at = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(at)) return undefined;
  const sent = Date.parse(headers.get('Date') ?? '');
  return Math.max(0, Math.ceil((at - (Number.isNaN(sent) ? Date.now() : sent)) / 1000));
}

/** A numeric parameter of a field's first member: `r` of `"compute";r=0;t=60` is 0. */
const numberIn = (field: string | null, key: string): number | undefined => {
  const found = field?.split(',')[0].match(new RegExp(`;\\s*${key}=(\\d+)`));
  return found ? Number(found[1]) : undefined;
};

/** The policy a field's first member names: `compute` for `"compute";r=0;t=60`. */
const policyIn = (field: string | null): string | undefined => field?.match(/^\s*"?([^";,]+)/)?.[1];

/**
 * The rate limit of the first policy the response names (RateLimit's, else RateLimit-Policy's:
 * a success of a compute endpoint carries the policy alone). This API has one policy.
 */
export function rateLimit(headers: Headers): RateLimit | undefined {
  const current = headers.get('RateLimit');
  const policy = headers.get('RateLimit-Policy');
  const name = policyIn(current) ?? policyIn(policy);
  if (name === undefined) return undefined;
  const limit: { -readonly [K in keyof RateLimit]: RateLimit[K] } = { policy: name };
  const read = [
    ['remaining', current, 'r'],
    ['reset', current, 't'],
    ['quota', policy, 'q'],
    ['window', policy, 'w'],
  ] as const;
  for (const [key, field, param] of read) {
    const value = numberIn(field, param);
    if (value !== undefined) limit[key] = value;
  }
  return limit;
}

export function responseHeaders(headers: Headers): ResponseHeaders {
  const retry = retryAfter(headers);
  const limit = rateLimit(headers);
  return {
    headers,
    ...(retry === undefined ? {} : { retryAfter: retry }),
    ...(limit ? { rateLimit: limit } : {}),
  };
}
