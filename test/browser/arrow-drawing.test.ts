// Arrow Sudoku drawn under and around the digits, in real Chromium: no point of any arrow's line
// or head falls inside a digit's box (givens, the player's digits, a broken arrow's digits), the
// rings stay inside their cells around the circle's digit, pencil marks sit above the strokes
// with a halo, and a broken arrow turns the conflict colour while its digits stay readable.
// Screenshots: /tmp/widget-arrow-drawing-*.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generate } from '../../shared/index.ts';
import { axe, openWidget, useChromium } from './harness.ts';

const chrome = useChromium();

const made = generate({ seed: 'arrows', level: 'easy', variant: 'arrow' });
if (!made.ok) throw new Error('fixture');
const p = made.value;
const arrows = p.arrows ?? [];
const at = ([r, c]: readonly [number, number]) => r * 9 + c;

const open = (theme: string, width = 375) =>
  openWidget(
    chrome,
    `start="game" variant="arrow" seed="arrows" level="easy" api="off" theme="${theme}"`,
    { width, height: 900, ready: true },
  );

/** Points of every arrow path (every 0.02 cell) that fall inside a digit's box, in pixels. */
function crossings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('sudoku-break')?.shadowRoot;
    const svg = root?.querySelector('svg.arrows');
    if (!root || !svg) return ['no arrows'];
    const frame = svg.getBoundingClientRect();
    const unit = frame.width / 9;
    const digits = [...root.querySelectorAll('[role=gridcell] > span:not(.notes)')].map((s) =>
      s.getBoundingClientRect(),
    );
    const hits: string[] = [];
    for (const path of svg.querySelectorAll('path')) {
      const length = path.getTotalLength();
      for (let t = 0; t <= length; t += 0.02) {
        const { x, y } = path.getPointAtLength(t);
        const [px, py] = [frame.left + x * unit, frame.top + y * unit];
        for (const d of digits) {
          if (px > d.left + 1 && px < d.right - 1 && py > d.top + 1 && py < d.bottom - 1)
            hits.push(`${x.toFixed(2)},${y.toFixed(2)}`);
        }
      }
    }
    return hits;
  });
}

const cell = (page: Page, i: number) => page.locator(`sudoku-break [data-i="${i}"]`);

/** WCAG contrast of an element's text against its cell's background. */
function contrastOf(page: Page, i: number): Promise<number> {
  return cell(page, i).evaluate((c) => {
    const rgb = (s: string) => (s.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = (s: string) => {
      const [r, g, b] = rgb(s).map((v) => {
        const x = v / 255;
        return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const span = c.querySelector('span') ?? c;
    const [a, b] = [lum(getComputedStyle(span).color), lum(getComputedStyle(c).backgroundColor)];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}

describe('arrow drawing', () => {
  it('lines and heads go around the digits; rings stay around theirs', async () => {
    const page = await open('light');
    expect(await crossings(page)).toEqual([]);
    // Rings: inside the cell, not filled, larger than the circle's digit.
    const rings = await page
      .locator('sudoku-break svg.arrows circle')
      .evaluateAll((cs) =>
        cs.map((c) => ({ r: Number(c.getAttribute('r')), fill: getComputedStyle(c).fill })),
      );
    expect(rings).toHaveLength(arrows.length);
    for (const ring of rings) {
      expect(ring.r).toBeLessThan(0.46);
      expect(ring.fill).toBe('none');
    }
    // Digits written on the lines: each line breaks around them.
    const empties = arrows.flatMap(([, line]) => line.map(at)).filter((i) => p.puzzle[i] === '.');
    expect(empties.length).toBeGreaterThan(2);
    for (const i of empties) {
      await cell(page, i).click();
      await page.keyboard.press(p.solution[i]);
    }
    expect(await crossings(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/widget-arrow-drawing-light.png' });
    await page.close();
  });

  it('pencil marks sit above the arrows, with a halo, in both themes', async () => {
    for (const theme of ['light', 'dark']) {
      const page = await open(theme);
      await page.locator('sudoku-break .tools > button').first().click();
      const circle = at(arrows.find(([c]) => p.puzzle[at(c)] === '.')?.[0] ?? [0, 0]);
      const notes = cell(page, circle).locator('.notes');
      expect(await notes.count()).toBe(1);
      const style = await notes.evaluate((n) => ({
        z: Number(getComputedStyle(n).zIndex),
        shadow: getComputedStyle(n).textShadow,
        svgZ: Number(getComputedStyle(n.closest('.grid')?.querySelector('svg') as Element).zIndex),
      }));
      expect(style.z).toBeGreaterThan(style.svgZ);
      expect(style.shadow).not.toBe('none');
      expect(await crossings(page)).toEqual([]);
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/widget-arrow-drawing-notes-${theme}.png` });
      await page.close();
    }
  });

  it('a broken arrow turns the conflict colour, its digits readable and uncrossed', async () => {
    for (const theme of ['light', 'dark']) {
      const page = await open(theme, 520);
      const k = arrows.findIndex(([, line]) => line.some((c) => p.puzzle[at(c)] === '.'));
      const target = at(arrows[k][1].find((c) => p.puzzle[at(c)] === '.') ?? [0, 0]);
      await cell(page, target).click();
      await page.keyboard.press('9');
      const bad = page.locator('sudoku-break svg.arrows g.bad');
      expect(await bad.count()).toBe(1);
      const [stroke, conflict] = await bad.evaluate((g) => [
        getComputedStyle(g).stroke,
        getComputedStyle(g.closest('.grid')?.querySelector('.conflict') ?? g).color,
      ]);
      expect(stroke).toBe(conflict);
      expect(await crossings(page)).toEqual([]);
      for (const i of [at(arrows[k][0]), ...arrows[k][1].map(at)]) {
        if ((await cell(page, i).textContent())?.trim()) {
          expect(await contrastOf(page, i)).toBeGreaterThanOrEqual(4.5);
        }
      }
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/widget-arrow-drawing-conflict-${theme}.png` });
      await page.close();
    }
  });
});
