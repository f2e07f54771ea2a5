// Two kinds of tests, one `vitest run`:
// - node:   test/**/*.test.ts (engine, tooling, browser tests driving Chromium), in Node.
// - worker: test/worker/**/*.test.ts, inside workerd via @cloudflare/vitest-plugin, with the
//           bindings from wrangler.toml (local KV, static assets).
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/worker/**', '**/node_modules/**'],
        },
      },
      {
        plugins: [cloudflareTest({ wrangler: { configPath: './wrangler.toml' } })],
        test: {
          name: 'worker',
          include: ['test/worker/**/*.test.ts'],
        },
      },
    ],
  },
});
