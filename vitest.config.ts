// Three kinds of tests, one `vitest run`:
// - node:    test/**/*.test.ts (engine, widget model, tooling), in Node.
// - browser: test/browser/**/*.test.ts, in Node driving Debian's Chromium (playwright-core),
//            with longer timeouts for real page loads.
// - worker:  test/worker/**/*.test.ts, inside workerd via @cloudflare/vitest-plugin, with the
//            bindings from wrangler.toml (local KV, D1 with migrations/ applied by
//            test/worker/setup.ts, the daily stats Durable Objects, static assets), test-only
//            player keys, and the docs' code examples as modules
//            (test/support/doc-examples-plugin.ts).
// Property tests (fast-check) in node and worker take FC_SEED, FC_PATH and FC_RUNS from the
// environment: test/support/fast-check.setup.ts says how to replay a failure.
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { docExamplesPlugin } from './test/support/doc-examples-plugin.ts';
import { TEST_PLAYER_KEYS } from './test/support/player-keys.ts';
import { propertySettings } from './test/support/property.ts';

// Read here, in Node, and provided to the test files: workerd has no process.env.
const properties = {
  setupFiles: ['./test/support/fast-check.setup.ts'],
  provide: { fastCheck: propertySettings(process.env) },
};

// The D1 schema, applied to each test file's own database before its tests run.
const migrations = await readD1Migrations(new URL('./migrations', import.meta.url).pathname);

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
          ...properties,
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
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: { bindings: { ...TEST_PLAYER_KEYS, TEST_MIGRATIONS: migrations } },
          }),
          // The documentation's examples as modules, for the client examples run in workerd.
          docExamplesPlugin(),
        ],
        test: {
          name: 'worker',
          include: ['test/worker/**/*.test.ts'],
          ...properties,
          setupFiles: [...properties.setupFiles, './test/worker/setup.ts'],
        },
      },
    ],
  },
});
