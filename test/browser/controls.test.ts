// The controls say what they can do: while paused Hint and Solve are disabled (not just
// unresponsive) and Pause reads Resume; Escape closes what is open (Solve's choice, Help and
// About, the level menu); and `hide` leaves out the controls a page does not want, keys included.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { events, openWidget, useChromium, waitForEvent } from './harness.ts';

const chrome = useChromium();

const open = (attrs: string) => openWidget(chrome, attrs);

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe('pause', () => {
  it('disables Hint and Solve and turns Pause into Resume', async () => {
    const page = await open(`start="game" seed="controls" level="easy" api="off"`);
    await waitForEvent(page, 'sudoku-ready');
    await button(page, 'Pause').click();
    expect(await button(page, 'Pause').count()).toBe(0);
    expect(await button(page, 'Resume').count()).toBe(1);
    expect(await button(page, 'Hint').isDisabled()).toBe(true);
    expect(await button(page, 'Solve').isDisabled()).toBe(true);
    expect(await button(page, 'New Game').isEnabled()).toBe(true);
    await button(page, 'Resume').click();
    expect(await button(page, 'Pause').isEnabled()).toBe(true);
    expect(await button(page, 'Hint').isEnabled()).toBe(true);
    expect(await button(page, 'Solve').isEnabled()).toBe(true);
    await page.close();
  });
});

describe('Escape', () => {
  it("closes Solve's choice", async () => {
    const page = await open(`start="game" seed="controls" level="easy" api="off"`);
    await waitForEvent(page, 'sudoku-ready');
    await button(page, 'Solve').click();
    await button(page, 'Fill now').waitFor();
    await page.keyboard.press('Escape');
    expect(await button(page, 'Fill now').count()).toBe(0);
    expect(await button(page, 'Solve').getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  it('takes Help, About and the level menu back to the main menu', async () => {
    const page = await open(`api="off"`);
    const menu = page.getByRole('heading', { name: 'SUDOKU BREAK' });
    for (const [open, heading] of [
      ['Help', 'HOW TO PLAY'],
      ['About', 'ABOUT'],
      ['Play', 'SELECT LEVEL'],
    ]) {
      await button(page, open).click();
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.keyboard.press('Escape');
      await menu.waitFor();
      expect(await page.getByRole('heading', { name: heading }).count()).toBe(0);
    }
    await page.close();
  });
});

describe('hide', () => {
  it('leaves out the controls named, and their keys', async () => {
    const page = await open(
      `start="game" seed="controls" level="easy" api="off" hide="menu new-game hint solve undo notes pause check"`,
    );
    await waitForEvent(page, 'sudoku-ready');
    for (const name of [
      'Back to menu',
      'New Game',
      'Hint',
      'Solve',
      'Undo',
      'Redo',
      'Corner',
      'Centre',
      'Colour',
      'Auto notes',
      'Pause',
      'Check',
    ]) {
      expect(await button(page, name).count(), name).toBe(0);
    }
    // Digits still go in; the hidden controls' keys do nothing.
    const empty = page.locator('sudoku-break [role=gridcell][aria-label$=empty]').first();
    await empty.click();
    await page.keyboard.press('h');
    await page.keyboard.press('p');
    await page.keyboard.press('n');
    await page.keyboard.press('x');
    await page.keyboard.press('Shift+Digit1');
    await page.keyboard.press('Control+Digit2');
    await page.keyboard.press('1');
    await page.keyboard.press('Control+z');
    expect(await events(page, 'sudoku-hint')).toEqual([]);
    expect((await events(page, 'sudoku-change')).map((e) => e.detail.reason)).toEqual(['set']);
    expect(await page.locator('sudoku-break [role=grid]').isVisible()).toBe(true);
    // Shown again when the page changes its mind, without restarting the game.
    await page.locator('sudoku-break').evaluate((e) => e.setAttribute('hide', 'solve'));
    await button(page, 'Hint').waitFor();
    for (const name of ['Back to menu', 'New Game', 'Undo', 'Corner', 'Pause', 'Check']) {
      expect(await button(page, name).count(), name).toBe(1);
    }
    expect(await button(page, 'Solve').count()).toBe(0);
    expect(await events(page, 'sudoku-ready')).toHaveLength(1);
    await page.close();
  });
});
