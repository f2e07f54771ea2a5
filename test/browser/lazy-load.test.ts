// The widget costs a page nothing but widget.js until a reader is about to see it: far below the
// fold no chunk and no puzzle is fetched (and widget.js is within its 10 KiB gzip budget); within
// a screen of the viewport, focused by the keyboard or touched, it loads its UI and its puzzle.
// The chunks come from beside widget.js wherever a page hosts it, under a Content-Security-Policy
// that allows that folder alone. A classic game made in the page loads neither Solve's replays
// nor Arrow's and Killer's draws: the replays' chunk comes when Solve's choice opens, the draws
// with a Killer game made in the page.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snippet, useChromium, waitForEvent } from './harness.ts';

const chrome = useChromium();

/** widget.js's budget (issue 24): what a page pays before the element comes near. */
const LOADER_BUDGET = 10 * 1024;

const FAR = `<h1>An article</h1><div style="height:3000px"></div>`;
const tag = (api: string) =>
  `<sudoku-break start="game" level="easy" seed="lazy" api="${api}"></sudoku-break>`;

/**
 * The widget's requests a page makes itself: files by name, and puzzle calls (the players'
 * calls, made once the API answered, aside). Not the test server's log, which also holds late
 * requests of pages closed before (a chunk their browser fetched when it went idle).
 */
