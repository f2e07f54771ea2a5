// Marks, colours and multi-select in real Chromium, at 375 px by touch and at 1280 px by mouse
// and keyboard: the mode switch and SudokuPad's keys (Z, X, C, V; Shift and Ctrl for one digit),
// a drag and Shift/Ctrl clicks selecting several cells, a mark or colour on all of them, undo,
// axe-core clean, and a reload that keeps them. Screenshots in /tmp/marks-*.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axe, tap, useChromium, waitForEvent } from './harness.ts';
import { button, cell, label, puzzle } from './play-support.ts';

const chrome = useChromium();
const p = puzzle('marks');
const empties = [...p.puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));
/** A row with three empty cells or more: a drag from its first to its third crosses them. */
const row =
  [...Array(9).keys()].find((r) => empties.filter((i) => Math.floor(i / 9) === r).length >= 3) ?? 0;
const inRow = empties.filter((i) => Math.floor(i / 9) === row);
const [a, , c] = inRow;
const crossed = Array.from({ length: c - a + 1 }, (_, k) => a + k);

async function open(width: number, touch: boolean, theme = 'light'): Promise<Page> {
  const page = await chrome.browser.newPage({
    viewport: { width, height: 900 },
    hasTouch: touch,
  });
  page.on('pageerror', (e) => {
    throw e;
  });
  const attrs = `start="game" seed="marks" level="easy" theme="${theme}" api="${chrome.servers.api('ok')}"`;
  await page.goto(chrome.servers.page(`<sudoku-break ${attrs}></sudoku-break>`));
  await waitForEvent(page, 'sudoku-ready');
  return page;
}

