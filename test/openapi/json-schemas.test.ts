// How zod/mini schemas become the OpenAPI document's JSON Schemas (json-schemas.ts and the
// parameters of openapi.ts, in worker/api/service/), on route tables made up for each case: the
// API's own document is tested in test/worker/openapi.test.ts and the other files here.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { schemaSet } from '../../worker/api/service/json-schemas.ts';
import { buildDocument } from '../../worker/api/service/openapi.ts';
import type { RouteSpec } from '../../worker/contract.ts';

type Json = Record<string, unknown>;

const getRoute = (query: RouteSpec['query'], schema?: z.ZodMiniType): RouteSpec => ({
  method: 'get',
  path: '/api/v1/example',
  operationId: 'example',
  tag: 'Example',
  summary: 'An example',
  description: 'A route made up for a test.',
  query,
  responses: { 200: { description: 'The example.', schema } },
  problems: [],
});

const parametersOf = (document: Json) =>
  (document.paths as Record<string, Record<string, { parameters: Json[] }>>)['/api/v1/example'].get
    .parameters;

// A count as a batch route would read it: text, parsed, then held to its range.
const Count = z._default(
  z.pipe(
    z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number)),
    z.int().check(z.minimum(1), z.maximum(50)),
  ),
  1,
);

describe('query parameters', () => {
  it('are documented by what their text is read as, with their default', () => {
    const document = buildDocument([getRoute(z.object({ count: Count }))]);
    expect(parametersOf(document)).toEqual([
      {
        name: 'count',
        in: 'query',
        required: false,
        schema: { type: 'integer', minimum: 1, maximum: 50, default: 1 },
      },
    ]);
  });

  it('are required when their input may not be left out', () => {
    const document = buildDocument([getRoute(z.object({ day: z.string() }))]);
    expect(parametersOf(document)).toMatchObject([{ name: 'day', required: true }]);
  });

  it('write integer literals and enums as integers', () => {
    const document = buildDocument([
      getRoute(z.object({ n: z.literal([1, 2, 3]), half: z.optional(z.literal([0.5, 1])) })),
    ]);
    expect(parametersOf(document).map((p) => p.schema)).toEqual([
      { type: 'integer', enum: [1, 2, 3] },
      { type: 'number', enum: [0.5, 1] },
    ]);
  });

  it('refuse a parameter whose text is read as no scalar type', () => {
    const tags = z.pipe(
      z.string(),
      z.transform((text) => text.split(',')),
    );
    expect(() => buildDocument([getRoute(z.object({ tags }))])).toThrow(/query parameter tags/);
  });
});

describe('route schemas and components', () => {
  it('inline a route schema, with $refs to the components inside it', () => {
    const Item = z.object({ id: z.string() });
    const List = z.array(Item);
    const set = schemaSet({ input: [], output: [List] }, { Item });
    const ref = { $ref: '#/components/schemas/Item' };
    expect(set.of(List, 'output')).toEqual({ type: 'array', items: ref });
    expect(set.of(Item, 'output')).toEqual(ref);
    expect(set.components).toEqual({
      Item: {
        type: 'object',
        properties: { id: { type: 'string' } },
        required: ['id'],
        additionalProperties: false,
      },
    });
  });

  it('refuse a route schema that is also part of another', () => {
    const Item = z.object({ id: z.string() });
    const routes = [
      getRoute(undefined, Item),
      { ...getRoute(undefined, z.array(Item)), path: '/api/v1/list' as const },
    ];
    expect(() => buildDocument(routes)).toThrow(/is also part of another schema/);
  });

  it('refuse a component that a request reaches when it reads differently as input', () => {
    const Options = z.object({ limit: z._default(z.int(), 2) });
    const Request = z.object({ options: Options });
    expect(() => schemaSet({ input: [Request], output: [] }, { Options })).toThrow(
      /component Options reads differently as a request/,
    );
    expect(() => schemaSet({ input: [], output: [Request] }, { Options })).not.toThrow();
  });

  it('resolve only the schemas they were given', () => {
    const set = schemaSet({ input: [], output: [] }, {});
    expect(() => set.resolve(z.string(), 'output')).toThrow(/was not converted/);
  });
});
