// Focus and selection are one cell: the roving tabindex is always on the selected cell, and when
// the focus is on the board it follows the selection wherever an action moves it (a hint applied
// by keyboard, above all), so typing goes to the cell shown as selected. Checked after every
// kind of action: hint stages, undo/redo, notes, keypad, Solve's fill.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generate } from '../../shared/index.ts';
import { newGame } from '../../widget/model/game.ts';
import { loadDeferred } from '../../widget/services/deferred.ts';
import { nextHint } from '../../widget/services/hints.ts';
import { boardOf, openWidget, useChromium, waitForEvent } from './harness.ts';

const chrome = useChromium();
// The hint followed in Node runs on the engine's deferred part, which the widget loads on demand.
await loadDeferred();

const made = generate({ seed: 'focus', size: 9, level: 'easy' });
const g = made.ok ? newGame(made.value) : null;
const first = g && nextHint(g);
if (!made.ok || !g || !first) throw new Error('fixture');
const p = made.value;
/** Where the first hint writes its digit. */
const hintCell = first.move.place[0]?.cell ?? first.cells[0];
/** An empty cell elsewhere, where the player starts. */
const start = [...p.puzzle].findIndex((ch, i) => ch === '.' && i !== hintCell);

/** The selected cell, the cell in the tab order, and the focused cell (-1: not a cell). */
function state(page: Page): Promise<{ selected: number; tabStop: number; focus: number }> {
  return page.evaluate(() => {
    const root = document.querySelector('sudoku-break')?.shadowRoot;
    const at = (e: Element | null | undefined) => Number(e?.getAttribute('data-i') ?? -1);
    return {
      selected: at(root?.querySelector('[role=gridcell][aria-selected=true]')),
      tabStop: at(root?.querySelector('[role=gridcell][tabindex="0"]')),
      focus: at(root?.activeElement?.closest('[role=gridcell]')),
    };
  });
}

/** One cell is selected, in the tab order and (when the board has the focus) focused. */
async function expectOne(page: Page, cell: number, focus = true): Promise<void> {
  const s = await state(page);
  expect(s.selected).toBe(cell);
  expect(s.tabStop).toBe(cell);
  if (focus) expect(s.focus).toBe(cell);
  expect(await page.locator('sudoku-break [role=gridcell][tabindex="0"]').count()).toBe(1);
}

const open = () =>
  openWidget(chrome, 'start="game" seed="focus" level="easy" api="off"', { ready: true });

describe('focus follows the selection', () => {
  it('through a hint by keyboard: nudge, full step, and the move to its cell', async () => {
    expect(start).not.toBe(hintCell);
    const page = await open();
    await page.locator(`sudoku-break [data-i="${start}"]`).click();
    await expectOne(page, start);
    await page.keyboard.press('h');
    await waitForEvent(page, 'sudoku-hint', 1);
    await expectOne(page, start);
    await page.keyboard.press('h');
    await waitForEvent(page, 'sudoku-hint', 2);
    await expectOne(page, start);
    await page.keyboard.press('h');
    await waitForEvent(page, 'sudoku-hint', 3);
    await expectOne(page, hintCell);
    // Typing goes where the focus ring is: the arrow keys move from the hint's cell.
    await page.keyboard.press(hintCell % 9 === 8 ? 'ArrowLeft' : 'ArrowRight');
    const next = hintCell % 9 === 8 ? hintCell - 1 : hintCell + 1;
    await expectOne(page, next);
    await page.close();
  });

  it('through undo, redo, notes, the keypad and Solve', async () => {
    const page = await open();
    const cell = (i: number) => page.locator(`sudoku-break [data-i="${i}"]`);
    await cell(start).click();
    await page.keyboard.press(p.solution[start]);
    await expectOne(page, start);
    await page.keyboard.press('Control+z');
    await expectOne(page, start);
    await page.keyboard.press('Control+y');
    await expectOne(page, start);
    await page.keyboard.press('n');
    await page.keyboard.press('ArrowDown');
    const below = start + 9 < 81 ? start + 9 : start;
    await page.keyboard.press('Shift+Digit2');
    await expectOne(page, below);
    await page.keyboard.press('n');
    // The keypad keeps its own focus, and the tab stop stays on the selected cell.
    const key = page.getByRole('button', { name: '3', exact: true });
    await key.click();
    await expectOne(page, below, false);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expectOne(page, below, false);
    // Solve's fill takes the focus back to the selected cell.
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await page.getByRole('button', { name: 'Fill now', exact: true }).click();
    expect(await boardOf(page)).toBe(p.solution);
    await expectOne(page, below);
    await page.close();
  });
});
