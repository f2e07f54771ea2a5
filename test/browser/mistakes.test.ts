// Mistakes in real Chromium: the three checking modes (`mistakes` attribute) mark and count what
// they show, Check marks every wrong digit, the mistake limit ends the game (Continue, Restart,
// which sends `sudoku-restart`), `sudoku-solved` reports the mistakes shown, and marks and
// counts survive a reload.
// Screenshots: /tmp/widget-mistakes-*.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generate } from '../../shared/index.ts';
import { axe, boardOf, events, openWidget, useChromium, waitForEvent } from './harness.ts';

const chrome = useChromium();

const made = generate({ seed: 'mistakes', size: 9, level: 'easy' });
if (!made.ok) throw new Error(made.error.message);
const p = made.value;
const empties = [...p.puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));

/** The digits a cell's row, column and box already show in the puzzle. */
function seen(i: number): Set<string> {
  const r = Math.floor(i / 9);
  const c = i % 9;
  const out = new Set<string>();
  for (let j = 0; j < 81; j++) {
    const rj = Math.floor(j / 9);
    const cj = j % 9;
    const box =
      Math.floor(rj / 3) === Math.floor(r / 3) && Math.floor(cj / 3) === Math.floor(c / 3);
    if ((rj === r || cj === c || box) && p.puzzle[j] !== '.') out.add(p.puzzle[j]);
  }
  return out;
}

/** A wrong digit that breaks no rule on the puzzle's board: only checking can tell. */
function quietWrong(): { cell: number; digit: string } {
  for (const cell of empties) {
    const taken = seen(cell);
    const digit = [...'123456789'].find((d) => d !== p.solution[cell] && !taken.has(d));
    if (digit) return { cell, digit };
  }
  throw new Error('fixture: no quiet wrong digit');
}

/** A wrong digit that repeats a given in its row: a conflict. */
function clashing(cell: number): string {
  const r = Math.floor(cell / 9);
  const digit = [...p.puzzle.slice(r * 9, r * 9 + 9)].find((ch) => ch !== '.');
  if (!digit) throw new Error('fixture: empty row');
  return digit;
}

const open = (attrs: string) =>
  openWidget(chrome, `start="game" seed="mistakes" level="easy" api="off" ${attrs}`, {
    ready: true,
  });

const cell = (page: Page, i: number) => page.locator(`sudoku-break [data-i="${i}"]`);
const counter = (page: Page) => page.locator('sudoku-break [part~=mistakes] .mcount');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const live = (page: Page) => page.locator('sudoku-break [role=status][aria-live]').textContent();
const wrongCells = (page: Page) =>
  page.evaluate(() =>
    [
      ...(document.querySelector('sudoku-break')?.shadowRoot?.querySelectorAll('.cell.wrong') ??
        []),
    ].map((c) => Number(c.getAttribute('data-i'))),
  );

async function put(page: Page, i: number, digit: string): Promise<void> {
  await cell(page, i).click();
  await page.keyboard.press(digit);
}

describe('checking modes', () => {
  it('instant: a wrong digit is marked at once and counted, with no Check to press', async () => {
    const page = await open('mistakes="instant"');
    expect(await counter(page).textContent()).toBe('Mistakes 0');
    expect(await button(page, 'Check').count()).toBe(0);
    const { cell: at, digit } = quietWrong();
    await put(page, at, digit);
    await expect.poll(() => wrongCells(page)).toEqual([at]);
    expect(await cell(page, at).getAttribute('aria-label')).toContain('wrong');
    expect(await counter(page).textContent()).toBe('Mistakes 1');
    expect(await live(page)).toContain('Mistakes 1');
    await page.screenshot({ path: '/tmp/widget-mistakes-instant.png' });
    // Put right, the mark goes; the count stays (undo does not take a mistake back).
    await page.keyboard.press(p.solution[at]);
    await expect.poll(() => wrongCells(page)).toEqual([]);
    expect(await counter(page).textContent()).toBe('Mistakes 1');
    await page.close();
  });

  it('conflicts (default): a clash is shown and counted; Check finds the quiet wrong digit', async () => {
    const page = await open('');
    const quiet = quietWrong();
    await put(page, quiet.cell, quiet.digit);
    // Breaking no rule, it is neither marked nor counted yet.
    expect(await wrongCells(page)).toEqual([]);
    expect(await counter(page).textContent()).toBe('Mistakes 0');
    const other = empties.find((i) => i !== quiet.cell) ?? -1;
    await put(page, other, clashing(other));
    await expect.poll(() => cell(page, other).getAttribute('class')).toContain('conflict');
    expect(await counter(page).textContent()).toBe('Mistakes 1');
    const changes = (await events(page, 'sudoku-change')).length;
    await button(page, 'Check').click();
    await expect.poll(() => wrongCells(page)).toEqual([quiet.cell, other].sort((a, b) => a - b));
    expect(await counter(page).textContent()).toBe('Mistakes 2');
    expect(await live(page)).toContain('2 wrong digits marked');
    // Check is no move: no event, nothing to undo.
    expect((await events(page, 'sudoku-change')).length).toBe(changes);
    await page.screenshot({ path: '/tmp/widget-mistakes-check.png' });
    expect(await axe(page)).toEqual([]);
    await page.close();
  });

  it('off: nothing is shown or counted until Check', async () => {
    const page = await open('mistakes="off"');
    expect(await counter(page).count()).toBe(0);
    const at = empties[0];
    await put(page, at, clashing(at));
    await expect.poll(async () => (await boardOf(page))[at]).toBe(clashing(at));
    expect(await cell(page, at).getAttribute('class')).not.toContain('conflict');
    expect(await cell(page, at).getAttribute('aria-label')).not.toContain('conflict');
    expect(await counter(page).count()).toBe(0);
    await button(page, 'Check').click();
    await expect.poll(() => wrongCells(page)).toEqual([at]);
    expect(await counter(page).textContent()).toBe('Mistakes 1');
    await page.close();
  });

  it('follows a live change of the attribute, and keeps marks and count over a reload', async () => {
    const page = await open('id="m" mistakes="off"');
    const quiet = quietWrong();
    await put(page, quiet.cell, quiet.digit);
    await page.locator('sudoku-break').evaluate((el) => el.setAttribute('mistakes', 'instant'));
    await expect.poll(() => wrongCells(page)).toEqual([quiet.cell]);
    expect(await counter(page).textContent()).toBe('Mistakes 1');
    await page.reload();
    expect((await waitForEvent(page, 'sudoku-ready')).detail.source).toBe('saved');
    expect(await wrongCells(page)).toEqual([quiet.cell]);
    expect(await counter(page).textContent()).toBe('Mistakes 1');
    await page.close();
  });
});

