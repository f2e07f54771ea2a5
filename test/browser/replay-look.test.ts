// What a replay looks like on a phone (375 px), in real Chromium: the algorithm's digits have a
// look of their own (not the player's, not a hint's reveal), `candidates` shows its notes with the
// digit just written crossed out of its peers, each step's note says what it did, the panel fits
// over the pad (the frame keeps its height, the buttons do not move between steps), and axe-core
// finds nothing serious mid-way or at the end in either theme.
// Screenshots: /tmp/widget-replay-mid.png, /tmp/widget-replay-end-{light,dark}.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generate } from '../../shared/index.ts';
import { axe, boardOf, openWidget, useChromium } from './harness.ts';

const chrome = useChromium();

// Reduced motion: nothing plays by itself, so every step is the test's.
const open = (attrs: string) =>
  openWidget(chrome, attrs, { width: 375, height: 900, reducedMotion: true, ready: true });

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const control = (page: Page, name: string) =>
  page.locator('sudoku-break [part=replay]').getByRole('button', { name, exact: true });
const height = async (page: Page) => (await page.locator('sudoku-break').boundingBox())?.height;
const note = async (page: Page) =>
  ((await page.locator('sudoku-break [part~=note]').textContent()) ?? '').trim();

async function replay(page: Page, algorithm: string): Promise<void> {
  await button(page, 'Solve').click();
  await page.getByRole('combobox', { name: 'Algorithm' }).selectOption(algorithm);
  await button(page, 'Replay').click();
}

/** Colour and style of the digit in a cell, as the browser computes them. */
function look(page: Page, selector: string): Promise<{ color: string; style: string }> {
  return page.evaluate((sel) => {
    const cell = document.querySelector('sudoku-break')?.shadowRoot?.querySelector(sel);
    if (!cell) throw new Error(`no ${sel}`);
    const c = getComputedStyle(cell);
    return { color: c.color, style: c.fontStyle };
  }, selector);
}

/** Per cell: its digit ('' when empty) and its notes as shown, crossed-out ones apart. */
function cells(page: Page): Promise<{ digit: string; notes: string; crossed: string }[]> {
  return page.evaluate(() => {
    const root = document.querySelector('sudoku-break')?.shadowRoot;
    return [...(root?.querySelectorAll('[role=gridcell]') ?? [])].map((c) => {
      const marks = [...c.querySelectorAll('.notes span')].filter((s) => s.textContent);
      return {
        digit: c.querySelector(':scope > span:not(.notes)')?.textContent ?? '',
        notes: marks
          .filter((s) => !s.classList.contains('x'))
          .map((s) => s.textContent)
          .join(''),
        crossed: marks
          .filter((s) => s.classList.contains('x'))
          .map((s) => s.textContent)
          .join(''),
      };
    });
  });
}

/** Digits that fit a cell of a 9x9 board given as text. */
function fitting(board: string, cell: number): string {
  const [r, c] = [Math.floor(cell / 9), cell % 9];
  const seen = new Set<string>();
  for (let k = 0; k < 81; k++) {
    const [kr, kc] = [Math.floor(k / 9), k % 9];
    const peer =
      kr === r ||
      kc === c ||
      (Math.floor(kr / 3) === Math.floor(r / 3) && Math.floor(kc / 3) === Math.floor(c / 3));
    if (k !== cell && peer) seen.add(board[k]);
  }
  return '123456789'
    .split('')
    .filter((d) => !seen.has(d))
    .join('');
}

