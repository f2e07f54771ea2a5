/**
 * The npm package as a stranger gets it: the package built and staged in a temporary folder (so
 * the repo's dist/ and public/ stay untouched while other tests run), `npm pack`ed there, then the
 * tarball installed into a fresh project, with the repo's TypeScript version beside it, so
 * tests can import, run and typecheck code against `sudoku-break` exactly as published (the files
 * `files` lists, the `exports` map, the declared dependencies and nothing else of the repo).
 * Installing needs the npm registry or npm's cache for zod and typescript (`--prefer-offline`).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOC_FILES } from '../support/doc-examples.ts';

export const REPO = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface PackedProject {
  /** The temporary folder holding the tarball and the project; `cleanup` removes it. */
  readonly root: string;
  readonly tarball: string;
  /** The consumer project: package.json (`type: module`) and node_modules, nothing else. */
  readonly dir: string;
  readonly cleanup: () => void;
}

export interface PackOptions {
  /** More packages to install into the project, as npm install arguments. */
  readonly extra?: readonly string[];
}

/** npm and the tools it starts run on the repo's own Node 22 (node_modules/.bin first). */
const env = (): NodeJS.ProcessEnv => ({
  ...process.env,
  PATH: `${join(REPO, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
  npm_config_update_notifier: 'false',
});

export function npm(args: readonly string[], cwd: string): string {
  return execFileSync('npm', args, { cwd, env: env(), encoding: 'utf8', stdio: 'pipe' });
}

/** The TypeScript version the repo itself compiles with (the installed one, exact). */
export function repoTypeScriptVersion(): string {
  const pkg = join(REPO, 'node_modules', 'typescript', 'package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

/** Packs the repo and installs the tarball into a new temporary project. Takes a minute or so. */
export function packAndInstall(options: PackOptions = {}): PackedProject {
  const root = mkdtempSync(join(tmpdir(), 'sudoku-break-pack-'));
  const cleanup = () => rmSync(root, { recursive: true, force: true });
  try {
    // What `prepack` does, into the staging folder; then the files `npm pack` takes besides dist/
    // (package.json's `files`: the license, the README and the docs).
    const stage = join(root, 'package');
    execFileSync(
      process.execPath,
      [join(REPO, 'scripts/build.mjs'), `--dist=${join(stage, 'dist')}`],
      {
        cwd: REPO,
        env: env(),
        stdio: 'pipe',
      },
    );
    for (const file of ['package.json', 'LICENSE', 'README.md', ...DOC_FILES]) {
      mkdirSync(dirname(join(stage, file)), { recursive: true });
      copyFileSync(join(REPO, file), join(stage, file));
    }
    const packArgs = ['pack', '--json', '--ignore-scripts', '--pack-destination', root];
    const [packed] = JSON.parse(npm(packArgs, stage)) as [{ filename: string }];
    const tarball = join(root, packed.filename);
    const dir = join(root, 'project');
    mkdirSync(dir);
    const manifest = { name: 'consumer', version: '0.0.0', private: true, type: 'module' };
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    npm(
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        tarball,
        `typescript@${repoTypeScriptVersion()}`,
        ...(options.extra ?? []),
      ],
      dir,
    );
    return { root, tarball, dir, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}
