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
    // The page's own script is a file (demo.js), so no inline script may run.
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('lets any site load /widget.js as a module script (CORS), once it is built', async () => {
    const res = await env.ASSETS.fetch('https://example.com/widget.js');
    if (res.status === 404) return; // `npm run build` has not produced the widget bundle yet
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('serves the favicon as SVG and as ICO (what browsers ask for by default)', async () => {
    const svg = await env.ASSETS.fetch('https://example.com/favicon.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await svg.text()).toMatch(/^<svg [^>]*viewBox="0 0 32 32"/);
    const ico = await env.ASSETS.fetch('https://example.com/favicon.ico');
    expect(ico.status).toBe(200);
    expect(ico.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    // An ICO file starts with reserved 0, type 1 (icon) and its image count.
    const head = new Uint8Array(await ico.arrayBuffer()).slice(0, 6);
    expect([...head]).toEqual([0, 0, 1, 0, 2, 0]);
    expect(ico.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('serves the demo page script as JavaScript', async () => {
    const res = await env.ASSETS.fetch('https://example.com/demo.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
  });

  it('does not serve its own _headers file', async () => {
    expect((await env.ASSETS.fetch('https://example.com/_headers')).status).toBe(404);
  });
});
