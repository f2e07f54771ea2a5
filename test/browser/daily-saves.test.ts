// A daily embed keeps the day's game and the games New Game starts there apart: a reload opens on
// the day's puzzle with its progress and offers the other game ("Back to previous game", with its
// progress, and from there the day's game the same way); once the day's puzzle is done, a reload
// opens on the other game in progress.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { daily, generate } from '../../shared/index.ts';
import { type Config, normalize } from '../../widget/model/config.ts';
import { newGame } from '../../widget/model/game.ts';
import { serialize } from '../../widget/model/persistence.ts';
import { otherKey, storageKey } from '../../widget/model/slots.ts';
import { boardOf, events, oneMove, useChromium, waitForEvent } from './harness.ts';

const chrome = useChromium();

const DAY = '2026-01-05';
const ATTRS = `start="game" daily="${DAY}" level="easy" api="off"`;
const made = daily(DAY, 'easy');
if (!made.ok) throw new Error(made.error.message);
const today = made.value;

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function open(): Promise<Page> {
  const page = await chrome.browser.newPage({ viewport: { width: 520, height: 960 } });
  page.on('pageerror', (e) => {
    throw e;
  });
  return page;
}

describe('a daily embed', () => {
  it("keeps the day's progress when New Game plays another puzzle, and offers that one back", async () => {
    const page = await open();
    const url = chrome.servers.page(`<sudoku-break ${ATTRS}></sudoku-break>`);
    await page.goto(url);
    expect((await waitForEvent(page, 'sudoku-ready')).detail).toMatchObject({ daily: DAY });
    const day = await oneMove(page, today);
    await button(page, 'New Game').click();
    await button(page, 'Start new').click();
    const other = (await waitForEvent(page, 'sudoku-ready', 2)).detail;
    expect(other).toMatchObject({ daily: null, level: 'easy', size: 9 });
    const made = generate({ seed: String(other.seed), size: 9, level: 'easy' });
    if (!made.ok) throw new Error(made.error.message);
    const played = await oneMove(page, made.value);

    await page.reload();
    expect((await waitForEvent(page, 'sudoku-ready')).detail).toMatchObject({
      daily: DAY,
      source: 'saved',
    });
    expect(await boardOf(page)).toBe(day);
    // Nothing was started now: only the way back to the other game, with its progress.
    const offer = page.locator('sudoku-break [part=offer]');
    expect((await offer.textContent())?.trim()).toBe('Back to previous game');
    await button(page, 'Back to previous game').click();
    expect((await waitForEvent(page, 'sudoku-ready', 2)).detail).toMatchObject({
      seed: other.seed,
      daily: null,
      source: 'saved',
    });
    expect(await boardOf(page)).toBe(played);
    // And the day's game is offered the same way, until the first move.
    expect((await offer.textContent())?.trim()).toBe('Back to previous game');
    await button(page, 'Back to previous game').click();
    expect((await waitForEvent(page, 'sudoku-ready', 3)).detail).toMatchObject({ daily: DAY });
    expect(await boardOf(page)).toBe(day);
    await button(page, 'Back to previous game').click();
    await waitForEvent(page, 'sudoku-ready', 4);
    expect(await boardOf(page)).toBe(played);

    // The day's puzzle is what the page is for: a reload shows it again, still as it was left.
    await page.reload();
    expect((await waitForEvent(page, 'sudoku-ready')).detail).toMatchObject({ daily: DAY });
    expect(await boardOf(page)).toBe(day);
    await page.close();
  });

  it("opens on the other game in progress once the day's puzzle is done", async () => {
    const page = await open();
    // Saves as the widget writes them, put in place before the embed loads.
    const config: Config = normalize(
      { daily: DAY, level: 'easy', start: 'game', api: 'off' },
      { today: DAY, base: chrome.servers.hostOrigin, defaultApi: null },
    );
    const key = storageKey(config, '');
    const done = newGame(today, DAY);
    const madeOther = generate({ seed: 'after-the-daily', size: 9, level: 'easy' });
    const other = madeOther.ok ? newGame(madeOther.value) : null;
    if (!done || !other || !madeOther.ok) throw new Error('fixture');
    const i = madeOther.value.puzzle.indexOf('.');
    const values = other.values.map((v, j) => (j === i ? other.solution[j] : v));
    const saves = {
      [key]: serialize({ ...done, values: done.solution }, 300_000),
      [otherKey(key)]: serialize({ ...other, values }, 60_000),
    };
    await page.goto(chrome.servers.page('<p>Before the embed</p>'));
    await page.evaluate((s) => {
      for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
    }, saves);

    await page.goto(chrome.servers.page(`<sudoku-break ${ATTRS}></sudoku-break>`));
    expect((await waitForEvent(page, 'sudoku-ready')).detail).toMatchObject({
      seed: 'after-the-daily',
      daily: null,
      source: 'saved',
    });
    expect((await boardOf(page))[i]).toBe(madeOther.value.solution[i]);
    expect(await button(page, 'Back to previous game').count()).toBe(0);
    expect(await events(page, 'sudoku-ready')).toHaveLength(1);
    await page.close();
  });
});
