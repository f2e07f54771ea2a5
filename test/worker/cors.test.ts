import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/index.ts';
import { call, PUZZLE, postJson } from './support.ts';

const app = createApp();
const ORIGIN = 'https://news.example';

describe('CORS', () => {
  it('answers a preflight for a JSON POST from any origin, cached for a day', async () => {
    const res = await exports.default.fetch('https://example.com/api/v1/solve', {
      method: 'OPTIONS',
      headers: {
        Origin: ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe(
      'GET,HEAD,POST,PUT,DELETE,OPTIONS',
    );
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'content-type',
    );
    expect(res.headers.get('access-control-max-age')).toBe('86400');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('allows If-None-Match in preflights (for conditional GETs from scripts)', async () => {
    const res = await call(app, '/api/v1/puzzles?seed=x', {
      method: 'OPTIONS',
      headers: {
        Origin: ORIGIN,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'if-none-match',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'if-none-match',
    );
  });

  it('allows a player token and If-Match in preflights (a saved game written from a page)', async () => {
    const res = await call(app, '/api/v1/players/me/games/daily', {
      method: 'OPTIONS',
      headers: {
        Origin: ORIGIN,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization,content-type,if-match',
      },
    });
    expect(res.status).toBe(204);
    const allowed = res.headers.get('access-control-allow-headers')?.toLowerCase().split(',');
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'if-match']));
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('lets any origin read responses and the ETag, without credentials', async () => {
    const res = await call(app, '/api/v1/puzzles?seed=cors', { headers: { Origin: ORIGIN } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toBe(
      'ETag,Content-Location,Retry-After,RateLimit,RateLimit-Policy,Cache-Status,WWW-Authenticate',
    );
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
  });

  it('error responses carry CORS headers too, so scripts can read the problem', async () => {
    const requests: [string, RequestInit][] = [
      ['/api/v1/puzzles?size=2', {}],
      ['/api/v1/solve', postJson({ puzzle: 1 })],
      ['/api/v1/solve', postJson({ puzzle: ' '.repeat(70_000) })],
      ['/api/v1/solve', { method: 'DELETE' }],
      ['/api/nowhere', {}],
    ];
    for (const [path, init] of requests) {
      const res = await call(app, path, { ...init, headers: { ...init.headers, Origin: ORIGIN } });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
    }
  });

  it('a POST from another origin works end to end', async () => {
    const res = await call(app, '/api/v1/check', {
      ...postJson({ puzzle: PUZZLE }),
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});
