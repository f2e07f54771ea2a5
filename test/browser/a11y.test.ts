// Accessibility in real Chromium: zero serious or critical axe-core violations on every screen,
// in both themes and both languages (the demo page has its own file, demo.test.ts); the ARIA
// grid's structure and labels, the live region, and reduced motion. Screenshots go to
// /tmp/widget-*.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generate } from '../../shared/index.ts';
import { axe, openWidget, useChromium, waitForEvent } from './harness.ts';

const chrome = useChromium();

const made = generate({ seed: 'a11y', size: 9, level: 'easy' });
if (!made.ok) throw new Error('fixture');
const p = made.value;

const open = (attrs: string, reducedMotion = false) => openWidget(chrome, attrs, { reducedMotion });

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function expectClean(page: Page, where: string): Promise<void> {
  const violations = await axe(page);
  expect(violations, where).toEqual([]);
}

describe('axe-core', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`menus, help and about (${theme})`, async () => {
      const page = await open(`theme="${theme}" api="off"`);
      await page.getByRole('heading', { name: 'SUDOKU BREAK' }).waitFor();
      await expectClean(page, 'main menu');
      await button(page, 'Play').click();
      await expectClean(page, 'level menu');
      await button(page, 'Back').click();
      await button(page, 'Help').click();
      await page.getByRole('heading', { name: 'HOW TO PLAY' }).waitFor();
      await expectClean(page, 'help');
      await page.screenshot({ path: `/tmp/widget-help-${theme}.png` });
      await button(page, 'OK').click();
      await button(page, 'About').click();
      await expectClean(page, 'about');
      await button(page, 'OK').click();
      await page.getByRole('heading', { name: 'SUDOKU BREAK' }).waitFor();
      await page.close();
    });

    it(`game with notes, conflicts, a hint and the end banner (${theme})`, async () => {
      const page = await open(`start="game" seed="a11y" level="easy" theme="${theme}" api="off"`);
      await waitForEvent(page, 'sudoku-ready');
      await expectClean(page, 'fresh game');
      const empties = [...p.puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));
      const cell = (i: number) => page.locator(`sudoku-break [data-i="${i}"]`);
      await cell(empties[0]).click();
      await page.keyboard.press(p.solution[empties[0]]);
      await cell(empties[1]).click();
      await page.keyboard.press('Shift+Digit1');
      await page.keyboard.press('Shift+Digit5');
      const row = Math.floor(empties[2] / 9);
      const clash = [...p.puzzle.slice(row * 9, row * 9 + 9)].find((ch) => ch !== '.') ?? '1';
      await cell(empties[2]).click();
      await page.keyboard.press(clash);
      await page.keyboard.press('h');
      await expectClean(page, 'game in play');
      await page.screenshot({ path: `/tmp/widget-game-${theme}.png` });
      await button(page, 'Pause').click();
      await expectClean(page, 'paused');
      await button(page, 'Resume').click();
      await page.keyboard.press('h');
      await expectClean(page, 'hint, full step');
      await button(page, 'Solve').click();
      await expectClean(page, 'solve choice');
      await button(page, 'Replay').click();
      // The replay plays by itself; its own Pause (the header's Pause is disabled meanwhile).
      const replay = page.locator('sudoku-break [part=replay]');
      await replay.getByRole('button', { name: 'Pause', exact: true }).click();
      await expectClean(page, 'replay');
      await replay.getByRole('button', { name: 'To the end', exact: true }).click();
      await expectClean(page, 'replay finished');
      await button(page, 'Close').click();
      await expectClean(page, 'filled');
      await page.close();
    });
  }

  it('Indonesian game, and a 16x16 board', async () => {
    const page = await open(`start="game" lang="id" seed="a11y" level="easy" api="off"`);
    await waitForEvent(page, 'sudoku-ready');
    await expectClean(page, 'Indonesian');
    await page.close();
    const big = await open(`start="game" size="16" seed="a11y" level="easy" api="off"`);
    await waitForEvent(big, 'sudoku-ready');
    expect(await big.locator('sudoku-break [role=gridcell]').count()).toBe(256);
    await expectClean(big, '16x16');
    await big.screenshot({ path: '/tmp/widget-16x16.png' });
    await big.close();
  });

  it('an arrow game, in both themes', async () => {
    const page = await open(`start="game" variant="arrow" seed="a11y" level="easy" api="off"`);
    await waitForEvent(page, 'sudoku-ready');
    for (const theme of ['light', 'dark']) {
      await page.locator('sudoku-break').evaluate((e, t) => e.setAttribute('theme', t), theme);
      await expectClean(page, `arrow game (${theme})`);
    }
    await page.close();
  });
});

describe('ARIA grid', () => {
  it('rows of labelled gridcells, one tab stop, and a live region', async () => {
    const page = await open(`start="game" seed="a11y" level="easy" api="off"`);
    await waitForEvent(page, 'sudoku-ready');
    const grid = page.locator('sudoku-break [role=grid]');
    expect(await grid.getAttribute('aria-label')).toBe('Sudoku 9 by 9, Easy');
    expect(await grid.locator(':scope > [role=row]').count()).toBe(9);
    expect(await grid.locator('[role=row] > [role=gridcell]').count()).toBe(81);
    const labels = await grid
      .locator('[role=gridcell]')
      .evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
    labels.forEach((label, i) => {
      const head = `Row ${Math.floor(i / 9) + 1}, column ${(i % 9) + 1}, `;
      expect(label.startsWith(head)).toBe(true);
      expect(label).toBe(p.puzzle[i] === '.' ? `${head}empty` : `${head}${p.puzzle[i]}, given`);
    });
    expect(await grid.locator('[tabindex="0"]').count()).toBe(1);
    expect(await grid.locator('[aria-selected=true]').count()).toBe(1);
    const first = p.puzzle.indexOf('.');
    await grid.locator(`[data-i="${first}"]`).click();
    await page.keyboard.press(p.solution[first]);
    const live = page.locator('sudoku-break [role=status][aria-live=polite]');
    expect(await live.textContent()).toBe(
      `Row ${Math.floor(first / 9) + 1}, column ${(first % 9) + 1}: ${p.solution[first]}`,
    );
    await page.keyboard.press('h');
    expect(await live.textContent()).toMatch(/^(Look at|Try) /);
    // Focus is visible on the focused cell.
    await page.keyboard.press('ArrowRight');
    const outline = await page.evaluate(() => {
      const root = document.querySelector('sudoku-break')?.shadowRoot;
      const active = root?.activeElement;
      return active ? getComputedStyle(active).outlineStyle : '';
    });
    expect(outline).toBe('solid');
    await page.close();
  });

  it('respects prefers-reduced-motion', async () => {
    const page = await open(`start="game" seed="a11y" level="easy" api="off"`, true);
    await waitForEvent(page, 'sudoku-ready');
    await page.locator('sudoku-break [role=grid]').click();
    // Finish by hand so that the celebration would run.
    const empties = [...p.puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));
    for (const i of empties) {
      await page.locator(`sudoku-break [data-i="${i}"]`).click();
      await page.keyboard.press(p.solution[i]);
    }
    await waitForEvent(page, 'sudoku-solved');
    const animation = await page.evaluate(() => {
      const cell = document
        .querySelector('sudoku-break')
        ?.shadowRoot?.querySelector('.celebrate .cell');
      return cell ? getComputedStyle(cell).animationName : 'missing';
    });
    expect(animation).toBe('none');
    await page.close();
  });
});
