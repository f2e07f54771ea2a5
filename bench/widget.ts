/**
 * Widget benchmark: the size of widget.js and each of its chunks (raw, gzip, brotli; built with
 * the options of widget/bundle.ts: esbuild, then terser, as `npm run build` makes them) with a
 * gzip breakdown by part, the time from module load to an interactive board in Chromium (Debian's,
 * through playwright-core; never downloaded): the median of N fresh page loads, (a) with the API
 * answering from a precomputed puzzle (a cached API) and (b) with the API down (the engine makes
 * the puzzle in the page); then what pages pay on a phone and on a desktop (widget-phone.ts).
 *
 * "Module load" is the end of the widget.js download (its resource timing); the board is
 * interactive when `sudoku-ready` fires, which the widget sends after the board has rendered.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { generate } from '../shared/index.ts';
import {
  buildWidget,
  gameScripts,
  playersScripts,
  type WidgetFile,
  widgetFiles,
} from '../widget/bundle.ts';
import { int, num, summarize, table } from './stats.ts';
import { DESKTOP, measurePhone, PHONE, phoneTable } from './widget-phone.ts';
import { moduleWeights, repoPath, spansOf, weightTable } from './widget-size.ts';

/**
 * Issue 24's budgets: widget.js alone (what a page pays before the element is near), and every
 * script of a whole game, hints included (the 46 KiB one-module target of issue 13 is retired).
 */
const TARGET_LOADER_GZIP = 10 * 1024;
const TARGET_ALL_GZIP = 72 * 1024;
const TARGET_CACHED_MS = 150;
const TARGET_FALLBACK_MS = 300;
const SEED = 'bench-widget';
const LEVEL = 'medium';

// ---- size breakdown ------------------------------------------------------------------------

