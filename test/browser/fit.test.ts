// The board fits where it is put, in real Chromium (issue 24's layout defects): a 25x25 board in a
// 600 or 720 px article column on a desktop; on a 375 px phone, 16x16 and 25x25 boards zoomed in
// to cells of 44 and 50 px with legible notes, the keypad in view, the view panning after the
// selection and a zoom toggle for the whole board; grid lines of one device-pixel width at 360 px
// and 1, 2 or 3 device pixels per CSS pixel. Screenshots: /tmp/widget-fit-*.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axe, openWidget, useChromium } from './harness.ts';

const chrome = useChromium();

const widget = (page: Page) => page.locator('sudoku-break');

/** Every empty cell gets its candidates (the second tool; its name differs by language). */
const autoNotes = (page: Page) =>
  widget(page).getByRole('button', { name: 'Auto notes', exact: true }).click();

/** A rectangle as plain numbers (DOMRect does not cross to Node). */
type Box = { left: number; top: number; right: number; bottom: number };

/** The board's pannable box, the selected cell, the window and every key of the pad. */
function geometry(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('sudoku-break')?.shadowRoot;
    const box = (e: Element | null | undefined): Box => {
      const r = e?.getBoundingClientRect();
      return { left: r?.left ?? 0, top: r?.top ?? 0, right: r?.right ?? 0, bottom: r?.bottom ?? 0 };
    };
    const scroller = root?.querySelector<HTMLElement>('.scroll');
    return {
      view: box(scroller),
      scroll: [scroller?.scrollLeft ?? 0, scroller?.scrollTop ?? 0],
      selected: box(root?.querySelector('[aria-selected=true]')),
      keys: [...(root?.querySelectorAll('[part=key]') ?? [])].map(box),
      window: { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight },
    };
  });
}

const inside = (a: Box, b: Box) =>
  a.left >= b.left - 0.5 &&
  a.right <= b.right + 0.5 &&
  a.top >= b.top - 0.5 &&
  a.bottom <= b.bottom + 0.5;

/**
 * axe's findings on a zoomed board. Its experimental label-content-name-mismatch rule compares a
 * cell's name with the notes it sees on screen: a cell the pannable box cuts in half shows only
 * some of its notes (whose text is aria-hidden anyway), so that rule is left out for those cells
 * alone, and they are checked to be the cut ones.
 */
async function accessible(page: Page) {
  const view = (await geometry(page)).view;
  const found = await axe(page);
  const cut: string[] = [];
  for (const issue of found.filter((f) => f.id === 'label-content-name-mismatch')) {
    for (const node of issue.nodes) {
      const cell = /data-i=\\+"(\d+)/.exec(node)?.[1];
      const box = cell && (await widget(page).locator(`[data-i="${cell}"]`).boundingBox());
      const whole =
        box &&
        inside(
          { left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height },
          view,
        );
      if (!box || whole) cut.push(node);
    }
  }
  return [...found.filter((f) => f.id !== 'label-content-name-mismatch'), ...cut];
}

const sideways = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

