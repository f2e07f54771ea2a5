// Legible and tappable everywhere, in real Chromium: notes, keys and cells measured on phones
// (360, 375 px) and a desktop (1280 px), no sideways scroll at 320 px, labels that fit their
// buttons in English and Indonesian, a compact layout when the widget sits in a 260 px sidebar
// (it answers to its own width, not the viewport's), a 16x16 board that grows on a desktop and a
// 25x25 board that keeps playable cells on a phone. Screenshots: /tmp/widget-layout-*.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axe, openWidget, useChromium } from './harness.ts';

const chrome = useChromium();

const open = (width: number, attrs: string, wrap?: (el: string) => string) =>
  openWidget(chrome, `start="game" level="medium" api="off" ${attrs}`, {
    width,
    height: 900,
    wrap,
    ready: true,
  });

const widget = (page: Page) => page.locator('sudoku-break');

/** Fills every empty cell with its candidates (the button's name differs by language). */
const autoNotes = (page: Page) => widget(page).locator('.tools > button').first().click();

async function noteSize(page: Page): Promise<number> {
  return widget(page)
    .locator('.notes')
    .first()
    .evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize));
}

/** Width and height of every key of the pad (digits and Erase). */
const keyBoxes = (page: Page) =>
  widget(page)
    .locator('[part=key]')
    .evaluateAll((keys) =>
      keys.map((k) => [k.getBoundingClientRect().width, k.getBoundingClientRect().height]),
    );

/** Buttons whose label is wider than the button (visible ones only). */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('sudoku-break')?.shadowRoot;
    return [...(root?.querySelectorAll('button') ?? [])]
      .filter((b) => b.checkVisibility({ visibilityProperty: true }))
      .filter((b) => b.scrollWidth > b.clientWidth || b.scrollHeight > b.clientHeight)
      .map((b) => `${b.textContent?.trim()} ${b.scrollWidth}>${b.clientWidth}`);
  });

const sideways = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

