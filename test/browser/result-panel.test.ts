// The mistake counter, the game-over panel and the completion panel, rendered on their own (plain
// data in, no controller) with the widget's styles in real Chromium: what they show, which
// handlers their buttons call, axe-core in both themes and languages, and no sideways scroll in a
// 320 px column.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axe, launch } from './harness.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

// Renders one fragment into a shadow root styled like the element's; button presses are logged.
const ENTRY = `
import { render } from 'lit';
import { renderGameOver, renderMistakes } from './widget/components/mistakes.ts';
import { renderResult } from './widget/components/result.ts';
import { resultStyles } from './widget/components/result-styles.ts';
import { en } from './widget/i18n/en.ts';
import { id } from './widget/i18n/id.ts';
import { playStyles } from './widget/styles-play.ts';
import { styles } from './widget/styles.ts';

const STRINGS = { en, id };
const host = document.querySelector('#host');
const shadow = host.attachShadow({ mode: 'open' });
// The element's frame styles, then the UI's own, as view.ts adds them.
const ui = new CSSStyleSheet();
ui.replaceSync(playStyles + resultStyles);
shadow.adoptedStyleSheets = [styles.styleSheet, ui];
window.pressed = [];
const log = (name) => () => window.pressed.push(name);
window.show = (what, view, lang, dark) => {
  const s = STRINGS[lang];
  const part =
    what === 'mistakes' ? renderMistakes(view, s, log('check'))
    : what === 'over' ? renderGameOver(view, s, { onContinue: log('continue'), onRestart: log('restart'), onNewGame: log('new') })
    : renderResult(view, s, log('share'));
  const wrap = document.createElement('div');
  shadow.replaceChildren(wrap);
  wrap.className = 'root' + (dark ? ' dark' : '');
  const game = document.createElement('section');
  game.className = 'game n9';
  wrap.append(game);
  render(part, game);
};
`;

let browser: Browser;
let bundle = '';

beforeAll(async () => {
  const out = await build({
    stdin: { contents: ENTRY, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    format: 'esm',
    write: false,
  });
  bundle = out.outputFiles[0].text;
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

async function open(width = 360): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 700 } });
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Panels</title></head><body><main><div id="host"></div></main></body></html>',
  );
  await page.addScriptTag({ content: bundle, type: 'module' });
  await page.waitForFunction(() => 'show' in window);
  return page;
}

type What = 'mistakes' | 'over' | 'result';
const show = (page: Page, what: What, view: unknown, lang = 'en', dark = false) =>
  page.evaluate(
    ([w, v, l, d]) => (window as never as { show: (...a: unknown[]) => void }).show(w, v, l, d),
    [what, view, lang, dark] as const,
  );
const pressed = (page: Page) =>
  page.evaluate(() => (window as never as { pressed: string[] }).pressed);
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const text = (page: Page) => page.locator('#host').evaluate((h) => h.shadowRoot?.textContent ?? '');

const summary = {
  solved: 4,
  best: 200_000,
  average: 250_000,
  streak: 5,
  longest: 5,
  newBest: true,
};
const result = {
  time: 245_000,
  mistakes: 1,
  hintsUsed: 0,
  summary,
  daily: true,
  shared: null,
  text: 'Sudoku Break · Daily 2025-01-15 · Medium\nSolved in 4:05 · 0 hints · 1 mistake',
};

describe('mistake counter', () => {
  it('shows the count against the limit, and Check calls its handler', async () => {
    const page = await open();
    await show(page, 'mistakes', { mode: 'conflicts', mistakes: 1, allowance: 3, disabled: false });
    expect(await text(page)).toContain('Mistakes 1/3');
    await button(page, 'Check').click();
    expect(await pressed(page)).toEqual(['check']);
    await show(page, 'mistakes', { mode: 'conflicts', mistakes: 1, allowance: 3, disabled: true });
    expect(await button(page, 'Check').isDisabled()).toBe(true);
    await page.close();
  });

  it('has no Check in instant mode, and no counter that can never move', async () => {
    const page = await open();
    await show(page, 'mistakes', {
      mode: 'instant',
      mistakes: 2,
      allowance: null,
      disabled: false,
    });
    expect((await text(page)).trim()).toBe('Mistakes 2');
    expect(await button(page, 'Check').count()).toBe(0);
    await show(page, 'mistakes', { mode: 'off', mistakes: 0, allowance: null, disabled: false });
    expect((await text(page)).trim()).toBe('Check');
    await show(page, 'mistakes', { mode: 'off', mistakes: 0, allowance: 3, disabled: false }, 'id');
    expect(await text(page)).toContain('Kesalahan 0/3');
    await page.close();
  });
});

describe('game over', () => {
  it('says why and offers Continue, Restart and New Game', async () => {
    const page = await open();
    await show(page, 'over', 3);
    expect(await page.getByRole('heading', { name: 'Game over' }).count()).toBe(1);
    expect(await text(page)).toContain('You made 3 mistakes.');
    for (const name of ['Continue', 'Restart', 'New Game']) await button(page, name).click();
    expect(await pressed(page)).toEqual(['continue', 'restart', 'new']);
    await page.close();
  });
});

describe('completion panel', () => {
  it('shows the time, counts and records, and Share calls its handler', async () => {
    const page = await open();
    await show(page, 'result', result);
    const all = await text(page);
    for (const part of [
      'Time4:05',
      'Mistakes1',
      'Hints0',
      'Best3:20',
      'Average4:10',
      'Daily streak5 days',
      'New best time!',
    ]) {
      expect(all).toContain(part);
    }
    await button(page, 'Share').click();
    expect(await pressed(page)).toEqual(['share']);
    expect(await page.getByRole('textbox').count()).toBe(0);
    await page.close();
  });

  it('leaves out what it does not know, and the streak of games that are not dailies', async () => {
    const page = await open();
    await show(page, 'result', { ...result, daily: false, summary: null });
    const all = await text(page);
    expect(all).toContain('Time4:05');
    for (const part of ['Best', 'Average', 'Daily', 'New best']) expect(all).not.toContain(part);
    await page.close();
  });

  it('says what sharing did, and offers the text to copy by hand when it failed', async () => {
    const page = await open();
    await show(page, 'result', { ...result, shared: 'copied' });
    expect(await page.getByRole('status').textContent()).toBe('Result copied');
    await show(page, 'result', { ...result, shared: 'failed' });
    const box = page.getByRole('textbox', { name: 'Copy this result:' });
    expect(await box.inputValue()).toBe(result.text);
    await page.close();
  });
});

describe('accessibility and fit', () => {
  for (const [lang, dark] of [
    ['en', false],
    ['id', true],
  ] as const) {
    it(`axe finds nothing serious, and nothing scrolls sideways at 320 px (${lang}, ${dark ? 'dark' : 'light'})`, async () => {
      const page = await open(320);
      const views: [What, unknown][] = [
        ['mistakes', { mode: 'conflicts', mistakes: 3, allowance: 3, disabled: false }],
        ['over', 3],
        ['result', { ...result, shared: 'failed' }],
      ];
      for (const [what, view] of views) {
        await show(page, what, view, lang, dark);
        expect(await axe(page), what).toEqual([]);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(wide, what).toBeLessThanOrEqual(320);
      }
      await page.screenshot({ path: `/tmp/widget-result-${lang}.png` });
      await show(page, 'over', 3, lang, dark);
      await page.screenshot({ path: `/tmp/widget-over-${lang}.png` });
      await page.close();
    });
  }
});
