/**
 * `wrangler dev` as a child process for scripts and tests: local workerd, KV, D1 and Durable
 * Objects as `npm start` runs them, but on a free port of 127.0.0.1 with its own throwaway state
 * (the D1 migrations applied to it first) and its own random player secrets (`secrets`, so that a
 * test or the load can sign a publisher's token or a play), offline and without telemetry.
 * `startDevServer` resolves once /api/v1/health answers; `stop` ends wrangler and the workerd it
 * started and removes the state. Only 127.0.0.1 is ever contacted.
 *
 * By default it serves what wrangler.toml says (the entry worker/main.ts, the assets in public/).
 * `assets` serves another folder of static assets (a site built into a temporary folder, so that
 * public/ is not rewritten under other tests); `script` another entry (the benchmark serves
 * worker/index.ts to see the Worker without its WebAssembly core); `root` another checkout (an
 * earlier commit's tree, for before-and-after benchmarks). `state` keeps local KV in a folder the
 * caller owns (a prepared state, copied per run), `vars` overrides [vars], `testScheduled` lets
 * `GET /__scheduled?cron=...` run the Worker's `scheduled` handler, and `cold: true` waits for a
 * static asset instead of /api/v1/health, so that the Worker's isolate has served nothing yet
 * (bench/cold.ts times its first request).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  applyLocalMigrations,
  type PlayerSecrets,
  ROOT,
  randomPlayerSecrets,
  secretArgs,
  WRANGLER_BIN,
  wranglerEnv,
} from './wrangler.ts';

export interface DevServer {
  /** `http://127.0.0.1:PORT` */
  readonly base: string;
  /** The engine version /api/v1/health reported (empty with `cold`: health was not asked). */
  readonly engineVersion: string;
  /** The 9x9 solver core /api/v1/health reported: `wasm` or `js` (empty with `cold`). */
  readonly solver: string;
  /** The port of the Worker's DevTools inspector (CPU profiles: bench/cold.ts). */
  readonly inspectorPort: number;
  /** The player secrets this server was given (made up for it, gone with it). */
  readonly secrets: PlayerSecrets;
  /** The last lines wrangler printed, for error messages. */
  readonly log: () => string;
  readonly stop: () => Promise<void>;
}

export interface DevServerOptions {
  /** How long to wait for /api/v1/health; 90 s by default. */
  readonly timeoutMs?: number;
  /** The Worker's entry instead of wrangler.toml's `main` (a path from the repo's root). */
  readonly script?: string;
  /** The folder of static assets instead of wrangler.toml's `[assets] directory`. */
  readonly assets?: string;
  /** The checkout to serve (its wrangler.toml and code); this repository by default. */
  readonly root?: string;
  /** A folder for local KV and caches, kept after `stop`; a throwaway one by default. */
  readonly state?: string;
  /** Values for [vars], over wrangler.toml's. */
  readonly vars?: Readonly<Record<string, string>>;
  /** Serve `GET /__scheduled?cron=...`, which runs the Worker's `scheduled` handler. */
  readonly testScheduled?: boolean;
  /** Wait for a static asset rather than /api/v1/health: the Worker has run no request yet. */
  readonly cold?: boolean;
}

/** A port that was free a moment ago on 127.0.0.1. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

function spawnWrangler(
  port: number,
  inspectorPort: number,
  state: string,
  secrets: PlayerSecrets,
  { script, assets, root = ROOT, vars = {}, testScheduled }: DevServerOptions,
): ChildProcess {
  const args = [
    ...['dev', ...(script ? [script] : []), '--show-interactive-dev-session=false'],
    ...['--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspectorPort)],
    ...['--persist-to', state, '--log-level', 'warn'],
    ...secretArgs(secrets),
    ...(assets ? ['--assets', assets] : []),
    ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ...(testScheduled ? ['--test-scheduled'] : []),
  ];
  // Its own process group, so that stopping it also stops the workerd it starts.
  return spawn(process.execPath, [WRANGLER_BIN, ...args], {
    cwd: root,
    env: wranglerEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
}

export async function startDevServer(options: DevServerOptions = {}): Promise<DevServer> {
  const { timeoutMs = 90_000 } = options;
  const port = await freePort();
  const inspectorPort = await freePort();
  const state = options.state ?? (await mkdtemp(join(tmpdir(), 'sudoku-break-dev-')));
  const base = `http://127.0.0.1:${port}`;
  const secrets = randomPlayerSecrets();
  try {
    await applyLocalMigrations(state);
  } catch (err) {
    if (!options.state) await rm(state, { recursive: true, force: true });
    throw err;
  }
  const child = spawnWrangler(port, inspectorPort, state, secrets, options);
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk) => {
      lines.push(String(chunk));
      if (lines.length > 200) lines.shift();
    });
  }
  const log = () => lines.join('').slice(-4000);
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    const group = -(child.pid ?? 0);
    try {
      process.kill(group, 'SIGTERM');
    } catch {}
    await Promise.race([new Promise((r) => child.once('exit', r)), sleep(5000)]);
    try {
      process.kill(group, 'SIGKILL');
    } catch {}
    if (!options.state) await rm(state, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`wrangler dev exited (${child.exitCode}):\n${log()}`);
    }
    try {
      // Cold: a static asset, served without the Worker (only /api/* reaches it first).
      const res = await fetch(`${base}${options.cold ? '/favicon.svg' : '/api/v1/health'}`);
      if (res.ok && options.cold) {
        await res.arrayBuffer();
        return { base, engineVersion: '', solver: '', inspectorPort, secrets, log, stop };
      }
      if (res.ok) {
        const { engineVersion, solver } = (await res.json()) as Record<string, string>;
        return { base, engineVersion, solver, inspectorPort, secrets, log, stop };
      }
    } catch {}
    await sleep(300);
  }
  await stop();
  throw new Error(`wrangler dev did not become healthy within ${timeoutMs / 1000} s:\n${log()}`);
}
