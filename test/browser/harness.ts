// Browser test harness: builds the widget bundle, serves it with a mock of the Worker API (the
// engine answers, plus failure modes) on one local origin and the host pages on another, and
// drives Debian's Chromium with playwright-core. Never downloads a browser.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, type CDPSession, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { daily, generate, isSize, LEVELS, type Level } from '../../shared/index.ts';
import { buildWidget as bundleWidget, widgetFiles } from '../../widget/bundle.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/** The widget's files as `npm run build` makes them (widget/bundle.ts), in memory: name -> bytes. */
export type WidgetFiles = ReadonlyMap<string, Uint8Array>;

/** widget.js and its chunks as `npm run build` makes them (widget/bundle.ts), kept in memory. */
export async function buildWidget(): Promise<WidgetFiles> {
  return widgetFiles(await bundleWidget());
}

/** How a host page is made (`Servers.page`); every field is optional. */
export interface PageOptions {
  readonly hostileCss?: boolean;
  readonly csp?: string;
  /**
   * The embed snippet's tags in the head, where widget.js is found (widget.css's link too, as
   * the README has it). Default: widget.js from the widget origin's root, without widget.css.
   */
  readonly embed?: string;
  /** More of the head, before the embed (a script that must run before the widget's). */
  readonly head?: string;
}

/** The README's embed snippet for files served from `base` (a URL ending in `/`). */
export const snippet = (base: string): string =>
  `<link rel="stylesheet" href="${base}widget.css">\n<script type="module" src="${base}widget.js"></script>`;

/** How the mock API behaves, chosen by the first path segment of the `api` URL. */
export const MODES = ['ok', 'fail', 'slow', 'garbage', 'lying', 'unsolvable'] as const;
export type Mode = (typeof MODES)[number];
export const SLOW_MS = 4000;

export interface Servers {
  readonly widgetOrigin: string;
  readonly hostOrigin: string;
  /** An API URL where nothing listens (connection refused). */
  readonly deadApi: string;
  /** API base URL for a mode. */
  api(mode: Mode): string;
  /** Serves a host page with this body; returns its URL. */
  page(body: string, options?: PageOptions): string;
  /** API requests seen, as "mode path?query". */
  readonly requests: string[];
  /** Requests for the widget's files (widget.js, its chunks), as paths, in order. */
  readonly scripts: string[];
  close(): Promise<void>;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
  });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** Answers like the Worker: the engine's GeneratedPuzzle, solution only when asked for. */
function puzzleFor(url: URL): unknown {
  const q = url.searchParams;
  const level = (LEVELS as readonly string[]).includes(q.get('level') ?? '')
    ? (q.get('level') as Level)
    : 'medium';
  const asked = q.get('variant');
  const variant = asked === 'arrow' || asked === 'killer' ? asked : null;
  const made = url.pathname.endsWith('/daily')
    ? daily(q.get('date') ?? '', level, variant === 'killer' ? variant : 'classic')
    : generate({
        seed: q.get('seed') ?? 'server-picked',
        size: ((n) => (isSize(n) ? n : 9))(Number(q.get('size') ?? 9)),
        level,
        variant: variant ?? 'classic',
      });
  if (!made.ok) return null;
  const { solution, ...rest } = made.value;
  return q.get('include') === 'solution' ? { ...rest, solution } : rest;
}

/** What the mock API answers in each mode: [status, body]. */
function answerFor(mode: Mode, answer: unknown): [number, unknown] {
  switch (mode) {
    case 'ok':
    case 'slow':
      return [200, answer];
    case 'fail':
      return [500, { title: 'internal error' }];
    case 'garbage':
      return [200, '{"puzzles": [1, 2, 3], "ok": tru'];
    case 'lying': {
      // A real puzzle, but for another seed (and says so).
      const other = generate({ seed: 'somebody-else', size: 9, level: 'easy' });
      return [200, other.ok ? other.value : {}];
    }
    case 'unsolvable': {
      // The requested labels, but a board with two equal givens in a row.
      const a = answer as { puzzle: string };
      return [200, { ...a, puzzle: `11${a.puzzle.slice(2)}` }];
    }
  }
}

