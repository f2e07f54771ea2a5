// The few lines a publisher's server needs (docs/players.md, "Publisher-signed readers"), run as
// they are written there: the Node function, imported from the page's ```js block, and the Python
// function from its ```python block (where a python3 is installed). Their tokens must be accepted
// by the Worker's own code as the reader they name, with the name they sign, and refused when
// signed with another secret.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readToken } from '../../worker/players/tokens.ts';
import { repoPath } from '../support/doc-examples.ts';
import { TEST_PLAYER_KEYS } from '../support/player-keys.ts';

const OUT = fileURLToPath(new URL('../../node_modules/.cache/doc-examples/', import.meta.url));
const PAGE = readFileSync(repoPath('docs/players.md'), 'utf8');
const SECTION = PAGE.slice(PAGE.indexOf('### Publisher-signed readers'));

/** The first block of `language` in the publisher section. */
function block(language: string): string {
  const match = new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'm').exec(SECTION);
  if (!match) throw new Error(`no \`\`\`${language} block in docs/players.md's publisher section`);
  return match[1];
}

const KEYS = {
  signing: TEST_PLAYER_KEYS.PLAYER_SIGNING_KEY,
  publisher: TEST_PLAYER_KEYS.PLAYER_SECRET,
};

async function accepted(token: string, name: string | null) {
  const player = await readToken(token, KEYS, Date.now());
  expect(player).toMatchObject({ kind: 'publisher', name });
  expect(player.id).toMatch(/^p-[\w-]{22}$/);
  expect(player.expiresAt).toBeGreaterThan(Date.now() + 23 * 3600_000);
  return player.id;
}

const hasPython = spawnSync('python3', ['--version']).status === 0;

describe("a publisher's server, as docs/players.md writes it", () => {
  it('Node: its tokens are the readers they name, with their names; another secret is refused', async () => {
    mkdirSync(OUT, { recursive: true });
    const file = join(OUT, 'publisher-token.mjs');
    writeFileSync(file, block('js'));
    const { playerToken } = (await import(/* @vite-ignore */ file)) as {
      playerToken: (reader: string, name?: string, secret?: string) => string;
    };
    const secret = TEST_PLAYER_KEYS.PLAYER_SECRET;
    const ana = await accepted(playerToken('reader-42@news.example', 'Ana Ng', secret), 'Ana Ng');
    const again = await accepted(playerToken('reader-42@news.example', undefined, secret), null);
    expect(again).toBe(ana);
    const other = await accepted(playerToken('reader-43', 'Budi', secret), 'Budi');
    expect(other).not.toBe(ana);
    const wrong = playerToken(
      'reader-42@news.example',
      'Ana Ng',
      'another secret of 32 characters or more',
    );
    await expect(readToken(wrong, KEYS, Date.now())).rejects.toMatchObject({
      code: 'invalid_token',
    });
  });

  it.skipIf(!hasPython)('Python: its tokens are accepted as the same readers', async () => {
    const script = `${block('python')}\nimport sys\nprint(player_token(sys.argv[1], sys.argv[2] or None, sys.argv[3]))\n`;
    const run = (reader: string, name: string) =>
      spawnSync('python3', ['-c', script, reader, name, TEST_PLAYER_KEYS.PLAYER_SECRET], {
        encoding: 'utf8',
      });
    const named = run('reader-42@news.example', 'Ana Ng');
    expect(named.status, named.stderr).toBe(0);
    const id = await accepted(named.stdout.trim(), 'Ana Ng');
    const unnamed = run('reader-42@news.example', '');
    expect(await accepted(unnamed.stdout.trim(), null)).toBe(id);
  });
});
