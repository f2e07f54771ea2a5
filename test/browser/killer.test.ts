// Killer Sudoku in real Chromium, at 360 px and 1280 px, light and dark: the API's Killer puzzle
// (the same one made locally when the API is down, the day's Killer puzzle by date), one dashed
// outline and one sum per cage drawn under the digits without blocking clicks, sums legible and
// clear of the notes, the combinations helper for the selected cage, cage conflicts shown with
// their digits readable, hints and a replay, a game saved and restored, axe-core clean.
// Screenshots: /tmp/widget-killer-*.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cageCombos } from '../../shared/constraints/cage-sums.ts';
import { daily, generate } from '../../shared/index.ts';
import { SUM_FONT } from '../../shared/print/cage-outline.ts';
import { axe, boardOf, events, openWidget, useChromium, waitForEvent } from './harness.ts';

const chrome = useChromium();

type Cages = { sum: number; cells: number[] }[];

/** A Killer puzzle and its cages as cell indexes. */
function killer(seed: string, level: 'medium' | 'expert') {
  const made = generate({ seed, level, variant: 'killer' });
  if (!made.ok || !made.value.cages) throw new Error('fixture');
  const cages: Cages = made.value.cages.map(({ sum, cells }) => ({
    sum,
    cells: cells.map(([r, c]) => r * 9 + c),
  }));
  return { p: made.value, cages };
}
const { p, cages } = killer('killer-ui', 'medium');
// This one has a cage of 4 cells adding up to 20: 12 sets, the most any cage has.
const wide = killer('wide-0', 'expert');
const sets = ({ sum, cells }: Cages[number]) => cageCombos(cells.length, sum).length;
const widest = wide.cages.reduce((a, b) => (sets(b) > sets(a) ? b : a));

const open = (attrs: string, width: number, theme = 'light') =>
  openWidget(chrome, `start="game" variant="killer" theme="${theme}" ${attrs}`, {
    width,
    height: 900,
    ready: true,
  });

const cell = (page: Page, i: number) => page.locator(`sudoku-break [data-i="${i}"]`);

/**
 * What the board draws: per cage (in SVG order) its sum's text, the sum's box and the cell the
 * sum sits in (pixels), and whether its outline is in conflict; plus every pencil mark's box.
 */
function drawing(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('sudoku-break')?.shadowRoot;
    const svg = root?.querySelector('svg.cages') as SVGSVGElement | null;
    if (!root || !svg) return null;
    const box = (r: DOMRect) => ({ l: r.left, t: r.top, r: r.right, b: r.bottom });
    const cells = [...root.querySelectorAll('[role=gridcell]')].map((c) =>
      box(c.getBoundingClientRect()),
    );
    const groups = [...svg.querySelectorAll('g')].map((g) => {
      const text = g.querySelector('text') as SVGTextElement;
      return {
        sum: Number(text.textContent),
        box: box(text.getBoundingClientRect()),
        units: Number.parseFloat(getComputedStyle(text).fontSize),
        px:
          Number.parseFloat(getComputedStyle(text).fontSize) *
          (svg.getBoundingClientRect().width / svg.viewBox.baseVal.width),
        bad: g.classList.contains('bad'),
        pieces: (g.querySelector('path')?.getAttribute('d') ?? '').split('M').length - 1,
      };
    });
    const notes = [...root.querySelectorAll('.notes > span')]
      .filter((s) => s.textContent?.trim())
      .map((s) => ({
        ...box(s.getBoundingClientRect()),
        px: Number.parseFloat(getComputedStyle(s).fontSize),
      }));
    return { cells, groups, notes, pointer: getComputedStyle(svg).pointerEvents };
  });
}

/** The glyph of a digit is narrower and shorter than its box: about 0.72 of the font size high. */
const glyph = (b: { l: number; t: number; r: number; b: number }, px: number) => {
  const y = (b.t + b.b) / 2;
  return { l: b.l + 0.5, r: b.r - 0.5, t: y - 0.36 * px, b: y + 0.36 * px };
};
const overlap = (a: { l: number; t: number; r: number; b: number }, b: typeof a) =>
  a.l < b.r && b.l < a.r && a.t < b.b && b.t < a.b;

async function checkDrawing(page: Page, minSum: number, drawn: Cages = cages) {
  const d = await drawing(page);
  if (!d) throw new Error('no cages drawn');
  expect(d.pointer).toBe('none');
  expect(d.groups.map((g) => g.sum)).toEqual(drawn.map((c) => c.sum));
  d.groups.forEach((g, k) => {
    // In board units, the size the printed SVG and PDF sheets set their sums in.
    expect(g.units, `sum of cage ${k}`).toBe(SUM_FONT);
    expect(g.px, `sum of cage ${k}`).toBeGreaterThanOrEqual(minSum);
    // The sum sits inside its cage's first cell, in its top-left corner.
    const home = d.cells[Math.min(...drawn[k].cells)];
    expect(g.box.l).toBeGreaterThanOrEqual(home.l);
    expect(g.box.t).toBeGreaterThanOrEqual(home.t - 1);
    expect(g.box.r).toBeLessThan((home.l + home.r) / 2);
    expect(g.box.b).toBeLessThan((home.t + home.b) / 2);
    // No pencil mark under it.
    const sum = glyph(g.box, g.px);
    for (const n of d.notes)
      expect(overlap(sum, glyph(n, n.px)), `sum ${g.sum} vs a note`).toBe(false);
  });
  return d;
}

