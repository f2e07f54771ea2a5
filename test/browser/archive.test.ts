// The archive's calendar, the stats screen and the `sudoku-start` gate in real Chromium, at 375
// and 1280 px: the calendar opens on today (focused, marked), never shows a later day, moves by
// the keyboard as a WAI-ARIA grid (arrows, PageUp/PageDown, Home/End) with day buttons of at least
// 40 px; a day tapped on a touch screen plays its puzzle of the day; once solved, the day is marked
// and the stats screen counts it; a page that cancels `sudoku-start` stops the start, and
// `continueStart()` starts it later. axe-core is clean on both screens. Screenshots:
// /tmp/archive-*.png.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { daily } from '../../shared/index.ts';
import { axe, boardOf, focused, useChromium, waitForEvent } from './harness.ts';

const chrome = useChromium();

const today = new Date().toISOString().slice(0, 10);
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A page of its own (touch when asked), the widget on its menu. */
async function open(browser: Browser, width: number, touch = false): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    // Touch without the mobile viewport's 980 px layout (the host page has no viewport meta).
    hasTouch: touch,
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.goto(chrome.servers.page(`<sudoku-break level="easy" api="off"></sudoku-break>`));
  await page.getByRole('heading', { name: 'SUDOKU BREAK' }).waitFor();
  return page;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const days = (page: Page) => page.locator('sudoku-break [part=day]');
const day = (page: Page, date: string) => page.locator(`sudoku-break [data-date="${date}"]`);

/** The date of the focused day of the calendar. */
const focusedDay = (page: Page) =>
  page.evaluate(() => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return a?.getAttribute('data-date') ?? null;
  });

async function openArchive(page: Page): Promise<void> {
  await button(page, 'Archive').click();
  await page.getByRole('grid').waitFor();
  await expect.poll(() => focusedDay(page)).toBe(today);
}

/** Solves the puzzle of the day on the board by tapping or clicking each empty cell. */
async function solve(page: Page, date: string): Promise<void> {
  const made = daily(date, 'easy');
  if (!made.ok) throw new Error(made.error.message);
  const p = made.value;
  await expect.poll(() => boardOf(page)).toBe(p.puzzle);
  for (let i = 0; i < 81; i++) {
    if (p.puzzle[i] !== '.') continue;
    await page.locator(`sudoku-break [data-i="${i}"]`).click();
    await page.keyboard.press(p.solution[i]);
  }
  await page.locator('sudoku-break [part=result]').waitFor();
}

/** Records `sudoku-start` on the page; `stop`: the listener cancels it. */
const listen = (page: Page, stop: boolean) =>
  page.evaluate((cancel) => {
    const w = window as unknown as { starts: unknown[]; stopStart?: (e: Event) => void };
    w.starts = [];
    w.stopStart = (e: Event) => {
      w.starts.push({
        detail: (e as CustomEvent).detail,
        cancelable: e.cancelable,
        bubbles: e.bubbles,
        composed: e.composed,
      });
      if (cancel) e.preventDefault();
    };
    document.addEventListener('sudoku-start', w.stopStart);
  }, stop);
const starts = (page: Page) =>
  page.evaluate(() => (window as unknown as { starts: Record<string, unknown>[] }).starts);

