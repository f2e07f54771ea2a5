// Share links that reopen the very puzzle, in real Chromium: a page with two widgets, the second
// (id "b") solved on a random puzzle and shared (the clipboard, no share sheet: stubbed as the
// results test does); the link opened in a new page gives widget b the same givens, as a game at
// once, while widget a keeps a puzzle of its own. At 375 px by touch and at 1280 px by keyboard.
// A daily's link opens that day; hostile fragments leave the widget as its attributes say.
// Screenshots: /tmp/small-share-link-*.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { daily, generate } from '../../shared/index.ts';
import { axe, boardOf, tap, useChromium, waitForEvent } from './harness.ts';

const chrome = useChromium();
const tag = (id: string) =>
  `<sudoku-break id="${id}" start="game" size="4" level="easy" api="off"></sudoku-break>`;
const TWO = `${tag('a')}<hr>${tag('b')}`;

/** The seed widget `id` shows in its top bar ("Puzzle #seed"). */
const seedOf = (page: Page, id: string) =>
  page.locator(`#${id} .info .id`).evaluate((e) => (e.textContent ?? '').replace(/^Puzzle #/, ''));

async function solve(page: Page, id: string, touch: boolean): Promise<void> {
  const made = generate({ seed: await seedOf(page, id), size: 4, level: 'easy' });
  if (!made.ok) throw new Error(made.error.message);
  const { puzzle, solution } = made.value;
  expect(await boardOf(page, `#${id}`)).toBe(puzzle);
  if (!touch) await page.locator(`#${id} [data-i="0"]`).click();
  for (let i = 0; i < puzzle.length; i++) {
    if (touch && puzzle[i] !== '.') continue;
    if (touch) {
      await tap(page.locator(`#${id} [data-i="${i}"]`));
      // By the key's name: its text also holds how many are left, which may contain the digit.
      await page.locator(`#${id}`).getByRole('button', { name: solution[i], exact: true }).tap();
      continue;
    }
    // By keyboard: along each row with the arrow keys, then down to the next row's start.
    if (puzzle[i] === '.') await page.keyboard.press(solution[i]);
    if (i % 4 < 3) await page.keyboard.press('ArrowRight');
    else if (i < puzzle.length - 1) {
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Home');
    }
  }
  await waitForEvent(page, 'sudoku-solved');
}

describe('share links', () => {
  for (const [width, touch] of [
    [375, true],
    [1280, false],
  ] as const) {
    it(`reopen the very puzzle in the widget shared from (${width} px, ${touch ? 'touch' : 'keyboard'})`, async () => {
      const context = await chrome.browser.newContext({
        viewport: { width, height: 1000 },
        hasTouch: touch,
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      await context.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined });
      });
      const page = await context.newPage();
      page.on('pageerror', (e) => {
        throw e;
      });
      await page.goto(chrome.servers.page(TWO));
      await waitForEvent(page, 'sudoku-ready', 2);
      const givens = await boardOf(page, '#b');
      const seed = await seedOf(page, 'b');
      await solve(page, 'b', touch);
      const share = page.locator('#b [part=result]').getByRole('button', { name: 'Share' });
      if (touch) await share.tap();
      else {
        await share.focus();
        await page.keyboard.press('Enter');
      }
      await expect
        .poll(() => page.locator('#b [part=result]').getByRole('status').textContent())
        .toBe('Result copied');
      const link =
        (await page.evaluate(() => navigator.clipboard.readText())).split('\n').at(-1) ?? '';
      expect(link).toBe(`${page.url()}#sudoku-b=4-classic-easy-${seed}`);
      await page.screenshot({ path: `/tmp/small-share-link-${width}-shared.png`, fullPage: true });

      const other = await context.newPage();
      await other.goto(link);
      await waitForEvent(other, 'sudoku-ready', 2);
      expect(await boardOf(other, '#b')).toBe(givens);
      expect(await seedOf(other, 'b')).toBe(seed);
      // Only the widget named takes the link.
      expect(await seedOf(other, 'a')).not.toBe(seed);
      expect(await axe(other)).toEqual([]);
      await other.screenshot({ path: `/tmp/small-share-link-${width}-opened.png`, fullPage: true });
      await context.close();
    });
  }

  it("opens a daily's link on that day, and a link followed on the page itself", async () => {
    const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const made = daily(day, 'easy');
    if (!made.ok) throw new Error(made.error.message);
    const page = await chrome.browser.newPage({ viewport: { width: 375, height: 900 } });
    const url = chrome.servers.page('<sudoku-break api="off"></sudoku-break>');
    await page.goto(`${url}#sudoku=daily-classic-easy-${day}`);
    await waitForEvent(page, 'sudoku-ready');
    expect(await boardOf(page)).toBe(made.value.puzzle);
    expect(await page.locator('sudoku-break .info').textContent()).toContain(`Daily ${day}`);
    // A link to another puzzle followed on the same page (no reload): the widget opens it.
    const seeded = generate({ seed: 'followed', size: 9, level: 'hard' });
    if (!seeded.ok) throw new Error(seeded.error.message);
    await page.evaluate(() => {
      location.hash = 'sudoku=9-classic-hard-followed';
    });
    await waitForEvent(page, 'sudoku-ready', 2);
    expect(await boardOf(page)).toBe(seeded.value.puzzle);
    await page.close();
  });

  it('leaves the widget as its attributes say when the link is hostile', async () => {
    const url = chrome.servers.page('<sudoku-break api="off"></sudoku-break>');
    for (const hash of [
      '#sudoku=daily-classic-easy-2999-01-01',
      '#sudoku=9-classic-hard-%00%01%02',
      '#sudoku=99-classic-hard-x',
      `#sudoku=9-classic-hard-${'<script>'.repeat(60)}`,
      '#sudoku=%E0%A4%A&sudoku=9-classic-easy-x',
    ]) {
      const page = await chrome.browser.newPage({ viewport: { width: 375, height: 900 } });
      page.on('pageerror', (e) => {
        throw e;
      });
      await page.goto(`${url}${hash}`);
      // The menu, as the attributes ask (start="menu" by default), playable.
      await page.locator('sudoku-break').getByRole('button', { name: 'Play' }).waitFor();
      await page.close();
    }
  });
});
