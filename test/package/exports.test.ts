// The npm package as package.json describes it: `npm run build` (into a temporary folder, with
// `--dist`, so dist/ and public/ stay untouched for the other tests) must produce every file the
// `exports` map names, each with its declarations; the declarations import nothing but zod; the
// engine's only bare import is zod (the one runtime dependency) and the client and widget have
// none; the source maps carry their sources; the widget's `node` build imports in plain Node;
// `npm pack` would ship dist/, LICENSE, README.md, docs/*.md and package.json only; and every
// relative link of the shipped markdown leads to a shipped file (the docs ship so that the
// README's links work in an installed package).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importsOf } from '../../scripts/build-types.ts';
import { DOC_FILES } from '../support/doc-examples.ts';
import { anchors, isExternal, links } from '../support/markdown.ts';
import { npm, REPO } from './pack.ts';

interface Manifest {
  main: string;
  types: string;
  exports: Record<string, string | Record<string, string>>;
  sideEffects: string[];
  files: string[];
  dependencies: Record<string, string>;
}

const manifest = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as Manifest;
const tmp = mkdtempSync(join(tmpdir(), 'sudoku-break-dist-'));
const dist = join(tmp, 'dist');
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** `./dist/engine.js` -> the file the test build wrote. */
const built = (target: string): string => {
  expect(target.startsWith('./dist/'), target).toBe(true);
  return join(dist, target.slice('./dist/'.length));
};

/** Every file the `exports` map, `main` and `types` point into dist/, by condition. */
const targets = (): { condition: string; path: string }[] => [
  { condition: 'main', path: manifest.main },
  { condition: 'types', path: manifest.types },
  ...Object.values(manifest.exports).flatMap((entry) =>
    typeof entry === 'string'
      ? [{ condition: 'default', path: entry }]
      : Object.entries(entry).map(([condition, path]) => ({ condition, path })),
  ),
];

/** The bare module names a bundle imports (statically or dynamically), read by esbuild. */
async function bareImports(file: string): Promise<string[]> {
  const found = new Set<string>();
  const record: Plugin = {
    name: 'record-bare-imports',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, ({ path }) => {
        found.add(path);
        return { path, external: true };
      });
    },
  };
  await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    logLevel: 'silent',
    plugins: [record],
  });
  return [...found].sort();
}

beforeAll(() => {
  execFileSync(process.execPath, [join(REPO, 'scripts/build.mjs'), `--dist=${dist}`], {
    cwd: REPO,
    stdio: 'pipe',
  });
}, 240_000);

// Generous: esbuild and npm start processes, and a busy machine runs several test files at once.
let packedFiles: string[] | undefined;

/** The files `npm pack` would ship, as paths inside the package (asked once). */
function packed(): string[] {
  if (!packedFiles) {
    const args = ['pack', '--dry-run', '--json', '--ignore-scripts'];
    const [pack] = JSON.parse(npm(args, REPO)) as [{ files: { path: string }[] }];
    packedFiles = pack.files.map((f) => f.path);
  }
  return packedFiles;
}

