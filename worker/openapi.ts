/**
 * The OpenAPI 3.1 document, built from the route table (contract.ts) and the zod/mini schemas
 * with zod's own JSON Schema output (OpenAPI 3.1 uses JSON Schema 2020-12 as is). Built once per
 * isolate, on first use. Every problem a route can answer with is listed under its status.
 */
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { ENGINE_VERSION } from '../shared/index.ts';
import { ROUTES, type RouteSpec } from './contract.ts';
import {
  PROBLEM_MEDIA_TYPE,
  type ProblemCode,
  ProblemSchema,
  problemStatus,
  problemTitle,
} from './problem.ts';
import { apiSchemas } from './schemas.ts';

type Json = Record<string, unknown>;

const COMPONENTS = '#/components/schemas/';

/** Drops the keys that belong to a standalone JSON Schema document, not to an embedded one. */
function embedded(schema: Json): Json {
  const { $schema: _, $id: __, ...rest } = schema;
  return rest;
}

/** A registered schema as a $ref, any other inline. */
function schemaOf(schema: $ZodType, io: 'input' | 'output'): Json {
  const id = apiSchemas.get(schema)?.id;
  if (id) return { $ref: `${COMPONENTS}${id}` };
  return embedded(z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json);
}

function parametersOf(query: $ZodType): Json[] {
  const json = z.toJSONSchema(query, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, Json>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...schema } = property;
    return {
      name,
      in: 'query',
      required: json.required?.includes(name) ?? false,
      ...(description ? { description } : {}),
      schema,
    };
  });
}

/** The problems any route can answer with, beyond its own. */
function genericProblems(route: RouteSpec): ProblemCode[] {
  const body: ProblemCode[] = route.body
    ? ['invalid_json', 'unsupported_media_type', 'payload_too_large']
    : [];
  return [...body, 'method_not_allowed', 'internal_error'];
}

/** Headers that come with a problem code, documented on its status. */
const PROBLEM_HEADERS: Partial<Record<ProblemCode, Record<string, string>>> = {
  solution_unavailable: {
    'Retry-After': 'Seconds until the solution comes out (when its day has ended in UTC-12).',
  },
  rate_limited: {
    'Retry-After': 'Seconds to wait before retrying (the whole window: an upper bound).',
    RateLimit:
      'draft-ietf-httpapi-ratelimit-headers: `"compute";r=0;t=<seconds>`, no quota left until the window resets.',
    'RateLimit-Policy':
      'draft-ietf-httpapi-ratelimit-headers: `"compute";q=<requests>;w=<seconds>`, the per-client quota of the compute endpoints. Also sent on their successful responses.',
  },
};

function responsesOf(route: RouteSpec): Json {
  const responses: Json = {};
  for (const [status, spec] of Object.entries(route.responses)) {
    const headers = Object.entries(spec.headers ?? {}).map(([name, description]) => [
      name,
      { description, schema: { type: 'string' } },
    ]);
    responses[status] = {
      description: spec.description,
      ...(headers.length ? { headers: Object.fromEntries(headers) } : {}),
      ...(spec.schema || spec.mediaType
        ? {
            content: {
              [spec.mediaType ?? 'application/json']: spec.schema
                ? { schema: schemaOf(spec.schema, 'output') }
                : {},
            },
          }
        : {}),
    };
  }
  const byStatus = new Map<number, ProblemCode[]>();
  for (const code of [...route.problems, ...genericProblems(route)]) {
    const status = problemStatus(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const headers = codes.flatMap((code) =>
      Object.entries(PROBLEM_HEADERS[code] ?? {}).map(([name, description]) => [
        name,
        { description, schema: { type: 'string' } },
      ]),
    );
    responses[status] = {
      description: codes.map((code) => `\`${code}\`: ${problemTitle(code)}.`).join(' '),
      ...(headers.length ? { headers: Object.fromEntries(headers) } : {}),
      content: { [PROBLEM_MEDIA_TYPE]: { schema: schemaOf(ProblemSchema, 'output') } },
    };
  }
  return responses;
}

function operationOf(route: RouteSpec): Json {
  return {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: route.description,
    ...(route.query ? { parameters: parametersOf(route.query) } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(route.body, 'input') } },
          },
        }
      : {}),
    responses: responsesOf(route),
  };
}

function build(): Json {
  const paths: Record<string, Json> = {};
  for (const route of Object.values(ROUTES) as RouteSpec[]) {
    paths[route.path] = { ...paths[route.path], [route.method]: operationOf(route) };
  }
  const { schemas } = z.toJSONSchema(apiSchemas, {
    uri: (id) => `${COMPONENTS}${id}`,
    unrepresentable: 'any',
  }) as { schemas: Record<string, Json> };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sudoku Break API',
      version: `1.0.0 (engine ${ENGINE_VERSION})`,
      summary:
        'Seeded Sudoku puzzles (classic and Arrow), the puzzle of the day, solving, checking, hints and ratings, at the edge.',
      description:
        'Errors are `application/problem+json` (RFC 9457) with a stable `code` and, for bad input, the `issues` with their field paths. CORS is open to any origin (no credentials). Request bodies are JSON, at most 64 KiB. Unknown query parameters are ignored. The compute endpoints (solve, check, hint, rate and unseeded puzzles) are rate limited per client: over the limit is a 429 `rate_limited` with Retry-After and the RateLimit / RateLimit-Policy fields of draft-ietf-httpapi-ratelimit-headers; seeded and daily puzzles are not limited.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'Puzzles', description: 'Generated puzzles: seeded, and the puzzle of the day.' },
      {
        name: 'Solving',
        description: 'Solve, check, hint and rate boards, classic or Arrow Sudoku.',
      },
      { name: 'Service', description: 'Status and documentation.' },
    ],
    paths,
    components: {
      schemas: Object.fromEntries(
        Object.entries(schemas).map(([id, schema]) => [id, embedded(schema)]),
      ),
    },
  };
}

let document: Json | undefined;

/** The document (built on first use; the schemas do not change while an isolate lives). */
export const openApiDocument = (): Json => {
  document ??= build();
  return document;
};
