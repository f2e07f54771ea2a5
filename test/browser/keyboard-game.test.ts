// Playing in real Chromium by keyboard only: from the main menu through the level menu to a
// solved board and the celebration, with Tab, Enter, the arrow keys and digits.
import { describe, expect, it } from 'vitest';
import { boardOf, focused, openWidget, useChromium, waitForEvent } from './harness.ts';
import { puzzle } from './play-support.ts';

const chrome = useChromium();

describe('keyboard only', () => {
  it('plays a whole game from the main menu to the celebration', async () => {
    const p = puzzle('keyboard');
    const page = await openWidget(chrome, `seed="keyboard" api="${chrome.servers.api('ok')}"`, {
      wrap: (element) => `<a href="#">before</a>${element}`,
    });
    await page.locator('a').focus();
    await page.screenshot({ path: '/tmp/widget-menu.png' });
    // Main menu -> Play -> Easy, with Tab and Enter only.
    await page.keyboard.press('Tab');
    expect((await focused(page)).label).toBe('Play');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'SELECT LEVEL' }).waitFor();
    await page.keyboard.press('Tab');
    expect((await focused(page)).label).toBe('Easy');
    await page.keyboard.press('Enter');
    expect((await waitForEvent(page, 'sudoku-ready')).detail).toMatchObject({
      seed: 'keyboard',
      level: 'easy',
      source: 'api',
    });
    // The game took the focus to the board: the selected cell, the only one in the tab order.
    expect((await focused(page)).role).toBe('gridcell');
    expect(await page.locator('sudoku-break [role=gridcell][tabindex="0"]').count()).toBe(1);
    expect(await boardOf(page)).toBe(p.puzzle);
    // Walk the board with the arrow keys and type every missing digit.
    await page.keyboard.press('Control+Home');
    expect((await focused(page)).index).toBe(0);
    // Snake through the rows: even rows go right, odd rows come back left.
    for (let r = 0; r < 9; r++) {
      for (let c = 0; c < 9; c++) {
        const i = r * 9 + (r % 2 ? 8 - c : c);
        if (p.puzzle[i] === '.') await page.keyboard.press(p.solution[i]);
        if (c < 8) await page.keyboard.press(r % 2 ? 'ArrowLeft' : 'ArrowRight');
      }
      if (r < 8) await page.keyboard.press('ArrowDown');
      if (r < 8) expect((await focused(page)).index).toBe((r + 1) * 9 + (r % 2 ? 0 : 8));
    }
    const solved = await waitForEvent(page, 'sudoku-solved');
    expect(solved.detail).toMatchObject({ seed: 'keyboard', hintsUsed: 0, mistakes: 0 });
    expect(solved.detail.time).toBeGreaterThan(0);
    expect(await boardOf(page)).toBe(p.solution);
    // The completion panel (results.test.ts) takes the place of the pad and the end banner.
    await expect
      .poll(() => page.locator('sudoku-break [part~=result]').textContent())
      .toContain('Solved!');
    expect(await page.locator('sudoku-break .celebrate').count()).toBe(1);
    const live = await page.locator('sudoku-break [role=status][aria-live]').textContent();
    expect(live).toContain('Solved in');
    await page.waitForTimeout(700);
    await page.screenshot({ path: '/tmp/widget-solved.png' });
    // A finished game takes no more input.
    await page.keyboard.press('Backspace');
    expect(await boardOf(page)).toBe(p.solution);
    await page.close();
  });
});
