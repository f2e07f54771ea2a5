// Saved games belong to the puzzle the attributes ask for: an `id` only namespaces them, so other
// attributes under the same id never show the old game, and a live attribute change loads what
// it now asks for while the game in progress stays saved for when the attributes come back.
import { describe, expect, it } from 'vitest';
import { generate, type Level, type Size } from '../../shared/index.ts';
import { boardOf, events, oneMove, openWidget, useChromium, waitForEvent } from './harness.ts';

const chrome = useChromium();

function puzzle(seed: string, level: Level, size: Size = 9) {
  const made = generate({ seed, size, level });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

const url = (attrs: string) => chrome.servers.page(`<sudoku-break ${attrs}></sudoku-break>`);

const open = (attrs: string) => openWidget(chrome, attrs);

describe('the attributes decide the puzzle', () => {
  it('the same id with other attributes shows their puzzle, not the saved game', async () => {
    const one = puzzle('post-one', 'easy');
    const two = puzzle('post-two', 'hard', 6);
    const first = `id="w" start="game" seed="post-one" level="easy" api="off"`;
    const page = await open(first);
    await waitForEvent(page, 'sudoku-ready');
    const played = await oneMove(page, one);
    await page.goto(url(`id="w" start="game" seed="post-two" level="hard" size="6" api="off"`));
    expect((await waitForEvent(page, 'sudoku-ready')).detail).toMatchObject({
      seed: 'post-two',
      level: 'hard',
      size: 6,
      source: 'local',
    });
    expect(await boardOf(page)).toBe(two.puzzle);
    // The first puzzle's game is still there for the first page.
    await page.goto(url(first));
    expect((await waitForEvent(page, 'sudoku-ready')).detail).toMatchObject({
      seed: 'post-one',
      source: 'saved',
    });
    expect(await boardOf(page)).toBe(played);
    // From the menu too: other attributes under the same id have nothing to continue.
    await page.goto(url(`id="w" seed="post-two" level="hard" api="off"`));
    await page.getByRole('heading', { name: 'SUDOKU BREAK' }).waitFor();
    expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(0);
    await page.close();
  });

  it('a live attribute change loads what it asks for; changing back brings the game back', async () => {
    const a = puzzle('live-a', 'easy');
    const page = await open(`id="live" start="game" seed="live-a" level="easy" api="off"`);
    await waitForEvent(page, 'sudoku-ready');
    const played = await oneMove(page, a);
    const el = page.locator('sudoku-break');
    await el.evaluate((e) => e.setAttribute('seed', 'live-b'));
    expect((await waitForEvent(page, 'sudoku-ready', 2)).detail).toMatchObject({
      seed: 'live-b',
      level: 'easy',
      source: 'local',
    });
    expect(await boardOf(page)).toBe(puzzle('live-b', 'easy').puzzle);
    await el.evaluate((e) => e.setAttribute('level', 'hard'));
    expect((await waitForEvent(page, 'sudoku-ready', 3)).detail).toMatchObject({
      seed: 'live-b',
      level: 'hard',
    });
    expect(await boardOf(page)).toBe(puzzle('live-b', 'hard').puzzle);
    await el.evaluate((e) => e.setAttribute('size', '4'));
    expect((await waitForEvent(page, 'sudoku-ready', 4)).detail).toMatchObject({ size: 4 });
    // Back to what the page asked for first: that game, as it was left.
    await el.evaluate((e) => {
      e.setAttribute('seed', 'live-a');
      e.setAttribute('level', 'easy');
      e.removeAttribute('size');
    });
    expect((await waitForEvent(page, 'sudoku-ready', 5)).detail).toMatchObject({
      seed: 'live-a',
      source: 'saved',
    });
    expect(await boardOf(page)).toBe(played);
    // Attributes that do not pick the puzzle leave the game alone.
    await el.evaluate((e) => {
      e.setAttribute('lang', 'id');
      e.setAttribute('timeout', '900');
      e.setAttribute('api', 'off');
    });
    await page.getByRole('button', { name: 'Permainan Baru' }).waitFor();
    expect(await events(page, 'sudoku-ready')).toHaveLength(5);
    expect(await boardOf(page)).toBe(played);
    await page.close();
  });

  it('a live daily attribute loads the puzzle of that day', async () => {
    const page = await open(`start="game" seed="x" level="easy" api="off"`);
    await waitForEvent(page, 'sudoku-ready');
    await page.locator('sudoku-break').evaluate((e) => e.setAttribute('daily', '2026-01-02'));
    expect((await waitForEvent(page, 'sudoku-ready', 2)).detail).toMatchObject({
      daily: '2026-01-02',
      seed: 'daily:2026-01-02:easy',
    });
    await page.locator('sudoku-break').evaluate((e) => e.setAttribute('daily', '2026-01-03'));
    expect((await waitForEvent(page, 'sudoku-ready', 3)).detail).toMatchObject({
      daily: '2026-01-03',
    });
    await page.close();
  });
});
