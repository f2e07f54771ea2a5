// One frame for every state of the game, in real Chromium: the widget keeps its height from
// loading to the game, a hint (nudge and full step), pause, Solve's choice and the end banner, on
// a phone, a desktop and in a sidebar; and the Hint button stays where the finger is between taps.
// The menus are as tall as what they hold (states.test.ts), shorter than the game's frame.
// Screenshots: /tmp/widget-frame-*.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openWidget, useChromium, waitForEvent } from './harness.ts';

const chrome = useChromium();

const WIDTHS = [
  ['phone', 375, (el: string) => el],
  ['desktop', 1280, (el: string) => el],
  ['sidebar', 1280, (el: string) => `<aside style="width:260px">${el}</aside>`],
] as const;

const open = (width: number, wrap: (el: string) => string, attrs: string) =>
  openWidget(chrome, attrs, { width, height: 1000, wrap });

const height = async (page: Page) => (await page.locator('sudoku-break').boundingBox())?.height;
const action = (page: Page, n: number) => page.locator('sudoku-break .actions button').nth(n);

describe('frame', () => {
  for (const [name, width, wrap] of WIDTHS) {
    it(`keeps one height through every state (${name})`, async () => {
      const heights: [string, number | undefined][] = [];
      const loading = await open(
        width,
        wrap,
        `start="game" seed="frame" level="easy" timeout="5000" api="${chrome.servers.api('slow')}"`,
      );
      // While the first puzzle is on its way, widget.js's placeholder of the game holds the room.
      await loading.locator('sudoku-break [part=board][aria-busy=true]').waitFor();
      heights.push(['loading', await height(loading)]);
      await loading.close();

      const page = await open(width, wrap, 'seed="frame" level="easy" api="off" theme="light"');
      await page.locator('sudoku-break h2').waitFor();
      heights.push(['menu', await height(page)]);
      await page.locator('sudoku-break .stack button').first().click();
      heights.push(['levels', await height(page)]);
      await page.locator('sudoku-break .stack button').first().click();
      await waitForEvent(page, 'sudoku-ready');
      heights.push(['game', await height(page)]);

      // Hint, Show step, Apply: the button does not move, the frame does not grow.
      const hint = action(page, 1);
      const box = await hint.boundingBox();
      for (const stage of ['nudge', 'full', 'applied']) {
        await hint.click();
        expect(await hint.boundingBox(), stage).toEqual(box);
        heights.push([stage, await height(page)]);
        if (stage === 'full') {
          await page.screenshot({ path: `/tmp/widget-frame-${name}-hint.png`, fullPage: true });
        }
      }
      await page.locator('sudoku-break .bar button').last().click();
      await page.locator('sudoku-break [part=paused]').waitFor();
      heights.push(['paused', await height(page)]);
      await page.locator('sudoku-break [part=paused] button.primary').click();
      // Solve's choice sits over the pad; Fill now ends the game with its banner.
      await action(page, 2).click();
      await page.locator('sudoku-break [part=solve]').waitFor();
      heights.push(['solve', await height(page)]);
      await page.locator('sudoku-break [part=solve] button').first().click();
      await page.locator('sudoku-break [part=banner]').waitFor();
      heights.push(['banner', await height(page)]);
      await page.screenshot({ path: `/tmp/widget-frame-${name}-banner.png`, fullPage: true });

      const game = heights[3][1] ?? 0;
      expect(game).toBeGreaterThan(300);
      for (const [state, h] of heights) {
        if (state === 'menu' || state === 'levels') expect(h ?? 0, state).toBeLessThan(game);
        else expect(Math.abs((h ?? 0) - game), state).toBeLessThan(1);
      }
      await page.close();
    });
  }
});
