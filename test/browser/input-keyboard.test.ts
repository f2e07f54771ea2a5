// Candidates and input by keyboard in real Chromium, at 375 and 1280 px: the notes holding the
// selected (or picked) digit are lit; Auto notes is a mode that keeps notes live (erasing a digit
// brings its candidates back, the player's eliminations stay out) and survives a reload;
// digit-first mode by keyboard alone (Tab to the switch and the pad, Enter on a cell); a row
// completed flashes, not under reduced motion; the lit digit in centre marks, and digit first
// writing in the entry mode (marks merged); axe-core clean with all of it on, in both themes.
// Screenshots go to /tmp/input-*.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axe, boardOf, openWidget, useChromium, waitForEvent } from './harness.ts';
import { button, cell, label, openGame, puzzle } from './play-support.ts';

const chrome = useChromium();
const p = puzzle('keys-input');
const empties = [...p.puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));
const attrs = 'seed="keys-input" level="easy"';
const peersOf = (a: number, b: number) =>
  a !== b &&
  (Math.floor(a / 9) === Math.floor(b / 9) ||
    a % 9 === b % 9 ||
    (Math.floor(a / 27) === Math.floor(b / 27) &&
      Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3)));

/** No given in the cell's houses holds the digit. */
const candidate = (i: number, d: string) =>
  ![...p.puzzle].some((ch, j) => ch === d && peersOf(i, j));
/** Arrow keys from one cell to another. */
async function arrowTo(page: Page, from: number, to: number): Promise<void> {
  const [dr, dc] = [Math.floor(to / 9) - Math.floor(from / 9), (to % 9) - (from % 9)];
  for (let k = 0; k < Math.abs(dr); k++)
    await page.keyboard.press(dr > 0 ? 'ArrowDown' : 'ArrowUp');
  for (let k = 0; k < Math.abs(dc); k++)
    await page.keyboard.press(dc > 0 ? 'ArrowRight' : 'ArrowLeft');
}

const open = (width: number, more = '', reducedMotion = false) =>
  openWidget(chrome, `start="game" ${attrs} api="${chrome.servers.api('ok')}" ${more}`, {
    width,
    reducedMotion,
    ready: true,
  });

/** Types the right digit into a cell, from the keyboard. */
async function type(page: Page, i: number, digit = p.solution[i]): Promise<void> {
  await cell(page, i).click();
  await page.keyboard.press(digit);
}

