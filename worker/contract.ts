/**
 * The route table: every API route declared once, with its request schema (query or JSON body),
 * its response schemas and the problems it can answer with. The route modules validate with these
 * schemas and the OpenAPI document (api/service/openapi.ts) is built from them, so code and docs
 * cannot drift. Each route group declares its own routes (api/<group>/contract.ts); this module
 * puts the groups of api/groups.ts together, in their order.
 */
import type { ApiGroup } from './api/group.ts';
import { API_GROUPS } from './api/groups.ts';
import type { Json } from './api/service/json-schemas.ts';
import { documentOf } from './api/service/openapi.ts';

export type { ResponseSpec, RouteSpec, RouteTable } from './http/route-spec.ts';

/** Every member of a union at once: the groups' route tables as one. */
type AllOf<U> = (U extends unknown ? (member: U) => void : never) extends (all: infer I) => void
  ? I
  : never;

/** The groups' routes in one table, each keeping its literal type (the typed client reads them). */
const tableOf = <G extends readonly ApiGroup[]>(groups: G): AllOf<G[number]['routes']> =>
  Object.assign({}, ...groups.map((group) => group.routes));

// In the order the OpenAPI document lists them.
export const ROUTES = tableOf(API_GROUPS);

export type RouteName = keyof typeof ROUTES;

/** The API's OpenAPI document (api/service/openapi.ts), built on first use. */
export const openApiDocument = (): Json => documentOf(ROUTES);
