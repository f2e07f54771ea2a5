// Solve's replay in real Chromium: choose an algorithm, watch it step by step with a live step and
// backtrack counter (play, pause, step, speed), a cut trace that says so and fills the rest, and
// a full replay that ends on the solution. Screenshot: /tmp/widget-replay.png (mid-way).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generate } from '../../shared/index.ts';
import { boardOf, events, useChromium, waitForEvent } from './harness.ts';

const chrome = useChromium();

async function open(attrs: string, reducedMotion = false): Promise<Page> {
  const page = await chrome.browser.newPage({ viewport: { width: 520, height: 960 } });
  if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.goto(chrome.servers.page(`<sudoku-break ${attrs}></sudoku-break>`));
  await waitForEvent(page, 'sudoku-ready');
  return page;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const counter = async (page: Page) => {
  const text = (await page.locator('sudoku-break [part=counter]').textContent()) ?? '';
  const [step, total, backtracks] = (text.match(/\d+/g) ?? []).map(Number);
  return { step, total, backtracks };
};

describe('replay', () => {
  it('steps, plays and pauses with a live counter; a cut trace says so and fills the rest', async () => {
    // Backtracking on this hard puzzle runs past the trace's cap.
    const made = generate({ seed: 'a', size: 9, level: 'hard' });
    if (!made.ok) throw new Error('fixture');
    // Reduced motion: the replay waits for the player instead of starting by itself.
    const page = await open(`start="game" seed="a" level="hard" api="off"`, true);
    await button(page, 'Solve').click();
    await page.getByRole('combobox', { name: 'Algorithm' }).selectOption('backtracking');
    await button(page, 'Replay').click();
    expect(await counter(page)).toMatchObject({ step: 0, backtracks: 0 });
    expect(await button(page, 'Play').getAttribute('aria-pressed')).toBe('false');
    await page.waitForTimeout(300);
    expect((await counter(page)).step).toBe(0);
    for (let k = 0; k < 3; k++) await button(page, 'Step').click();
    expect((await counter(page)).step).toBe(3);
    // The board shows the algorithm's digits, and the clock is stopped.
    expect((await boardOf(page)).replace(/\./g, '').length).toBe(made.value.givens + 3);
    await page.getByRole('combobox', { name: 'Speed' }).selectOption({ label: 'Fastest' });
    await button(page, 'Play').click();
    await expect
      .poll(async () => (await counter(page)).step, { timeout: 5000 })
      .toBeGreaterThan(400);
    await button(page, 'Play').click();
    const paused = await counter(page);
    await page.waitForTimeout(200);
    expect(await counter(page)).toEqual(paused);
    expect(paused.step).toBeLessThan(paused.total);
    await page.screenshot({ path: '/tmp/widget-replay.png' });
    await button(page, 'Finish').click();
    const note = page.locator('sudoku-break .note');
    expect(await note.textContent()).toContain('recording stops after 10000 steps');
    expect(await boardOf(page)).toBe(made.value.solution);
    expect((await events(page, 'sudoku-change')).map((e) => e.detail.reason)).toEqual(['solve']);
    expect(await events(page, 'sudoku-solved')).toEqual([]);
    await button(page, 'Close').click();
    await expect
      .poll(() => page.locator('sudoku-break [part~=banner]').textContent())
      .toContain('Board filled');
    await page.close();
  });

  it('plays to the end by itself and leaves the solution; Close before the end keeps the board', async () => {
    const made = generate({ seed: 'replay-full', size: 9, level: 'medium' });
    if (!made.ok) throw new Error('fixture');
    const page = await open(`start="game" seed="replay-full" level="medium" api="off"`);
    const empty = made.value.puzzle.indexOf('.');
    await page.locator(`sudoku-break [data-i="${empty}"]`).click();
    await page.keyboard.press(made.value.solution[empty]);
    // Close mid-way: back to the player's board, untouched.
    await button(page, 'Solve').click();
    await button(page, 'Replay').click();
    await button(page, 'Close').click();
    expect((await boardOf(page))[empty]).toBe(made.value.solution[empty]);
    expect((await boardOf(page)).replace(/\./g, '').length).toBe(made.value.givens + 1);
    // Candidates needs few steps: let it play to the end at the fastest speed.
    await button(page, 'Solve').click();
    await page.getByRole('combobox', { name: 'Algorithm' }).selectOption('candidates');
    await button(page, 'Replay').click();
    await page.getByRole('combobox', { name: 'Speed' }).selectOption({ label: 'Fastest' });
    await page.locator('sudoku-break .note').waitFor({ timeout: 10_000 });
    const end = await counter(page);
    expect(end.step).toBe(end.total);
    expect(await page.locator('sudoku-break .note').textContent()).toBe(
      `Solved in ${end.total} steps with ${end.backtracks} backtracks.`,
    );
    expect(await boardOf(page)).toBe(made.value.solution);
    await page.close();
  });
});
