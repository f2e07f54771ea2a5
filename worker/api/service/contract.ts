/**
 * The service group's entries in the route table: the catalogues (catalogues.ts), health, the
 * OpenAPI document and the HTML docs page.
 */

import { NOT_MODIFIED, route, VALIDATED_HEADERS } from '../../http/route-spec.ts';
import { CATALOGUE_ROUTES } from './catalogues.ts';
import { DocsPageSchema, HealthSchema, OpenApiDocumentSchema } from './schemas.ts';

export const SERVICE_ROUTES = {
  // First: the OpenAPI document lists them right after the solving routes that use them.
  ...CATALOGUE_ROUTES,
  health: route({
    method: 'get',
    path: '/api/v1/health',
    operationId: 'health',
    tag: 'Service',
    summary: 'Service status',
    description:
      'Whether the API is up, the engine version it runs, and the core its 9x9 searches run on.',
    responses: { 200: { description: 'Up.', schema: HealthSchema } },
    problems: [],
  }),
  openapi: route({
    method: 'get',
    path: '/api/v1/openapi.json',
    operationId: 'openapi',
    tag: 'Service',
    summary: 'This API as OpenAPI 3.1',
    description:
      'The OpenAPI 3.1 document, generated from the same schemas that validate requests.',
    responses: {
      200: {
        description: 'The OpenAPI document.',
        schema: OpenApiDocumentSchema,
        headers: VALIDATED_HEADERS,
      },
      304: NOT_MODIFIED,
    },
    problems: [],
  }),
  docs: route({
    method: 'get',
    path: '/api/docs',
    operationId: 'docs',
    tag: 'Service',
    summary: 'Readable documentation',
    description: 'This API documented as one HTML page, rendered from the OpenAPI document.',
    responses: {
      200: {
        description: 'An HTML page.',
        schema: DocsPageSchema,
        mediaType: 'text/html',
        headers: VALIDATED_HEADERS,
      },
      304: NOT_MODIFIED,
    },
    problems: [],
  }),
} as const;
