/**
 * The route table: every API route declared once, with its request schema (query or JSON body),
 * its response schemas and the problems it can answer with. The route modules validate with these
 * schemas and the OpenAPI document (api/service/openapi.ts) is built from them, so code and docs
 * cannot drift. The routes are declared by group in api/<group>/contract.ts (puzzles, print,
 * solving, service); this module puts the groups together.
 */

import { PRINT_ROUTES } from './api/print/contract.ts';
import { PUZZLE_ROUTES } from './api/puzzles/contract.ts';
import { SERVICE_ROUTES } from './api/service/contract.ts';
import type { Json } from './api/service/json-schemas.ts';
import { documentOf } from './api/service/openapi.ts';
import { SOLVING_ROUTES } from './api/solving/contract.ts';

export type { ResponseSpec, RouteSpec } from './http/route-spec.ts';

// In the order the OpenAPI document lists them.
export const ROUTES = {
  ...PUZZLE_ROUTES,
  ...PRINT_ROUTES,
  ...SOLVING_ROUTES,
  ...SERVICE_ROUTES,
} as const;

export type RouteName = keyof typeof ROUTES;

/** The API's OpenAPI document (api/service/openapi.ts), built on first use. */
export const openApiDocument = (): Json => documentOf(ROUTES);