describe('the archive calendar', () => {
  for (const width of [375, 1280]) {
    it(`opens on today, shows no later day, and moves by the keyboard (${width} px)`, async () => {
      const page = await open(chrome.browser, width);
      await openArchive(page);
      const current = day(page, today);
      expect(await current.getAttribute('aria-current')).toBe('date');
      expect(await current.getAttribute('aria-label')).toMatch(/today$/);
      const shown = await days(page).evaluateAll((b) => b.map((e) => e.getAttribute('data-date')));
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((d) => d !== null && d <= today)).toBe(true);
      expect(await button(page, 'Next month').isDisabled()).toBe(true);
      // One day in the tab order: the focused one.
      const tabbable = await days(page).evaluateAll(
        (b) => b.filter((e) => e.tabIndex === 0).length,
      );
      expect(tabbable).toBe(1);
      for (const box of await days(page).evaluateAll((b) =>
        b.map((e) => e.getBoundingClientRect()).map((r) => [r.width, r.height]),
      )) {
        expect(box[0]).toBeGreaterThanOrEqual(40);
        expect(box[1]).toBeGreaterThanOrEqual(40);
      }
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/archive-calendar-${width}.png` });

      await page.keyboard.press('ArrowRight');
      await expect.poll(() => focusedDay(page)).toBe(today);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => focusedDay(page)).toBe(shift(today, -1));
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => focusedDay(page)).toBe(shift(today, -8));
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focusedDay(page)).toBe(shift(today, -1));
      await page.keyboard.press('PageUp');
      const monthBack = await focusedDay(page);
      expect(monthBack?.slice(0, 7)).not.toBe(today.slice(0, 7));
      expect(await page.locator('sudoku-break #month').textContent()).not.toBe('');
      await page.keyboard.press('Home');
      const monday = await focusedDay(page);
      expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
      await page.keyboard.press('End');
      const sunday = await focusedDay(page);
      expect(new Date(`${sunday}T00:00:00Z`).getUTCDay()).toBe(0);
      await page.keyboard.press('PageDown');
      await page.keyboard.press('PageDown');
      await expect.poll(() => focusedDay(page)).toBe(today);
      // Escape goes back to the menu.
      await page.keyboard.press('Escape');
      await page.getByRole('heading', { name: 'SUDOKU BREAK' }).waitFor();
      await page.context().close();
    });
  }

  it('a day tapped plays its puzzle; solved, it is marked and counted on the stats screen (375 px, touch)', async () => {
    const page = await open(chrome.browser, 375, true);
    await listen(page, false);
    await openArchive(page);
    const yesterday = shift(today, -1);
    await day(page, yesterday).tap();
    await waitForEvent(page, 'sudoku-ready');
    const [start] = await starts(page);
    expect(start).toEqual({
      detail: {
        kind: 'archive',
        date: yesterday,
        level: 'easy',
        variant: 'classic',
        size: 9,
        seed: `daily:${yesterday}:easy`,
      },
      cancelable: true,
      bubbles: true,
      composed: true,
    });
    await solve(page, yesterday);
    const solved = await waitForEvent(page, 'sudoku-solved');
    expect(solved.detail).toMatchObject({ daily: yesterday, level: 'easy' });
    await page.screenshot({ path: '/tmp/archive-result-375.png' });
    // From the result panel of a daily: the archive, with the day marked.
    await page
      .locator('sudoku-break [part=result] .archive-open, sudoku-break .archive-open')
      .first()
      .tap();
    await page.getByRole('grid').waitFor();
    await expect.poll(() => day(page, yesterday).getAttribute('aria-label')).toMatch(/solved$/);
    expect(await day(page, yesterday).getAttribute('class')).toContain('solved');
    await page.screenshot({ path: '/tmp/archive-solved-375.png' });
    expect(await axe(page)).toEqual([]);
    // The dark theme too: a solved day's tint and tick keep their contrast.
    await page.locator('sudoku-break').evaluate((e) => e.setAttribute('theme', 'dark'));
    await page.locator('sudoku-break .root.dark').waitFor();
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/archive-solved-dark-375.png' });
    await page.locator('sudoku-break').evaluate((e) => e.setAttribute('theme', 'light'));
    await button(page, 'Back').tap();
    await button(page, 'Back to menu').tap();
    await button(page, 'Stats').tap();
    await page.getByRole('heading', { name: 'My stats' }).waitFor();
    const figures = page.locator('sudoku-break [part=stats]');
    await expect.poll(() => figures.locator('dl').textContent()).toMatch(/Solved\s*1/);
    const row = await figures.locator('table tr').nth(1).textContent();
    expect(row).toMatch(/^\s*Easy\s*1\s*\d+:\d\d\s*\d+:\d\d\s*$/);
    expect(await figures.textContent()).toContain('On this device');
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/archive-stats-375.png' });
    await page.context().close();
  });
});

describe('sudoku-start', () => {
  for (const width of [375, 1280]) {
    it(`cancelled by the page, stops the start; continueStart() starts it later (${width} px)`, async () => {
      const page = await open(chrome.browser, width);
      await listen(page, true);
      await button(page, 'Play').click();
      await button(page, 'Medium').click();
      await expect.poll(async () => (await starts(page)).length).toBe(1);
      expect((await starts(page))[0]).toMatchObject({
        detail: { kind: 'new', level: 'medium', variant: 'classic', size: 9 },
      });
      // Nothing started: still the level menu, no board, no ready.
      await page.getByRole('heading', { name: 'SELECT LEVEL' }).waitFor();
      expect(await page.locator('sudoku-break [role=gridcell]').count()).toBe(0);
      await button(page, 'Back').click();
      await openArchive(page);
      await day(page, today).click();
      await expect.poll(async () => (await starts(page)).length).toBe(2);
      expect((await starts(page))[1]).toMatchObject({
        detail: { kind: 'daily', date: today, seed: `daily:${today}:easy` },
      });
      await page.getByRole('grid').waitFor();
      expect(await focused(page)).toMatchObject({ tag: 'BUTTON' });
      expect(
        await page.evaluate(() => (window as unknown as { events: unknown[] }).events),
      ).toEqual([]);
      // The page lets it through now (its player registered), and asks for it again.
      await page.evaluate(() => {
        const w = window as unknown as { stopStart: (e: Event) => void };
        document.removeEventListener('sudoku-start', w.stopStart);
        (
          document.querySelector('sudoku-break') as HTMLElement & { continueStart(): void }
        ).continueStart();
      });
      const ready = await waitForEvent(page, 'sudoku-ready');
      expect(ready.detail).toMatchObject({ daily: today, level: 'easy' });
      await page.context().close();
    });
  }
});
