// The players' secrets of `npm start`: local ones, never a deployment's. Made at random the first
// time and kept in a file beside the local state they protect (.wrangler/state/, not committed),
// so that anonymous tokens and play ids stay valid across restarts for as long as the local
// progress they name; deleting the state deletes both. PLAYER_SIGNING_KEY or PLAYER_SECRET set in
// the environment win (to sign a publisher's tokens with a secret of one's own choosing).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT, randomPlayerSecrets } from './wrangler.ts';

const NAMES = ['PLAYER_SIGNING_KEY', 'PLAYER_SECRET'];

/** The secrets and the file that keeps them, under `persistTo` (default .wrangler/state). */
export async function localPlayerSecrets(persistTo) {
  const dir = persistTo ?? join(ROOT, '.wrangler', 'state');
  const file = join(dir, 'player-secrets.json');
  let kept;
  try {
    kept = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    // No file yet, or not JSON: made anew below.
  }
  const usable = (value) => typeof value === 'string' && value.length >= 32;
  if (!NAMES.every((name) => usable(kept?.[name]))) {
    kept = randomPlayerSecrets();
    await mkdir(dir, { recursive: true });
    await writeFile(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  }
  const secrets = Object.fromEntries(NAMES.map((name) => [name, process.env[name] || kept[name]]));
  return { secrets, file };
}
