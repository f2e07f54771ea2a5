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

  it('keeps /widget.js and /widget.css briefly, revalidating by ETag, once built', async () => {
    for (const path of ['/widget.js', '/widget.css']) {
      const res = await env.ASSETS.fetch(`https://example.com${path}`);
      if (res.status === 404) return; // not built yet
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=300, must-revalidate');
      const etag = res.headers.get('etag');
      expect(etag, path).toBeTruthy();
      await res.arrayBuffer();
      const again = await env.ASSETS.fetch(`https://example.com${path}`, {
        headers: { 'if-none-match': etag ?? '' },
      });
      expect(again.status, path).toBe(304);
    }
    const css = await env.ASSETS.fetch('https://example.com/widget.css');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it("serves widget.js's content-hashed chunks as immutable, CORS-enabled modules, once built", async () => {
    const entry = await env.ASSETS.fetch('https://example.com/widget.js');
    if (entry.status === 404) return; // not built yet
    // The chunks widget.js imports (the UI and what it imports at once), and what they import.
    const seen = new Set<string>();
    const queue = [...(await entry.text()).matchAll(/import\("\.\/(widget-[^"]+\.js)"\)/g)].map(
      (m) => m[1],
    );
    expect(queue.length).toBeGreaterThan(0);
    while (queue.length) {
      const name = queue.shift() as string;
      if (seen.has(name)) continue;
      seen.add(name);
      const res = await env.ASSETS.fetch(`https://example.com/${name}`);
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-type'), name).toMatch(/^(text|application)\/javascript/);
      expect(res.headers.get('cache-control'), name).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('access-control-allow-origin'), name).toBe('*');
      expect(res.headers.get('cross-origin-resource-policy'), name).toBe('cross-origin');
      const text = await res.text();
      for (const m of text.matchAll(/(?:from|import\()\s*"\.\/(widget-[^"]+\.js)"/g))
        queue.push(m[1]);
    }
    // The UI, its shared chunk and the deferred engine at least.
    expect(seen.size).toBeGreaterThanOrEqual(3);
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