describe('npm package', { timeout: 60_000 }, () => {
  it('builds every file the exports map names, each entry with its declarations', () => {
    for (const { condition, path } of targets()) {
      if (path === './package.json') continue;
      expect(existsSync(built(path)), `${condition}: ${path}`).toBe(true);
    }
    for (const [subpath, entry] of Object.entries(manifest.exports)) {
      // Files that are no modules (package.json, the widget's stylesheet) have no declarations.
      if (subpath === './package.json' || subpath.endsWith('.css')) continue;
      expect(typeof entry, subpath).toBe('object');
      const conditions = Object.keys(entry as Record<string, string>);
      // TypeScript takes the first matching condition: `types` must come first.
      expect(conditions[0], subpath).toBe('types');
      expect(conditions.at(-1), subpath).toBe('default');
    }
    // Each file that has side effects exists; a pattern (the widget's chunks) matches some.
    for (const file of manifest.sideEffects) {
      if (!file.includes('*')) expect(existsSync(built(file)), file).toBe(true);
      else {
        const [prefix, suffix] = file.slice('./dist/'.length).split('*');
        const found = readdirSync(dist).filter((f) => f.startsWith(prefix) && f.endsWith(suffix));
        expect(found.length, file).toBeGreaterThan(0);
      }
    }
  });

  it('has declarations that import nothing but zod, and no repo path', () => {
    const declarations = targets().filter(({ path }) => path.endsWith('.d.ts'));
    expect(new Set(declarations.map(({ path }) => path)).size).toBe(3);
    for (const { path } of declarations) {
      const text = readFileSync(built(path), 'utf8');
      for (const id of importsOf(text)) expect(id, path).toMatch(/^zod(\/|$)/);
      // The same by text, in case a form slipped past the parser: no relative or `.ts` import.
      expect(text, path).not.toMatch(/(?:from|import)\s*\(?\s*['"](?:\.{1,2}\/|[^'"]*\.ts['"])/);
    }
    // The widget's types describe the element without Lit (a devDependency, bundled).
    const widgetTypes = (manifest.exports['./widget'] as Record<string, string>).types;
    const widget = readFileSync(built(widgetTypes), 'utf8');
    expect(widget).toContain('interface SudokuBreakElement extends HTMLElement');
    expect(widget).toContain("'sudoku-break': SudokuBreakElement");
    expect(widget).not.toMatch(/LitElement|lit-html|ReactiveElement/);
  });

  it('keeps zod the one runtime dependency: the only bare import of the engine', async () => {
    expect(Object.keys(manifest.dependencies)).toEqual(['zod']);
    const engine = await bareImports(built('./dist/engine.js'));
    expect(engine.length).toBeGreaterThan(0);
    for (const id of engine) expect(id).toMatch(/^zod(\/|$)/);
    expect(await bareImports(built('./dist/client.js'))).toEqual([]);
    expect(await bareImports(built('./dist/widget.js'))).toEqual([]);
    // The Node build of the widget may use Node's own modules, nothing installed.
    const node = await bareImports(built('./dist/widget.node.js'));
    expect(node.filter((id) => !id.startsWith('node:'))).toEqual([]);
  });

  it('ships source maps that carry their sources', () => {
    for (const { path } of targets()) {
      if (!path.endsWith('.js')) continue;
      const js = readFileSync(built(path), 'utf8');
      const name = path.split('/').at(-1);
      expect(js.trimEnd().endsWith(`//# sourceMappingURL=${name}.map`), path).toBe(true);
      const map = JSON.parse(readFileSync(`${built(path)}.map`, 'utf8')) as {
        sources: string[];
        sourcesContent?: (string | null)[];
      };
      expect(map.sources.length, path).toBeGreaterThan(0);
      expect(map.sourcesContent?.length, path).toBe(map.sources.length);
      expect(
        map.sourcesContent?.every((s) => typeof s === 'string'),
        path,
      ).toBe(true);
    }
  });

  it("ships the widget's chunks beside widget.js, each it imports there, each with its map", () => {
    const names = readdirSync(dist);
    const seen = new Set<string>();
    const queue = ['widget.js', 'widget.node.js'];
    while (queue.length) {
      const name = queue.shift() as string;
      if (seen.has(name)) continue;
      seen.add(name);
      expect(names, name).toContain(name);
      expect(names, `${name}.map`).toContain(`${name}.map`);
      const js = readFileSync(join(dist, name), 'utf8');
      for (const m of js.matchAll(/(?:from\s*|import\()\s*["']\.\/([^"']+)["']/g)) queue.push(m[1]);
    }
    // widget.js, widget.node.js, the UI, its shared chunk, the deferred engine, two languages.
    expect(seen.size).toBeGreaterThanOrEqual(6);
    expect(names).toContain('widget.css');
  });

  it('imports the widget in plain Node (server-side rendering) without throwing', () => {
    const entry = (manifest.exports['./widget'] as Record<string, string>).node;
    const url = pathToFileURL(built(entry)).href;
    // A fresh Node process: no DOM, and nothing this test process has set up.
    const script = `const m = await import(${JSON.stringify(url)}); console.log(Object.keys(m).join());`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(out.trim()).toBe('SudokuBreak');
  });

  it('packs dist/, LICENSE, README.md, docs/*.md and package.json, and nothing else', () => {
    const paths = packed();
    for (const path of paths)
      expect(path).toMatch(/^(dist\/[^/]+|docs\/[^/]+\.md|LICENSE|README\.md|package\.json)$/);
    expect(paths).toEqual(expect.arrayContaining(['LICENSE', 'package.json', ...DOC_FILES]));
    expect(readFileSync(join(REPO, 'LICENSE'), 'utf8')).toContain('MIT License');
  });

  it('ships every file a relative link of its markdown leads to, and the heading it names', () => {
    const shipped = new Set(packed());
    const broken: string[] = [];
    for (const file of [...shipped].filter((path) => path.endsWith('.md'))) {
      for (const { line, target } of links(readFileSync(join(REPO, file), 'utf8'))) {
        if (isExternal(target)) continue;
        const [path, fragment] = target.split('#', 2);
        const to = path === '' ? file : normalize(join(dirname(file), decodeURI(path)));
        if (!shipped.has(to)) broken.push(`${file}:${line} ${target}: not in the package`);
        else if (fragment && !anchors(readFileSync(join(REPO, to), 'utf8')).has(fragment))
          broken.push(`${file}:${line} ${target}: no such heading`);
      }
    }
    expect(broken).toEqual([]);
  });
});
