import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

// `exports.default.fetch` calls the Worker directly; the static-asset router in front of it
// (wrangler.toml [assets]) is reached here through the ASSETS binding.
describe('static assets', () => {
  it('serves the demo page at /', async () => {
    const res = await env.ASSETS.fetch('https://example.com/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('<title>Sudoku Break</title>');
  });
});
