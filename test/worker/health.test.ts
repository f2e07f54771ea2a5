import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION } from '../../shared/version.ts';

describe('GET /api/v1/health', () => {
  it('reports ok and the engine version', async () => {
    const res = await exports.default.fetch('https://example.com/api/v1/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ status: 'ok', engineVersion: ENGINE_VERSION });
  });

  it('answers unknown API routes with 404', async () => {
    const res = await exports.default.fetch('https://example.com/api/v1/nope');
    expect(res.status).toBe(404);
  });
});
