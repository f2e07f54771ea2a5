/**
 * What a page pays for the widget on a mid-range phone, measured the way a news site would
 * (Lighthouse's mobile profile, applied through Chromium's DevTools protocol): the CPU 4x slower
 * (`Emulation.setCPUThrottlingRate`), 1.6 Mbps down, 750 kbps up and 150 ms latency
 * (`Network.emulateNetworkConditions`), a cold cache (a fresh browser context per load), a
 * 412 x 823 touch screen. Four pages, each the same article:
 * - no widget;
 * - the widget above the fold, with the README's embed snippet and `start="game"` (so that
 *   `sudoku-ready` says when the board is playable), and with the snippet as it is (the menu);
 * - the widget 3,000 px below the fold, first never scrolled to, then scrolled into view.
 *
 * Per load: the JavaScript bytes transferred (gzip bodies, from Resource Timing), total blocking
 * time (the sum over long tasks of their time past 50 ms, from a `longtask` PerformanceObserver
 * registered before any script), layout shift (the sum of `layout-shift` entries without recent
 * input) and the time of `sudoku-ready` from navigation. The server sends gzip -9 bodies, as a
 * CDN would, and answers the puzzles route from the engine (a cached API). The same pages load on
 * an unthrottled desktop too (DESKTOP), where the longest task is the figure to watch.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { generate, isSize, LEVELS, type Level } from '../shared/index.ts';
import { int, median, table } from './stats.ts';

/** The files of the widget as the Worker serves them: path (no leading slash) -> bytes. */
export type WidgetFiles = ReadonlyMap<string, Uint8Array>;

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const SEED = 'bench-phone';

/** A device to load the pages on: CPU slowdown, network (null: as fast as it is), screen. */
export interface Profile {
  readonly cpu: number;
  readonly network: {
    readonly latencyMs: number;
    readonly downBytesPerS: number;
    readonly upBytesPerS: number;
  } | null;
  readonly viewport: { readonly width: number; readonly height: number };
  readonly mobile: boolean;
}

/** Lighthouse's mobile throttling: 1.6 Mbps down, 750 kbps up, 150 ms round trip, CPU / 4. */
export const PHONE: Profile = {
  cpu: 4,
  network: {
    latencyMs: 150,
    downBytesPerS: (1.6 * 1024 * 1024) / 8,
    upBytesPerS: (750 * 1024) / 8,
  },
  viewport: { width: 412, height: 823 },
  mobile: true,
};

/** An unthrottled desktop, where no task may take over 50 ms. */
export const DESKTOP: Profile = {
  cpu: 1,
  network: null,
  viewport: { width: 1280, height: 800 },
  mobile: false,
};

/** How far below the fold the far widget sits. */
const BELOW_PX = 3000;

export interface PhoneCase {
  readonly name: string;
  /** The element (or nothing) and where it goes. */
  readonly widget: string | null;
  readonly below: boolean;
}

/** The README's embed snippet, plus `start="game"` where the bench waits for the board. */
const snippet = (extra: string) => `<sudoku-break level="medium"${extra}></sudoku-break>`;

export const PHONE_CASES: readonly PhoneCase[] = [
  { name: 'no widget', widget: null, below: false },
  {
    name: 'above the fold, start=game',
    widget: snippet(` start="game" seed="${SEED}"`),
    below: false,
  },
  { name: 'above the fold, README snippet (menu)', widget: snippet(''), below: false },
  {
    name: `${int(BELOW_PX)} px below the fold, start=game`,
    widget: snippet(` start="game" seed="${SEED}"`),
    below: true,
  },
];

const PARAGRAPH =
  'A paragraph of the article the widget is embedded in: a few lines of text that take the width of the column and wrap, as a news page has them before and after its puzzle corner.';

/** An article page with the embed snippet (`tags`, then the element) where the widget goes. */
function articlePage(c: PhoneCase, tags: string): string {
  const text = (n: number) => Array.from({ length: n }, () => `<p>${PARAGRAPH}</p>`).join('\n');
  const widget = `${tags}\n${c.widget}`;
  const body = c.widget
    ? c.below
      ? `${text(2)}<div style="height:${BELOW_PX}px"></div>${widget}${text(3)}`
      : `${widget}${text(12)}`
    : text(12);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>An article</title>
<script>
  window.perf = { tbt: 0, longest: 0, cls: 0 };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) { perf.tbt += Math.max(0, e.duration - 50); perf.longest = Math.max(perf.longest, e.duration); } }).observe({ type: 'longtask' });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) perf.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('sudoku-ready', () => { perf.readyAt ??= performance.now(); });
