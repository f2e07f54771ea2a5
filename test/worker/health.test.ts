import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ALGORITHM_NAMES, ENGINE_VERSION } from '../../shared/index.ts';
import { ROUTES } from '../../worker/contract.ts';
import { expectProblem } from './support.ts';

describe('GET /api/v1/health', () => {
  it('reports ok, the engine version and the WebAssembly core the entry installs', async () => {
    const res = await exports.default.fetch('https://example.com/api/v1/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      status: 'ok',
      engineVersion: ENGINE_VERSION,
      solver: 'wasm',
    });
  });

  it('answers unknown API routes with a 404 problem', async () => {
    const res = await exports.default.fetch('https://example.com/api/v1/nope');
    await expectProblem(res, 404, 'not_found');
  });
});

describe('GET /api/v1/algorithms', () => {
  it('lists every algorithm solve accepts, with what it is', async () => {
    const res = await exports.default.fetch('https://example.com/api/v1/algorithms');
    expect(res.status).toBe(200);
    const body = z.parse(ROUTES.algorithms.responses[200].schema, await res.json());
    expect(body.map((a) => a.name)).toEqual(ALGORITHM_NAMES);
    expect(body.find((a) => a.name === 'fast')?.teaching).toBe(false);
  });
});
