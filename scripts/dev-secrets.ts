// The players' secrets of `npm start`: local ones, never a deployment's. Made at random the first
// time and kept in a file beside the local state they protect (.wrangler/state/, not committed),
// so that anonymous tokens and play ids stay valid across restarts for as long as the local
// progress they name; deleting the state deletes both. PLAYER_SIGNING_KEY or PLAYER_SECRET set in
// the environment win (to sign a publisher's tokens with a secret of one's own choosing).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type PlayerSecrets, ROOT, randomPlayerSecrets } from './wrangler.ts';

const NAMES = ['PLAYER_SIGNING_KEY', 'PLAYER_SECRET'] as const;

const usable = (value: unknown): value is string => typeof value === 'string' && value.length >= 32;

/** The secrets and the file that keeps them, under `persistTo` (default .wrangler/state). */
export async function localPlayerSecrets(
  persistTo?: string,
): Promise<{ secrets: PlayerSecrets; file: string }> {
  const dir = persistTo ?? join(ROOT, '.wrangler', 'state');
  const file = join(dir, 'player-secrets.json');
  let kept: Record<string, unknown> | undefined;
  try {
    kept = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  } catch {
    // No file yet, or not JSON: made anew below.
  }
  let stored: PlayerSecrets;
  if (kept && usable(kept.PLAYER_SIGNING_KEY) && usable(kept.PLAYER_SECRET)) {
    stored = { PLAYER_SIGNING_KEY: kept.PLAYER_SIGNING_KEY, PLAYER_SECRET: kept.PLAYER_SECRET };
  } else {
    stored = randomPlayerSecrets();
    await mkdir(dir, { recursive: true });
    await writeFile(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  const [signing, publisher] = NAMES.map((name) => process.env[name] || stored[name]);
  return { secrets: { PLAYER_SIGNING_KEY: signing, PLAYER_SECRET: publisher }, file };
}
