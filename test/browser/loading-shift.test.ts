// Nothing moves while the widget loads. A page with the README's embed snippet above the fold is
// held at each step: first with widget.css alone (no script yet), then with widget.js's
// placeholder (the UI not yet loaded), then with the UI and its board: the element's box is the
// same at every step, the board does not move when the placeholder gives way to it, and the page
// records no layout shift at all. At a phone's and a desktop's width, for 9x9, 16x16 (zoomed in
// its square room on a phone) and Killer games, and the menu. And an element
// far below the fold, which holds only its frame, keeps its height when it nears.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snippet, useChromium, waitForEvent } from './harness.ts';

const chrome = useChromium();

/** Records every layout shift from the start, before any script of the widget. */
const SHIFTS = `<script>
  window.shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.shifts.push({ value: e.value, recent: e.hadRecentInput });
  }).observe({ type: 'layout-shift', buffered: true });
</script>`;

const CASES = [
  ['9x9 game', 'start="game" level="easy" seed="shift"', true],
  ['16x16 game', 'start="game" size="16" level="easy" seed="shift"', true],
  ['Killer game', 'start="game" variant="killer" level="easy" seed="shift"', true],
  ['menu', '', false],
] as const;

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Lets requests that match through only when `open()` is called. */
function gate(page: Page, url: RegExp): Promise<() => void> {
  let open = (): void => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return page
    .route(url, async (route: Route) => {
      await opened;
      await route.continue();
    })
    .then(() => open);
}

/** The element's box and, when it shows one, its board's, after two frames were drawn. */
const boxes = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const el = document.querySelector('sudoku-break') as HTMLElement;
    const grid = el.shadowRoot?.querySelector('.grid');
    const box = (r: DOMRect | undefined) =>
      r && { x: r.x, y: r.y, width: r.width, height: r.height };
    return { element: box(el.getBoundingClientRect()), board: box(grid?.getBoundingClientRect()) };
  });

const near = (a: Box | undefined, b: Box | undefined, what: string) => {
  expect(a, what).toBeDefined();
  expect(b, what).toBeDefined();
  for (const k of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs((a as Box)[k] - (b as Box)[k]), `${what}: ${k}`).toBeLessThan(0.5);
  }
};

describe('no layout shift while loading', () => {
  for (const width of [375, 1280]) {
    for (const [name, attrs, game] of CASES) {
      it(`${name} at ${width} px: widget.css, then the placeholder, then the UI, in one box`, async () => {
        const page = await chrome.browser.newPage({ viewport: { width, height: 1000 } });
        page.on('pageerror', (e) => {
          throw e;
        });
        const script = await gate(page, /\/widget\.js$/);
        const ui = await gate(page, /\/widget-view-[\w-]+\.js$/);
        const base = `${chrome.servers.widgetOrigin}/`;
        const url = chrome.servers.page(
          `<h1>Puzzle corner</h1><sudoku-break ${attrs} api="${chrome.servers.api('ok')}"></sudoku-break>${'<p>The article goes on under the puzzle, line after line of it.</p>'.repeat(30)}`,
          { head: SHIFTS, embed: snippet(base) },
        );
        await page.goto(url, { waitUntil: 'commit' });
        // Painted with widget.css alone: the element already holds its room.
        await page.waitForFunction(
          () => (document.querySelector('sudoku-break')?.getBoundingClientRect().height ?? 0) > 0,
        );
        const reserved = await boxes(page);
        script();
        await page.waitForFunction(() =>
          document.querySelector('sudoku-break')?.shadowRoot?.querySelector('.root'),
        );
        const placeholder = await boxes(page);
        ui();
        if (game) await waitForEvent(page, 'sudoku-ready');
        else
          await page.waitForFunction(() =>
            document.querySelector('sudoku-break')?.shadowRoot?.querySelector('h2[data-focus]'),
          );
        const loaded = await boxes(page);
        near(placeholder.element, reserved.element, 'the placeholder against widget.css');
        near(loaded.element, placeholder.element, 'the UI against the placeholder');
        if (game) near(loaded.board, placeholder.board, 'the board');
        const shifts = await page.evaluate(
          () => (window as unknown as { shifts: { value: number }[] }).shifts,
        );
        expect(shifts).toEqual([]);
        await page.close();
      });
    }
  }

  it('an element far below the fold holds its frame alone, and keeps its height as it nears', async () => {
    const page = await chrome.browser.newPage({ viewport: { width: 375, height: 800 } });
    const ui = await gate(page, /\/widget-view-[\w-]+\.js$/);
    await page.goto(
      chrome.servers.page(
        `<div style="height:3000px"></div><sudoku-break start="game" seed="far"></sudoku-break><p>after</p>`,
        { head: SHIFTS, embed: snippet(`${chrome.servers.widgetOrigin}/`) },
      ),
      { waitUntil: 'commit' },
    );
    await page.waitForFunction(() =>
      document.querySelector('sudoku-break')?.shadowRoot?.querySelector('.root'),
    );
    const far = await page.evaluate(() => {
      const root = document.querySelector('sudoku-break')?.shadowRoot;
      return {
        height: document.querySelector('sudoku-break')?.getBoundingClientRect().height,
        // Only the frame: no keypad, no buttons but the board's one way in.
        buttons: root?.querySelectorAll('button').length,
        focusable: root?.querySelectorAll('[tabindex="0"]').length,
      };
    });
    expect(far).toMatchObject({ buttons: 0, focusable: 1 });
    await page.evaluate(() => window.scrollTo(0, 2600));
    await page.waitForFunction(
      () =>
        (document.querySelector('sudoku-break')?.shadowRoot?.querySelectorAll('.key').length ?? 0) >
        0,
    );
    const nearer = await page.evaluate(
      () => document.querySelector('sudoku-break')?.getBoundingClientRect().height,
    );
    expect(Math.abs((nearer ?? 0) - (far.height ?? 0))).toBeLessThan(0.5);
    ui();
    await page.close();
  });
});
