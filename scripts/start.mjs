// `npm start`: build the bundles, apply the D1 migrations to the local players database, then
// serve the API, the demo page and the widget on http://localhost:8787 with `wrangler dev` (local
// workerd; local KV, D1 and Durable Objects under .wrangler/state). Works offline and without a
// Cloudflare account. The players' secrets are local ones (scripts/dev-secrets.ts): made once
// and kept with the local state, unless PLAYER_SIGNING_KEY or PLAYER_SECRET are set in the
// environment. Extra arguments go to wrangler:
//   npm start -- --port 9000
import { spawn } from 'node:child_process';
import { localPlayerSecrets } from './dev-secrets.ts';
import { applyLocalMigrations, ROOT, secretArgs, WRANGLER_BIN, wranglerEnv } from './wrangler.ts';

await import('./build.mjs');

const extra = process.argv.slice(2);
const persist = extra.indexOf('--persist-to');
const persistTo = persist >= 0 ? extra[persist + 1] : undefined;
await applyLocalMigrations(persistTo);
const { secrets, file } = await localPlayerSecrets(persistTo);
console.log(`players: local secrets in ${file} (sign a publisher's token with PLAYER_SECRET)`);

const args = ['dev', '--show-interactive-dev-session=false', ...secretArgs(secrets)]; // port 8787: wrangler.toml [dev]
const child = spawn(process.execPath, [WRANGLER_BIN, ...args, ...extra], {
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
