/**
 * Where the gzip bytes of /widget.js and its chunks come from, module by module: a file's
 * minified text is split by source file with its source map, and each module gets two figures:
 * - alone: its own minified text gzipped on its own (what it would weigh as a separate file);
 * - marginal: the file's gzip size minus the gzip size of the file without that module's text,
 *   that is what the module costs in the file as shipped, where gzip finds much of its text
 *   elsewhere in the file too (the figure to attack first).
 * The widget bench (bench/widget.ts) prints the largest; run this file for the whole list, file
 * by file:
 *   node bench/widget-size.ts [--by=dir] [--top=40]
 */
import { gzipSync } from 'node:zlib';
import { buildWidget, type WidgetFile } from '../widget/bundle.ts';
import { int, table } from './stats.ts';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeVlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** One mapped run of the bundle's text: its line, columns and source index. */
interface Span {
  readonly line: number;
  readonly start: number;
  readonly end: number;
  readonly source: number;
}

/** The file's lines and, for each run of text, the source file it came from. */
export function spansOf(b: WidgetFile): {
  lines: string[];
  sources: string[];
  spans: Span[];
} {
  const map = JSON.parse(b.map) as { sources: string[]; mappings: string };
  const lines = new TextDecoder().decode(b.js).split('\n');
  const spans: Span[] = [];
  let source = 0;
  map.mappings.split(';').forEach((mapped, line) => {
    const row = lines[line] ?? '';
    let col = 0;
    const points: [number, number][] = [];
    for (const seg of mapped ? mapped.split(',') : []) {
      const v = decodeVlq(seg);
      col += v[0];
      if (v.length > 1) source += v[1];
      points.push([col, source]);
    }
    points.forEach(([start, s], k) => {
      const end = k + 1 < points.length ? points[k + 1][0] : row.length;
      spans.push({ line, start, end, source: s });
    });
  });
  return { lines, sources: map.sources, spans };
}

/** A source path as the repository names it (node_modules may be a link to another tree). */
export const repoPath = (source: string): string =>
  source.replace(/^(\.\.\/)+/, '').replace(/^.*?node_modules\//, 'node_modules/');

const gzip = (text: string): number => (text ? gzipSync(text, { level: 9 }).length : 0);

export interface ModuleWeight {
  readonly name: string;
  /** Minified bytes in the bundle. */
  readonly raw: number;
  /** Its text gzipped alone. */
  readonly alone: number;
  /** What it adds to the bundle's gzip size. */
  readonly marginal: number;
}

/**
 * Each group's weight in the bundle, largest marginal cost first; `group` names a source file's
 * group (by default the file itself, repository-relative).
 */
export function moduleWeights(
  b: WidgetFile,
  group: (path: string) => string = (path) => path,
): ModuleWeight[] {
  const { lines, sources, spans } = spansOf(b);
  const total = gzip(new TextDecoder().decode(b.js));
  const groupOf = sources.map((s) => group(repoPath(s)));
  return [...new Set(groupOf)]
    .map((name) => {
      const own: string[] = [];
      const rest: string[][] = lines.map(() => []);
      for (const { line, start, end, source } of spans) {
        const text = lines[line].slice(start, end);
        if (groupOf[source] === name) own.push(text);
        else rest[line].push(text);
      }
      const ownText = own.join('');
      const without = gzip(rest.map((parts) => parts.join('')).join('\n'));
      return { name, raw: ownText.length, alone: gzip(ownText), marginal: total - without };
    })
    .filter((m) => m.raw > 0)
    .sort((x, y) => y.marginal - x.marginal);
}

/** A file's folder, with a package's files under the package. */
export const folderOf = (path: string): string =>
  path.startsWith('node_modules/')
    ? path.replace(/^node_modules\/((@[^/]+\/)?[^/]+)\/.*$/, '$1')
    : path.replace(/\/[^/]+$/, '/');

export function weightTable(weights: readonly ModuleWeight[]): string {
  return table(
    ['module', 'minified', 'gzip alone', 'gzip in the bundle'],
    weights.map((w) => [w.name, int(w.raw), int(w.alone), int(w.marginal)]),
    'lrrr',
  );
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const args = process.argv.slice(2);
  const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? Infinity);
  const byDir = args.includes('--by=dir');
  const bundle = await buildWidget();
  for (const b of [bundle.entry, ...bundle.chunks]) {
    const total = gzip(new TextDecoder().decode(b.js));
    const weights = moduleWeights(b, byDir ? folderOf : undefined);
    console.log(`\n/${b.name}: ${int(b.js.length)} bytes minified, ${int(total)} bytes gzip -9\n`);
    console.log(weightTable(weights.slice(0, top)));
  }
}
