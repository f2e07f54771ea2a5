// Hints show their evidence, in real Chromium: a hidden single rings the placed copies of its
// digit whose rows, columns and boxes rule out every other open cell of the house; a naked single
// rings a placed peer of every other digit; a pattern step (here pointing) marks its candidates
// and crosses out what it removes. The nudge shows where to look, not the proof.
// Screenshots: /tmp/widget-hint-evidence-*.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { houseCells } from '../../widget/model/geometry.ts';
import { axe, openWidget, type SeenEvent, useChromium, waitForEvent } from './harness.ts';

const chrome = useChromium();

async function open(attrs: string): Promise<Page> {
  const page = await openWidget(chrome, `start="game" api="off" theme="light" ${attrs}`, {
    width: 375,
    height: 900,
    ready: true,
  });
  await page.locator('sudoku-break [role=gridcell]').first().click();
  return page;
}

const ringed = (page: Page) =>
  page.locator('sudoku-break .cell.ev').evaluateAll((cells) =>
    cells.map((c) => ({
      cell: Number(c.getAttribute('data-i')),
      digit: Number(c.querySelector('span')?.textContent),
    })),
  );

const peers = (a: number, b: number) =>
  a !== b &&
  (Math.floor(a / 9) === Math.floor(b / 9) ||
    a % 9 === b % 9 ||
    (Math.floor(a / 27) === Math.floor(b / 27) &&
      Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3)));

interface StepDetail {
  technique: string;
  placements: { cell: { row: number; col: number }; digit: number }[];
  eliminations: { cell: { row: number; col: number }; digit: number }[];
  highlight: {
    houses: { kind: 'row' | 'column' | 'box'; index: number }[];
    candidates: { cell: { row: number; col: number }; digit: number }[];
  };
}

const stepOf = (e: SeenEvent) => e.detail.step as StepDetail;
const at = (c: { row: number; col: number }) => c.row * 9 + c.col;

describe('hint evidence', () => {
  it('a hidden single rings the digits that rule out the rest of its house', async () => {
    const page = await open('seed="evidence-2" level="medium"');
    await page.keyboard.press('h');
    await waitForEvent(page, 'sudoku-hint');
    expect(await ringed(page)).toEqual([]);
    await page.keyboard.press('h');
    const step = stepOf(await waitForEvent(page, 'sudoku-hint', 2));
    expect(step.technique).toBe('hidden-single');
    const { digit } = step.placements[0];
    const target = at(step.placements[0].cell);
    const evidence = await ringed(page);
    expect(evidence.length).toBeGreaterThan(0);
    for (const e of evidence) expect(e.digit).toBe(digit);
    const values = await page
      .locator('sudoku-break [role=gridcell]')
      .evaluateAll((cells) =>
        cells.map((c) => Number(c.querySelector(':scope > span:not(.notes)')?.textContent ?? 0)),
      );
    const others = houseCells(9, step.highlight.houses[0]).filter(
      (c) => c !== target && values[c] === 0,
    );
    expect(others.length).toBeGreaterThan(0);
    for (const c of others) expect(evidence.some((e) => peers(e.cell, c))).toBe(true);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/widget-hint-evidence-hidden.png' });
    // Applied: the proof goes with the hint.
    await page.keyboard.press('h');
    expect(await ringed(page)).toEqual([]);
    await page.close();
  });

  it('a naked single rings a placed peer of every other digit', async () => {
    const page = await open('seed="evidence-1" level="medium" lang="id" theme="dark"');
    await page.keyboard.press('h');
    await page.keyboard.press('h');
    const step = stepOf(await waitForEvent(page, 'sudoku-hint', 2));
    expect(step.technique).toBe('naked-single');
    const target = at(step.placements[0].cell);
    const evidence = await ringed(page);
    expect(evidence.map((e) => e.digit).sort()).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== step.placements[0].digit),
    );
    for (const e of evidence) expect(peers(e.cell, target)).toBe(true);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/widget-hint-evidence-naked-id-dark.png' });
    await page.close();
  });

  it('a pattern step marks its candidates and crosses out its eliminations', async () => {
    const page = await open('seed="pattern-1" level="hard"');
    let step: StepDetail | null = null;
    for (
      let n = 2;
      !step || ['full-house', 'naked-single', 'hidden-single'].includes(step.technique);
      n += 3
    ) {
      if (step) await page.keyboard.press('h'); // apply the single
      await page.keyboard.press('h');
      await page.keyboard.press('h');
      step = stepOf(await waitForEvent(page, 'sudoku-hint', n));
    }
    expect(step.technique).toBe('pointing');
    const marked = await page.locator('sudoku-break .notes .k').count();
    expect(marked).toBe(step.highlight.candidates.length);
    const crossed = await page
      .locator('sudoku-break .notes .x')
      .evaluateAll((marks) => marks.map((m) => Number(m.textContent)));
    expect(crossed).toEqual(step.eliminations.map((m) => m.digit));
    for (const m of step.eliminations) {
      expect(await page.locator(`sudoku-break [data-i="${at(m.cell)}"] .notes .x`).count()).toBe(1);
    }
    await page.screenshot({ path: '/tmp/widget-hint-evidence-pattern.png' });
    await page.close();
  });
});
