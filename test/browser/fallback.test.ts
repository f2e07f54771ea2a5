// The widget never breaks because of the network or the page: with the API down, failing, slow,
// answering garbage or lying, the same seeded puzzle appears (made by the bundled engine) and
// `sudoku-fallback` says why; corrupted localStorage and hostile attributes are shrugged off.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { daily, generate } from '../../shared/index.ts';
import { normalize } from '../../widget/model/config.ts';
import { newGame } from '../../widget/model/game.ts';
import { serialize } from '../../widget/model/persistence.ts';
import { storageKey } from '../../widget/model/slots.ts';
import { boardOf, events, type Mode, useChromium, waitForEvent } from './harness.ts';

const chrome = useChromium();

const SEED = 'fallback-seed';
const made = generate({ seed: SEED, size: 9, level: 'medium' });
if (!made.ok) throw new Error('fixture');
const expected = made.value;

async function open(body: string, hostileCss = false): Promise<Page> {
  const page = await chrome.browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(chrome.servers.page(body, { hostileCss }));
  (page as unknown as { errors: string[] }).errors = errors;
  return page;
}

const tag = (api: string, extra = '') =>
  `<sudoku-break start="game" seed="${SEED}" level="medium" api="${api}" timeout="800" ${extra}></sudoku-break>`;

describe('fallback', () => {
  it('a working API is used (no fallback)', async () => {
    const page = await open(tag(chrome.servers.api('ok')));
    expect((await waitForEvent(page, 'sudoku-ready')).detail.source).toBe('api');
    expect(await boardOf(page)).toBe(expected.puzzle);
    expect(await events(page, 'sudoku-fallback')).toEqual([]);
    expect(
      chrome.servers.requests.some((r) => r.startsWith('ok ') && r.includes(`seed=${SEED}`)),
    ).toBe(true);
    await page.close();
  });

  const cases: [string, () => string, string][] = [
    ['down (connection refused)', () => chrome.servers.deadApi, 'network'],
    ['failing (HTTP 500)', () => chrome.servers.api('fail'), 'status'],
    ['slow (beyond the timeout)', () => chrome.servers.api('slow'), 'timeout'],
    ['answering garbage', () => chrome.servers.api('garbage'), 'invalid'],
    ['lying (another puzzle)', () => chrome.servers.api('lying'), 'mismatch'],
    ['lying (a broken puzzle)', () => chrome.servers.api('unsolvable' as Mode), 'invalid'],
  ];
  for (const [name, api, reason] of cases) {
    it(`API ${name}: the same seeded puzzle, made locally`, async () => {
      const started = Date.now();
      const page = await open(tag(api()));
      const fallback = await waitForEvent(page, 'sudoku-fallback');
      expect(fallback.detail).toMatchObject({ reason, seed: SEED });
      expect((await waitForEvent(page, 'sudoku-ready')).detail.source).toBe('local');
      expect(await boardOf(page)).toBe(expected.puzzle);
      expect(Date.now() - started).toBeLessThan(5000);
      expect((page as unknown as { errors: string[] }).errors).toEqual([]);
      await page.close();
    });
  }

  it('the puzzle of the day falls back to the same daily puzzle', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const want = daily(today, 'hard');
    if (!want.ok) throw new Error('fixture');
    const page = await open(
      `<sudoku-break start="game" daily level="hard" api="${chrome.servers.api('fail')}"></sudoku-break>`,
    );
    expect((await waitForEvent(page, 'sudoku-fallback')).detail.seed).toBe(`daily:${today}:hard`);
    expect(await boardOf(page)).toBe(want.value.puzzle);
    await page.close();
    const ok = await open(
      `<sudoku-break start="game" daily level="hard" api="${chrome.servers.api('ok')}"></sudoku-break>`,
    );
    expect((await waitForEvent(ok, 'sudoku-ready')).detail).toMatchObject({
      source: 'api',
      daily: today,
    });
    expect(await boardOf(ok)).toBe(want.value.puzzle);
    await ok.close();
  });
});

/** A saved game of the fallback puzzle, untouched, as the widget writes it (persistence.ts). */
const saved = () => {
  const game = newGame(expected);
  if (!game) throw new Error('fixture');
  return JSON.parse(serialize(game, 0));
};