function handleApi(mode: Mode, url: URL, res: ServerResponse): void {
  const answer = puzzleFor(url);
  const [status, body] = answer ? answerFor(mode, answer) : [400, { title: 'bad request' }];
  if (mode === 'slow') setTimeout(() => json(res, status, body), SLOW_MS).unref();
  else json(res, status, body);
}

const HOSTILE_CSS = `
  * { color: red !important; font-size: 28px !important; letter-spacing: 4px; line-height: 3 }
  div, button, section { display: inline !important; border: 4px dotted lime !important; }
  button { background: black !important; }
`;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

async function deadPort(): Promise<string> {
  const s = createServer();
  const origin = await listen(s);
  await new Promise((r) => s.close(r));
  return `${origin}/`;
}

/**
 * Starts the widget's origin (its files, the mock API and `extra`'s routes) and the host pages'.
 * The widget's files are served from any folder (`/widget.js`, `/vendor/sb/widget.js` and the
 * chunks beside each), as a page that hosts its own copy would have them.
 */
export async function startServers(
  files: WidgetFiles,
  extra?: (req: IncomingMessage, res: ServerResponse) => boolean,
): Promise<Servers> {
  const requests: string[] = [];
  const scripts: string[] = [];
  const widget = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = files.get(url.pathname.slice(url.pathname.lastIndexOf('/') + 1));
    if (file) {
      scripts.push(url.pathname);
      res.writeHead(200, {
        'content-type': url.pathname.endsWith('.map')
          ? 'application/json'
          : url.pathname.endsWith('.css')
            ? 'text/css'
            : 'text/javascript',
        'access-control-allow-origin': '*',
        'cache-control': 'no-store',
      });
      res.end(file);
      return;
    }
    const segments = url.pathname.split('/').filter(Boolean);
    const mode = (MODES as readonly string[]).includes(segments[0])
      ? (segments.shift() as Mode)
      : 'ok';
    if (segments[0] === 'api') {
      requests.push(`${mode} ${url.pathname}${url.search}`);
      handleApi(mode, url, res);
      return;
    }
    if (extra?.(req, res)) return;
    res.writeHead(404).end();
  });
  const widgetOrigin = await listen(widget);
  const pages = new Map<string, string>();
  const host = createServer((req, res) => {
    const html = pages.get(req.url ?? '');
    if (!html) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html);
  });
  const hostOrigin = await listen(host);
  const deadApi = await deadPort();
  let n = 0;
  return {
    widgetOrigin,
    hostOrigin,
    deadApi,
    requests,
    scripts,
    api: (mode) => `${widgetOrigin}/${mode}/`,
    page(body, options = {}) {
      const path = `/p/${++n}`;
      pages.set(
        path,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host page ${n}</title>
${options.csp ? `<meta http-equiv="Content-Security-Policy" content="${options.csp}">` : ''}
${options.hostileCss ? `<style>${HOSTILE_CSS}</style>` : ''}
<script>
  window.events = [];
  for (const type of ['sudoku-ready', 'sudoku-change', 'sudoku-hint', 'sudoku-solved', 'sudoku-restart', 'sudoku-fallback'])
    document.addEventListener(type, (e) => window.events.push({ type, detail: e.detail }));
</script>
${options.head ?? ''}
${options.embed ?? `<script type="module" src="${widgetOrigin}/widget.js"></script>`}
</head><body><main>${body}</main></body></html>`,
      );
      return `${hostOrigin}${path}`;
    },
    async close() {
      for (const s of [widget, host]) {
        s.closeAllConnections();
        await new Promise((r) => s.close(r));
      }
    },
  };
}

// ---- page helpers -----------------------------------------------------------------------

/**
 * Starts the servers (with an optional extra route) and Chromium before a test file's tests and
 * stops both after them; read `browser` and `servers` from the returned object inside tests.
 */
export function useChromium(extra?: Parameters<typeof startServers>[1]): {
  readonly browser: Browser;
  readonly servers: Servers;
} {
  const ctx = {} as { browser: Browser; servers: Servers };
  beforeAll(async () => {
    ctx.servers = await startServers(await buildWidget(), extra);
    ctx.browser = await launch();
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.servers?.close();
  });
  return ctx;
}

/** How `openWidget` opens its page; every field is optional. */
export interface OpenOptions {
  /** The viewport: 520 x 960 unless said. */
  readonly width?: number;
  readonly height?: number;
  /** Device pixels per CSS pixel: 1 unless said. */
  readonly scale?: number;
  readonly reducedMotion?: boolean;
  readonly colorScheme?: 'light' | 'dark';
  /** The host page's markup around the element (the element alone by default). */
  readonly wrap?: (element: string) => string;
  /** Answer only once the widget has sent `sudoku-ready`. */
  readonly ready?: boolean;
}

/**
 * A new page whose host page holds `<sudoku-break ${attrs}>`. An error thrown on the page
 * fails the test, so a widget that breaks while it looks fine is still caught.
 */
export async function openWidget(
  chrome: { readonly browser: Browser; readonly servers: Servers },
  attrs: string,
  options: OpenOptions = {},
): Promise<Page> {
  const { width = 520, height = 960, scale, reducedMotion, colorScheme, wrap, ready } = options;
  const page = await chrome.browser.newPage({
    viewport: { width, height },
    deviceScaleFactor: scale,
  });
  page.on('pageerror', (e) => {
    throw e;
  });
  if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  if (colorScheme) await page.emulateMedia({ colorScheme });
  const element = `<sudoku-break ${attrs}></sudoku-break>`;
  await page.goto(chrome.servers.page(wrap ? wrap(element) : element));
  if (ready) await waitForEvent(page, 'sudoku-ready');
  return page;
}

export interface SeenEvent {
  type: string;
  detail: Record<string, unknown>;
}

export const events = (page: Page, type?: string): Promise<SeenEvent[]> =>
  page.evaluate(
    (t) => (window as unknown as { events: SeenEvent[] }).events.filter((e) => !t || e.type === t),
    type,
  );

export async function waitForEvent(page: Page, type: string, count = 1): Promise<SeenEvent> {
  await page.waitForFunction(
    ([t, n]) =>
      (window as unknown as { events: SeenEvent[] }).events.filter((e) => e.type === t).length >= n,
    [type, count] as const,
    { timeout: 15_000 },
  );
  const all = await events(page, type);
  return all[count - 1];
}

/** The board as engine text, read from the rendered cells (notes ignored). */
export function boardOf(page: Page, selector = 'sudoku-break'): Promise<string> {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel)?.shadowRoot;
    const cells = [...(root?.querySelectorAll('[role=gridcell]') ?? [])];
    return cells
      .map((c) => c.querySelector(':scope > span:not(.notes)')?.textContent || '.')
      .join('');
  }, selector);
}

const touchSessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * A quick tap by touch on an element's centre. Playwright's `tap()` awaits the touchstart before
 * it sends the touchend, so a test process starved of CPU (CI at load 3-5) can hold the finger
 * down past the board's long press (450 ms) and switch the mode instead of tapping. Both touch
 * events here go out in one write and reach Chromium back to back, as a finger's tap does.
 */
export async function tap(target: Locator): Promise<void> {
  const page = target.page();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('tap: the element has no box');
  let session = touchSessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    touchSessions.set(page, session);
  }
  const cdp = await session;
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2, id: 1 };
  await Promise.all([
    cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] }),
    cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
  ]);
}

/** Writes the right digit in the first empty cell; returns the board after it. */
export async function oneMove(
  page: Page,
  p: { puzzle: string; solution: string },
): Promise<string> {
  const i = p.puzzle.indexOf('.');
  await page.locator(`sudoku-break [data-i="${i}"]`).click();
  await page.keyboard.press(p.solution[i]);
  await expect.poll(async () => (await boardOf(page))[i]).toBe(p.solution[i]);
  return boardOf(page);
}

/** The focused element through shadow roots: role, label and cell index. */
export function focused(
  page: Page,
): Promise<{ role: string; label: string; index: number; tag: string }> {
  return page.evaluate(() => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return {
      role: a?.getAttribute('role') ?? '',
      label: a?.getAttribute('aria-label') ?? a?.textContent?.trim() ?? '',
      index: Number(a?.getAttribute('data-i') ?? -1),
      tag: a?.tagName ?? '',
    };
  });
}

/** Runs axe-core on the page; returns serious and critical violations. */
export async function axe(page: Page): Promise<{ id: string; impact: string; nodes: string[] }[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (o?: unknown) => Promise<{
            violations: { id: string; impact: string; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run();
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => JSON.stringify(n.target)),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