</script>
<style>body{margin:0 auto;max-width:40rem;padding:0 16px;font:18px/1.5 Georgia,serif}</style>
</head><body><h1>Puzzle corner</h1>
${body}
</body></html>`;
}

/** The puzzles route as the Worker answers it for a seeded puzzle, from the engine. */
function puzzleAnswer(url: URL): string | null {
  const q = url.searchParams;
  const level = q.get('level') as Level;
  const size = Number(q.get('size') ?? 9);
  if (!LEVELS.includes(level) || !isSize(size)) return null;
  const made = generate({ seed: q.get('seed') ?? '', size, level });
  return made.ok ? JSON.stringify(made.value) : null;
}

interface Served {
  readonly origin: string;
  readonly server: Server;
}

async function serve(files: WidgetFiles, tags: string): Promise<Served> {
  const zipped = new Map([...files].map(([path, bytes]) => [path, gzipSync(bytes, { level: 9 })]));
  const answers = new Map<string, string | null>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname.slice(1);
    const file = zipped.get(path);
    if (file) {
      res.writeHead(200, {
        'content-type': path.endsWith('.css') ? 'text/css' : 'text/javascript',
        'content-encoding': 'gzip',
        'cache-control': 'no-store',
      });
      res.end(file);
    } else if (url.pathname === '/api/v1/puzzles') {
      if (!answers.has(url.search)) answers.set(url.search, puzzleAnswer(url));
      const answer = answers.get(url.search);
      // As the Worker answers a seeded puzzle: immutable.
      res.writeHead(answer ? 200 : 400, {
        'content-type': 'application/json',
        ...(answer && { 'cache-control': 'public, max-age=31536000, immutable' }),
      });
      res.end(answer ?? '{}');
    } else if (url.pathname.startsWith('/page/')) {
      const c = PHONE_CASES[Number(url.pathname.slice(6))];
      if (!c) return void res.writeHead(404).end();
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'gzip',
      });
      res.end(gzipSync(articlePage(c, tags), { level: 9 }));
    } else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** One load's figures; `scrolled*` only for a widget below the fold. */
export interface PhoneSample {
  readonly jsBytes: number;
  readonly tbt: number;
  readonly longest: number;
  readonly cls: number;
  /** `sudoku-ready` after navigation (ms), or NaN when it never came. */
  readonly ready: number;
  /** Page load event (ms). */
  readonly loaded: number;
  readonly scrolledJsBytes: number;
  readonly scrolledTbt: number;
  readonly scrolledCls: number;
  /** `sudoku-ready` after the scroll (ms). */
  readonly scrolledReady: number;
}

interface PagePerf {
  tbt: number;
  longest: number;
  cls: number;
  readyAt?: number;
}

const readPerf = (page: Page) =>
  page.evaluate(() => {
    const perf = (window as unknown as { perf: PagePerf }).perf;
    const js = performance
      .getEntriesByType('resource')
      .filter((e) => /\.m?js$/.test(new URL(e.name).pathname))
      .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0);
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return { ...perf, js, loaded: nav?.loadEventEnd ?? Number.NaN };
  });

async function throttled(context: BrowserContext, profile: Profile): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.latencyMs,
      downloadThroughput: profile.network.downBytesPerS,
      uploadThroughput: profile.network.upBytesPerS,
    });
  }
  return page;
}

/** Waits until the page has been quiet (no request) for `quietMs`, or `maxMs` passed. */
async function settle(page: Page, quietMs: number, maxMs: number): Promise<void> {
  let last = Date.now();
  const touch = () => {
    last = Date.now();
  };
  page.on('request', touch);
  page.on('requestfinished', touch);
  const started = Date.now();
  while (Date.now() - last < quietMs && Date.now() - started < maxMs) {
    await new Promise((r) => setTimeout(r, 100));
  }
  page.off('request', touch);
  page.off('requestfinished', touch);
}

const untilReady = (page: Page) =>
  page.waitForFunction(() => 'readyAt' in (window as unknown as { perf: object }).perf, null, {
    timeout: 30_000,
  });

async function loadOnce(
  browser: Browser,
  origin: string,
  index: number,
  profile: Profile,
): Promise<PhoneSample> {
  const c = PHONE_CASES[index];
  const context = await browser.newContext({
    viewport: profile.viewport,
    deviceScaleFactor: profile.mobile ? 1.75 : 1,
    isMobile: profile.mobile,
    hasTouch: profile.mobile,
  });
  try {
    const page = await throttled(context, profile);
    await page.goto(`${origin}/page/${index}`, { waitUntil: 'load' });
    const waitsForReady = Boolean(c.widget?.includes('start="game"')) && !c.below;
    if (waitsForReady) {
      await untilReady(page);
    }
    // Long enough for idle-time work (the engine after the board) to start and end.
    await settle(page, 2500, 20_000);
    const first = await readPerf(page);
    let scrolled = { js: Number.NaN, tbt: Number.NaN, cls: Number.NaN, ready: Number.NaN };
    if (c.below) {
      const at = await page.evaluate(() => {
        document.querySelector('sudoku-break')?.scrollIntoView({ block: 'center' });
        return performance.now();
      });
      await untilReady(page);
      await settle(page, 2500, 20_000);
      const after = await readPerf(page);
      scrolled = {
        js: after.js,
        tbt: after.tbt - first.tbt,
        cls: after.cls - first.cls,
        // A widget that was built without being seen was ready before the scroll.
        ready: Math.max(0, (after.readyAt ?? Number.NaN) - at),
      };
    }
    return {
      jsBytes: first.js,
      tbt: first.tbt,
      longest: first.longest,
      cls: first.cls,
      ready: first.readyAt ?? Number.NaN,
      loaded: first.loaded,
      scrolledJsBytes: scrolled.js,
      scrolledTbt: scrolled.tbt,
      scrolledCls: scrolled.cls,
      scrolledReady: scrolled.ready,
    };
  } finally {
    await context.close();
  }
}

export type PhoneResults = ReadonlyMap<string, readonly PhoneSample[]>;

/**
 * `runs` loads of every case (interleaved, after one unmeasured round that warms the browser
 * process), serving `files` at the root; `tags` is the embed snippet's part before the element.
 */
export async function measurePhone(
  files: WidgetFiles,
  tags: string,
  runs: number,
  profile: Profile = PHONE,
  progress: (text: string) => void = () => {},
): Promise<PhoneResults> {
  const { origin, server } = await serve(files, tags);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const results = new Map<string, PhoneSample[]>(PHONE_CASES.map((c) => [c.name, []]));
  try {
    for (let k = -1; k < runs; k++) {
      for (let i = 0; i < PHONE_CASES.length; i++) {
        const device = profile.mobile ? 'phone' : 'desktop';
        progress(`widget on a ${device}: run ${k + 1}/${runs}, ${PHONE_CASES[i].name}`);
        const sample = await loadOnce(browser, origin, i, profile);
        if (k >= 0) results.get(PHONE_CASES[i].name)?.push(sample);
      }
    }
  } finally {
    await browser.close();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
  return results;
}

const mid = (samples: readonly PhoneSample[], pick: (s: PhoneSample) => number): number =>
  median(Float64Array.from(samples.map(pick)).sort());

const kib = (bytes: number): string =>
  Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KiB` : '–';
