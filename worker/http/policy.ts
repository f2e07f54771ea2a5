/**
 * HTTP policy shared by the routes of every group: CORS, the body size limit, ETags, cache
 * lifetimes, security headers, and 405 for a known path with the wrong method. Hono's own
 * middleware where it exists; errors always leave as problems (problem.ts).
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../env.ts';
import { ProblemError } from './problem.ts';
import { honoPath, type RouteSpec } from './route-spec.ts';

export const MAX_BODY_BYTES = 64 * 1024;

/** Seeded puzzles never change for an engine version: a year, immutable. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_STORE = 'no-store';

/**
 * Public API: any origin, no credentials (so `*` is allowed and no Vary: Origin is needed), and
 * preflights cached for a day (browsers cap it lower: Chromium at 2 hours). A player token is a
 * header a script sets (`Authorization: Bearer`), never a cookie, so any embedding page may send
 * it without credentials mode; it is listed by name, as `*` does not cover Authorization.
 */
export const apiCors = (): MiddlewareHandler<AppEnv> =>
  cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'If-None-Match', 'If-Match', 'Authorization'],
    // Browser scripts must be able to read when to retry after a 429 or 503, where a puzzle came
    // from, a saved game's version and why a token was refused.
    exposeHeaders: [
      'ETag',
      'Content-Location',
      'Retry-After',
      'RateLimit',
      'RateLimit-Policy',
      'Cache-Status',
      'WWW-Authenticate',
    ],
    maxAge: 86400,
  });

/** Bodies over 64 KiB are refused before they are read (by Content-Length) or while streaming. */
export const apiBodyLimit = (): MiddlewareHandler<AppEnv> =>
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ProblemError(
        'payload_too_large',
        `the body may be at most ${MAX_BODY_BYTES} bytes; a 25x25 puzzle needs far less`,
      );
    },
  });

/**
 * Strong ETags from the body and 304 on If-None-Match. A 304 keeps the CORS headers, or a
 * browser script that sent If-None-Match itself could not read it, and says where the puzzle
 * came from and which quota it was charged to, as the 200 would have.
 */
export const conditional = (): MiddlewareHandler<AppEnv> =>
  etag({
    retainedHeaders: [
      ...RETAINED_304_HEADERS,
      'access-control-allow-origin',
      'access-control-expose-headers',
      'x-content-type-options',
      'cache-status',
      'ratelimit-policy',
    ],
  });

/** JSON must never be sniffed as something else. */
export const noSniff = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
};

/** Security headers for the HTML the Worker serves (the docs page): no script, no framing. */
export const htmlSecurity = (): MiddlewareHandler<AppEnv> =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      styleSrc: ["'unsafe-inline'"],
      imgSrc: ['data:'],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
  });

/** After the real routes: the right path with the wrong method is a 405 with Allow. */
export function methodNotAllowed(app: Hono<AppEnv>, routes: readonly RouteSpec[]): void {
  const allowed = new Map<string, Set<string>>();
  for (const { path, method } of routes) {
    const methods = allowed.get(path) ?? new Set(['OPTIONS']);
    methods.add(method.toUpperCase());
    if (method === 'get') methods.add('HEAD');
    allowed.set(path, methods);
  }
  for (const [path, methods] of allowed) {
    const allow = [...methods].join(', ');
    app.all(honoPath(path), (c) => {
      throw new ProblemError(
        'method_not_allowed',
        `${path} accepts ${allow}; got ${c.req.method}`,
        {
          headers: { Allow: allow },
        },
      );
    });
  }
}
