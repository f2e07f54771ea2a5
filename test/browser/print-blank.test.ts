// Printing from the pause screen, in real Chromium with print media emulated (window.print is
// stubbed: headless Chromium has no dialog), at 375 px by touch and 1280 px by keyboard, on a
// Killer puzzle: "Print progress" prints the board with the player's digits and notes but no
// focus ring, selection, highlights or hint marks; "Print blank puzzle" prints the givens and the
// cages alone, until the dialog closes (afterprint). axe-core on the pause screen's buttons.
// Screenshots: /tmp/small-print-*.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generate } from '../../shared/index.ts';
import { axe, useChromium, waitForEvent } from './harness.ts';

const chrome = useChromium();
/** The puzzle, its solution and its empty cells: a digit goes in the first, a note in the second. */
function fixture(variant: 'classic' | 'killer') {
  const made = generate({ seed: 'print-blank', level: 'easy', variant });
  if (!made.ok) throw new Error(made.error.message);
  const { puzzle, solution } = made.value;
  const empty = [...puzzle].flatMap((c, i) => (c === '.' ? [i] : []));
  return { solution, empty, cells: empty.slice(0, 3) as [number, number, number] };
}

/** What print media shows of the board. */
const paper = (page: Page, [placed, noted, focusedCell]: [number, number, number]) =>
  page.evaluate(
    ([placedAt, notedAt, focusAt]) => {
      const root = document.querySelector('sudoku-break')?.shadowRoot;
      const cell = (i: number) => root?.querySelector(`[data-i="${i}"]`) as HTMLElement;
      const visible = (e: Element | null | undefined) =>
        Boolean(e?.checkVisibility({ visibilityProperty: true }));
      const cells = [...(root?.querySelectorAll('.cell') ?? [])];
      const style = getComputedStyle(cell(focusAt));
      return {
        outline: style.outlineStyle,
        shadow: style.boxShadow,
        highlighted: cells.filter(
          (e) =>
            !['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)'].includes(
              getComputedStyle(e).backgroundColor,
            ),
        ).length,
        digit: visible(cell(placedAt).querySelector('span')),
        notes: visible(cell(notedAt).querySelector('.notes')),
        givens: [...(root?.querySelectorAll('.given>span') ?? [])].filter(visible).length,
        cages: visible(root?.querySelector('svg.cages')) || !root?.querySelector('svg.cages'),
        blank: Boolean(root?.querySelector('.game.blank')),
        printed: (window as unknown as { printed: number }).printed,
      };
    },
    [placed, noted, focusedCell] as const,
  );

describe('print from the pause screen', () => {
  for (const [width, touch, variant] of [
    [375, true, 'killer'],
    [1280, false, 'classic'],
  ] as const) {
    it(`prints the progress or the blank puzzle (${width} px, ${touch ? 'touch' : 'keyboard'}, ${variant})`, async () => {
      const { solution, empty, cells } = fixture(variant);
      const [placed, noted, focusedCell] = cells;
      const page = await chrome.browser.newPage({
        viewport: { width, height: 1000 },
        hasTouch: touch,
      });
      page.on('pageerror', (e) => {
        throw e;
      });
      await page.addInitScript(() => {
        const w = window as unknown as { printed: number };
        w.printed = 0;
        window.print = () => {
          w.printed++;
        };
      });
      await page.goto(
        chrome.servers.page(
          `<sudoku-break start="game" api="off" seed="print-blank" level="easy" variant="${variant}"></sudoku-break>`,
        ),
      );
      await waitForEvent(page, 'sudoku-ready');
      const cell = (i: number) => page.locator(`sudoku-break [data-i="${i}"]`);
      // A digit, a note, and the selection on a third cell, reached by keyboard (its focus ring on).
      await cell(placed).click();
      await page.keyboard.press(solution[placed]);
      await cell(noted).click();
      await page.keyboard.press(`Shift+${solution[noted]}`);
      await cell(focusedCell).click();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowRight');
      const screen = await paper(page, cells);
      expect(screen.highlighted).toBeGreaterThan(0);
      expect(screen.outline).toBe('solid');

      await page.emulateMedia({ media: 'print' });
      const progress = await paper(page, cells);
      expect(progress).toMatchObject({
        outline: 'none',
        shadow: 'none',
        highlighted: 0,
        digit: true,
        notes: true,
        cages: true,
        blank: false,
      });
      expect(progress.givens).toBe(81 - empty.length);
      await page.screenshot({ path: `/tmp/small-print-progress-${width}.png`, fullPage: true });
      await page.emulateMedia({ media: 'screen' });

      // Pause, then "Print blank puzzle".
      const pause = page.locator('sudoku-break button.pause');
      const blank = page
        .locator('sudoku-break')
        .getByRole('button', { name: 'Print blank puzzle' });
      if (touch) {
        await pause.tap();
        await blank.tap();
      } else {
        await page.keyboard.press('p');
        await blank.focus();
        await page.keyboard.press('Enter');
      }
      await expect.poll(async () => (await paper(page, cells)).printed).toBe(1);
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/small-print-pause-${width}.png` });
      await page.emulateMedia({ media: 'print' });
      const bare = await paper(page, cells);
      expect(bare).toMatchObject({
        outline: 'none',
        highlighted: 0,
        digit: false,
        notes: false,
        cages: true,
        blank: true,
      });
      expect(bare.givens).toBe(81 - empty.length);
      await page.screenshot({ path: `/tmp/small-print-blank-${width}.png`, fullPage: true });

      // The dialog closed: the page's own print shows the progress again.
      await page.evaluate(() => dispatchEvent(new Event('afterprint')));
      await expect.poll(async () => (await paper(page, cells)).blank).toBe(false);
      expect((await paper(page, cells)).digit).toBe(true);
      // "Print progress" prints without the blank class.
      await page.emulateMedia({ media: 'screen' });
      await page.locator('sudoku-break').getByRole('button', { name: 'Print progress' }).click();
      await expect.poll(async () => (await paper(page, cells)).printed).toBe(2);
      expect((await paper(page, cells)).blank).toBe(false);
      await page.close();
    });
  }
});
