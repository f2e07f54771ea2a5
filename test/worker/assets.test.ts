import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

// `exports.default.fetch` calls the Worker directly; the static-asset router in front of it
// (wrangler.toml [assets], with public/_headers) is reached here through the ASSETS binding.
describe('static assets', () => {
  it('serves the demo page at / with security headers', async () => {
    const res = await env.ASSETS.fetch('https://example.com/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toMatch(/<title>Sudoku Break\b/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
  });

  it('lets any site load /widget.js as a module script (CORS), once it is built', async () => {
    const res = await env.ASSETS.fetch('https://example.com/widget.js');
    if (res.status === 404) return; // `npm run build` has not produced the widget bundle yet
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('does not serve its own _headers file', async () => {
    expect((await env.ASSETS.fetch('https://example.com/_headers')).status).toBe(404);
  });
});
