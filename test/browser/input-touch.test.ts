// Touch input in real Chromium (a touch screen, at 375 and 1280 px): a long press on a cell
// (held 600 ms through CDP touch events, which Chromium turns into pointer events) selects it and
// switches notes mode, while a tap, or a finger that pans, does not; digit-first play by taps; and
// `navigator.vibrate`, stubbed by an init script that records its calls, pulses with the
// `haptics` attribute only. Screenshots go to /tmp/input-*.png.
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { boardOf, tap, useChromium, waitForEvent } from './harness.ts';
import { button, cell, label, puzzle } from './play-support.ts';

const chrome = useChromium();
const p = puzzle('touch');
const empties = [...p.puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));

/** A touch page whose `navigator.vibrate` records its calls in `window.vibes`. */
async function touchGame(width: number, attrs = ''): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await chrome.browser.newPage({ viewport: { width, height: 900 }, hasTouch: true });
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.addInitScript(() => {
    const w = window as unknown as { vibes: unknown[] };
    w.vibes = [];
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: (pattern: unknown) => Boolean(w.vibes.push(pattern)),
    });
  });
  const api = chrome.servers.api('ok');
  await page.goto(
    chrome.servers.page(
      `<sudoku-break start="game" seed="touch" level="easy" api="${api}" ${attrs}></sudoku-break>`,
    ),
  );
  await waitForEvent(page, 'sudoku-ready');
  return { page, cdp: await page.context().newCDPSession(page) };
}

/** The middle of a cell on the page. */
async function centre(page: Page, i: number): Promise<{ x: number; y: number }> {
  const box = await cell(page, i).boundingBox();
  if (!box) throw new Error(`cell ${i} not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A finger down on a cell, moved by `dx` px (0: still), held `ms`, then lifted. */
async function press(cdp: CDPSession, at: { x: number; y: number }, ms: number, dx = 0) {
  const point = (x: number) => [{ x, y: at.y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(at.x) });
  for (let step = 1; dx && step <= 4; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(at.x + (dx * step) / 4),
    });
  }
  await new Promise((r) => setTimeout(r, ms));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const vibes = (page: Page) =>
  page.evaluate(() => (window as unknown as { vibes: unknown[] }).vibes);
const notesOn = (page: Page) => button(page, 'Corner').getAttribute('aria-pressed');

describe('touch input', () => {
  for (const width of [375, 1280]) {
    it(`long press switches notes mode; a tap or a pan does not (${width} px)`, async () => {
      const { page, cdp } = await touchGame(width);
      const [a, b] = empties;
      await tap(cell(page, a));
      await expect.poll(() => cell(page, a).getAttribute('aria-selected')).toBe('true');
      expect(await notesOn(page)).toBe('false');
      // Held still: selects the cell and turns notes on; the digit then goes in as a note.
      await press(cdp, await centre(page, b), 650);
      await expect.poll(() => notesOn(page)).toBe('true');
      expect(await cell(page, b).getAttribute('aria-selected')).toBe('true');
      await button(page, p.solution[b]).tap();
      // A tap's click may come after tap() returns on a loaded machine: its effect is waited for.
      await expect.poll(() => label(page, b)).toContain(`corner marks ${p.solution[b]}`);
      await page.screenshot({ path: `/tmp/input-longpress-${width}.png` });
      // A finger that drags 40 px is a pan, not a press; a quick press is a tap.
      await press(cdp, await centre(page, a), 650, 40);
      await press(cdp, await centre(page, a), 80);
      expect(await notesOn(page)).toBe('true');
      // Held again in corner mode: a finger held there starts a drag selection, the mode stays.
      await press(cdp, await centre(page, a), 650);
      await page.waitForTimeout(200);
      expect(await notesOn(page)).toBe('true');
      // No haptics without the attribute.
      expect(await vibes(page)).toEqual([]);
      await page.close();
    });

    it(`digit first by taps, with haptics on (${width} px)`, async () => {
      const { page } = await touchGame(width, 'haptics');
      await button(page, 'Digit first').tap();
      await expect
        .poll(() => button(page, 'Digit first').getAttribute('aria-pressed'))
        .toBe('true');
      const d = p.solution[empties[0]];
      await page.getByRole('button', { name: new RegExp(`^${d}$`) }).tap();
      await expect.poll(() => button(page, d).getAttribute('aria-pressed')).toBe('true');
      const same = empties.filter((i) => p.solution[i] === d).slice(0, 3);
      for (const i of same) await tap(cell(page, i));
      await expect
        .poll(async () => {
          const now = await boardOf(page);
          return same.map((i) => now[i]);
        })
        .toEqual(same.map(() => d));
      const board = await boardOf(page);
      expect(await vibes(page)).toEqual(same.map(() => [12]));
      await page.screenshot({ path: `/tmp/input-digitfirst-${width}.png` });
      // A tap on a cell holding the picked digit takes it out; a wrong digit is a longer pulse.
      await tap(cell(page, same[0]));
      await expect.poll(async () => (await boardOf(page))[same[0]]).toBe('.');
      // A cell whose row already holds the digit: placing it there is a conflict, a mistake.
      const row = (i: number) => board.slice(i - (i % 9), i - (i % 9) + 9);
      const wrong = empties.find((i) => board[i] === '.' && row(i).includes(d)) as number;
      await tap(cell(page, wrong));
      await expect.poll(() => label(page, wrong)).toContain('conflict');
      expect((await vibes(page)).at(-1)).toEqual([60, 40, 60]);
      // Switched off: the pad types into the selected cell again.
      await button(page, 'Digit first').tap();
      await expect.poll(() => button(page, d).getAttribute('aria-pressed')).toBeNull();
      await page.close();
    });
  }
});
