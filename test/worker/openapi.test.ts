import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../worker/contract.ts';
import { createApp } from '../../worker/index.ts';
import { PROBLEM_CODES } from '../../worker/problem.ts';
import { call } from './support.ts';

type Json = Record<string, unknown>;
const app = createApp();

async function document(): Promise<Json> {
  const res = await call(app, '/api/v1/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as Json;
}

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsIn(v, found);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') found.push(v);
      else refsIn(v, found);
    }
  }
  return found;
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
      expect(Object.keys(op.responses as Json)).toContain('200');
    }
  });

  it('matches the app: every API route the app serves is documented, and only those', () => {
    const served = app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
      .map((r) => `${r.method} ${r.path}`);
    const documented = Object.values(ROUTES).map((r) => `${r.method.toUpperCase()} ${r.path}`);
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
    expect(responses['400'].content).toEqual({
      'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
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

describe('/api/docs', () => {
  it('is one self-contained HTML page with every route, schema and problem code', async () => {
    const res = await exports.default.fetch('https://example.com/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    for (const route of Object.values(ROUTES)) expect(html).toContain(route.path);
    for (const code of PROBLEM_CODES) expect(html).toContain(`id="problem-${code}"`);
    expect(html).toContain('id="schema-Puzzle"');
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
