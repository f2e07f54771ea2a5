// The demo page (public/index.html) as a visitor sees it in Chromium: every embed shows the board
// its caption promises, the gallery has no holes and nothing scrolls sideways at phone, tablet and
// desktop widths, today's puzzle is on the first screen, axe-core finds no serious or critical
// violation, the snippet's Copy button copies it, and both favicons decode. The page is served
// with the Content-Security-Policy of public/_headers. Full-page screenshots go to
// /tmp/demo-<width>.png.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axe, useChromium } from './harness.ts';

/** The page's own files, read from public/ as the Worker's static assets serve them. */
const FILES: Record<string, [string, string]> = {
  '/': ['public/index.html', 'text/html; charset=utf-8'],
  '/demo.js': ['public/demo.js', 'text/javascript'],
  '/favicon.svg': ['public/favicon.svg', 'image/svg+xml'],
  '/favicon.ico': ['public/favicon.ico', 'image/x-icon'],
};

/** The Content-Security-Policy that public/_headers gives every static asset (`/*`). */
const CSP = /^\/\*\n(?: {2}.*\n)*? {2}Content-Security-Policy: (.*)$/m.exec(
  readFileSync('public/_headers', 'utf8'),
)?.[1];
if (!CSP) throw new Error('public/_headers: no Content-Security-Policy for /*');

const chrome = useChromium((req, res) => {
  const file = FILES[req.url ?? ''];
  if (!file) return false;
  const headers = { 'content-type': file[1], 'content-security-policy': CSP };
  res.writeHead(200, headers).end(readFileSync(file[0]));
  return true;
});

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

/** Console errors, such as a script the CSP refused. */
const errors: string[] = [];

