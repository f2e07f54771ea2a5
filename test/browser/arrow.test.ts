// Arrow Sudoku in real Chromium: the API's arrow puzzle (or the same one made locally when the API
// is down), circles and lines drawn as SVG over the grid without blocking clicks, a broken arrow
// shown as a conflict, hints that know the arrows, and a whole game played to the end.
// Screenshots: /tmp/widget-arrow-light.png and /tmp/widget-arrow-dark.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generate } from '../../shared/index.ts';
import { boardOf, events, openWidget, useChromium, waitForEvent } from './harness.ts';

const chrome = useChromium();

const made = generate({ seed: 'arrows', level: 'easy', variant: 'arrow' });
if (!made.ok) throw new Error('fixture');
const p = made.value;
const arrows = p.arrows ?? [];
const at = ([r, c]: readonly [number, number]) => r * 9 + c;

const open = (attrs: string) => openWidget(chrome, attrs);

const cell = (page: Page, i: number) => page.locator(`sudoku-break [data-i="${i}"]`);

describe('arrow sudoku', () => {
  it('draws the arrows, shows a broken one, hints with them, and plays to the end', async () => {
    const page = await open(
      `start="game" variant="arrow" seed="arrows" level="easy" theme="light" api="${chrome.servers.api('ok')}"`,
    );
    expect((await waitForEvent(page, 'sudoku-ready')).detail).toMatchObject({
      variant: 'arrow',
      source: 'api',
    });
    expect(chrome.servers.requests.some((r) => r.includes('variant=arrow'))).toBe(true);
    expect(await boardOf(page)).toBe(p.puzzle);
    const svg = page.locator('sudoku-break svg.arrows');
    expect(await svg.locator('circle').count()).toBe(arrows.length);
    expect(await svg.locator('path').count()).toBe(arrows.length);
    expect(await svg.evaluate((e) => getComputedStyle(e).pointerEvents)).toBe('none');
    expect(await svg.getAttribute('aria-hidden')).toBe('true');
    // A click on a circle reaches the cell below the SVG.
    const circle = at(arrows[0][0]);
    await cell(page, circle).click();
    expect(await cell(page, circle).getAttribute('aria-selected')).toBe('true');
    expect(await cell(page, circle).getAttribute('aria-label')).toContain('circle of arrow 1');
    expect(await cell(page, at(arrows[0][1][0])).getAttribute('aria-label')).toContain(
      'on arrow 1',
    );
    // 9 on an empty line cell breaks its arrow: the arrow turns red, its cells are conflicts.
    const k = arrows.findIndex(([, line]) => line.some((c) => p.puzzle[at(c)] === '.'));
    const lineCell = at(arrows[k][1].find((c) => p.puzzle[at(c)] === '.') ?? [0, 0]);
    await cell(page, lineCell).click();
    await page.keyboard.press('9');
    expect(await svg.locator('g.bad').count()).toBe(1);
    expect(await cell(page, at(arrows[k][0])).getAttribute('aria-label')).toContain('conflict');
    await page.screenshot({ path: '/tmp/widget-arrow-conflict.png' });
    await page.keyboard.press('Control+z');
    expect(await svg.locator('g.bad').count()).toBe(0);
    // A hint on an arrow board: the engine gets the arrows, so its step is sound for them.
    await page.keyboard.press('h');
    await page.keyboard.press('h');
    const full = (await events(page, 'sudoku-hint')).at(-1);
    expect(full?.detail.stage).toBe('full');
    expect(['step', 'reveal']).toContain(full?.detail.kind);
    await page.keyboard.press('h');
    // A few entries, then the screenshots in both themes.
    const empties = [...p.puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));
    for (const i of empties.slice(0, 4)) {
      await cell(page, i).click();
      await page.keyboard.press(p.solution[i]);
    }
    await page.screenshot({ path: '/tmp/widget-arrow-light.png' });
    await page.locator('sudoku-break').evaluate((e) => e.setAttribute('theme', 'dark'));
    await page.screenshot({ path: '/tmp/widget-arrow-dark.png' });
    // The rest of the game: the whole board, the arrows holding.
    for (const i of empties) {
      if ((await boardOf(page))[i] !== '.') continue;
      await cell(page, i).click();
      await page.keyboard.press(p.solution[i]);
    }
    const solved = await waitForEvent(page, 'sudoku-solved');
    expect(solved.detail).toMatchObject({ variant: 'arrow', seed: 'arrows', mistakes: 1 });
    expect(await boardOf(page)).toBe(p.solution);
    await page.close();
  });

  it('with the API down, the same arrow puzzle is made locally', async () => {
    const page = await open(
      `start="game" variant="arrow" seed="arrows" level="easy" api="${chrome.servers.deadApi}"`,
    );
    expect((await waitForEvent(page, 'sudoku-ready')).detail.source).toBe('local');
    expect((await waitForEvent(page, 'sudoku-fallback')).detail.reason).toBe('network');
    expect(await boardOf(page)).toBe(p.puzzle);
    expect(await page.locator('sudoku-break svg.arrows circle').count()).toBe(arrows.length);
    await page.close();
  });
});
