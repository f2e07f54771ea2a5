// A reload in real Chromium restores the game in progress: board, notes, clock and undo history,
// and the main menu offers to continue it.
import { describe, expect, it } from 'vitest';
import { boardOf, useChromium, waitForEvent } from './harness.ts';
import { button, cell, label, openGame, puzzle } from './play-support.ts';

const chrome = useChromium();

describe('persistence', () => {
  it('reload restores the board, notes, clock and undo history', async () => {
    const p = puzzle('resume');
    const page = await openGame(chrome, 'id="resume" seed="resume" level="easy"');
    const [a, b, c] = [...p.puzzle].flatMap((ch, i) => (ch === '.' ? [i] : [])).slice(0, 3);
    await cell(page, a).click();
    await page.keyboard.press(p.solution[a]);
    await cell(page, b).click();
    await page.keyboard.press(p.solution[b]);
    await cell(page, c).click();
    await page.keyboard.press('Shift+Digit4');
    await page.waitForTimeout(1100);
    const before = await boardOf(page);
    await page.reload();
    expect((await waitForEvent(page, 'sudoku-ready')).detail.source).toBe('saved');
    expect(await boardOf(page)).toBe(before);
    expect(await label(page, c)).toContain('corner marks 4');
    expect(await page.locator('sudoku-break [part=timer]').textContent()).not.toBe('0:00');
    await button(page, 'Undo').click();
    await button(page, 'Undo').click();
    expect(await label(page, b)).toContain('empty');
    // Back in the main menu the game can be continued.
    await button(page, 'Back to menu').click();
    await button(page, 'Continue').click();
    expect(await label(page, a)).toContain(p.solution[a]);
    await page.close();
  });
});
