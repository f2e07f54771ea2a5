// The clock counts only while the board can be seen: a `start="game"` widget below the fold does
// not run its clock until it is scrolled into view, and stops again when scrolled out of it. (It
// sits within a screen of the viewport, where it loads its UI: further down it would not load yet.)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useChromium, waitForEvent } from './harness.ts';

const chrome = useChromium();

const seconds = async (page: Page) => {
  const [m, s] = ((await page.locator('sudoku-break [part=timer]').textContent()) ?? '')
    .split(':')
    .map(Number);
  return m * 60 + s;
};

describe('clock and viewport', () => {
  it('waits below the fold, runs in view, stops out of view', async () => {
    const page = await chrome.browser.newPage({ viewport: { width: 520, height: 700 } });
    page.on('pageerror', (e) => {
      throw e;
    });
    await page.goto(
      chrome.servers.page(
        `<div id="above" style="height:1000px">above the fold</div>
         <sudoku-break start="game" seed="below" level="easy" api="off"></sudoku-break>
         <div style="height:2400px"></div>`,
      ),
    );
    await waitForEvent(page, 'sudoku-ready');
    // Long enough for two ticks of a running clock.
    await page.waitForTimeout(2200);
    expect(await seconds(page)).toBe(0);
    await page.locator('sudoku-break [role=grid]').scrollIntoViewIfNeeded();
    await expect.poll(() => seconds(page), { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    await page.evaluate(() => window.scrollTo(0, 0));
    const left = await seconds(page);
    await page.waitForTimeout(2200);
    expect(await seconds(page)).toBeLessThanOrEqual(left + 1);
    await page.close();
  });
});
