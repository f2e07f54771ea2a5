/**
 * The client's view of the route table: the method and path of every endpoint it calls, checked
 * at compile time against the Worker's ROUTES, and the request and response types of each,
 * derived from the same zod schemas the Worker validates with. Everything from worker/ and
 * shared/ is imported as types only, so none of it (zod, hono, the engine) reaches the client's
 * JavaScript.
 */
import type { $ZodType, input, output } from 'zod/v4/core';
import type { ROUTES, RouteName } from '../worker/contract.ts';

type Routes = typeof ROUTES;

type Responses<R extends RouteName> = Routes[R]['responses'];

/** A route's success: its 200, else its 201; never for a route that answers 204 alone. */
type Success<R extends RouteName> = 200 extends keyof Responses<R>
  ? Responses<R>[200]
  : 201 extends keyof Responses<R>
    ? Responses<R>[201 & keyof Responses<R>]
    : never;

/**
 * Every route the client calls: those that answer JSON (or nothing). Not the HTML docs page,
 * which is for people, nor the SVG images and PDF sheets, which a page links to by URL.
 */
export type ClientRoute = {
  [R in RouteName]: [Success<R>] extends [never]
    ? R
    : Success<R> extends { mediaType: string }
      ? never
      : R;
}[RouteName];

/** Whether a route needs the player token (the client sends it to those alone). */
type NeedsToken<R extends RouteName> = Routes[R] extends { security: 'player' } ? true : false;

/** Whether a route may answer 204 No Content (the client then reads an empty body as null). */
type NoContent<R extends RouteName> = 204 extends keyof Responses<R> ? true : false;

type Endpoints = {
  readonly [R in ClientRoute]: {
    readonly method: Uppercase<Routes[R]['method']>;
    readonly path: Routes[R]['path'];
  } & (NeedsToken<R> extends true ? { readonly token: true } : { readonly token?: never }) &
    (NoContent<R> extends true ? { readonly empty: true } : { readonly empty?: never });
};

/**
 * Method and path by route. `satisfies` makes a renamed path, a changed method, a route missing
 * here or one that is not in the table a type error, while the object stays plain data at run
 * time.
 */
export const ENDPOINTS = {
  puzzles: { method: 'GET', path: '/api/v1/puzzles' },
  batch: { method: 'GET', path: '/api/v1/puzzles/batch' },
  daily: { method: 'GET', path: '/api/v1/daily' },
  dailyArchive: { method: 'GET', path: '/api/v1/daily/archive' },
  solve: { method: 'POST', path: '/api/v1/solve' },
  check: { method: 'POST', path: '/api/v1/check' },
  hint: { method: 'POST', path: '/api/v1/hint' },
  rate: { method: 'POST', path: '/api/v1/rate' },
  algorithms: { method: 'GET', path: '/api/v1/algorithms' },
  techniques: { method: 'GET', path: '/api/v1/techniques' },
  createPlayer: { method: 'POST', path: '/api/v1/players' },
  renewToken: { method: 'POST', path: '/api/v1/players/me/token', token: true },
  me: { method: 'GET', path: '/api/v1/players/me', token: true },
  eraseMe: { method: 'DELETE', path: '/api/v1/players/me', token: true, empty: true },
  getGame: { method: 'GET', path: '/api/v1/players/me/games/{key}', token: true },
  putGame: { method: 'PUT', path: '/api/v1/players/me/games/{key}', token: true },
  deleteGame: {
    method: 'DELETE',
    path: '/api/v1/players/me/games/{key}',
    token: true,
    empty: true,
  },
  startPlay: { method: 'POST', path: '/api/v1/plays', token: true },
  finishPlay: { method: 'POST', path: '/api/v1/plays/{id}/finish', token: true },
  dailyStats: { method: 'GET', path: '/api/v1/daily/stats' },
  dailyLeaderboard: { method: 'GET', path: '/api/v1/daily/leaderboard' },
  health: { method: 'GET', path: '/api/v1/health' },
  openapi: { method: 'GET', path: '/api/v1/openapi.json' },
} as const satisfies Endpoints;

type QuerySchema<R extends ClientRoute> = Routes[R] extends { query: infer S extends $ZodType }
  ? S
  : never;

/**
 * A route's query as a typed caller writes it: the keys (and which are optional) of the schema's
 * input, the values of its output. The Worker's schema parses text (`size=16`), so its input
 * types are strings; its output types are the engine's SizeSchema, LevelSchema, VariantSchema...
 * (`size: 16`), which the client turns back into text.
 */
export type QueryOf<R extends ClientRoute> = {
  [K in keyof input<QuerySchema<R>>]: K extends keyof output<QuerySchema<R>>
    ? output<QuerySchema<R>>[K]
    : never;
};

/** A route's JSON body as the Worker accepts it (the schema's input: defaults may be left out). */
export type BodyOf<R extends ClientRoute> = Routes[R] extends { body: infer S extends $ZodType }
  ? input<S>
  : never;

/** A route's success body (its 200's, else its 201's): the output of its schema; null for none. */
export type ResponseOf<R extends ClientRoute> = [Success<R>] extends [never]
  ? null
  : Success<R> extends { schema: infer S extends $ZodType }
    ? output<S>
    : never;

/** A route's path parameters, as the client fills them in. */
export type ParamsOf<R extends ClientRoute> = Routes[R] extends {
  params: infer S extends $ZodType;
}
  ? output<S>
  : never;

/**
 * The `format` a request asks for: `text` when it names none, what it names when it must, and
 * either when it may (a query typed as the whole QueryOf, say).
 */
export type FormatOf<Q> = 'format' extends keyof Q
  ? Q extends { format: infer F }
    ? F
    : Exclude<Q['format' & keyof Q], undefined> | 'text'
  : 'text';

/**
 * A response whose grids (`puzzle`, `solution`) are typed as the request's format makes them:
 * text unless it asked for `format: 'rows'` (the schemas say either, as the API may send either).
 */
export type Formatted<T, F> = {
  [K in keyof T]: K extends 'puzzle' | 'solution'
    ? (F extends 'rows' ? number[][] : string) | Extract<T[K], undefined>
    : T[K];
};