describe('hostile input', () => {
  it('ignores corrupted localStorage', async () => {
    const url = chrome.servers.page(
      `<sudoku-break id="corrupt" start="game" seed="${SEED}" level="medium" api="off"></sudoku-break>`,
    );
    // The very key this embed keeps its game under, so the junk is what the widget reads.
    const ctx = { today: '2026-01-01', base: 'http://x/', defaultApi: null };
    const config = normalize({ start: 'game', seed: SEED, level: 'medium', api: 'off' }, ctx);
    const key = storageKey(config, 'corrupt');
    for (const junk of [
      '{not json',
      '{"v":1,"puzzle":{}}',
      'null',
      '[]',
      '"x"',
      '\u0000'.repeat(9),
      // The right shape, but a board that overwrites the givens.
      JSON.stringify({ ...saved(), values: '1'.repeat(81) }),
    ]) {
      const page = await chrome.browser.newPage();
      // Written before any page script runs (the widget saves on unload, so not after).
      await page.addInitScript(([k, v]) => localStorage.setItem(k, v), [key, junk] as const);
      await page.goto(url);
      expect((await waitForEvent(page, 'sudoku-ready')).detail.source).toBe('local');
      expect(await boardOf(page)).toBe(expected.puzzle);
      await page.close();
    }
    // A sound game whose mistake marks are junk comes back without them.
    const marks = JSON.stringify({ ...saved(), checks: { m: [[999, -1, 'x']], c: 'y' } });
    const page0 = await chrome.browser.newPage();
    await page0.addInitScript(([k, v]) => localStorage.setItem(k, v), [key, marks] as const);
    await page0.goto(url);
    expect((await waitForEvent(page0, 'sudoku-ready')).detail.source).toBe('saved');
    expect(await boardOf(page0)).toBe(expected.puzzle);
    expect(await page0.locator('sudoku-break .cell.wrong').count()).toBe(0);
    await page0.close();
    // And a storage that throws on every access (as in sandboxed frames) is no problem either.
    const page = await chrome.browser.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    await page.goto(url);
    expect((await waitForEvent(page, 'sudoku-ready')).detail.source).toBe('local');
    await page.close();
  });

  it('survives hostile attribute values and host CSS', async () => {
    const evil = '&quot;&gt;&lt;img src=x onerror=window.pwned=1&gt;';
    const page = await open(
      `<sudoku-break start="game" size="${evil}" level="${evil}" seed="${'s'.repeat(3000)}" lang="${evil}" theme="${evil}" daily="${evil}x" variant="${evil}" api="javascript:window.pwned=1" timeout="-1"></sudoku-break>`,
      true,
    );
    const ready = await waitForEvent(page, 'sudoku-ready');
    // An impossible daily value means today's puzzle; the rest fall back to the defaults.
    expect(ready.detail).toMatchObject({ size: 9, level: 'medium', source: 'local' });
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    expect(await page.locator('sudoku-break img').count()).toBe(0);
    expect((await boardOf(page)).length).toBe(81);
    // Host CSS does not reach inside: the widget keeps its own fonts and colours.
    const style = await page.evaluate(() => {
      const root = document.querySelector('sudoku-break')?.shadowRoot;
      const cell = root?.querySelector('[role=gridcell]');
      const button = root?.querySelector('button');
      const info = root?.querySelector('.info');
      const box = root?.querySelector('.root');
      return {
        cell: cell ? getComputedStyle(cell).display : '',
        font: button ? getComputedStyle(button).fontSize : '',
        colour: button ? getComputedStyle(button).color : '',
        spacing: info ? getComputedStyle(info).letterSpacing : '',
        width: box ? box.getBoundingClientRect().width : 0,
      };
    });
    expect(style).toEqual({
      cell: 'grid',
      font: '16px',
      colour: 'rgb(27, 31, 36)',
      spacing: 'normal',
      width: 512,
    });
    await page.screenshot({ path: '/tmp/widget-hostile-host.png' });
    expect((page as unknown as { errors: string[] }).errors).toEqual([]);
    await page.close();
  });

  it('works under a strict Content-Security-Policy (no inline styles, no eval)', async () => {
    const page = await chrome.browser.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text());
    });
    const o = chrome.servers.widgetOrigin;
    await page.goto(
      chrome.servers.page(tag(chrome.servers.api('ok')), {
        // 'unsafe-inline' scripts only for the harness's own event recorder.
        csp: `default-src 'none'; script-src ${o} 'unsafe-inline'; connect-src ${o}; style-src 'self'`,
      }),
    );
    expect((await waitForEvent(page, 'sudoku-ready')).detail.source).toBe('api');
    const [first, last] = await Promise.all(
      [0, 8].map((i) => page.locator(`sudoku-break [data-i="${i}"]`).boundingBox()),
    );
    // The first row is one row of nine square cells.
    expect(first && last && Math.abs(first.y - last.y)).toBe(0);
    expect(first && Math.round(first.width)).toBe(first && Math.round(first.height));
    expect(violations).toEqual([]);
    await page.close();
  });

  it('loading the script twice and embedding twice is fine', async () => {
    const page = await open(
      `${tag('off', 'id="one"')}${tag('off', 'id="two"')}<script type="module" src="${chrome.servers.widgetOrigin}/widget.js?again"></script>`,
    );
    await waitForEvent(page, 'sudoku-ready', 2);
    expect(await boardOf(page, '#one')).toBe(expected.puzzle);
    expect(await boardOf(page, '#two')).toBe(expected.puzzle);
    expect((page as unknown as { errors: string[] }).errors).toEqual([]);
    await page.close();
  });
});
