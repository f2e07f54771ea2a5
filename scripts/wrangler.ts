/**
 * How the repo's scripts and tests run wrangler: its CLI from node_modules under this Node, in
 * the repo's folder (wrangler.toml), offline and without telemetry, as `npm start` and CI do; how
 * they prepare the players' local storage (D1 migrations) and secrets for `wrangler dev`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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

/**
 * Applies the D1 migrations (migrations/*.sql) to the local players database that `wrangler dev`
 * serves: in `.wrangler/state` (`npm start`), or under `persistTo` (a throwaway state). Already
 * applied migrations are skipped, so it is safe before every start.
 */
export function applyLocalMigrations(persistTo?: string): Promise<void> {
  const args = ['d1', 'migrations', 'apply', 'PLAYERS_DB', '--local'];
  if (persistTo) args.push('--persist-to', persistTo);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WRANGLER_BIN, ...args], {
      cwd: ROOT,
      env: wranglerEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += String(chunk);
      });
    }
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`wrangler d1 migrations apply exited ${code}:\n${output.slice(-2000)}`)),
    );
  });
}

/** The players' two secrets as `wrangler dev` arguments (`--var NAME:value`). */
export interface PlayerSecrets {
  readonly PLAYER_SIGNING_KEY: string;
  readonly PLAYER_SECRET: string;
}

/** Fresh random secrets, for a local server whose state is thrown away with them. */
export const randomPlayerSecrets = (): PlayerSecrets => ({
  PLAYER_SIGNING_KEY: randomBytes(32).toString('base64url'),
  PLAYER_SECRET: randomBytes(32).toString('base64url'),
});

export const secretArgs = (secrets: PlayerSecrets): string[] =>
  Object.entries(secrets).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
