/**
 * The engine as it was at an earlier commit, for before-and-after tables in one run: `git
 * archive` writes that commit's `shared/` into a temporary folder (with a link to this checkout's
 * node_modules, for zod), and it is imported from there next to the working tree's engine. Null
 * when git or the commit is not available (a tarball install, a shallow clone).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The last commit before issue 12 (big boards): what "before" means in bench/big-boards.ts. */
export const BEFORE_COMMIT = 'f689eaa';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface Loaded<T> {
  readonly engine: T;
  /** Removes the temporary folder. */
  readonly dispose: () => void;
}

/** Imports `shared/<entry>` as of `commit`, or null (with the reason in `why`) when it cannot. */
export async function loadBefore<T>(
  commit: string,
  entry: string,
  why: (reason: string) => void,
): Promise<Loaded<T> | null> {
  let dir: string | null = null;
  try {
    dir = mkdtempSync(join(tmpdir(), 'sudoku-break-before-'));
    const tar = join(dir, 'shared.tar');
    execFileSync('git', ['archive', '--format=tar', '-o', tar, commit, 'shared'], {
      cwd: root,
      stdio: 'pipe',
    });
    execFileSync('tar', ['-xf', tar, '-C', dir], { stdio: 'pipe' });
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const engine = (await import(pathToFileURL(join(dir, 'shared', entry)).href)) as T;
    const made = dir;
    return { engine, dispose: () => rmSync(made, { recursive: true, force: true }) };
  } catch (error) {
    if (dir) rmSync(dir, { recursive: true, force: true });
    why(error instanceof Error ? error.message.split('\n')[0] : String(error));
    return null;
  }
}
