// Printing, in real Chromium with print media emulated: the board alone, light whatever the
// system's colour scheme, with the puzzle's level and seed in a small caption under it, no
// buttons, no highlights; and zero serious or critical axe-core violations in print.
// Screenshots: /tmp/widget-print-*.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axe, openWidget, useChromium } from './harness.ts';

const chrome = useChromium();

const open = (attrs: string) =>
  openWidget(chrome, `start="game" api="off" theme="auto" ${attrs}`, {
    width: 800,
    height: 1100,
    colorScheme: 'dark',
    ready: true,
  });

/** What printing shows: visible buttons, the grid's box, colours, and the caption. */
const printed = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('sudoku-break')?.shadowRoot;
    const visible = (e: Element) => e.checkVisibility({ visibilityProperty: true });
    const all = [...(root?.querySelectorAll('*') ?? [])];
    const grid = root?.querySelector('.grid');
    const info = root?.querySelector('.info');
    const frame = root?.querySelector('.root') as Element;
    const given = root?.querySelector('.given') as Element;
    return {
      buttons: all.filter((e) => e.tagName === 'BUTTON' && visible(e)).length,
      controls: all.filter((e) => ['SELECT', 'INPUT'].includes(e.tagName) && visible(e)).length,
      grid: grid && visible(grid) ? grid.getBoundingClientRect().toJSON() : null,
      caption: info && visible(info) ? info.textContent : null,
      captionTop: info?.getBoundingClientRect().top ?? 0,
      background: getComputedStyle(frame).backgroundColor,
      given: getComputedStyle(given).color,
      highlighted: all.filter(
        (e) =>
          e.classList.contains('cell') &&
          !['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)'].includes(getComputedStyle(e).backgroundColor),
      ).length,
    };
  });

describe('print', () => {
  it('prints the board alone, light in a dark system, with its level and seed', async () => {
    const page = await open('seed="print" level="hard"');
    // On screen the system's dark theme shows, with all the game's buttons.
    const screen = await printed(page);
    expect(screen.background).not.toBe('rgb(255, 255, 255)');
    expect(screen.buttons).toBeGreaterThan(15);
    await page.locator('sudoku-break [data-i="40"]').click();
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    const paper = await printed(page);
    expect(paper.buttons).toBe(0);
    expect(paper.controls).toBe(0);
    expect(paper.background).toBe('rgb(255, 255, 255)');
    expect(paper.given).toBe('rgb(27, 31, 36)');
    expect(paper.highlighted).toBe(0);
    expect(paper.grid?.width).toBeGreaterThan(400);
    expect(paper.caption).toContain('Hard');
    expect(paper.caption).toContain('print');
    expect(paper.captionTop).toBeGreaterThan((paper.grid?.bottom ?? 0) - 1);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/widget-print.png', fullPage: true });
    await page.close();
  });

  it('prints the board of a paused game, which the screen keeps veiled', async () => {
    const page = await open('seed="print" level="easy"');
    await page.locator('sudoku-break button.pause').click();
    await page.locator('sudoku-break [part=paused]').waitFor();
    const veiled = await printed(page);
    expect(veiled.grid).toBeNull();
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    const paper = await printed(page);
    expect(paper.grid?.width).toBeGreaterThan(400);
    expect(paper.buttons).toBe(0);
    expect(paper.caption).toContain('Easy');
    expect(await axe(page)).toEqual([]);
    await page.close();
  });

  it('prints an arrow puzzle in Indonesian, with its arrows', async () => {
    const page = await open('seed="print" level="easy" variant="arrow" lang="id"');
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    const paper = await printed(page);
    expect(paper.buttons).toBe(0);
    expect(paper.caption).toContain('Panah');
    expect(paper.caption).toContain('Mudah');
    expect(await page.locator('sudoku-break svg.arrows').isVisible()).toBe(true);
    expect(await page.locator('sudoku-break .given').first().isVisible()).toBe(true);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/widget-print-arrow-id.png', fullPage: true });
    await page.close();
  });
});