describe('mistake limit', () => {
  it('ends the game at the limit; Continue gives one more chance, Restart a fresh start', async () => {
    const page = await open('id="limit" mistakes="instant" mistake-limit="2"');
    expect(await counter(page).textContent()).toBe('Mistakes 0/2');
    const frame = await page.locator('sudoku-break').boundingBox();
    const [a, b, c] = empties;
    await put(page, a, clashing(a));
    expect(await counter(page).textContent()).toBe('Mistakes 1/2');
    await put(page, b, clashing(b));
    const over = page.locator('sudoku-break [part=over]');
    await over.waitFor();
    expect(await over.textContent()).toContain('You made 2 mistakes.');
    // In the frame the game had: the panel takes the room under the board.
    expect(await page.locator('sudoku-break').boundingBox()).toEqual(frame);
    // The panel takes the pad's place and the focus; the board takes no input, the clock stops.
    expect(await page.locator('sudoku-break [part=keypad]').count()).toBe(0);
    await expect
      .poll(() =>
        page.evaluate(
          () => document.querySelector('sudoku-break')?.shadowRoot?.activeElement?.textContent,
        ),
      )
      .toBe('Game over');
    await page.screenshot({ path: '/tmp/widget-mistakes-over.png' });
    expect(await axe(page)).toEqual([]);
    const board = await boardOf(page);
    await cell(page, c).click();
    await page.keyboard.press(p.solution[c]);
    expect(await boardOf(page)).toBe(board);
    const time = await page.locator('sudoku-break [part=timer]').textContent();
    await page.waitForTimeout(1200);
    expect(await page.locator('sudoku-break [part=timer]').textContent()).toBe(time);
    // A reload keeps it over.
    await page.reload();
    await waitForEvent(page, 'sudoku-ready');
    await over.waitFor();

    await button(page, 'Continue').click();
    expect(await over.count()).toBe(0);
    expect(await counter(page).textContent()).toBe('Mistakes 2/3');
    await put(page, c, p.solution[c]);
    await expect.poll(async () => (await boardOf(page))[c]).toBe(p.solution[c]);
    await put(page, empties[3], clashing(empties[3]));
    await over.waitFor();
    expect(await over.textContent()).toContain('You made 3 mistakes.');

    expect(await events(page, 'sudoku-restart')).toEqual([]);
    await button(page, 'Restart').click();
    // The page hears of it, with the attempt given up.
    const restarted = (await waitForEvent(page, 'sudoku-restart')).detail;
    expect(restarted).toMatchObject({
      seed: 'mistakes',
      size: 9,
      level: 'easy',
      variant: 'classic',
      daily: null,
      hintsUsed: 0,
      mistakes: 3,
      mistakeMode: 'instant',
    });
    expect(restarted.time).toBeGreaterThan(0);
    expect(await over.count()).toBe(0);
    expect(await boardOf(page)).toBe(p.puzzle);
    expect(await counter(page).textContent()).toBe('Mistakes 0/2');
    expect(await page.locator('sudoku-break [part=timer]').textContent()).toBe('0:00');
    await put(page, a, p.solution[a]);
    await expect.poll(async () => (await boardOf(page))[a]).toBe(p.solution[a]);
    await page.close();
  });

  it('New Game from the game over loads another puzzle', async () => {
    const page = await open('mistakes="instant" mistake-limit="1"');
    await put(page, empties[0], clashing(empties[0]));
    await button(page, 'New Game').click();
    await waitForEvent(page, 'sudoku-ready', 2);
    expect(await page.locator('sudoku-break [part=over]').count()).toBe(0);
    expect(await boardOf(page)).not.toBe(p.puzzle);
    await page.close();
  });
});

describe('sudoku-solved', () => {
  it('reports the mistakes the player was shown, and the mode that showed them', async () => {
    const page = await open('mistakes="instant"');
    const quiet = quietWrong();
    await put(page, quiet.cell, quiet.digit);
    for (const i of empties) await put(page, i, p.solution[i]);
    const solved = await waitForEvent(page, 'sudoku-solved');
    expect(solved.detail).toMatchObject({ mistakes: 1, mistakeMode: 'instant', hintsUsed: 0 });
    await page.close();
  });
});
