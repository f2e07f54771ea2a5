// The clock in real Chromium stands still while the game is paused (the board hidden, input
// ignored) and while the tab is hidden, and runs on afterwards.
import { describe, expect, it } from 'vitest';
import { events, useChromium } from './harness.ts';
import { button, openGame } from './play-support.ts';

const chrome = useChromium();

describe('clock', () => {
  it('pauses with the Pause button and while the tab is hidden', async () => {
    const page = await openGame(chrome, 'seed="clock"');
    const seconds = async () => {
      const [m, s] = ((await page.locator('sudoku-break [part=timer]').textContent()) ?? '')
        .split(':')
        .map(Number);
      return m * 60 + s;
    };
    await expect.poll(seconds, { timeout: 3000 }).toBeGreaterThanOrEqual(1);
    // Paused: the board is hidden (no peeking, and out of the accessibility tree) and the clock
    // stands still.
    await button(page, 'Pause').click();
    expect(await page.locator('sudoku-break [role=grid]').isVisible()).toBe(false);
    expect(await page.getByRole('grid').count()).toBe(0);
    // The Pause button now says what it will do.
    expect(await button(page, 'Resume').count()).toBe(1);
    const atPause = await seconds();
    await page.keyboard.press('5');
    await page.waitForTimeout(1600);
    await button(page, 'Resume').click();
    expect(await page.locator('sudoku-break [role=grid]').isVisible()).toBe(true);
    expect(await seconds()).toBeLessThanOrEqual(atPause + 1);
    expect(await events(page, 'sudoku-change')).toEqual([]);
    // Hidden tab: the same.
    const setHidden = (hidden: boolean) =>
      page.evaluate((h) => {
        Object.defineProperty(document, 'hidden', { value: h, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    const atHide = await seconds();
    await page.waitForTimeout(1600);
    await setHidden(false);
    expect(await seconds()).toBeLessThanOrEqual(atHide + 1);
    await expect.poll(seconds, { timeout: 3000 }).toBeGreaterThan(atHide + 1);
    await page.close();
  });
});
