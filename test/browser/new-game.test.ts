// New Game without regrets: with a game in progress it asks first (in the widget, Escape or
// "Keep playing" keeps the game), then offers "Back to previous game" until the first move, which
// restores the old game with its time; leaving an untouched new game makes Continue resume the
// game it replaced.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generate } from '../../shared/index.ts';
import { axe, boardOf, events, focused, openWidget, useChromium, waitForEvent } from './harness.ts';

const chrome = useChromium();

const made = generate({ seed: 'new-game', size: 9, level: 'easy' });
if (!made.ok) throw new Error('fixture');
const p = made.value;
const empties = [...p.puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));

async function open(attrs: string): Promise<Page> {
  const page = await openWidget(chrome, attrs);
  // window.confirm must never be used: a dialog fails the test.
  page.on('dialog', (d) => {
    throw new Error(`unexpected ${d.type()} dialog`);
  });
  return page;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const question = (page: Page) => page.getByRole('group', { name: 'Start a new game?' });
const seconds = async (page: Page) => {
  const [m, s] = ((await page.locator('sudoku-break [part=timer]').textContent()) ?? '')
    .split(':')
    .map(Number);
  return m * 60 + s;
};

async function move(page: Page, k: number): Promise<void> {
  await page.locator(`sudoku-break [data-i="${empties[k]}"]`).click();
  await page.keyboard.press(p.solution[empties[k]]);
}

describe('New Game', () => {
  it('asks first; Escape and Keep playing keep the game', async () => {
    const page = await open(`start="game" seed="new-game" level="easy" api="off"`);
    await waitForEvent(page, 'sudoku-ready');
    // Nothing to lose yet: no question, and nothing to go back to.
    await button(page, 'New Game').click();
    await waitForEvent(page, 'sudoku-ready', 2);
    expect(await question(page).count()).toBe(0);
    expect(await button(page, 'Back to previous game').count()).toBe(0);
    await page.close();

    const game = await open(`start="game" seed="new-game" level="easy" api="off"`);
    await waitForEvent(game, 'sudoku-ready');
    await move(game, 0);
    const board = await boardOf(game);
    await button(game, 'New Game').click();
    await question(game).waitFor();
    expect((await focused(game)).label).toBe('Start new');
    expect(await axe(game)).toEqual([]);
    await game.keyboard.press('Escape');
    expect(await question(game).count()).toBe(0);
    expect((await focused(game)).label).toBe('New Game');
    await button(game, 'New Game').click();
    await button(game, 'Keep playing').click();
    expect(await question(game).count()).toBe(0);
    expect(await boardOf(game)).toBe(board);
    expect(await events(game, 'sudoku-ready')).toHaveLength(1);
    await game.close();
  });

  it('Back to previous game restores the old game with its time, until the first move', async () => {
    const page = await open(`start="game" seed="new-game" level="easy" api="off"`);
    await waitForEvent(page, 'sudoku-ready');
    await move(page, 0);
    await expect.poll(() => seconds(page), { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    const board = await boardOf(page);
    await button(page, 'New Game').click();
    await button(page, 'Start new').click();
    const fresh = await waitForEvent(page, 'sudoku-ready', 2);
    expect(fresh.detail.seed).not.toBe('new-game');
    expect(await boardOf(page)).not.toBe(board);
    const played = await seconds(page);
    expect(played).toBeLessThan(2);
    expect(await axe(page)).toEqual([]);
    await button(page, 'Back to previous game').click();
    expect((await waitForEvent(page, 'sudoku-ready', 3)).detail).toMatchObject({
      seed: 'new-game',
      source: 'saved',
    });
    expect(await boardOf(page)).toBe(board);
    expect(await seconds(page)).toBeGreaterThanOrEqual(2);
    expect(await button(page, 'Back to previous game').count()).toBe(0);
    // A new game again: the first move on it drops the way back.
    await button(page, 'New Game').click();
    await button(page, 'Start new').click();
    await waitForEvent(page, 'sudoku-ready', 4);
    await button(page, 'Back to previous game').waitFor();
    const fresh2 = await boardOf(page);
    const i = fresh2.indexOf('.');
    await page.locator(`sudoku-break [data-i="${i}"]`).click();
    await page.keyboard.press('Shift+Digit1');
    expect(await button(page, 'Back to previous game').count()).toBe(0);
    await page.close();
  });

  it('Continue resumes the game in progress, not an untouched new game', async () => {
    const page = await open(`id="cont" seed="new-game" api="off"`);
    await button(page, 'Play').click();
    await button(page, 'Easy').click();
    await waitForEvent(page, 'sudoku-ready');
    await move(page, 0);
    await move(page, 1);
    const board = await boardOf(page);
    await button(page, 'New Game').click();
    await button(page, 'Start new').click();
    await waitForEvent(page, 'sudoku-ready', 2);
    await button(page, 'Back to menu').click();
    await button(page, 'Continue').click();
    expect((await waitForEvent(page, 'sudoku-ready', 3)).detail.seed).toBe('new-game');
    expect(await boardOf(page)).toBe(board);
    // And after a reload too.
    await page.reload();
    await button(page, 'Continue').click();
    await waitForEvent(page, 'sudoku-ready');
    expect(await boardOf(page)).toBe(board);
    // Play from the menu replaces it, and offers the way back as New Game does.
    await button(page, 'Back to menu').click();
    await button(page, 'Play').click();
    await button(page, 'Hard').click();
    expect((await waitForEvent(page, 'sudoku-ready', 2)).detail.level).toBe('hard');
    await button(page, 'Back to previous game').click();
    expect((await waitForEvent(page, 'sudoku-ready', 3)).detail.level).toBe('easy');
    expect(await boardOf(page)).toBe(board);
    await page.close();
  });
});
