/**
 * The site `npm start` serves, built into a temporary folder: the files of public/ with the
 * widget bundle `npm run build` adds to them (widget/bundle.ts, written as widget.js and
 * widget.js.map, as scripts/build.mjs copies them into public/). Tests serve it with
 * `wrangler dev --assets <folder>` instead of rebuilding public/ itself, which other tests may be
 * reading at the same time; the Worker, wrangler.toml and the bundle are the ones npm start uses.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWidget } from '../../widget/bundle.ts';

const PUBLIC = fileURLToPath(new URL('../../public/', import.meta.url));

export interface BuiltSite {
  /** The folder to serve as the Worker's static assets. */
  readonly dir: string;
  /** The widget bundle written there, as /widget.js must serve it. */
  readonly widget: Uint8Array;
  readonly cleanup: () => Promise<void>;
}

export async function buildSite(): Promise<BuiltSite> {
  const dir = await mkdtemp(join(tmpdir(), 'sudoku-break-site-'));
  try {
    await cp(PUBLIC, dir, { recursive: true });
    const { js, map } = await buildWidget();
    await writeFile(join(dir, 'widget.js'), js);
    await writeFile(join(dir, 'widget.js.map'), map);
    return { dir, widget: js, cleanup: () => rm(dir, { recursive: true, force: true }) };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