describe('replay look', () => {
  it('candidates: its notes on the board, crossings, a note per step, a steady panel', async () => {
    const page = await open(`start="game" seed="a" level="hard" api="off"`);
    const frame = await height(page);
    await replay(page, 'candidates');
    expect(await height(page)).toBe(frame);
    // At step 0 every empty cell shows its candidates.
    let board = await boardOf(page);
    for (const [i, c] of (await cells(page)).entries()) {
      expect(c.notes, `cell ${i}`).toBe(c.digit ? '' : fitting(board, i));
    }
    const step = control(page, 'Step');
    const where = await step.boundingBox();
    const seen = new Set<string>();
    for (let k = 1; k <= 40; k++) {
      await step.click();
      expect(await step.boundingBox()).toEqual(where);
      expect(await height(page)).toBe(frame);
      const text = await note(page);
      board = await boardOf(page);
      const shown = await cells(page);
      const m = text.match(
        /^Row (\d), column (\d): (\d)(, its only candidate|, the only place|.*)/,
      );
      const guess = text.match(/^Row (\d), column (\d): guesses (\d) \(candidates [\d ]+\)/);
      const back = text.match(/^Row \d, column \d: backtracks, erases \d \(.+\)$/);
      expect(m || guess || back, text).toBeTruthy();
      seen.add(back ? 'back' : guess ? 'guess' : (m?.[4] ?? ''));
      const placed = m ?? guess;
      if (placed) {
        const cell = (Number(placed[1]) - 1) * 9 + Number(placed[2]) - 1;
        expect(board[cell]).toBe(placed[3]);
        // The digit is crossed out of exactly as many peers' notes as the note says.
        const n = Number(text.match(/; removes \d from (\d+) cells?$/)?.[1] ?? 0);
        expect(shown.filter((c) => c.crossed === placed[3]).length, text).toBe(n);
      }
      for (const [i, c] of shown.entries()) {
        expect(c.notes, `step ${k}, cell ${i}`).toBe(c.digit ? '' : fitting(board, i));
      }
      if (k === 20) {
        await page.screenshot({ path: '/tmp/widget-replay-mid.png' });
        expect(await axe(page)).toEqual([]);
      }
    }
    expect(seen).toContain(', the only place');
    expect(seen).toContain('guess');
    await page.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`the algorithm's digits look like neither the player's nor revealed ones (${theme})`, async () => {
      const made = generate({ seed: 'a', size: 9, level: 'hard' });
      if (!made.ok) throw new Error('fixture');
      const page = await open(`start="game" seed="a" level="hard" api="off" theme="${theme}"`);
      const empty = made.value.puzzle.indexOf('.');
      await page.locator(`sudoku-break [data-i="${empty}"]`).click();
      await page.keyboard.press(made.value.solution[empty]);
      const player = await look(page, `[data-i="${empty}"]`);
      await replay(page, 'backtracking');
      for (let k = 0; k < 5; k++) await control(page, 'Step').click();
      const board = await boardOf(page);
      const algo = [...board].findIndex((d, i) => d !== '.' && made.value.puzzle[i] === '.');
      const mid = await look(page, `[data-i="${algo}"]`);
      expect(mid.color).not.toBe(player.color);
      // Nothing on the replay's board looks revealed by a hint.
      expect(await page.locator('sudoku-break .cell.hinted').count()).toBe(0);
      expect(await axe(page)).toEqual([]);
      await control(page, 'To the end').click();
      // The end: the solution; what the cut search did not get right is shown as revealed.
      expect(await boardOf(page)).toBe(made.value.solution);
      const revealed = page.locator('sudoku-break .cell.hinted');
      expect(await revealed.count()).toBeGreaterThan(0);
      const hinted = await look(page, '.cell.hinted');
      const kept = await look(page, '.cell:not(.given):not(.hinted)');
      expect(kept.color).toBe(mid.color);
      expect(kept.color).not.toBe(hinted.color);
      expect(kept.style).not.toBe(hinted.style);
      expect(await page.locator('sudoku-break [part~=note].ended').textContent()).toMatch(
        /^The recording stops after 10000 steps \(\d+ backtracks\); the rest is filled in\.$/,
      );
      await page.screenshot({ path: `/tmp/widget-replay-end-${theme}.png` });
      expect(await axe(page)).toEqual([]);
      await page.close();
    });
  }
});
