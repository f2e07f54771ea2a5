/**
 * The client's view of the route table: the method and path of every endpoint, checked at compile
 * time against the Worker's ROUTES, with the media type of the routes that do not answer JSON
 * (SVG images, PDF sheets, the HTML docs page), and the request and response types of each,
 * derived from the same zod schemas the Worker validates with. Everything from worker/ and shared/
 * is imported as types only, so none of it (zod, hono, the engine) reaches the client's
 * JavaScript.
 */
import type { $ZodType, input, output } from 'zod/v4/core';
import type { ROUTES, RouteName } from '../worker/contract.ts';

type Routes = typeof ROUTES;

/** Every route of the table: the client has a method for each (test/client/routes.test.ts). */
export type ClientRoute = RouteName;

/** The media type of a route's 200 when it is not JSON. */
type MediaTypeOf<R extends ClientRoute> = Routes[R]['responses'][200] extends {
  mediaType: infer M extends string;
}
  ? M
  : undefined;

type Endpoints = {
  readonly [R in ClientRoute]: {
    readonly path: Routes[R]['path'];
  } & (Routes[R]['method'] extends 'post'
    ? { readonly method: 'POST' }
    : { readonly method?: never }) &
    (MediaTypeOf<R> extends string ? { readonly type: MediaTypeOf<R> } : { readonly type?: never });
};

/**
 * Path, method (GET unless said) and, for a body that is not JSON, media type by route.
 * `satisfies` makes a renamed path, a changed method or media type, a route missing here or one
 * that is not in the table a type error, while the object stays plain data at run time.
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
 * A route's 200 body: the output of its response schema (text for an SVG image or an HTML page),
 * or the bytes of a PDF sheet.
 */
export type ResponseOf<R extends ClientRoute> =
  MediaTypeOf<R> extends 'application/pdf'
    ? Uint8Array
    : Routes[R]['responses'][200] extends { schema: infer S extends $ZodType }
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
