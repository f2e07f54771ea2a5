/**
 * The client's view of the route table: the method and path of every endpoint, checked at compile
 * time against the Worker's ROUTES, with the media type of the routes that do not answer JSON
 * (SVG images, PDF sheets, the HTML docs page), which routes need the player token and which may
 * answer 204 No Content, and the request and response types of each, derived from the same zod
 * schemas the Worker validates with. Everything from worker/ and shared/ is imported as types
 * only, so none of it (zod, hono, the engine) reaches the client's JavaScript.
 */
import type { $ZodType, input, output } from 'zod/v4/core';
import type { ROUTES, RouteName } from '../worker/contract.ts';

type Routes = typeof ROUTES;

/** Every route of the table: the client has a method for each (test/client/routes.test.ts). */
export type ClientRoute = RouteName;

type Responses<R extends ClientRoute> = Routes[R]['responses'];

/** A route's success: its 200, else its 201; never for a route that answers 204 (or 202) alone. */
type Success<R extends ClientRoute> = 200 extends keyof Responses<R>
  ? Responses<R>[200]
  : 201 extends keyof Responses<R>
    ? Responses<R>[201 & keyof Responses<R>]
    : never;

/** The media type of a route's success when it is not JSON. */
type MediaTypeOf<R extends ClientRoute> = [Success<R>] extends [never]
  ? undefined
  : Success<R> extends { mediaType: infer M extends string }
    ? M
    : undefined;

/** Whether a route needs the player token (the client sends it to those alone). */
type NeedsToken<R extends ClientRoute> = Routes[R] extends { security: 'player' } ? true : false;

/** Whether a route may answer 204 No Content (the client then reads an empty body as null). */
type NoContent<R extends ClientRoute> = 204 extends keyof Responses<R> ? true : false;

type Endpoints = {
  readonly [R in ClientRoute]: {
    readonly path: Routes[R]['path'];
  } & (Routes[R]['method'] extends 'get'
    ? { readonly method?: never }
    : { readonly method: Uppercase<Routes[R]['method']> }) &
    (MediaTypeOf<R> extends string
      ? { readonly type: MediaTypeOf<R> }
      : { readonly type?: never }) &
    (NeedsToken<R> extends true ? { readonly token: true } : { readonly token?: never }) &
    (NoContent<R> extends true ? { readonly empty: true } : { readonly empty?: never });
};

/**
 * Path, method (GET unless said), for a body that is not JSON its media type, and the flags
 * `token` (send the player token: the route's `security` is `player`) and `empty` (it may answer
 * 204) by route. `satisfies` makes a renamed path, a changed method, media type or flag, a route
 * missing here or one that is not in the table a type error, while the object stays plain data
 * at run time.
 */
export const ENDPOINTS = {
  puzzles: { path: '/api/v1/puzzles' },
  batch: { path: '/api/v1/puzzles/batch' },
  daily: { path: '/api/v1/daily' },
  dailyArchive: { path: '/api/v1/daily/archive' },
  puzzleSvg: { path: '/api/v1/puzzles.svg', type: 'image/svg+xml' },
  dailySvg: { path: '/api/v1/daily.svg', type: 'image/svg+xml' },
  printSheet: { path: '/api/v1/print.pdf', type: 'application/pdf' },
  solve: { method: 'POST', path: '/api/v1/solve' },
  check: { method: 'POST', path: '/api/v1/check' },
  hint: { method: 'POST', path: '/api/v1/hint' },
  rate: { method: 'POST', path: '/api/v1/rate' },
  algorithms: { path: '/api/v1/algorithms' },
  techniques: { path: '/api/v1/techniques' },
  createPlayer: { method: 'POST', path: '/api/v1/players' },
  renewToken: { method: 'POST', path: '/api/v1/players/me/token', token: true },
  me: { path: '/api/v1/players/me', token: true },
  eraseMe: { method: 'DELETE', path: '/api/v1/players/me', token: true, empty: true },
  getGame: { path: '/api/v1/players/me/games/{key}', token: true },
  putGame: { method: 'PUT', path: '/api/v1/players/me/games/{key}', token: true },
  deleteGame: {
    method: 'DELETE',
    path: '/api/v1/players/me/games/{key}',
    token: true,
    empty: true,
  },
  startPlay: { method: 'POST', path: '/api/v1/plays', token: true },
  finishPlay: { method: 'POST', path: '/api/v1/plays/{id}/finish', token: true },
  dailyStats: { path: '/api/v1/daily/stats' },
  dailyLeaderboard: { path: '/api/v1/daily/leaderboard' },
  health: { path: '/api/v1/health' },
  openapi: { path: '/api/v1/openapi.json' },
  docs: { path: '/api/docs', type: 'text/html' },
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

/**
 * A route's success body (its 200's, else its 201's): the output of its response schema (text for
 * an SVG image or an HTML page), the bytes of a PDF sheet, or null for a route with no body.
 */
export type ResponseOf<R extends ClientRoute> = [Success<R>] extends [never]
  ? null
  : MediaTypeOf<R> extends 'application/pdf'
    ? Uint8Array
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
