/**
 * Redocly CLI's `lint` on an OpenAPI document given as a value, under the repository's
 * redocly.yaml: for `npm run lint:openapi` and the test that holds the document to it. The
 * document goes to a temporary file that is removed afterwards.
 */
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

function redoclyCli(): string {
  const pkg = createRequire(import.meta.url).resolve('@redocly/cli/package.json');
  const { bin } = JSON.parse(readFileSync(pkg, 'utf8')) as { bin: Record<string, string> };
  return join(dirname(pkg), bin.redocly);
}

/** Runs `redocly lint` on `document` with extra `args`; `pipe` captures its output as text. */
export function redoclyLint(
  document: unknown,
  args: readonly string[],
  stdio: 'inherit' | 'pipe',
): SpawnSyncReturns<string> {
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-break-openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
    return spawnSync(
      process.execPath,
      [redoclyCli(), 'lint', file, `--config=${join(root, 'redocly.yaml')}`, ...args],
      {
        stdio,
        encoding: 'utf8',
        // No telemetry, no update check: the lint runs offline, in CI as on a laptop.
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
