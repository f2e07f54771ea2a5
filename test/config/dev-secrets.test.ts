// `npm start`'s local player secrets (scripts/dev-secrets.ts): made at random the first time,
// kept beside the local state (readable by its owner alone) and the same on every start after,
// made anew when the file is missing or unusable, and overridden by the environment.
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localPlayerSecrets } from '../../scripts/dev-secrets.ts';

const dirs: string[] = [];
const fresh = async (): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), 'sudoku-break-secrets-'));
  dirs.push(dir);
  return dir;
};

afterEach(async () => {
  vi.unstubAllEnvs();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe("npm start's player secrets", () => {
  it('are made once, at random, kept for the owner only, and the same on the next start', async () => {
    vi.stubEnv('PLAYER_SIGNING_KEY', '');
    vi.stubEnv('PLAYER_SECRET', '');
    const dir = await fresh();
    const first = await localPlayerSecrets(dir);
    expect(first.file).toBe(join(dir, 'player-secrets.json'));
    for (const value of Object.values(first.secrets))
      expect(String(value).length).toBeGreaterThanOrEqual(32);
    expect(first.secrets.PLAYER_SIGNING_KEY).not.toBe(first.secrets.PLAYER_SECRET);
    expect((await stat(first.file)).mode & 0o777).toBe(0o600);
    expect((await localPlayerSecrets(dir)).secrets).toEqual(first.secrets);
    const other = await localPlayerSecrets(await fresh());
    expect(other.secrets.PLAYER_SIGNING_KEY).not.toBe(first.secrets.PLAYER_SIGNING_KEY);
  });

  it('are made anew when the file is not usable; the environment wins', async () => {
    const dir = await fresh();
    await writeFile(join(dir, 'player-secrets.json'), '{"PLAYER_SIGNING_KEY":"short"}');
    vi.stubEnv('PLAYER_SIGNING_KEY', '');
    vi.stubEnv('PLAYER_SECRET', 'a publisher secret set by the developer, long enough');
    const { secrets, file } = await localPlayerSecrets(dir);
    expect(String(secrets.PLAYER_SIGNING_KEY).length).toBeGreaterThanOrEqual(32);
    expect(secrets.PLAYER_SECRET).toBe('a publisher secret set by the developer, long enough');
    const kept = JSON.parse(await readFile(file, 'utf8'));
    expect(kept.PLAYER_SIGNING_KEY).toBe(secrets.PLAYER_SIGNING_KEY);
    expect(kept.PLAYER_SECRET).not.toBe(secrets.PLAYER_SECRET);
  });
});
