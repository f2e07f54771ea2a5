// The Worker bundle as deployment makes it: `wrangler deploy --dry-run --outdir` (what `npm run
// deploy` and CI run, with the repo's wrangler.toml and package.json), with not one bundler
// warning or error, and with the WebAssembly 9x9 core in it: the module itself, imported by the
// Worker's code and handed to installWasmSolver. A dropped import (esbuild's "Ignoring this
// import because ... was marked as having no side effects") once left the deployed Worker on the
// JavaScript core while every test in the Workers pool, which bundles differently, passed.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, WRANGLER_BIN, wranglerEnv } from '../../scripts/wrangler.ts';
import { complaints } from '../support/complaints.ts';
import { SOLVER9_WASM } from '../support/wasm.ts';

interface DryRun {
  readonly code: number;
  readonly output: string;
}

let out: string;
let run: DryRun;

/** What wrangler printed: stdout and stderr both (esbuild warns on stderr). */
async function dryRun(outdir: string): Promise<DryRun> {
  const args = [WRANGLER_BIN, 'deploy', '--dry-run', '--outdir', outdir];
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, args, {
      cwd: ROOT,
      env: { ...wranglerEnv(), CI: 'true' },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, output: `${stdout}\n${stderr}` };
  } catch (error) {
    const { code, stdout, stderr } = error as { code?: number; stdout?: string; stderr?: string };
    return { code: code ?? 1, output: `${stdout ?? ''}\n${stderr ?? ''}` };
  }
}

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'sudoku-break-deploy-'));
  run = await dryRun(out);
}, 180_000);

afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

describe('wrangler deploy --dry-run', () => {
  it('bundles the Worker without a warning or an error', () => {
    expect(complaints(run.output)).toEqual([]);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/--dry-run: exiting now\./);
  });

  it('ships solver9.wasm and installs it from the Worker code', () => {
    const files = readdirSync(out);
    const wasm = files.filter((f) => f.endsWith('.wasm'));
    expect(wasm, files.join(', ')).toHaveLength(1);
    expect(readFileSync(join(out, wasm[0])).equals(SOLVER9_WASM)).toBe(true);
    // wrangler keeps the .wasm beside the bundle whether or not the code imports it: only the
    // import in the Worker's code, and the module handed to installWasmSolver, make it run.
    const js = readFileSync(join(out, 'main.js'), 'utf8');
    const escaped = wasm[0].replaceAll('.', '\\.');
    const imported = js.match(new RegExp(`^import (\\w+) from "\\./${escaped}";$`, 'm'));
    expect(imported, `main.js does not import ${wasm[0]}`).not.toBeNull();
    expect(js).toContain(`installWasmSolver(${imported?.[1]})`);
  });

  it("exports the Cron Trigger's scheduled handler beside fetch", () => {
    const js = readFileSync(join(out, 'main.js'), 'utf8');
    expect(js).toMatch(/\bfetch: \w+\.fetch,\s+async scheduled\(controller, env\)/);
  });
});
