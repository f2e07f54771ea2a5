/**
 * The OpenAPI 3.1 document, built from a route table (the API's is contract.ts's) and the
 * zod/mini schemas with zod's own JSON Schema output (OpenAPI 3.1 uses JSON Schema 2020-12 as
 * is; see json-schemas.ts). Built once per table and isolate, on first use. Every problem a route
 * can answer with is listed under its status.
 */
import type { $ZodType } from 'zod/v4/core';
import { ENGINE_VERSION } from '../../../shared/index.ts';
import {
  PROBLEM_MEDIA_TYPE,
  type ProblemCode,
  ProblemSchema,
  problemStatus,
  problemTitle,
} from '../../http/problem.ts';
import type { RouteSpec, RouteTable } from '../../http/route-spec.ts';
import { type Io, type Json, type SchemaSet, schemaSet } from './json-schemas.ts';

const SCALAR_TYPES = new Set(['string', 'integer', 'number', 'boolean']);

/**
 * Query values arrive as text, but each parameter is documented by what the API reads its text
 * as (the output side of its schema): `size` is an integer, so a typed client sends `size: 16`
 * and a form serialiser writes `size=16`. Which parameters may be left out is the input side's.
 */
function parametersOf(query: $ZodType, schemas: SchemaSet, where: 'query' | 'path'): Json[] {
  const { required = [] } = schemas.resolve(query, 'input') as { required?: string[] };
  const { properties = {} } = schemas.resolve(query, 'output') as {
    properties?: Record<string, Json>;
  };
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...schema } = property;
    if (!SCALAR_TYPES.has(String(schema.type))) {
      throw new Error(
        `${where} parameter ${name}: no scalar JSON Schema type (pipe its text into a schema)`,
      );
    }
    return {
      name,
      in: where,
      required: where === 'path' || required.includes(name),
      ...(description ? { description } : {}),
      schema,
    };
  });
}

/** The request headers a route documents: optional text. */
const headerParameters = (route: RouteSpec): Json[] =>
  Object.entries(route.headers ?? {}).map(([name, description]) => ({
    name,
    in: 'header',
    required: false,
    description,
    schema: { type: 'string' },
  }));

/** The bearer scheme of player tokens (worker/players/tokens.ts). */
const PLAYER_TOKEN = 'playerToken';
const SECURITY_SCHEMES = {
  [PLAYER_TOKEN]: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A player token: anonymous from POST /api/v1/players, or a JWT (HS256) a publisher signs for its reader with its PLAYER_SECRET, `{ sub, exp, name? }`. Bad, tampered or expired tokens are a 401 with WWW-Authenticate.',
  },
};

/** The problems any route can answer with, beyond its own. */
function genericProblems(route: RouteSpec): ProblemCode[] {
  const body: ProblemCode[] = route.body ? ['invalid_json', 'unsupported_media_type'] : [];
  // Any request but a GET may carry a body, and one over the limit is refused before routing
  // reads it, whether the route wants a body or not (a DELETE with 70 KB attached).
  const sized: ProblemCode[] = route.method === 'get' ? [] : ['payload_too_large'];
  return [...body, ...sized, 'method_not_allowed', 'internal_error'];
}

interface HeaderSpec {
  readonly description: string;
  /** Default: text. */
  readonly schema?: Json;
  /** Sent only sometimes (a stale write's ETag, when the server has a copy): never required. */
  readonly optional?: true;
}

/** Retry-After as the API writes it: delta-seconds (RFC 9110 also allows an HTTP date). */
const SECONDS = { type: 'integer', minimum: 0 };

const CHALLENGE = {
  'WWW-Authenticate': {
    description:
      'RFC 6750: `Bearer realm="sudoku-break"`, with `error="invalid_token"` and a description when a token was sent and refused.',
  },
};
const STORAGE_RETRY = {
  'Retry-After': {
    description: 'Seconds to wait before trying again; puzzles and solving work meanwhile.',
    schema: SECONDS,
  },
};

/** Headers that come with a problem code, documented on its status. */
const PROBLEM_HEADERS: Partial<Record<ProblemCode, Record<string, HeaderSpec>>> = {
  token_required: CHALLENGE,
  invalid_token: CHALLENGE,
  token_expired: CHALLENGE,
  edit_conflict: {
    ETag: {
      description: "The server's copy's revision, in quotes (when there is one).",
      optional: true,
    },
  },
  players_unavailable: STORAGE_RETRY,
  stats_unavailable: STORAGE_RETRY,
  solution_unavailable: {
    'Retry-After': {
      description: 'Seconds until the solution comes out (when its day has ended in UTC-12).',
      schema: SECONDS,
    },
  },
  rate_limited: {
    'Retry-After': {
      description: 'Seconds to wait before retrying (the whole window: an upper bound).',
      schema: SECONDS,
    },
    RateLimit: {
      description:
        'draft-ietf-httpapi-ratelimit-headers: `"compute";r=0;t=<seconds>`, no quota left until the window resets.',
    },
    'RateLimit-Policy': {
      description:
        'draft-ietf-httpapi-ratelimit-headers: `"compute";q=<units>;w=<seconds>`, the per-client quota of the work the API does (solve, check, hint and rate one unit each; a puzzle no cache holds its weight). Also sent on successful responses of the routes it limits.',
    },
  },
};

const TEXT = { type: 'string' };

/**
 * The problem document of a status: the Problem schema (or the richer body the route declares
 * for one of the status's codes, such as a stale write's with the server's copy), with its
 * `status` and the `code`s this route answers it with, so that a client (and a generated one's
 * types) knows which codes to expect under which status.
 */
const problemOf = (
  status: number,
  codes: readonly ProblemCode[],
  schemas: SchemaSet,
  body: $ZodType = ProblemSchema,
): Json => ({
  allOf: [
    schemas.of(body, 'output'),
    { properties: { status: { const: status }, code: { enum: [...codes] } } },
  ],
});