function record(page: Page) {
  const urls: URL[] = [];
  page.on('request', (r) => void urls.push(new URL(r.url())));
  return () => {
    const own = urls.filter((u) => u.origin === chrome.servers.widgetOrigin);
    const api = own.filter((u) => /\/api\//.test(u.pathname));
    return {
      files: own
        .filter((u) => !api.includes(u))
        .map((u) => u.pathname.slice(u.pathname.lastIndexOf('/') + 1)),
      api: api
        .filter((u) => !/\/api\/v1\/(players|plays)\b/.test(u.pathname))
        .map((u) => `${u.pathname}${u.search}`),
    };
  };
}

/** A widget opened at once (as harness.ts openWidget does), its own requests recorded from the start. */
async function openRecorded(attrs: string) {
  const page = await chrome.browser.newPage({ viewport: { width: 520, height: 960 } });
  page.on('pageerror', (e) => {
    throw e;
  });
  const seen = record(page);
  await page.goto(chrome.servers.page(`<sudoku-break ${attrs}></sudoku-break>`));
  await waitForEvent(page, 'sudoku-ready');
  return { page, seen };
}

/** A page with the widget 3,000 px below the fold, left alone for a while. */
async function farPage(): Promise<{ page: Page; seen: ReturnType<typeof record> }> {
  const page = await chrome.browser.newPage({ viewport: { width: 400, height: 800 } });
  page.on('pageerror', (e) => {
    throw e;
  });
  const seen = record(page);
  await page.goto(
    chrome.servers.page(`${FAR}${tag(chrome.servers.api('ok'))}`, {
      embed: snippet(`${chrome.servers.widgetOrigin}/`),
    }),
  );
  await page.waitForFunction(() =>
    document.querySelector('sudoku-break')?.shadowRoot?.querySelector('.root'),
  );
  // Time enough for an eager widget to fetch its UI and its puzzle.
  await page.waitForTimeout(1500);
  return { page, seen };
}

const REPLAYS = /^widget-replays-/;
const VARIANTS = /^widget-engine-variants-/;

describe('lazy loading', () => {
  it("loads the replays when Solve opens, and the variants' draws only for a variant", async () => {
    const { page, seen } = await openRecorded(`start="game" level="easy" seed="lazy" api="off"`);
    // The engine's deferred part made the puzzle; the browser has been idle since.
    await page.waitForTimeout(1500);
    const classic = seen().files;
    expect(classic.some((f) => /^widget-engine-deferred-/.test(f))).toBe(true);
    expect(classic.filter((f) => REPLAYS.test(f) || VARIANTS.test(f))).toEqual([]);
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => /widget-replays-/.test(e.name)),
    );
    expect(seen().files.filter((f) => VARIANTS.test(f))).toEqual([]);
    await page.close();

    const killer = await openRecorded(
      `start="game" variant="killer" level="easy" seed="lazy" api="off"`,
    );
    expect(killer.seen().files.some((f) => VARIANTS.test(f))).toBe(true);
    await killer.page.close();
  });

  it('fetches nothing but widget.js far below the fold, and the rest once it nears', async () => {
    const { page, seen } = await farPage();
    const before = seen();
    expect(before.files.sort()).toEqual(['widget.css', 'widget.js']);
    expect(before.api).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { events: unknown[] }).events)).toEqual(
      [],
    );
    // What those bytes weigh as a server sends them (gzip), against the budget.
    const script = await page.evaluate(
      async (url) => (await fetch(url)).text(),
      `${chrome.servers.widgetOrigin}/widget.js`,
    );
    expect(gzipSync(script, { level: 9 }).length).toBeLessThanOrEqual(LOADER_BUDGET);

    // Within a screen of the viewport: the UI comes, then the puzzle, without being in view.
    await page.evaluate(() => window.scrollTo(0, 1500));
    expect((await waitForEvent(page, 'sudoku-ready')).detail.source).toBe('api');
    const after = seen();
    expect(after.files.some((f) => /^widget-view-/.test(f))).toBe(true);
    // The one puzzle: widget.js asks for it as the UI loads and the UI asks again, which the
    // browser's cache answers where the API's answer may be cached (the Worker's seeded answers
    // are immutable; this test server's are not, so it sees both).
    expect(new Set(after.api).size).toBe(1);
    const inView = await page.evaluate(
      () =>
        (document.querySelector('sudoku-break')?.getBoundingClientRect().top ?? 0) > innerHeight,
    );
    expect(inView).toBe(true);
    await page.close();
  });

  it('loads when the keyboard reaches it, without a scroll', async () => {
    const { page, seen } = await farPage();
    await page.evaluate(() =>
      document
        .querySelector('sudoku-break')
        ?.shadowRoot?.querySelector<HTMLElement>('[tabindex="0"]')
        ?.focus({ preventScroll: true }),
    );
    await waitForEvent(page, 'sudoku-ready');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(seen().files.some((f) => /^widget-view-/.test(f))).toBe(true);
    await page.close();
  });

  it('loads when touched, without a scroll', async () => {
    const { page, seen } = await farPage();
    await page.dispatchEvent('sudoku-break', 'pointerdown');
    await waitForEvent(page, 'sudoku-ready');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(new Set(seen().api).size).toBe(1);
    await page.close();
  });

  it('loads its chunks from beside a self-hosted widget.js, under a CSP naming that folder', async () => {
    const o = chrome.servers.widgetOrigin;
    const base = `${o}/vendor/sudoku/`;
    const page = await chrome.browser.newPage();
    // This page's own script requests: the server's log also holds late requests of the pages
    // closed before (an engine chunk fetched when their browser went idle).
    const paths: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') paths.push(new URL(r.url()).pathname);
    });
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(
      chrome.servers.page(tag(chrome.servers.api('ok')), {
        embed: snippet(base),
        // 'unsafe-inline' scripts only for the harness's own event recorder; the widget's files
        // are allowed by their folder, its API by the origin.
        csp: `default-src 'none'; script-src ${base} 'unsafe-inline'; style-src ${base}; connect-src ${o}`,
      }),
    );
    expect((await waitForEvent(page, 'sudoku-ready')).detail.source).toBe('api');
    expect(paths.length).toBeGreaterThan(3);
    for (const path of paths) expect(path).toMatch(/^\/vendor\/sudoku\/widget[-.]/);
    expect(violations).toEqual([]);
    await page.close();
  });
});
