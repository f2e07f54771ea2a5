/**
 * The client's view of the route table: the method and path of every endpoint it calls, checked
 * at compile time against the Worker's ROUTES, and the request and response types of each,
 * derived from the same zod schemas the Worker validates with. Everything from worker/ and
 * shared/ is imported as types only, so none of it (zod, hono, the engine) reaches the client's
 * JavaScript.
 */
import type { $ZodType, input, output } from 'zod/v4/core';
import type { ROUTES, RouteName } from '../worker/contract.ts';
import type { openApiDocument } from '../worker/openapi.ts';

type Routes = typeof ROUTES;

/** Every route the client calls: all of them but the HTML docs page, which is for people. */
export type ClientRoute = Exclude<RouteName, 'docs'>;

type Endpoints = {
  readonly [R in ClientRoute]: {
    readonly method: Uppercase<Routes[R]['method']>;
    readonly path: Routes[R]['path'];
  };
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
  solve: { method: 'POST', path: '/api/v1/solve' },
  check: { method: 'POST', path: '/api/v1/check' },
  hint: { method: 'POST', path: '/api/v1/hint' },
  rate: { method: 'POST', path: '/api/v1/rate' },
  algorithms: { method: 'GET', path: '/api/v1/algorithms' },
  techniques: { method: 'GET', path: '/api/v1/techniques' },
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

/** A route's 200 body: the output of its response schema (the OpenAPI document has none). */
export type ResponseOf<R extends ClientRoute> = Routes[R]['responses'][200] extends {
  schema: infer S extends $ZodType;
}
  ? output<S>
  : ReturnType<typeof openApiDocument>;
