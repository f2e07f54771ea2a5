// Three kinds of tests, one `vitest run`:
// - node:    test/**/*.test.ts (engine, widget model, tooling), in Node.
// - browser: test/browser/**/*.test.ts, in Node driving Debian's Chromium (playwright-core),
//            with longer timeouts for real page loads.
// - worker:  test/worker/**/*.test.ts, inside workerd via @cloudflare/vitest-plugin, with the
//            bindings from wrangler.toml (local KV, static assets), and the docs' code examples
//            as modules (test/support/doc-examples-plugin.ts).
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { docExamplesPlugin } from './test/support/doc-examples-plugin.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          // Property tests and whole-data-set runs take seconds on a busy 2-core machine; speed
          // is measured by `npm run bench`, never by a test's time limit.
          testTimeout: 30_000,
          include: ['test/**/*.test.ts'],
          exclude: ['test/worker/**', 'test/browser/**', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['test/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [
          cloudflareTest({ wrangler: { configPath: './wrangler.toml' } }),
          // The documentation's examples as modules, for the client examples run in workerd.
          docExamplesPlugin(),
        ],
        test: {
          name: 'worker',
          include: ['test/worker/**/*.test.ts'],
        },
      },
    ],
  },
});
