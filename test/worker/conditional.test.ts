import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/index.ts';
import { at, call } from './support.ts';

const app = createApp({ now: () => at('2026-05-01T12:00:00Z') });
const SEEDED = '/api/v1/puzzles?seed=etag&level=easy';

describe('cache headers, ETag and 304', () => {
  it('seeded puzzles are immutable for a year with a strong ETag', async () => {
    const res = await call(app, SEEDED);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{40}"$/);
  });

  it('the ETag is the same on every request for the same puzzle, and differs between puzzles', async () => {
    const tags = await Promise.all(
      [SEEDED, SEEDED, `${SEEDED}&include=solution`, '/api/v1/puzzles?seed=other'].map((url) =>
        call(app, url).then((r) => r.headers.get('etag')),
      ),
    );
    expect(tags[0]).toBe(tags[1]);
    expect(new Set(tags).size).toBe(3);
  });

  it('If-None-Match with the ETag gives 304: no body, same validators, CORS kept', async () => {
    const first = await call(app, SEEDED);
    const tag = first.headers.get('etag') ?? '';
    const res = await call(app, SEEDED, {
      headers: { 'If-None-Match': tag, Origin: 'https://blog.example' },
    });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect(res.headers.get('etag')).toBe(tag);
    expect(res.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect(res.headers.get('content-location')).toBe(first.headers.get('content-location'));
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toContain('ETag');
  });

  it('matches in a list, weakly, and with *', async () => {
    const tag = (await call(app, SEEDED)).headers.get('etag') ?? '';
    for (const header of [`"nope", ${tag}`, `W/${tag}`, '*']) {
      const res = await call(app, SEEDED, { headers: { 'If-None-Match': header } });
      expect(res.status, header).toBe(304);
    }
  });

  it('a stale or malformed If-None-Match gives the full response', async () => {
    for (const header of ['"0000"', 'garbage', '""', 'W/""']) {
      const res = await call(app, SEEDED, { headers: { 'If-None-Match': header } });
      expect(res.status, header).toBe(200);
      expect((await res.json()) as object).toHaveProperty('puzzle');
    }
  });

  it("today's puzzle is cached until midnight, a dated one for good, both with 304", async () => {
    const today = await call(app, '/api/v1/daily');
    expect(today.headers.get('cache-control')).toBe('public, max-age=43200');
    const dated = await call(app, '/api/v1/daily?date=2026-05-01');
    expect(dated.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(dated.headers.get('etag')).toBe(today.headers.get('etag'));
    const again = await call(app, '/api/v1/daily', {
      headers: { 'If-None-Match': today.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('nothing else is stored: random puzzles, solve, check and problems are no-store', async () => {
    expect((await call(app, '/api/v1/puzzles')).headers.get('cache-control')).toBe('no-store');
    const post = { method: 'POST', headers: { 'Content-Type': 'application/json' } };
    const solved = await call(app, '/api/v1/solve', { ...post, body: '{"puzzle":"...."}' });
    expect(solved.headers.get('cache-control')).toBe('no-store');
    const bad = await call(app, '/api/v1/puzzles?size=3');
    expect(bad.headers.get('cache-control')).toBe('no-store');
    expect(bad.headers.get('etag')).toBeNull();
  });
});