const ms = (n: number): string => (Number.isFinite(n) ? `${int(n)} ms` : '–');
const shift = (n: number): string => (Number.isFinite(n) ? n.toFixed(3) : '–');

/** The medians as a markdown table: one row per case, the scrolled-in phase its own row. */
export function phoneTable(results: PhoneResults): string {
  const rows: string[][] = [];
  for (const c of PHONE_CASES) {
    const s = results.get(c.name) ?? [];
    const ready = mid(s, (x) => x.ready);
    rows.push([
      c.name,
      String(s.length),
      kib(mid(s, (x) => x.jsBytes)),
      ms(mid(s, (x) => x.tbt)),
      ms(mid(s, (x) => x.longest)),
      shift(mid(s, (x) => x.cls)),
      !c.widget
        ? `page load ${ms(mid(s, (x) => x.loaded))}`
        : !c.below
          ? ms(ready)
          : Number.isFinite(ready)
            ? `${ms(ready)}, never seen`
            : 'not built',
    ]);
    if (c.below) {
      rows.push([
        '… then scrolled into view',
        String(s.length),
        kib(mid(s, (x) => x.scrolledJsBytes)),
        ms(mid(s, (x) => x.scrolledTbt)),
        '',
        shift(mid(s, (x) => x.scrolledCls)),
        `${ms(mid(s, (x) => x.scrolledReady))} after the scroll`,
      ]);
    }
  }
  return table(
    ['page', 'loads', 'JS (gzip)', 'blocking time', 'longest task', 'layout shift', 'sudoku-ready'],
    rows,
    'lrrrrrl',
  );
}
