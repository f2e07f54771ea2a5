import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { SIZES } from '../../shared/index.ts';
import { refsIn } from '../../worker/api/service/json-schemas.ts';
import { OpenApiDocumentSchema } from '../../worker/api/service/schemas.ts';
import { ROUTES } from '../../worker/contract.ts';
import { PROBLEM_CODES } from '../../worker/http/problem.ts';
import { honoPath } from '../../worker/http/route-spec.ts';
import { createApp } from '../../worker/index.ts';
import { call, expectProblem, postJson } from './support.ts';

type Json = Record<string, unknown>;
const app = createApp();

async function document(): Promise<Json> {
  const res = await call(app, '/api/v1/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as Json;
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with every route of the route table', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    const paths = doc.paths as Record<string, Record<string, Json>>;
    for (const route of Object.values(ROUTES)) {
      const op = paths[route.path]?.[route.method];
      expect(op, `${route.method} ${route.path}`).toBeDefined();
      expect(op.operationId).toBe(route.operationId);
      const success = Object.keys(op.responses as Json).filter((status) => status < '300');
      expect(success.length, `${route.method} ${route.path}`).toBeGreaterThan(0);
      expect(success.map(Number)).toEqual(
        Object.keys(route.responses)
          .map(Number)
          .filter((s) => s < 300),
      );
    }
  });

  it('matches the app: every API route the app serves is documented, and only those', () => {
    const served = app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
      .map((r) => `${r.method} ${r.path}`);
    const documented = Object.values(ROUTES).map(
      (r) => `${r.method.toUpperCase()} ${honoPath(r.path)}`,
    );
    expect(new Set(served)).toEqual(new Set(documented));
  });

  it('documents query parameters and request bodies from the validating schemas', async () => {
    const doc = await document();
    const paths = doc.paths as Record<string, Record<string, Json>>;
    const params = (paths['/api/v1/puzzles'].get.parameters as Json[]).map((p) => p.name);
    expect(params).toEqual(['size', 'level', 'variant', 'seed', 'include', 'format']);
    const level = (paths['/api/v1/daily'].get.parameters as Json[]).find((p) => p.name === 'level');
    expect(level).toMatchObject({
      in: 'query',
      required: false,
      schema: { enum: ['easy', 'medium', 'hard', 'expert'], default: 'medium' },
    });
    expect(paths['/api/v1/solve'].post.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/SolveRequest' } } },
    });
    const components = (doc.components as Json).schemas as Record<string, Json>;
    expect(components.SolveRequest).toMatchObject({
      type: 'object',
      required: ['puzzle'],
      additionalProperties: false,
    });
  });

  it('lists the problems of each route, as problem+json, under their statuses', async () => {
    const doc = await document();
    const solve = (doc.paths as Record<string, Record<string, Json>>)['/api/v1/solve'].post;
    const responses = solve.responses as Record<string, Json>;
    expect(Object.keys(responses)).toEqual([
      '200',
      '400',
      '405',
      '413',
      '415',
      '422',
      '429',
      '500',
    ]);
    expect(responses['422'].description).toContain('budget_exceeded');
    expect(responses['429'].description).toContain('rate_limited');
    expect(Object.keys(responses['429'].headers as Json)).toEqual([
      'Retry-After',
      'RateLimit',
      'RateLimit-Policy',
    ]);
    // Each status's problem: the Problem schema, with that status and the codes it comes with.
    expect(responses['400'].content).toEqual({
      'application/problem+json': {
        schema: {
          allOf: [
            { $ref: '#/components/schemas/Problem' },
            {
              properties: {
                status: { const: 400 },
                code: {
                  enum: [
                    'invalid_request',
                    'invalid_puzzle',
                    'invalid_size',
                    'invalid_options',
                    'invalid_json',
                  ],
                },
              },
            },
          ],
        },
      },
    });
    expect(responses['429'].headers).toMatchObject({
      'Retry-After': { schema: { type: 'integer', minimum: 0 } },
    });
  });

  it('has every $ref resolving to a component', async () => {
    const doc = await document();
    const components = (doc.components as Json).schemas as Record<string, Json>;
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(5);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(components[ref.split('/').at(-1) ?? ''], ref).toBeDefined();
    }
    for (const schema of Object.values(components)) {
      expect(schema).not.toHaveProperty('$schema');
      expect(schema).not.toHaveProperty('$id');
    }
  });
});