describe('killer sudoku', () => {
  it('360 px, light, notes on: cages, sums clear of the notes, the combinations helper', async () => {
    const page = await open(
      `seed="killer-ui" level="medium" api="${chrome.servers.api('ok')}"`,
      360,
    );
    expect((await events(page, 'sudoku-ready'))[0].detail).toMatchObject({
      variant: 'killer',
      source: 'api',
    });
    expect(chrome.servers.requests.some((r) => r.includes('variant=killer'))).toBe(true);
    expect(await boardOf(page)).toBe(p.puzzle);
    await page.getByRole('button', { name: 'Auto notes' }).click();
    const d = await checkDrawing(page, 9);
    expect(Math.min(...d.notes.map((n) => n.px))).toBeGreaterThanOrEqual(9);
    // Screen readers get each cell's cage.
    const big = cages.find((c) => c.cells.length >= 3) ?? cages[0];
    const [a, b] = big.cells;
    await cell(page, a).click();
    expect(await cell(page, b).getAttribute('aria-label')).toContain(
      `cage of ${big.sum} in ${big.cells.length} cells`,
    );
    // The helper: the cage, then its sets; a digit placed in the cage strikes out the others.
    const combos = page.locator('sudoku-break .combos');
    expect(await combos.locator('b').textContent()).toBe(
      `cage of ${big.sum} in ${big.cells.length} cells:`,
    );
    const before = await combos.locator('span:not(.sr)').count();
    expect(before).toBeGreaterThan(0);
    expect(await combos.locator('s').count()).toBe(0);
    await page.keyboard.press(p.solution[a]);
    const open_ = await combos.locator('span:not(.sr)').allTextContents();
    const out = await combos.locator('s').allTextContents();
    expect(open_.length + out.length).toBe(before);
    for (const set of open_) expect(set.split('\u2009')).toContain(p.solution[a]);
    for (const set of out) expect(set.split('\u2009')).not.toContain(p.solution[a]);
    if (out.length) expect(await combos.locator('.sr').textContent()).toBe('ruled out:');
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/widget-killer-360-light.png', fullPage: true });
    await page.close();
  });

  it('1280 px and 360 px (en, id), dark: legible sums; 12 sets and the mistake count fit; axe clean', async () => {
    for (const [width, lang] of [
      [1280, 'en'],
      [360, 'en'],
      [360, 'id'],
    ] as const) {
      const page = await open(
        `lang="${lang}" seed="wide-0" level="expert" api="off"`,
        width,
        'dark',
      );
      await page.locator('sudoku-break .tools > button').first().click();
      await checkDrawing(page, width === 1280 ? 12 : 9, wide.cages);
      // The cage with the most sets: the helper and the mistake count fit the message slot.
      await cell(page, widest.cells[0]).click();
      const slot = page.locator('sudoku-break .msg');
      expect(await page.locator('sudoku-break .combos > *').count()).toBe(sets(widest) + 1);
      expect(await slot.evaluate((m) => m.scrollHeight <= m.clientHeight)).toBe(true);
      expect(await axe(page)).toEqual([]);
      await page.screenshot({
        path: `/tmp/widget-killer-${width}-${lang}-dark.png`,
        fullPage: true,
      });
      await page.close();
    }
  });

  it('prints the cages and sums, light even in the dark theme', async () => {
    const page = await open(`seed="killer-ui" level="medium" api="off"`, 520, 'dark');
    await page.emulateMedia({ media: 'print' });
    const look = await page.locator('sudoku-break svg.cages').evaluate((svg) => ({
      display: getComputedStyle(svg).display,
      stroke: getComputedStyle(svg).stroke,
      text: getComputedStyle(svg.querySelector('text') as Element).fill,
    }));
    expect(look.display).not.toBe('none');
    // The light theme's cage and digit colours (tokens.ts).
    expect(look.stroke).toBe('rgb(100, 109, 121)');
    expect(look.text).toBe('rgb(27, 31, 36)');
    await checkDrawing(page, 9);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/widget-killer-print.png', fullPage: true });
    await page.close();
  });

  it('shows cage conflicts, a repeated digit and a wrong sum, with the digits readable', async () => {
    const page = await open(`seed="killer-ui" level="medium" api="off"`, 520);
    // A repeated digit: the cage's two cells with the same digit.
    const k = cages.findIndex((c) => c.cells.length >= 2);
    const [a, b] = cages[k].cells;
    for (const i of [a, b]) {
      await cell(page, i).click();
      await page.keyboard.press(p.solution[a]);
    }
    const bad = page.locator('sudoku-break svg.cages g.bad');
    expect(await bad.count()).toBeGreaterThanOrEqual(1);
    expect(await cell(page, b).getAttribute('aria-label')).toContain('conflict');
    expect((await cell(page, b).textContent())?.trim()).toBe(p.solution[a]);
    const [stroke, conflict] = await bad
      .first()
      .evaluate((g) => [
        getComputedStyle(g).stroke,
        getComputedStyle(g.closest('.grid')?.querySelector('.conflict') ?? g).color,
      ]);
    expect(stroke).toBe(conflict);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/widget-killer-conflict.png' });
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    expect(await bad.count()).toBe(0);
    // A full cage whose digits make another sum (each digit alone breaking nothing else).
    const two = cages.find(
      (c) => c.cells.length === 2 && c.sum > 3 && c.sum < 17 && p.solution[c.cells[0]] !== '1',
    );
    if (!two) throw new Error('fixture: no two-cell cage');
    const [x, y] = two.cells;
    const first = Number(p.solution[x]);
    const wrong = [1, 2, 3, 4, 5, 6, 7, 8, 9].find(
      (d) => d !== first && d !== two.sum - first && d !== Number(p.solution[y]),
    );
    await cell(page, x).click();
    await page.keyboard.press(String(first));
    await cell(page, y).click();
    await page.keyboard.press(String(wrong));
    expect(await bad.count()).toBe(1);
    for (const i of two.cells)
      expect(await cell(page, i).getAttribute('aria-label')).toContain('conflict');
    await page.close();
  });

  it('hints show the cage, a replay plays on the cages, and the game comes back after a reload', async () => {
    const page = await open(`id="k" seed="killer-ui" level="medium" api="off"`, 520);
    await cell(page, 40).click();
    await page.keyboard.press('h');
    await page.keyboard.press('h');
    const full = (await events(page, 'sudoku-hint')).at(-1);
    expect(full?.detail).toMatchObject({ stage: 'full', kind: 'step' });
    expect(await page.locator('sudoku-break .hcell').count()).toBeGreaterThan(0);
    expect(await page.locator('sudoku-break .hint').textContent()).toMatch(/cage/);
    await page.screenshot({ path: '/tmp/widget-killer-hint.png' });
    await page.keyboard.press('h');
    // The step's eliminations are written into its cells' notes; then a digit by hand.
    const notes = () => page.locator('sudoku-break .notes').allTextContents();
    expect((await notes()).length).toBeGreaterThan(0);
    await cell(page, 80).click();
    await page.keyboard.press(p.solution[80]);
    const noted = await notes();
    const after = await boardOf(page);
    expect(after).not.toBe(p.puzzle);
    await page.reload();
    await waitForEvent(page, 'sudoku-ready');
    expect(await boardOf(page)).toBe(after);
    expect(await notes()).toEqual(noted);
    expect(await page.locator('sudoku-break svg.cages g').count()).toBe(cages.length);
    // A replay of `candidates` on the cages: it ends on the solution.
    await page.getByRole('button', { name: 'Solve' }).click();
    await page.locator('sudoku-break select').selectOption('candidates');
    await page.getByRole('button', { name: 'Replay', exact: true }).click();
    await page.getByRole('button', { name: 'To the end' }).click();
    await page.waitForFunction(
      (s) => {
        const root = document.querySelector('sudoku-break')?.shadowRoot;
        const cells = [...(root?.querySelectorAll('[role=gridcell]') ?? [])];
        const shown = cells.map((c) => c.querySelector(':scope > span:not(.notes)')?.textContent);
        return shown.map((d) => d || '.').join('') === s;
      },
      p.solution,
      { timeout: 20_000 },
    );
    expect(await page.locator('sudoku-break svg.cages g.bad').count()).toBe(0);
    await page.close();
  });

  it('the day of Killer: asked by variant, the same puzzle locally when the API is down', async () => {
    const want = daily('2026-01-31', 'easy', 'killer');
    if (!want.ok) throw new Error('fixture');
    const page = await open(
      `daily="2026-01-31" level="easy" api="${chrome.servers.api('ok')}"`,
      520,
    );
    expect((await events(page, 'sudoku-ready'))[0].detail).toMatchObject({
      variant: 'killer',
      daily: '2026-01-31',
    });
    expect(
      chrome.servers.requests.some((r) => r.includes('/daily?') && r.includes('variant=killer')),
    ).toBe(true);
    expect(await page.locator('sudoku-break svg.cages g').count()).toBe(want.value.cages?.length);
    await page.close();
    const down = await open(`daily="2026-01-31" level="easy" api="${chrome.servers.deadApi}"`, 520);
    expect((await events(down, 'sudoku-ready'))[0].detail.source).toBe('local');
    const sums = await down.locator('sudoku-break svg.cages text').allTextContents();
    expect(sums.map(Number)).toEqual(want.value.cages?.map((c) => c.sum));
    await down.close();
  });
});
