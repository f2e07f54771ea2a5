// `npm start`: build the bundles, then serve the API, the demo page and the widget on
// http://localhost:8787 with `wrangler dev` (local workerd, local KV under .wrangler/state).
// Works offline and without a Cloudflare account. Extra arguments go to wrangler:
//   npm start -- --port 9000
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
await import('./build.mjs');

const require = createRequire(import.meta.url);
const wrangler = join(dirname(require.resolve('wrangler/package.json')), 'bin', 'wrangler.js');

const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false', // no telemetry
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false', // no download of request.cf data; a stub is used
};

const args = ['dev', '--show-interactive-dev-session=false']; // port 8787: wrangler.toml [dev]
const child = spawn(process.execPath, [wrangler, ...args, ...process.argv.slice(2)], {
  cwd: root,
  env,
  stdio: 'inherit',
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