describe('candidates and input by keyboard', () => {
  for (const width of [375, 1280]) {
    it(`live notes come back on erase, keep eliminations, and light the digit's notes (${width} px)`, async () => {
      const page = await openGame(chrome, attrs);
      await page.setViewportSize({ width, height: 960 });
      await cell(page, empties[0]).click();
      await button(page, 'Auto notes').click();
      expect(await button(page, 'Auto notes').getAttribute('aria-pressed')).toBe('true');
      const [a] = empties;
      const d = p.solution[a];
      const peer = empties.find((i) => peersOf(i, a) && candidate(i, d)) as number;
      expect(await label(page, peer)).toContain(d);
      // The player strikes another candidate out of the peer (Shift+digit toggles a corner mark).
      const other = ((await label(page, peer)) ?? '')
        .match(/corner marks ([1-9 ]+)/)?.[1]
        .split(' ')
        .find((x) => x !== d) as string;
      await cell(page, peer).click();
      await page.keyboard.press(`Shift+Digit${other}`);
      // Placing d takes it out of the peer's notes; erasing brings it back, not the struck one.
      await type(page, a);
      expect(await label(page, peer)).not.toMatch(new RegExp(`corner marks[1-9 ]* ${d}\\b`));
      // The selected cell's digit lights the notes holding it elsewhere.
      const lit = page.locator('sudoku-break .notes .lit');
      expect(await lit.count()).toBeGreaterThan(0);
      expect(await lit.first().textContent()).toBe(d);
      await page.screenshot({ path: `/tmp/input-lit-${width}.png` });
      await page.keyboard.press('Backspace');
      await expect.poll(() => label(page, peer)).toMatch(new RegExp(`corner marks [1-9 ]*${d}`));
      expect(await label(page, peer)).not.toMatch(new RegExp(`corner marks [1-9 ]*${other}`));
      // Saved with the game: a reload keeps the mode and the elimination.
      await page.reload();
      await waitForEvent(page, 'sudoku-ready');
      expect(await button(page, 'Auto notes').getAttribute('aria-pressed')).toBe('true');
      await type(page, a);
      await page.keyboard.press('Delete');
      expect(await label(page, peer)).not.toMatch(new RegExp(`corner marks [1-9 ]*${other}`));
      expect(await label(page, peer)).toMatch(new RegExp(`corner marks [1-9 ]*${d}`));
      await page.close();
    });

    it(`digit first by keyboard alone (${width} px)`, async () => {
      const page = await open(width);
      const d = p.solution[empties[0]];
      await cell(page, empties[0]).click();
      await button(page, 'Digit first').focus();
      await page.keyboard.press('Enter');
      expect(await button(page, 'Digit first').getAttribute('aria-pressed')).toBe('true');
      await button(page, d).focus();
      await page.keyboard.press('Enter');
      expect(await button(page, d).getAttribute('aria-pressed')).toBe('true');
      const targets = empties.filter((i) => p.solution[i] === d).slice(0, 2);
      // Back on the board (the selected cell), the arrows move and Enter puts the digit.
      await cell(page, empties[0]).focus();
      let at = empties[0];
      for (const i of targets) {
        await arrowTo(page, at, i);
        at = i;
        await page.keyboard.press('Enter');
      }
      const board = await boardOf(page);
      expect(targets.map((i) => board[i])).toEqual(targets.map(() => d));
      // Space on a cell holding it takes it out.
      await page.keyboard.press(' ');
      expect((await boardOf(page))[targets[1]]).toBe('.');
      expect(await axe(page)).toEqual([]);
      await page.close();
    });

    it(`a completed row flashes; not under reduced motion (${width} px)`, async () => {
      const row = Math.floor(empties[0] / 9);
      const rowEmpties = empties.filter((i) => Math.floor(i / 9) === row);
      for (const calm of [false, true]) {
        const page = await open(width, '', calm);
        for (const i of rowEmpties.slice(0, -1)) await type(page, i);
        expect(await page.locator('sudoku-break .flash').count()).toBe(0);
        const flashes = page.evaluate(() => {
          const root = document.querySelector('sudoku-break')?.shadowRoot;
          return new Promise<number>((resolve) => {
            const seen = new MutationObserver(() => {
              const n = root?.querySelectorAll('.flash').length ?? 0;
              if (n) resolve(n);
            });
            if (root)
              seen.observe(root, { subtree: true, attributes: true, attributeFilter: ['class'] });
            setTimeout(() => resolve(0), 1500);
          });
        });
        await type(page, rowEmpties.at(-1) as number);
        await page.screenshot({ path: `/tmp/input-flash-${width}${calm ? '-calm' : ''}.png` });
        if (calm) expect(await flashes).toBe(0);
        else {
          expect(await flashes).toBeGreaterThanOrEqual(9);
          // Cleared once the animation has played.
          await expect.poll(() => page.locator('sudoku-break .flash').count()).toBe(0);
        }
        await page.close();
      }
    });
  }

  for (const theme of ['light', 'dark'] as const) {
    it(`is clean for axe-core with live notes, a pick and lit notes (${theme})`, async () => {
      const page = await open(1280, `theme="${theme}"`);
      await cell(page, empties[0]).click();
      await button(page, 'Auto notes').click();
      await button(page, 'Digit first').click();
      await button(page, p.solution[empties[0]]).click();
      expect(await page.locator('sudoku-break .notes .lit').count()).toBeGreaterThan(0);
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/input-pick-${theme}.png` });
      await page.close();
    });
  }

  it('lights centre marks too, and digit first writes in the entry mode (1280 px)', async () => {
    const page = await open(1280);
    const [a, b] = empties;
    const given = [...p.puzzle].findIndex((ch) => ch !== '.');
    const d = p.puzzle[given];
    // C: centre mode; the digit goes in as a centre mark, which the given's digit then lights.
    await cell(page, a).click();
    await page.keyboard.press('c');
    await page.keyboard.press(d);
    expect(await label(page, a)).toContain(`centre marks ${d}`);
    await cell(page, given).click();
    expect(await cell(page, a).locator('.ctr .lit').getAttribute('data-m')).toBe(d);
    // Digit first in centre mode: Enter on a cell writes the picked digit as a centre mark.
    await button(page, 'Digit first').click();
    await button(page, d).click();
    await cell(page, b).click();
    expect(await label(page, b)).toContain(`centre marks ${d}`);
    expect((await boardOf(page))[b]).toBe('.');
    await page.keyboard.press('Enter');
    expect(await label(page, b)).not.toContain('centre marks');
    // Normal mode (Z): the same tap now places the digit.
    await page.keyboard.press('z');
    await page.keyboard.press('Enter');
    expect((await boardOf(page))[b]).toBe(d);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/input-centre-lit.png' });
    await page.close();
  });

  it('lights the notes in forced colours too', async () => {
    const page = await open(1280);
    await page.emulateMedia({ forcedColors: 'active' });
    await button(page, 'Auto notes').click();
    // A given whose digit some empty cell's notes hold.
    const given = [...p.puzzle].findIndex(
      (ch) => ch !== '.' && empties.some((i) => candidate(i, ch)),
    );
    await cell(page, given).click();
    const lit = page.locator('sudoku-break .notes .lit').first();
    const look = await lit.evaluate((el) => getComputedStyle(el).backgroundColor);
    const plain = await page
      .locator('sudoku-break .notes span:not(.lit):not(:empty)')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(look).not.toBe(plain);
    await page.screenshot({ path: '/tmp/input-forced.png' });
    await page.close();
  });
});
