// The end of a solved game in real Chromium: the completion panel with the time, the records of
// the kind (best, average, the daily streak) kept in localStorage, counted once and still there
// after a reload; Share through the Web Share API or else the clipboard, with a result line that
// gives nothing of the grid away; and the frame keeps its height. Screenshots:
// /tmp/widget-result-*.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { daily } from '../../shared/index.ts';
import { axe, boardOf, useChromium, waitForEvent } from './harness.ts';

const chrome = useChromium();

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const STATS = 'sudoku-break:stats:v1';
const KIND = 'classic-9-easy';

/** Records from before: three easy games, an hour each, and a streak up to yesterday. */
const earlier = (yesterday: string) =>
  JSON.stringify({
    v: 1,
    kinds: {
      [KIND]: {
        solved: 3,
        timed: 3,
        best: 3_600_000,
        total: 10_800_000,
        streak: 4,
        longest: 4,
        last: yesterday,
      },
    },
  });

async function solve(page: Page, date: string): Promise<void> {
  const made = daily(date, 'easy');
  if (!made.ok) throw new Error(made.error.message);
  const p = made.value;
  await waitForEvent(page, 'sudoku-ready');
  expect(await boardOf(page)).toBe(p.puzzle);
  for (let i = 0; i < 81; i++) {
    if (p.puzzle[i] !== '.') continue;
    await page.locator(`sudoku-break [data-i="${i}"]`).click();
    await page.keyboard.press(p.solution[i]);
  }
  await waitForEvent(page, 'sudoku-solved');
}

const tag = (date: string) =>
  `<sudoku-break start="game" daily="${date}" level="easy" api="off"></sudoku-break>`;
const panel = (page: Page) => page.locator('sudoku-break [part=result]');
const stats = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STATS);
const height = async (page: Page) => (await page.locator('sudoku-break').boundingBox())?.height;

describe('completion panel', () => {
  it('shows the streak, best and average of a solved daily, and keeps them over a reload', async () => {
    const today = day(0);
    const context = await chrome.browser.newContext({ viewport: { width: 520, height: 960 } });
    await context.addInitScript(
      ([key, value]) => {
        // Once, before the first page: later pages see what the widget stored.
        if (!sessionStorage.getItem('seeded')) localStorage.setItem(key, value);
        sessionStorage.setItem('seeded', '1');
      },
      [STATS, earlier(day(-1))] as const,
    );
    const page = await context.newPage();
    page.on('pageerror', (e) => {
      throw e;
    });
    const url = chrome.servers.page(tag(today));
    await page.goto(url);
    await solve(page, today);
    await panel(page).waitFor();
    const text = (await panel(page).textContent()) ?? '';
    for (const part of [
      'Solved!',
      'Mistakes0',
      'Hints0',
      'Best',
      'Average',
      'Daily streak5 days',
    ]) {
      expect(text.replace(/\s+/g, ''), part).toContain(part.replace(/\s+/g, ''));
    }
    expect(text).toContain('New best time!');
    // The pad, the actions and the message slot gave way to the panel, with its own New Game.
    expect(await page.locator('sudoku-break [part=keypad]').count()).toBe(0);
    expect(await page.locator('sudoku-break [part=actions]').count()).toBe(0);
    expect(await panel(page).getByRole('button', { name: 'New Game' }).count()).toBe(1);
    await page.screenshot({ path: '/tmp/widget-result-daily.png' });
    expect(await axe(page)).toEqual([]);
    const kept = (await stats(page)).kinds[KIND];
    expect(kept).toMatchObject({ solved: 4, timed: 4, streak: 5, longest: 5, last: today });
    expect(kept.best).toBeLessThan(3_600_000);

    // A reload shows the finished game with its records, without counting it again.
    await page.reload();
    expect((await waitForEvent(page, 'sudoku-ready')).detail.source).toBe('saved');
    await panel(page).waitFor();
    expect((await panel(page).textContent())?.replace(/\s+/g, '')).toContain('Dailystreak5days');
    expect((await stats(page)).kinds[KIND]).toEqual(kept);
    await context.close();
  });
});

describe('share', () => {
  it('copies a spoiler-free result line where there is no share sheet', async () => {
    const today = day(0);
    const context = await chrome.browser.newContext({
      viewport: { width: 375, height: 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await context.addInitScript(() => {
      // No Web Share API here, as on most desktop browsers.
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined });
    });
    const page = await context.newPage();
    const url = chrome.servers.page(tag(today));
    await page.goto(url);
    await solve(page, today);
    await panel(page).getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => panel(page).getByRole('status').textContent()).toBe('Result copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // Which puzzle, the score and the link to it on the page: not one digit of the grid.
    expect(copied).toMatch(
      new RegExp(
        `^Sudoku Break · Daily ${today} · Easy\\nSolved in \\d+:\\d\\d · 0 hints · 0 mistakes\\n${url.replace(/[.?]/g, '\\$&')}#sudoku=daily-classic-easy-${today}$`,
      ),
    );
    await page.screenshot({ path: '/tmp/widget-result-copied.png' });
    await context.close();
  });

  it('uses the share sheet where there is one', async () => {
    const today = day(0);
    const context = await chrome.browser.newContext({ viewport: { width: 375, height: 900 } });
    await context.addInitScript(() => {
      const w = window as unknown as { sharedText: string[] };
      w.sharedText = [];
      Object.defineProperty(Navigator.prototype, 'share', {
        value: async (data: { text: string }) => {
          w.sharedText.push(data.text);
        },
      });
      Object.defineProperty(Navigator.prototype, 'canShare', { value: () => true });
    });
    const page = await context.newPage();
    await page.goto(chrome.servers.page(tag(today)));
    await solve(page, today);
    await panel(page).getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => panel(page).getByRole('status').textContent()).toBe('Shared');
    const shared = await page.evaluate(
      () => (window as unknown as { sharedText: string[] }).sharedText,
    );
    expect(shared).toHaveLength(1);
    expect(shared[0]).toContain(`Sudoku Break · Daily ${today} · Easy`);
    await context.close();
  });
});

describe('frame', () => {
  for (const [name, width, wrap] of [
    ['phone', 375, (el: string) => el],
    ['desktop', 1280, (el: string) => el],
    ['sidebar', 1280, (el: string) => `<aside style="width:260px">${el}</aside>`],
  ] as const) {
    it(`the completion panel keeps the game's height (${name})`, async () => {
      const today = day(0);
      const context = await chrome.browser.newContext({ viewport: { width, height: 1000 } });
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        STATS,
        earlier(day(-1)),
      ] as const);
      const page = await context.newPage();
      await page.goto(chrome.servers.page(wrap(tag(today))));
      await waitForEvent(page, 'sudoku-ready');
      const game = (await height(page)) ?? 0;
      await solve(page, today);
      await panel(page).waitFor();
      expect(game).toBeGreaterThan(300);
      expect(Math.abs(((await height(page)) ?? 0) - game)).toBeLessThan(1);
      await page.screenshot({ path: `/tmp/widget-result-${name}.png`, fullPage: true });
      await context.close();
    });
  }
});