async function open(
  viewport: { width: number; height: number },
  // axe-core is injected as an inline script, which the page's CSP rightly refuses.
  bypassCSP = false,
): Promise<Page> {
  const page = await chrome.browser.newPage({ viewport, bypassCSP });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${chrome.servers.widgetOrigin}/`);
  // Each embed loads its game when it comes near the viewport: bring each one near, then go back.
  for (const embed of await page.locator('sudoku-break').all())
    await embed.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
  // Every embed on the game screen with its grid drawn.
  await page.waitForFunction(
    () => {
      const all = [...document.querySelectorAll('sudoku-break')];
      return (
        all.length > 0 &&
        all.every((e) => (e.shadowRoot?.querySelectorAll('[role=gridcell]').length ?? 0) > 0)
      );
    },
    undefined,
    { timeout: 30_000 },
  );
  return page;
}

/** What each embed shows, and the markup its caption gives. */
interface Embed {
  id: string;
  cells: number;
  gridLabel: string;
  arrows: boolean;
  cages: number;
  attrs: string;
  caption: string;
}

const embeds = (page: Page): Promise<Embed[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('sudoku-break')].map((e) => {
      const root = e.shadowRoot;
      const attrs = [...e.attributes]
        .filter((a) => a.name !== 'id')
        .map((a) => (a.value === '' ? a.name : `${a.name}="${a.value}"`))
        .join(' ');
      return {
        id: e.id,
        cells: root?.querySelectorAll('[role=gridcell]').length ?? 0,
        gridLabel: root?.querySelector('[role=grid]')?.getAttribute('aria-label') ?? '',
        arrows: Boolean(root?.querySelector('svg.arrows')),
        cages: root?.querySelectorAll('svg.cages g').length ?? 0,
        attrs: `<sudoku-break ${attrs}>`,
        caption:
          e.closest('figure')?.querySelector('figcaption code:last-of-type')?.textContent ?? '',
      };
    }),
  );

describe('the demo page', () => {
  it('shows on every embed the board its caption names', async () => {
    const page = await open({ width: 1280, height: 800 });
    const all = await embeds(page);
    expect(all.map((e) => e.id)).toEqual([
      'hero',
      'demo-hard',
      'demo-6x6',
      'demo-arrow',
      'demo-killer',
      'demo-id',
      'demo-dark',
      'demo-16x16',
      'demo-sidebar',
    ]);
    for (const e of all) expect(e.caption, e.id).toBe(e.attrs);
    const byId = new Map(all.map((e) => [e.id, e]));
    expect(byId.get('hero')?.cells).toBe(81);
    expect(byId.get('demo-hard')?.gridLabel).toBe('Sudoku 9 by 9, Hard');
    expect(byId.get('demo-6x6')?.cells).toBe(36);
    expect(byId.get('demo-16x16')?.cells).toBe(256);
    expect(byId.get('demo-arrow')?.arrows).toBe(true);
    // A Killer board: 81 cells and its cages drawn (at least 9: a cage holds 9 cells at most).
    expect(byId.get('demo-killer')?.cells).toBe(81);
    expect(byId.get('demo-killer')?.cages).toBeGreaterThanOrEqual(9);
    expect(byId.get('demo-id')?.gridLabel).toBe('Sudoku 9 kali 9, Mudah');
    const dark = await page
      .locator('#demo-dark')
      .evaluate((e) => e.shadowRoot?.querySelector('.root')?.classList.contains('dark'));
    expect(dark).toBe(true);
    // The snippet was rewritten by demo.js: the CSP let the page's own script run.
    expect(await page.locator('#copy').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const viewport of VIEWPORTS) {
    it(`fits ${viewport.width} px: no sideways scroll, a gallery without holes, the puzzle on the first screen`, async () => {
      const page = await open(viewport);
      const layout = await page.evaluate(() => {
        const gallery = document.querySelector('.gallery') as HTMLElement;
        const columns = getComputedStyle(gallery).gridTemplateColumns.split(' ').length;
        const rows = new Map<number, number>();
        const full = gallery.getBoundingClientRect().width;
        const wide: number[] = [];
        for (const tile of gallery.children) {
          const r = tile.getBoundingClientRect();
          if (tile.classList.contains('wide')) wide.push(r.width / full);
          else rows.set(Math.round(r.top), (rows.get(Math.round(r.top)) ?? 0) + 1);
        }
        const hero = document.querySelector('#hero')?.shadowRoot?.querySelector('[role=grid]');
        return {
          scrollWidth: document.documentElement.scrollWidth,
          columns,
          rows: [...rows.values()],
          wide,
          heroTop: hero?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
        };
      });
      expect(layout.scrollWidth).toBeLessThanOrEqual(viewport.width);
      // Every row of equal tiles is full, and each wide tile (16x16, the sidebar) takes a whole row.
      expect(
        layout.rows.every((n) => n === layout.columns),
        JSON.stringify(layout),
      ).toBe(true);
      expect(layout.wide).toHaveLength(2);
      for (const share of layout.wide) expect(share).toBeCloseTo(1, 2);
      expect(layout.heroTop).toBeLessThan(viewport.height);
      await page.screenshot({ path: `/tmp/demo-${viewport.width}.png`, fullPage: true });
      await page.close();
    });
  }

  it('passes axe-core at phone and desktop widths', async () => {
    for (const viewport of [VIEWPORTS[0], VIEWPORTS[2]]) {
      const page = await open(viewport, true);
      expect(await axe(page), `${viewport.width} px`).toEqual([]);
      await page.close();
    }
  });

  it("copies the snippet, naming this site's /widget.css and /widget.js", async () => {
    const context = await chrome.browser.newContext({
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await page.goto(`${chrome.servers.widgetOrigin}/`);
    const snippet = await page.locator('#snippet').textContent();
    const o = chrome.servers.widgetOrigin;
    expect(snippet).toBe(
      `<link rel="stylesheet" href="${o}/widget.css">\n<script type="module" src="${o}/widget.js"></script>\n<sudoku-break></sudoku-break>`,
    );
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => page.locator('#copy-status').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    await context.close();
  });

  it('links an SVG and an ICO favicon, and Chromium decodes both', async () => {
    const page = await chrome.browser.newPage();
    await page.goto(`${chrome.servers.widgetOrigin}/`);
    const icons = await page.evaluate(async () => {
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel=icon]')];
      return Promise.all(
        links.map(
          (link) =>
            new Promise<string>((resolve) => {
              const img = new Image();
              img.onload = () => resolve(`${link.getAttribute('href')} ${img.naturalWidth}`);
              img.onerror = () => resolve(`${link.getAttribute('href')} broken`);
              img.src = link.href;
            }),
        ),
      );
    });
    // Both are 32 px: the SVG says so, and the ICO's largest image is 32x32.
    expect(icons.sort()).toEqual(['/favicon.ico 32', '/favicon.svg 32']);
    await page.close();
  });
});
