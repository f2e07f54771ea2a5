/**
 * The site `npm start` serves, built into a temporary folder: the files of public/ with the
 * widget's files `npm run build` adds to them (widget/bundle.ts: widget.js, widget.css and the
 * content-hashed chunks beside them, with their source maps, as scripts/build.mjs copies them into
 * public/). Whatever widget files a local build left in public/ are not copied: the folder holds
 * this build's alone. Tests serve it with `wrangler dev --assets <folder>` instead of rebuilding
 * public/ itself, which other tests may be reading at the same time; the Worker, wrangler.toml and
 * the bundle are the ones npm start uses.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWidget, type WidgetBundle, widgetFiles } from '../../widget/bundle.ts';

const PUBLIC = fileURLToPath(new URL('../../public/', import.meta.url));

/** A file of the widget's build (widget.js, widget.css, a chunk or a source map): not copied. */
const isWidgetFile = (name: string): boolean => /^widget([.-].*)?\.(js|css|map)$/.test(name);

export interface BuiltSite {
  /** The folder to serve as the Worker's static assets. */
  readonly dir: string;
  /** The widget as built and written there: widget.js, its chunks and widget.css. */
  readonly widget: WidgetBundle;
  /** Every widget file written there, by name (the files /<name> must serve). */
  readonly widgetFiles: ReadonlyMap<string, Uint8Array>;
  readonly cleanup: () => Promise<void>;
}

export async function buildSite(): Promise<BuiltSite> {
  const dir = await mkdtemp(join(tmpdir(), 'sudoku-break-site-'));
  try {
    await cp(PUBLIC, dir, { recursive: true, filter: (path) => !isWidgetFile(basename(path)) });
    const widget = await buildWidget();
    const files = widgetFiles(widget);
    for (const [name, bytes] of files) await writeFile(join(dir, name), bytes);
    return {
      dir,
      widget,
      widgetFiles: files,
      cleanup: () => rm(dir, { recursive: true, force: true }),
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
