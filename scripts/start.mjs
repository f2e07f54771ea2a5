// `npm start`: build the bundles, then serve the API, the demo page and the widget on
// http://localhost:8787 with `wrangler dev` (local workerd, local KV under .wrangler/state).
// Works offline and without a Cloudflare account. Extra arguments go to wrangler:
//   npm start -- --port 9000
import { spawn } from 'node:child_process';
import { ROOT, WRANGLER_BIN, wranglerEnv } from './wrangler.ts';

await import('./build.mjs');

const args = ['dev', '--show-interactive-dev-session=false']; // port 8787: wrangler.toml [dev]
const child = spawn(process.execPath, [WRANGLER_BIN, ...args, ...process.argv.slice(2)], {
  cwd: ROOT,
  env: wranglerEnv(),
  stdio: 'inherit',
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
