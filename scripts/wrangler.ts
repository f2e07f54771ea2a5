/**
 * How the repo's scripts and tests run wrangler: its CLI from node_modules under this Node, in
 * the repo's folder (wrangler.toml), offline and without telemetry, as `npm start` and CI do.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder, where wrangler.toml is. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** wrangler's CLI script, to run with `process.execPath`. */
export const WRANGLER_BIN = join(
  dirname(createRequire(import.meta.url).resolve('wrangler/package.json')),
  'bin',
  'wrangler.js',
);

/** This process's environment with wrangler kept offline: no telemetry, no request.cf download. */
export const wranglerEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  WRANGLER_SEND_METRICS: 'false', // no telemetry
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false', // no download of request.cf data; a stub is used
});