const middle = async (page: Page, i: number) => {
  const box = await cell(page, i).boundingBox();
  if (!box) throw new Error(`cell ${i} not shown`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};
const selected = (page: Page) =>
  page
    .locator('sudoku-break [role=gridcell][aria-selected=true]')
    .evaluateAll((cells) =>
      cells.map((e) => Number(e.getAttribute('data-i'))).sort((x, y) => x - y),
    );
const pressed = (page: Page, name: string) => button(page, name).getAttribute('aria-pressed');

describe('marks and colours', () => {
  it('at 375 px by touch: the mode switch, a drag across cells, centre marks and a colour on all', async () => {
    const page = await open(375, true);
    // In normal mode a finger on the board still scrolls the host page (an embed must not trap
    // it); in a marking mode the board keeps the finger for a drag across cells.
    const touchAction = () =>
      page
        .locator('sudoku-break')
        .evaluate(
          (el) => getComputedStyle(el.shadowRoot?.querySelector('.grid') ?? el).touchAction,
        );
    expect(await touchAction()).toBe('auto');
    await button(page, 'Centre').tap();
    await expect.poll(() => pressed(page, 'Centre')).toBe('true');
    expect(await touchAction()).toBe('pinch-zoom');
    // A finger dragged along the row selects every cell it crosses.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: { x: number; y: number }) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [at] : [] });
    await touch('touchStart', await middle(page, a));
    for (const i of crossed.slice(1)) await touch('touchMove', await middle(page, i));
    await touch('touchEnd');
    await expect.poll(() => selected(page)).toEqual(crossed);
    // A tap's click follows its touchend in a task of its own, which a loaded machine runs after
    // tap() has returned (seen at load 3-10 on 2 cores): what it writes is waited for.
    await page.waitForTimeout(500);
    await button(page, '5').tap();
    for (const i of inRow.slice(0, 3))
      await expect.poll(() => label(page, i)).toContain('centre marks 5');
    await button(page, '7').tap();
    await expect.poll(() => label(page, a)).toContain('centre marks 5 7');
    // Colour mode: the pad's keys are swatches, named by colour; the colour goes on every cell.
    await button(page, 'Colour').tap();
    await button(page, '5 colour blue').tap();
    for (const i of crossed) await expect.poll(() => label(page, i)).toContain('colour blue');
    // The switch and the pad fit the phone: nothing sticks out of the widget.
    const fits = await page.locator('sudoku-break').evaluate((el) => {
      const root = el.shadowRoot?.querySelector('.root');
      return root ? root.scrollWidth <= root.clientWidth : false;
    });
    expect(fits).toBe(true);
    for (const name of ['Normal', 'Corner', 'Centre', 'Colour']) {
      const box = await button(page, name).boundingBox();
      expect(box?.width, name).toBeGreaterThanOrEqual(24);
    }
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/marks-phone-light.png' });
    // A reload keeps the marks and colours (the game is saved after each move).
    await page.waitForTimeout(300);
    await page.reload();
    expect((await waitForEvent(page, 'sudoku-ready')).detail.source).toBe('saved');
    expect(await label(page, a)).toMatch(/centre marks 5 7, colour blue$/);
    expect(await label(page, crossed[1])).toContain('colour blue');
    await page.close();
  });

  it('at 1280 px by keyboard and mouse: Z/X/C/V, Shift and Ctrl, Shift+arrows, Shift/Ctrl click, undo', async () => {
    const page = await open(1280, false);
    await cell(page, a).click();
    await page.keyboard.press('x');
    expect(await pressed(page, 'Corner')).toBe('true');
    await page.keyboard.press('1');
    await page.keyboard.press('2');
    await page.keyboard.press('c');
    expect(await pressed(page, 'Centre')).toBe('true');
    await page.keyboard.press('3');
    await page.keyboard.press('z');
    expect(await pressed(page, 'Normal')).toBe('true');
    // Ctrl and Shift switch for one digit only; the mode stays normal.
    await page.keyboard.press('Control+Digit4');
    await page.keyboard.press('Shift+Digit5');
    expect(await label(page, a)).toMatch(/empty, corner marks 1 2 5, centre marks 3 4$/);
    expect(await pressed(page, 'Normal')).toBe('true');
    // Shift+arrows extend the selection; V and a digit colour every selected cell.
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    expect(await selected(page)).toEqual([a, a + 1, a + 2]);
    await page.keyboard.press('v');
    await page.keyboard.press('2');
    for (const i of [a, a + 1, a + 2]) expect(await label(page, i)).toContain('colour sky blue');
    // Shift+click adds a cell, Ctrl+click takes it away again; a plain click starts afresh.
    const far = empties.at(-1) ?? 80;
    await cell(page, far).click({ modifiers: ['Shift'] });
    expect(await selected(page)).toEqual([a, a + 1, a + 2, far]);
    await cell(page, far).click({ modifiers: ['Control'] });
    expect(await selected(page)).toEqual([a, a + 1, a + 2]);
    await cell(page, far).click();
    expect(await selected(page)).toEqual([far]);
    // A mouse drag down a column selects it; a colour toggles on and, typed again, off.
    const col = [far - 18, far - 9, far];
    const from = await middle(page, col[0]);
    const to = await middle(page, far);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    expect(await selected(page)).toEqual(col);
    await page.keyboard.press('7');
    for (const i of col) expect(await label(page, i)).toContain('colour purple');
    await page.keyboard.press('Control+z');
    for (const i of col) expect(await label(page, i)).not.toContain('colour');
    await page.keyboard.press('Control+y');
    expect(await label(page, far)).toContain('colour purple');
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/marks-desktop-light.png' });
    await page.locator('sudoku-break').evaluate((e) => e.setAttribute('theme', 'dark'));
    await page.waitForTimeout(100);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/marks-desktop-dark.png' });
    await page.waitForTimeout(300);
    await page.reload();
    await waitForEvent(page, 'sudoku-ready');
    expect(await label(page, a)).toMatch(/corner marks 1 2 5, centre marks 3 4, colour sky blue$/);
    expect(await label(page, far)).toContain('colour purple');
    await page.close();
  });

  it('in dark theme at 375 px, centre marks shrink to fit and colours still read', async () => {
    const page = await open(375, true, 'dark');
    await tap(cell(page, a));
    await button(page, 'Centre').tap();
    for (const d of '123456789') await button(page, d).tap();
    await expect.poll(() => label(page, a)).toContain('centre marks 1 2 3 4 5 6 7 8 9');
    const fits = await cell(page, a)
      .locator('.ctr')
      .evaluate((e) => e.scrollWidth <= e.clientWidth + 1);
    expect(fits).toBe(true);
    await button(page, 'Colour').tap();
    for (const [k, i] of inRow.entries()) {
      await tap(cell(page, i));
      const [key, name] = [
        ['1', 'orange'],
        ['4', 'yellow'],
        ['9', 'black'],
        ['3', 'green'],
      ][k % 4];
      await button(page, `${key} colour ${name}`).tap();
    }
    await expect.poll(() => label(page, inRow[2])).toContain('colour black');
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/marks-phone-dark.png' });
    await page.close();
  });
});