function responsesOf(route: RouteSpec, schemas: SchemaSet): Json {
  const responses: Json = {};
  for (const [status, spec] of Object.entries(route.responses)) {
    const headers = Object.entries(spec.headers ?? {}).map(([name, description]) => [
      name,
      { description, schema: TEXT },
    ]);
    responses[status] = {
      description: spec.description,
      ...(headers.length ? { headers: Object.fromEntries(headers) } : {}),
      ...(spec.schema || spec.mediaType
        ? {
            content: {
              [spec.mediaType ?? 'application/json']: spec.schema
                ? { schema: schemas.of(spec.schema, 'output') }
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
    // Required when every code of the status sends it (a 429 always says when to retry).
    const sentByAll = (name: string) =>
      codes.every((code) => {
        const header = PROBLEM_HEADERS[code]?.[name];
        return header !== undefined && !header.optional;
      });
    const headers = codes.flatMap((code) =>
      Object.entries(PROBLEM_HEADERS[code] ?? {}).map(([name, { description, schema }]) => [
        name,
        { description, ...(sentByAll(name) ? { required: true } : {}), schema: schema ?? TEXT },
      ]),
    );
    const body = codes.map((code) => route.problemBodies?.[code]).find((b) => b !== undefined);
    responses[status] = {
      description: codes.map((code) => `\`${code}\`: ${problemTitle(code)}.`).join(' '),
      ...(headers.length ? { headers: Object.fromEntries(headers) } : {}),
      content: { [PROBLEM_MEDIA_TYPE]: { schema: problemOf(status, codes, schemas, body) } },
    };
  }
  return responses;
}

/** Path, query and header parameters, in that order; nothing when there are none. */
function parametersSection(route: RouteSpec, schemas: SchemaSet): Json {
  const parameters = [
    ...(route.params ? parametersOf(route.params, schemas, 'path') : []),
    ...(route.query ? parametersOf(route.query, schemas, 'query') : []),
    ...headerParameters(route),
  ];
  return parameters.length ? { parameters } : {};
}

function operationOf(route: RouteSpec, schemas: SchemaSet): Json {
  return {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: route.description,
    ...(route.security ? { security: [{ [PLAYER_TOKEN]: [] }] } : {}),
    ...parametersSection(route, schemas),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemas.of(route.body, 'input') } },
          },
        }
      : {}),
    responses: responsesOf(route, schemas),
  };
}

/** The schemas of the routes, by the side of them the document shows. */
function routeSchemas(routes: readonly RouteSpec[]): Record<Io, $ZodType[]> {
  const defined = (schemas: ($ZodType | undefined)[]) =>
    schemas.filter((schema): schema is $ZodType => schema !== undefined);
  return {
    input: defined(routes.flatMap((r) => [r.params, r.query, r.body])),
    output: defined(
      routes.flatMap((r) => [
        r.params,
        r.query,
        ...Object.values(r.responses).map((spec) => spec.schema),
        ...Object.values(r.problemBodies ?? {}),
      ]),
    ),
  };
}

/** The document of a route table (exported for tests of tables other than the API's). */
export function buildDocument(routes: readonly RouteSpec[]): Json {
  const schemas = schemaSet(routeSchemas(routes));
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    paths[route.path] = { ...paths[route.path], [route.method]: operationOf(route, schemas) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sudoku Break API',
      version: `1.0.0 (engine ${ENGINE_VERSION})`,
      summary:
        'Seeded Sudoku puzzles (classic, Arrow and Killer), the puzzle of the day, solving, checking, hints and ratings, at the edge.',
      description:
        "Errors are `application/problem+json` (RFC 9457) with a stable `code` and, for bad input, the `issues` with their field paths. CORS is open to any origin (no credentials). Request bodies are JSON, at most 64 KiB. Unknown query parameters are ignored. The work the API does is rate limited per client (an IPv6 client by its /64), in units of one quota: solve, check, hint and rate cost one unit each, and a puzzle no cache holds costs the weight of its kind to generate, on every route (a puzzle, a batch, an image, a sheet, a day); a puzzle a cache holds costs nothing. Over the quota is a 429 `rate_limited` with Retry-After and the RateLimit / RateLimit-Policy fields of draft-ietf-httpapi-ratelimit-headers. Every puzzle response says where its puzzles came from in Cache-Status (RFC 9211). The players' routes take a player token (`Authorization: Bearer`, the `playerToken` scheme) and are limited per player and per address; when the players' storage fails they answer 503 with Retry-After, and everything else works on.",
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'The origin that serves this document.' }],
    // A public API: no operation needs credentials but the players' (each says so itself).
    security: [],
    tags: [
      { name: 'Puzzles', description: 'Generated puzzles: seeded, and the puzzle of the day.' },
      {
        name: 'Solving',
        description: 'Solve, check, hint and rate boards: classic, Arrow or Killer Sudoku.',
      },
      {
        name: 'Players',
        description:
          "Players, plays timed by the server, the puzzle of the day's stats and leaderboard, progress and saved games that follow a reader.",
      },
      { name: 'Service', description: 'Status and documentation.' },
    ],
    paths,
    components: { schemas: schemas.components, securitySchemes: SECURITY_SCHEMES },
  };
}

const documents = new WeakMap<RouteTable, Json>();

/**
 * The document of a route table, built on its first use: the schemas do not change while an
 * isolate lives, so the service routes and the API's `openApiDocument` (contract.ts) share one.
 */
export function documentOf(table: RouteTable): Json {
  let document = documents.get(table);
  if (!document) {
    document = buildDocument(Object.values(table));
    documents.set(table, document);
  }
  return document;
}