describe('layout', () => {
  it('notes, keys and cells are legible and tappable on phones', async () => {
    for (const [width, least] of [
      [375, 10],
      [360, 9],
    ] as const) {
      const page = await open(width, 'seed="layout" theme="light"');
      await autoNotes(page);
      expect(await noteSize(page)).toBeGreaterThanOrEqual(least);
      const keys = await keyBoxes(page);
      expect(keys).toHaveLength(10);
      for (const [w, h] of keys) {
        expect(w).toBeGreaterThanOrEqual(44);
        expect(h).toBeGreaterThanOrEqual(44);
      }
      const cell = await widget(page).locator('[data-i="0"]').boundingBox();
      expect(cell?.width).toBeGreaterThanOrEqual(35);
      expect(await sideways(page)).toBe(0);
      await page.screenshot({ path: `/tmp/widget-layout-phone-${width}.png`, fullPage: true });
      await page.close();
    }
  });

  it('at 320 px nothing scrolls sideways and every label fits, in English and Indonesian', async () => {
    for (const lang of ['en', 'id']) {
      for (const width of [320, 360, 1280]) {
        const page = await open(width, `seed="layout" lang="${lang}" theme="dark"`);
        expect(await sideways(page), `${lang} ${width}`).toBeLessThanOrEqual(0);
        expect(await overflowing(page), `${lang} ${width} game`).toEqual([]);
        // The Hint button's three labels (Hint, Show step, Apply), and the pressed toggles.
        await widget(page).locator('[data-i="0"]').click();
        await page.keyboard.press('h');
        expect((await widget(page).locator('.msg').textContent())?.trim()).toBeTruthy();
        expect(await overflowing(page), `${lang} ${width} nudge`).toEqual([]);
        await page.keyboard.press('h');
        expect(await overflowing(page), `${lang} ${width} step`).toEqual([]);
        if (width !== 360) {
          await page.screenshot({
            path: `/tmp/widget-layout-${width}-${lang}.png`,
            fullPage: true,
          });
        }
        await page.keyboard.press('p');
        await widget(page).locator('[part=paused]').waitFor();
        expect(await overflowing(page), `${lang} ${width} paused`).toEqual([]);
        if (width === 320) {
          await page.screenshot({ path: `/tmp/widget-layout-320-${lang}-paused.png` });
        }
        await page.keyboard.press('p');
        await widget(page).locator('.bar button').first().click();
        expect(await overflowing(page), `${lang} ${width} menu`).toEqual([]);
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        await page.close();
      }
    }
  });

  it('in a 260 px sidebar the widget takes its compact layout, whatever the viewport', async () => {
    const sidebar = (el: string) =>
      `<div style="display:flex;gap:16px"><aside style="width:260px;flex:none">${el}</aside><p>Article</p></div>`;
    for (const lang of ['en', 'id']) {
      const page = await open(1280, `seed="layout" lang="${lang}" theme="light"`, sidebar);
      expect((await widget(page).boundingBox())?.width).toBe(260);
      for (const [w, h] of await keyBoxes(page)) {
        expect(w).toBeGreaterThanOrEqual(44);
        expect(h).toBeGreaterThanOrEqual(44);
      }
      // A key's count stays clear of its digit.
      const clashes = await widget(page)
        .locator('[part=key]')
        .evaluateAll(
          (keys) =>
            keys.filter((k) => {
              const digit = k.firstChild;
              const count = k.querySelector('small');
              if (!digit || !count?.textContent) return false;
              const range = document.createRange();
              range.selectNodeContents(digit);
              const a = range.getBoundingClientRect();
              const b = count.getBoundingClientRect();
              return a.right > b.left && b.right > a.left && a.bottom > b.top && b.bottom > a.top;
            }).length,
        );
      expect(clashes).toBe(0);
      // The puzzle's name gets a line of its own: the level is shown in full.
      const info = widget(page).locator('.info');
      const level = lang === 'en' ? 'Medium' : 'Sedang';
      expect(await info.textContent()).toContain(level);
      const shown = await info.evaluate((e) => {
        const range = document.createRange();
        range.setStart(e.firstChild as Node, 0);
        range.setEnd(e.firstChild as Node, (e.textContent ?? '').indexOf('·'));
        return range.getBoundingClientRect().right <= e.getBoundingClientRect().right;
      });
      expect(shown).toBe(true);
      expect(await overflowing(page)).toEqual([]);
      expect(await axe(page)).toEqual([]);
      await page.screenshot({
        path: `/tmp/widget-layout-sidebar-${lang}.png`,
        clip: { x: 0, y: 0, width: 560, height: 800 },
      });
      await page.close();
    }
  });

  it('where its width comes from its content (a flex row), it stays playable', async () => {
    const row = (el: string) =>
      `<div style="display:flex;gap:8px"><p>Left</p>${el}<p>Right</p></div>`;
    const page = await open(1280, 'seed="layout"', row);
    expect((await widget(page).boundingBox())?.width).toBe(320);
    for (const [w] of await keyBoxes(page)) expect(w).toBeGreaterThanOrEqual(44);
    await page.close();
  });

  it('a 16x16 board grows on a desktop; a 25x25 board keeps playable cells on a phone', async () => {
    const desk = await open(1280, 'size="16" seed="layout" level="easy" theme="light"');
    await autoNotes(desk);
    const big = await widget(desk).locator('[data-i="0"]').boundingBox();
    expect(big?.width).toBeGreaterThanOrEqual(36);
    expect(await axe(desk)).toEqual([]);
    await desk.screenshot({ path: '/tmp/widget-layout-16x16-desktop.png', fullPage: true });
    await desk.close();

    const phone = await open(375, 'size="25" seed="layout" level="easy" theme="light"');
    const cell = await widget(phone).locator('[data-i="0"]').boundingBox();
    // Zoomed in (fit.test.ts has the rest of the zoomed view).
    expect(cell?.width).toBeGreaterThanOrEqual(40);
    // The board scrolls in its own box; the page does not.
    expect(await sideways(phone)).toBeLessThanOrEqual(0);
    const scroller = widget(phone).locator('.scroll');
    expect(await scroller.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    // A cell off to the right is reached by scrolling the board, and takes the selection.
    const far = widget(phone).locator('[data-i="24"]');
    await far.click();
    expect(await far.getAttribute('aria-selected')).toBe('true');
    for (const [w, h] of await keyBoxes(phone)) {
      expect(w).toBeGreaterThanOrEqual(44);
      expect(h).toBeGreaterThanOrEqual(44);
    }
    expect(await axe(phone)).toEqual([]);
    await phone.screenshot({ path: '/tmp/widget-layout-25x25-phone.png', fullPage: true });
    await phone.close();
  });
});