describe('the board fits', () => {
  it('a 25x25 board fits a 600 or 720 px article column on a desktop', async () => {
    for (const column of [600, 720]) {
      const page = await openWidget(
        chrome,
        'start="game" size="25" level="easy" seed="fit" api="off"',
        {
          width: 1280,
          height: 1000,
          ready: true,
          wrap: (el) => `<article style="width:${column}px;margin:0 auto">${el}</article>`,
        },
      );
      const fit = await page.evaluate(() => {
        const el = document.querySelector('sudoku-break');
        const root = el?.shadowRoot;
        const scroller = root?.querySelector<HTMLElement>('.scroll');
        const grid = root?.querySelector('[role=grid]')?.getBoundingClientRect();
        return {
          element: el?.getBoundingClientRect().right ?? 0,
          grid: grid?.right ?? Number.POSITIVE_INFINITY,
          cell: root?.querySelector('[data-i="0"]')?.getBoundingClientRect().width ?? 0,
          overflow: (scroller?.scrollWidth ?? 1) - (scroller?.clientWidth ?? 0),
          zoomer: root?.querySelector<HTMLElement>('.zoomer')?.checkVisibility() ?? false,
        };
      });
      expect(fit.overflow, `${column}`).toBeLessThanOrEqual(0);
      expect(fit.grid, `${column}`).toBeLessThanOrEqual(fit.element);
      expect(fit.cell, `${column}`).toBeGreaterThanOrEqual(21);
      // A desktop column shows the whole board: no zoom to toggle.
      expect(fit.zoomer).toBe(false);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `/tmp/widget-fit-25x25-desktop-${column}.png`,
        fullPage: true,
      });
      await page.close();
    }
  });

  for (const size of [16, 25]) {
    it(`a ${size}x${size} board on a 375 px phone zooms in, keeps the keypad in view and pans after the selection`, async () => {
      for (const theme of ['light', 'dark']) {
        const page = await openWidget(
          chrome,
          `start="game" size="${size}" level="easy" seed="fit" api="off" theme="${theme}"`,
          { width: 375, height: 667, ready: true },
        );
        await autoNotes(page);
        const cell = await widget(page).locator('[data-i="0"]').boundingBox();
        expect(cell?.width).toBeGreaterThanOrEqual(40);
        expect(cell?.height).toBeGreaterThanOrEqual(40);
        const notes = await widget(page)
          .locator('.notes')
          .evaluateAll((all) => all.map((e) => Number.parseFloat(getComputedStyle(e).fontSize)));
        expect(notes.length).toBeGreaterThan(0);
        expect(Math.min(...notes)).toBeGreaterThanOrEqual(9);
        // Notes stay inside their cell.
        const spill = await widget(page)
          .locator('.notes')
          .evaluateAll(
            (all) =>
              all.filter((e) => e.scrollHeight > (e.parentElement?.clientHeight ?? 0) + 1).length,
          );
        expect(spill).toBe(0);
        let g = await geometry(page);
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        expect(inside(g.selected, g.view)).toBe(true);
        expect(inside(g.selected, g.window)).toBe(true);
        expect(g.keys).toHaveLength(size + 1);
        for (const key of g.keys) expect(inside(key, g.window)).toBe(true);
        await page.screenshot({ path: `/tmp/widget-fit-${size}x${size}-phone-${theme}.png` });

        // The arrow keys walk the selection across the board: the view follows it.
        await widget(page).locator('[aria-selected=true]').focus();
        for (let i = 1; i < size; i++) {
          await page.keyboard.press('ArrowRight');
          g = await geometry(page);
          expect(inside(g.selected, g.view), `right ${i}`).toBe(true);
        }
        expect(g.scroll[0]).toBeGreaterThan(0);
        for (let i = 1; i < size; i++) await page.keyboard.press('ArrowDown');
        g = await geometry(page);
        expect(inside(g.selected, g.view)).toBe(true);
        expect(inside(g.selected, g.window)).toBe(true);
        expect(g.scroll[1]).toBeGreaterThan(0);
        for (const key of g.keys) expect(inside(key, g.window)).toBe(true);

        // The zoom toggle shows the whole board; a tap on a cell zooms back in around it.
        const zoomer = widget(page).locator('.zoomer');
        expect(await zoomer.getAttribute('aria-pressed')).toBe('true');
        await zoomer.click();
        expect(await zoomer.getAttribute('aria-pressed')).toBe('false');
        g = await geometry(page);
        const whole = await widget(page)
          .locator('.scroll')
          .evaluate((e) => e.scrollWidth <= e.clientWidth && e.scrollHeight <= e.clientHeight);
        expect(whole).toBe(true);
        await page.screenshot({ path: `/tmp/widget-fit-${size}x${size}-phone-${theme}-whole.png` });
        const middle = Math.floor(size / 2) * size + Math.floor(size / 2);
        await widget(page).locator(`[data-i="${middle}"]`).click();
        expect(await zoomer.getAttribute('aria-pressed')).toBe('true');
        g = await geometry(page);
        expect(inside(g.selected, g.view)).toBe(true);
        expect(g.selected.right - g.selected.left).toBeGreaterThanOrEqual(40);
        expect(await accessible(page)).toEqual([]);
        // - and + from the keyboard do what the toggle does.
        await page.keyboard.press('-');
        expect(await zoomer.getAttribute('aria-pressed')).toBe('false');
        expect(await axe(page)).toEqual([]);
        await page.keyboard.press('+');
        expect(await zoomer.getAttribute('aria-pressed')).toBe('true');
        g = await geometry(page);
        expect(inside(g.selected, g.view)).toBe(true);
        await page.close();
      }
    });
  }

  it('grid lines have one width in device pixels at 360 px, at 1, 2 and 3 device pixels per px', async () => {
    for (const size of [9, 16]) {
      for (const scale of [1, 2, 3]) {
        const page = await openWidget(
          chrome,
          `start="game" size="${size}" level="easy" seed="fit" api="off"`,
          {
            width: 360,
            height: 800,
            scale,
            ready: true,
          },
        );
        if (size === 16) await widget(page).locator('.zoomer').click();
        const lines = await page.evaluate(() => {
          const root = document.querySelector('sudoku-break')?.shadowRoot;
          const grid = root?.querySelector('[role=grid]');
          const dpr = window.devicePixelRatio;
          const origin = grid?.querySelector('[data-i="0"]')?.getBoundingClientRect();
          const cells = [...(grid?.querySelectorAll<HTMLElement>('[role=gridcell]') ?? [])];
          const widths = new Set<string>();
          const phases = new Set<string>();
          const borders = new Set<string>();
          for (const c of cells) {
            const r = c.getBoundingClientRect();
            const style = getComputedStyle(c);
            widths.add(`${(r.width * dpr).toFixed(3)}x${(r.height * dpr).toFixed(3)}`);
            // Where each cell starts, in device pixels from the first: whole numbers.
            const dx = (r.left - (origin?.left ?? 0)) * dpr;
            const dy = (r.top - (origin?.top ?? 0)) * dpr;
            phases.add(
              `${Math.abs(dx - Math.round(dx)) < 0.01 && Math.abs(dy - Math.round(dy)) < 0.01}`,
            );
            for (const side of [style.borderRightWidth, style.borderBottomWidth])
              borders.add(`${Number.parseFloat(side) * dpr}`);
          }
          return { dpr, widths: [...widths], phases: [...phases], borders: [...borders].sort() };
        });
        expect(lines.dpr).toBe(scale);
        expect(lines.widths, `${size} at ${scale}`).toHaveLength(1);
        const [w] = lines.widths[0].split('x').map(Number);
        expect(Number.isInteger(w), `${size} at ${scale}: ${w}`).toBe(true);
        expect(lines.phases).toEqual(['true']);
        // Thin and thick lines: 0 (the board's own edge), 1 and 2 px, whole device pixels.
        for (const b of lines.borders) expect(Number.isInteger(Number(b))).toBe(true);
        await page.screenshot({ path: `/tmp/widget-fit-lines-${size}-${scale}x.png` });
        await page.close();
      }
    }
  });
});