describe('the OpenAPI document, for generated clients (issue 14)', () => {
  const operation = (doc: Json, path: string, method: string) =>
    (doc.paths as Record<string, Record<string, Json>>)[path][method];
  const parameter = (doc: Json, path: string, name: string) =>
    (operation(doc, path, 'get').parameters as Json[]).find((p) => p.name === name);
  const component = (doc: Json, name: string) =>
    ((doc.components as Json).schemas as Record<string, Json>)[name];

  it('declares the API public: security [] at the top, servers, a license', async () => {
    const doc = await document();
    expect(doc.security).toEqual([]);
    expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(doc.info).toMatchObject({ license: { name: 'MIT', identifier: 'MIT' } });
  });

  it('types size as an integer, one of the sizes, while the query still arrives as text', async () => {
    const doc = await document();
    expect(parameter(doc, '/api/v1/puzzles', 'size')).toMatchObject({
      required: false,
      schema: { type: 'integer', enum: [...SIZES], default: 9 },
    });
    expect(component(doc, 'Puzzle')).toMatchObject({
      properties: { size: { type: 'integer', enum: [...SIZES] } },
    });
    const res = await call(app, '/api/v1/puzzles?size=16&seed=typed');
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).size).toBe(16);
  });

  it('gives dates format: date, in the query and in the daily puzzle', async () => {
    const doc = await document();
    expect(parameter(doc, '/api/v1/daily', 'date')).toMatchObject({
      schema: { type: 'string', format: 'date' },
    });
    expect(component(doc, 'DailyPuzzle')).toMatchObject({
      properties: { date: { type: 'string', format: 'date' } },
    });
  });

  it('documents /api/v1/openapi.json as a JSON object, which the served document is', async () => {
    const doc = await document();
    const ok = (operation(doc, '/api/v1/openapi.json', 'get').responses as Record<string, Json>)[
      '200'
    ];
    expect(ok.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/OpenApiDocument' } },
    });
    expect(component(doc, 'OpenApiDocument')).toMatchObject({
      type: 'object',
      required: ['openapi', 'info', 'paths'],
    });
    expect(z.safeParse(OpenApiDocumentSchema, doc).success).toBe(true);
  });

  it('uses every component: each is reached from an operation', async () => {
    const doc = await document();
    const components = (doc.components as Json).schemas as Record<string, Json>;
    const used = new Set<string>();
    const visit = (value: unknown) => {
      for (const ref of refsIn(value)) {
        const name = ref.split('/').at(-1) ?? '';
        if (!used.has(name)) {
          used.add(name);
          visit(components[name]);
        }
      }
    };
    visit(doc.paths);
    expect([...used].sort()).toEqual(Object.keys(components).sort());
    expect(operation(doc, '/api/v1/algorithms', 'get').responses).toMatchObject({
      200: {
        content: {
          'application/json': {
            schema: { type: 'array', items: { $ref: '#/components/schemas/Algorithm' } },
          },
        },
      },
    });
  });

  it('lists in a solve 200 only the statuses a 200 can carry; budget_exceeded is a 422', async () => {
    const doc = await document();
    expect(component(doc, 'SolveResult')).toMatchObject({
      properties: { status: { enum: ['solved', 'multiple', 'unsolvable', 'invalid'] } },
    });
    const responses = operation(doc, '/api/v1/solve', 'post').responses as Record<string, Json>;
    expect(responses['422'].description).toContain('budget_exceeded');
    const tight = createApp({ budget: 5 });
    const res = await call(tight, '/api/v1/solve', postJson({ puzzle: '.'.repeat(81) }));
    await expectProblem(res, 422, 'budget_exceeded');
  });
});

describe('the OpenAPI document, for the players routes', () => {
  const operation = (doc: Json, path: string, method: string) =>
    (doc.paths as Record<string, Record<string, Json>>)[path][method];

  it('declares the bearer scheme of player tokens and requires it where a route needs a player', async () => {
    const doc = await document();
    expect((doc.components as Json).securitySchemes).toEqual({
      playerToken: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
    });
    for (const route of Object.values(ROUTES)) {
      const op = operation(doc, route.path, route.method);
      const needs = 'security' in route && route.security === 'player';
      expect(op.security, `${route.method} ${route.path}`).toEqual(
        needs ? [{ playerToken: [] }] : undefined,
      );
      if (needs) {
        const unauthorized = (op.responses as Record<string, Json>)['401'];
        expect(unauthorized.description).toContain('invalid_token');
        expect(Object.keys(unauthorized.headers as Json)).toEqual(['WWW-Authenticate']);
      }
    }
  });

  it('documents path parameters, conditional request headers, 201 and 204, and the 412 with its copy', async () => {
    const doc = await document();
    const put = operation(doc, '/api/v1/players/me/games/{key}', 'put');
    expect((put.parameters as Json[]).map((p) => [p.name, p.in, p.required])).toEqual([
      ['key', 'path', true],
      ['If-Match', 'header', false],
      ['If-None-Match', 'header', false],
    ]);
    const responses = put.responses as Record<string, Json>;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '201', '412', '428']));
    // The stale write's body (with the server's copy), narrowed to the 412's status and code.
    expect(responses['412'].content).toEqual({
      'application/problem+json': {
        schema: {
          allOf: [
            { $ref: '#/components/schemas/EditConflict' },
            {
              properties: { code: { enum: ['edit_conflict'] }, status: { const: 412 } },
            },
          ],
        },
      },
    });
    const erase = operation(doc, '/api/v1/players/me', 'delete').responses as Record<string, Json>;
    expect(erase['204']).toEqual({ description: expect.any(String) });
    const finish = operation(doc, '/api/v1/plays/{id}/finish', 'post');
    expect((finish.parameters as Json[])[0]).toMatchObject({
      name: 'id',
      in: 'path',
      required: true,
    });
    const stats = operation(doc, '/api/v1/daily/stats', 'get').responses as Record<string, Json>;
    expect(Object.keys(stats['503'].headers as Json)).toEqual(['Retry-After']);
  });
});

describe('/api/docs', () => {
  it('is one self-contained HTML page with every route, schema and problem code', async () => {
    const res = await exports.default.fetch('https://example.com/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    for (const route of Object.values(ROUTES)) expect(html).toContain(route.path);
    for (const code of PROBLEM_CODES) expect(html).toContain(`id="problem-${code}"`);
    expect(html).toContain('id="schema-Puzzle"');
    // A problem status's body names the Problem schema (its codes are in the status's meaning).
    expect(html).toContain(
      '<code>application/problem+json</code> <a href="#schema-Problem">Problem</a>',
    );
    expect(html).not.toContain('<code>application/problem+json</code> any');
    expect(html).not.toMatch(/<script|https?:\/\/(?!json-schema)/);
  });

  it('carries security headers', async () => {
    const res = await call(app, '/api/docs');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=/);
  });
});
