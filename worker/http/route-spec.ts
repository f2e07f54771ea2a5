/**
 * What the route table declares for a route (method, path, documentation, request schema,
 * responses, problems), the `route` helper that keeps each entry's literal types, and the
 * headers every puzzle response documents and the 304 of every cacheable one. Each route group
 * declares its routes with these (api/<group>/contract.ts); the OpenAPI document and the 405
 * answers are built from them.
 */
import type { ZodMiniObject } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { ProblemCode } from './problem.ts';

export interface ResponseSpec {
  readonly description: string;
  readonly schema?: $ZodType;
  /** Default application/json. */
  readonly mediaType?: string;
  /** Response headers worth documenting, name -> description. */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface RouteSpec {
  readonly method: 'get' | 'post' | 'put' | 'delete';
  /** As OpenAPI writes it: a path parameter is `{name}` (`honoPath` gives Hono's form). */
  readonly path: `/api/${string}`;
  readonly operationId: string;
  readonly tag: string;
  readonly summary: string;
  readonly description: string;
  /** The path parameters, one property per `{name}` in the path (each read as text). */
  readonly params?: ZodMiniObject;
  readonly query?: ZodMiniObject;
  /** Request headers worth documenting, name -> description (all optional). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: $ZodType;
  /** `player`: the route needs a player token (`Authorization: Bearer`, worker/players/auth.ts). */
  readonly security?: 'player';
  readonly responses: Readonly<Record<number, ResponseSpec>>;
  /** Problems specific to this route; the generic ones (405, 413, 415, 500) are added for all. */
  readonly problems: readonly ProblemCode[];
  /** A problem whose document carries more than the problem's members (a 412's `current`). */
  readonly problemBodies?: Readonly<Partial<Record<ProblemCode, $ZodType>>>;
}

export const route = <const R extends RouteSpec>(spec: R): R => spec;

/** Hono's form of a route's path: `/api/v1/plays/{id}/finish` -> `/api/v1/plays/:id/finish`. */
export const honoPath = <P extends string>(path: P): HonoPath<P> =>
  path.replace(/\{(\w+)\}/g, ':$1') as HonoPath<P>;

export type HonoPath<P extends string> = P extends `${infer A}{${infer N}}${infer B}`
  ? `${A}:${N}${HonoPath<B>}`
  : P;

/** Routes by name: a group's entries, or the whole API's (contract.ts). */
export type RouteTable = Readonly<Record<string, RouteSpec>>;

/** The headers of a response a route answers through `conditional()` (http/policy.ts). */
export const VALIDATED_HEADERS = {
  ETag: 'Strong validator; send it back in If-None-Match to get a 304.',
  'Cache-Control': 'How long the response may be reused.',
};

const CACHEABLE_HEADERS = {
  ...VALIDATED_HEADERS,
  'Content-Location': 'The canonical URL of this exact puzzle (with its seed).',
};

/** The 304 of every route answered through `conditional()`. */
export const NOT_MODIFIED: ResponseSpec = {
  description: 'Not modified: the ETag in If-None-Match still matches.',
};

/** What a response of generated puzzles says besides: where they came from, what it cost. */
export const PUZZLE_HEADERS = {
  ...CACHEABLE_HEADERS,
  'Cache-Status':
    "RFC 9211: where the puzzles came from. `sudoku-break; hit; detail=memory` (or `edge`, `kv`): a cache tier held them, and they cost nothing; `sudoku-break; fwd=miss; stored; detail=generated`: generated on this request and stored (without `stored`: past the client's write allowance, not stored); `sudoku-break; hit; detail=pool`: an unseeded puzzle from the pool made ahead by the scheduled job, free like any hit; `sudoku-break; fwd=bypass; detail=generated`: an unseeded puzzle, made without the caches.",
  'RateLimit-Policy':
    'draft-ietf-httpapi-ratelimit-headers: `"compute";q=<units>;w=<seconds>`, the per-client quota this route\'s generated puzzles are charged to (sent when the client is limited).',
};