const PARTS: readonly [string, RegExp][] = [
  ['Lit', /node_modules\/(lit|lit-html|lit-element|@lit)\//],
  ['zod', /node_modules\/zod\//],
  ['Engine: hint explanations (en, id)', /shared\/logic\/explain\//],
  ['Engine: hint techniques and hint()', /shared\/(logic\/|hint\.ts)/],
  ['Engine: teaching algorithms, replay', /shared\/algorithms\//],
  ['Engine: solver, generator, board, arrows', /shared\//],
  ['Widget: strings (en, id) and CSS', /widget\/(i18n\/|styles.*\.ts|tokens\.ts|.*-styles\.ts)/],
  ['Widget: model, services, UI', /widget\//],
];

/**
 * Gzip bytes per part: the minified text is split by source file (from the source map), each
 * part is compressed on its own, and the parts are scaled to add up to the real gzip size.
 */
function breakdown(files: readonly WidgetFile[], gzipTotal: number): [string, number, number][] {
  const text = new Map<string, string[]>(PARTS.map(([name]) => [name, []]));
  const partOf = (source: string) =>
    PARTS.find(([, re]) => re.test(repoPath(source)))?.[0] ?? 'Widget: model, services, UI';
  for (const file of files) {
    const { lines, sources, spans } = spansOf(file);
    for (const { line, start, end, source } of spans) {
      text.get(partOf(sources[source] ?? ''))?.push(lines[line].slice(start, end));
    }
  }
  const parts = [...text].map(([name, chunks]) => {
    const joined = chunks.join('');
    return [name, joined.length, joined ? gzipSync(joined, { level: 9 }).length : 0] as const;
  });
  const sum = parts.reduce((a, [, , gz]) => a + gz, 0) || 1;
  return parts
    .filter(([, raw]) => raw > 0)
    .map(([name, raw, gz]) => [name, raw, Math.round((gz * gzipTotal) / sum)]);
}

// ---- load time -----------------------------------------------------------------------------

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

/** Serves the page, widget.js and its chunks, and the puzzles route (one precomputed answer). */
async function serve(
  files: ReadonlyMap<string, Uint8Array>,
  answer: string,
): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const api = url.searchParams.get('api') ?? '';
    const file = files.get(url.pathname.slice(1));
    if (file) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(file);
    } else if (url.pathname === '/api/v1/puzzles') {
      res.writeHead(200, {
        'content-type': 'application/json',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      res.end(answer);
    } else if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<script>document.addEventListener('sudoku-ready', () => { window.readyAt = performance.now(); });</script>
<script type="module" src="/widget.js"></script></head>
<body><sudoku-break start="game" seed="${SEED}" level="${LEVEL}" api="${api}"></sudoku-break></body></html>`);
    } else res.writeHead(404).end();
  });
  return { origin: await listen(server), server };
}

/** A port where nothing listens: the API is down (connection refused). */
async function deadApi(): Promise<string> {
  const s = createServer();
  const origin = await listen(s);
  await new Promise((r) => s.close(r));
  return `${origin}/`;
}

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

async function loadTimes(
  origin: string,
  apis: readonly [string, string][],
  runs: number,
): Promise<Map<string, number[]>> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const times = new Map<string, number[]>(apis.map(([name]) => [name, []]));
  try {
    // One untimed load per case warms the browser process (not the page: each load is fresh).
    for (let k = -1; k < runs; k++) {
      for (const [name, api] of apis) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${origin}/?api=${encodeURIComponent(api)}`);
        await page.waitForFunction(() => 'readyAt' in window, null, { timeout: 15_000 });
        const ms = await page.evaluate(() => {
          const [script] = performance.getEntriesByName(new URL('/widget.js', location.href).href);
          const ready = (window as unknown as { readyAt: number }).readyAt;
          return ready - (script as PerformanceResourceTiming).responseEnd;
        });
        if (k >= 0) times.get(name)?.push(ms);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return times;
}

// ---- report --------------------------------------------------------------------------------

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const verdict = (ok: boolean): string => (ok ? 'met' : 'missed');

/** The README's embed snippet: what goes before the element. */
export const EMBED_TAGS = `<link rel="stylesheet" href="/widget.css">
<script type="module" src="/widget.js"></script>`;

const gz = (bytes: Uint8Array): number => gzipSync(bytes, { level: 9 }).length;
const br = (bytes: Uint8Array): number =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

export async function runWidgetBench(opts: {
  quick: boolean;
  progress?: (text: string) => void;
}): Promise<string> {
  const b = await buildWidget();
  const size = (f: WidgetFile) => [kib(f.js.length), kib(gz(f.js)), kib(br(f.js))];
  const loader = gz(b.entry.js);
  // A whole classic game on an English page: its language's words and hints' sentences, not
  // another's; then with the parts a game loads only when it uses them.
  const game = gameScripts(b, 'en');
  const sums = (files: readonly WidgetFile[]) => [
    kib(files.reduce((sum, f) => sum + f.js.length, 0)),
    kib(files.reduce((sum, f) => sum + gz(f.js), 0)),
    kib(files.reduce((sum, f) => sum + br(f.js), 0)),
  ];
  const total = game.reduce((sum, f) => sum + gz(f.js), 0);
  // The players' code comes only when the API is configured and answers.
  const players = playersScripts(b);
  const out: string[] = ['## Widget', ''];
  out.push(
    table(
      ['file', 'raw', 'gzip -9', 'brotli', 'gzip target', 'result'],
      [
        [
          'widget.js (the loader: element, placeholder, frame styles)',
          ...size(b.entry),
          `≤ ${kib(TARGET_LOADER_GZIP)}`,
          verdict(loader <= TARGET_LOADER_GZIP),
        ],
        ...b.chunks.map((f) => [f.name, ...size(f), '', '']),
        [
          'every script of a whole classic game, hints included (an English page)',
          ...sums(game),
          `≤ ${kib(TARGET_ALL_GZIP)}`,
          verdict(total <= TARGET_ALL_GZIP),
        ],
        ['... with a replay (Solve)', ...sums(gameScripts(b, 'en', ['replays'])), '', ''],
        [
          'an Arrow or Killer game from the API, or a board of another size',
          ...sums(gameScripts(b, 'en', ['board'])),
          '',
          '',
        ],
        [
          '... with a variant made in the page (API off or away)',
          ...sums(gameScripts(b, 'en', ['board', 'variants'])),
          '',
          '',
        ],
        ['players, when the API answers (apart from a whole game)', ...sums(players), '', ''],
        [
          'widget.css (reserves the room before any script)',
          kib(b.css.length),
          kib(gz(new TextEncoder().encode(b.css))),
          '',
          '',
          '',
        ],
      ],
      'lrrrrl',
    ),
  );
  out.push(
    '',
    'Where the gzip bytes of a whole game go (each part compressed alone, scaled to the total):',
    '',
  );
  const parts = breakdown(game, total);
  out.push(
    table(
      ['part', 'minified', 'gzip', 'share'],
      parts.map(([name, raw, gz]) => [
        name,
        int(raw),
        int(gz),
        `${Math.round((gz / total) * 100)}%`,
      ]),
      'lrrr',
    ),
  );

  const top = 15;
  out.push(
    '',
    `The ${top} modules that cost the most in widget.js and in the UI's chunk (gzip in the file:`,
    'what the file would lose without their text; `node bench/widget-size.ts` lists them all):',
  );
  for (const file of [b.entry, b.ui]) {
    out.push('', `${file.name}:`, '', weightTable(moduleWeights(file).slice(0, top)));
  }

  const made = generate({ seed: SEED, level: LEVEL });
  if (!made.ok) throw new Error(made.error.message);
  if (!existsSync(CHROMIUM)) {
    out.push('', `_Load times skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)._`);
    return out.join('\n');
  }
  const runs = opts.quick ? 5 : 21;
  const files = widgetFiles(b);
  const { origin, server } = await serve(files, JSON.stringify(made.value));
  try {
    const times = await loadTimes(
      origin,
      [
        ['cached API', `${origin}/`],
        ['API down (fallback)', await deadApi()],
      ],
      runs,
    );
    const rows = [...times].map(([name, samples]) => {
      const s = summarize([...samples].sort((x, y) => x - y));
      const target = name === 'cached API' ? TARGET_CACHED_MS : TARGET_FALLBACK_MS;
      return [
        name,
        String(s.count),
        num(s.median),
        num(s.max),
        `≤ ${target}`,
        verdict(s.median <= target),
      ];
    });
    out.push(
      '',
      `Module load to interactive board (\`sudoku-ready\`), ${LEVEL} 9x9, fresh browser context per load, ms:`,
      '',
      table(['case', 'loads', 'median', 'max', 'target', 'result'], rows, 'lrrrrl'),
    );
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
  const phoneRuns = opts.quick ? 3 : 7;
  const phone = await measurePhone(files, EMBED_TAGS, phoneRuns, PHONE, opts.progress);
  out.push(
    '',
    `On an emulated mid-range phone (CPU / ${PHONE.cpu}, 1.6 Mbps down, ${PHONE.network?.latencyMs} ms latency, cold cache, ${PHONE.viewport.width} px wide; the README's embed snippet; medians of ${phoneRuns} loads; blocking time and layout shift from navigation to a quiet network):`,
    '',
    phoneTable(phone),
  );
  const desktop = await measurePhone(files, EMBED_TAGS, phoneRuns, DESKTOP, opts.progress);
  out.push(
    '',
    `The same pages on an unthrottled desktop (${DESKTOP.viewport.width} px wide; the longest task is the one to keep under 50 ms):`,
    '',
    phoneTable(desktop),
  );
  return out.join('\n');
}
