// Solve's replay controls in real Chromium: Play turns into Pause and back (label and icon), Step
// moves one event with a note saying what it did, the speed select, To the end; a cut trace says
// so, with its backtracks, and fills the rest; a full replay plays to the end by itself and says
// how many steps and backtracks it took; Close and Escape go back to the player's board.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generate } from '../../shared/index.ts';
import { boardOf, events, focused, openWidget, useChromium } from './harness.ts';

const chrome = useChromium();

const open = (attrs: string, reducedMotion = false) =>
  openWidget(chrome, attrs, { reducedMotion, ready: true });

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** A replay control (the game's own Pause, disabled meanwhile, has the same name). */
const control = (page: Page, name: string) =>
  page.locator('sudoku-break [part=replay]').getByRole('button', { name, exact: true });
const counter = async (page: Page) => {
  const text = (await page.locator('sudoku-break [part=counter]').textContent()) ?? '';
  const [step, total, backtracks] = (text.match(/\d+/g) ?? []).map(Number);
  return { step, total, backtracks };
};
const note = async (page: Page) =>
  ((await page.locator('sudoku-break [part~=note]').textContent()) ?? '').trim();
/** The play button's icon, as its path (play: a triangle; pause: two bars). */
const icon = (page: Page) =>
  page.locator('sudoku-break [part=replay] button.primary svg path').getAttribute('d');

describe('replay', () => {
  it('toggles Play and Pause, steps with a note, and a cut trace says so and fills the rest', async () => {
    // Backtracking on this hard puzzle runs past the trace's cap.
    const made = generate({ seed: 'a', size: 9, level: 'hard' });
    if (!made.ok) throw new Error('fixture');
    // Reduced motion: the replay waits for the player instead of starting by itself.
    const page = await open(`start="game" seed="a" level="hard" api="off"`, true);
    await button(page, 'Solve').click();
    await page.getByRole('combobox', { name: 'Algorithm' }).selectOption('backtracking');
    await button(page, 'Replay').click();
    expect(await counter(page)).toMatchObject({ step: 0, backtracks: 0 });
    expect(await note(page)).toBe('The givens. Each step writes or erases one digit.');
    const play = page.locator('sudoku-break [part=replay] button.primary');
    expect((await play.textContent())?.trim()).toBe('Play');
    // Play says what it will do, like the game's Pause: not also a pressed toggle.
    expect(await play.getAttribute('aria-pressed')).toBeNull();
    const playIcon = await icon(page);
    await page.waitForTimeout(300);
    expect((await counter(page)).step).toBe(0);
    for (let k = 0; k < 3; k++) await control(page, 'Step').click();
    expect((await counter(page)).step).toBe(3);
    // The note says what the third step did: backtracking tries a digit in a cell.
    expect(await note(page)).toMatch(/^Row \d, column \d: tries \d$/);
    // The board shows the algorithm's digits, and the clock is stopped.
    expect((await boardOf(page)).replace(/\./g, '').length).toBe(made.value.givens + 3);
    await page.getByRole('combobox', { name: 'Speed' }).selectOption({ label: 'Fastest' });
    await control(page, 'Play').click();
    expect(await control(page, 'Pause').count()).toBe(1);
    expect((await play.textContent())?.trim()).toBe('Pause');
    expect(await icon(page)).not.toBe(playIcon);
    expect(await control(page, 'Step').isDisabled()).toBe(true);
    // Fastest plays the 10,000 steps within 2 s: wait for the first backtracks.
    await expect
      .poll(async () => (await counter(page)).backtracks, { timeout: 5000 })
      .toBeGreaterThan(10);
    await control(page, 'Pause').click();
    expect((await play.textContent())?.trim()).toBe('Play');
    expect(await icon(page)).toBe(playIcon);
    const paused = await counter(page);
    await page.waitForTimeout(200);
    expect(await counter(page)).toEqual(paused);
    expect(paused.step).toBeLessThan(paused.total);
    await control(page, 'To the end').click();
    const end = page.locator('sudoku-break [part~=note].ended');
    expect(await end.textContent()).toBe(
      `The recording stops after 10000 steps (${(await counter(page)).backtracks} backtracks); the rest is filled in.`,
    );
    expect((await focused(page)).label).toContain('The recording stops');
    expect(await boardOf(page)).toBe(made.value.solution);
    expect((await events(page, 'sudoku-change')).map((e) => e.detail.reason)).toEqual(['solve']);
    expect(await events(page, 'sudoku-solved')).toEqual([]);
    await control(page, 'Close').click();
    expect(await page.locator('sudoku-break [part=replay]').count()).toBe(0);
    await expect
      .poll(() => page.locator('sudoku-break [part~=banner]').textContent())
      .toContain('Board filled');
    expect(await boardOf(page)).toBe(made.value.solution);
    await page.close();
  });

  it('plays to the end by itself and says how; Close and Escape before the end keep the board', async () => {
    const made = generate({ seed: 'replay-full', size: 9, level: 'medium' });
    if (!made.ok) throw new Error('fixture');
    const page = await open(`start="game" seed="replay-full" level="medium" api="off"`);
    const empty = made.value.puzzle.indexOf('.');
    await page.locator(`sudoku-break [data-i="${empty}"]`).click();
    await page.keyboard.press(made.value.solution[empty]);
    const mine = await boardOf(page);
    // Close mid-way: back to the player's board, untouched.
    await button(page, 'Solve').click();
    await button(page, 'Replay').click();
    // Without reduced motion it plays by itself, so the button offers to pause.
    expect(await control(page, 'Pause').count()).toBe(1);
    await control(page, 'Close').click();
    expect(await boardOf(page)).toBe(mine);
    expect((await focused(page)).role).toBe('gridcell');
    // Escape closes it too, from anywhere in the panel.
    await button(page, 'Solve').click();
    await button(page, 'Replay').click();
    await page.getByRole('combobox', { name: 'Speed' }).focus();
    await page.keyboard.press('Escape');
    expect(await page.locator('sudoku-break [part=replay]').count()).toBe(0);
    expect(await boardOf(page)).toBe(mine);
    expect((await focused(page)).role).toBe('gridcell');
    // Candidates needs few steps: let it play to the end at the fastest speed.
    await button(page, 'Solve').click();
    await page.getByRole('combobox', { name: 'Algorithm' }).selectOption('candidates');
    await button(page, 'Replay').click();
    await page.getByRole('combobox', { name: 'Speed' }).selectOption({ label: 'Fastest' });
    await page.locator('sudoku-break [part~=note].ended').waitFor({ timeout: 10_000 });
    const end = await counter(page);
    expect(end.step).toBe(end.total);
    expect(await page.locator('sudoku-break [part~=note].ended').textContent()).toBe(
      `Solved in ${end.total} steps with ${end.backtracks} backtracks.`,
    );
    expect(await boardOf(page)).toBe(made.value.solution);
    // Escape closes the finished replay: the player's board, now filled.
    await page.keyboard.press('Escape');
    expect(await page.locator('sudoku-break [part=replay]').count()).toBe(0);
    expect(await boardOf(page)).toBe(made.value.solution);
    await page.close();
  });
});
