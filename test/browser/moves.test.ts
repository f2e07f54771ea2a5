// Moves in real Chromium: undo and redo by keys and buttons, notes and auto notes with the
// conflicts and highlights they show, and Solve, which fills the board undoably without counting
// as a win.
import { describe, expect, it } from 'vitest';
import { boardOf, events, useChromium } from './harness.ts';
import { button, cell, label, openGame, puzzle } from './play-support.ts';

const chrome = useChromium();

describe('moves', () => {
  it('undo and redo, by keys and buttons', async () => {
    const p = puzzle('undo');
    const page = await openGame(chrome, 'seed="undo" level="easy"');
    const empties = [...p.puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));
    await cell(page, empties[0]).click();
    await page.keyboard.press(p.solution[empties[0]]);
    await cell(page, empties[1]).click();
    await page.keyboard.press(p.solution[empties[1]]);
    await page.keyboard.press('Control+z');
    expect(await label(page, empties[1])).toContain('empty');
    await page.keyboard.press('Control+z');
    expect(await boardOf(page)).toBe(p.puzzle);
    await button(page, 'Redo').click();
    await button(page, 'Redo').click();
    expect(await label(page, empties[1])).toContain(`, ${p.solution[empties[1]]}`);
    await button(page, 'Undo').click();
    expect(await label(page, empties[1])).toContain('empty');
    await page.keyboard.press('Control+y');
    expect((await boardOf(page))[empties[1]]).toBe(p.solution[empties[1]]);
    const reasons = (await events(page, 'sudoku-change')).map((e) => e.detail.reason);
    expect(reasons).toEqual(['set', 'set', 'undo', 'undo', 'redo', 'redo', 'undo', 'redo']);
    await page.close();
  });

  it('notes, auto notes, conflicts and highlights', async () => {
    const p = puzzle('notes');
    const page = await openGame(chrome, 'seed="notes" level="easy"');
    const empty = p.puzzle.indexOf('.');
    await cell(page, empty).click();
    await page.keyboard.press('n');
    expect(await button(page, 'Corner').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('1');
    await page.keyboard.press('2');
    await page.keyboard.press('n');
    await page.keyboard.press('Shift+Digit3');
    expect(await label(page, empty)).toContain('corner marks 1 2 3');
    await page.keyboard.press('Shift+Digit2');
    expect(await label(page, empty)).toContain('corner marks 1 3');
    // A digit replaces the notes.
    await page.keyboard.press(p.solution[empty]);
    expect(await label(page, empty)).not.toContain('marks');
    // Auto notes: every empty cell gets its candidates, which include its solution digit.
    await button(page, 'Auto notes').click();
    const other = p.puzzle.indexOf('.', empty + 1);
    expect(await label(page, other)).toMatch(
      new RegExp(`corner marks [1-9 ]*${p.solution[other]}`),
    );
    await page.screenshot({ path: '/tmp/widget-notes.png' });
    // A wrong digit that repeats a peer's: both cells are marked as a conflict.
    const row = Math.floor(other / 9);
    const given = [...p.puzzle.slice(row * 9, row * 9 + 9)].find((ch) => ch !== '.') ?? '1';
    await cell(page, other).click();
    await page.keyboard.press(given);
    expect(await label(page, other)).toContain('conflict');
    expect(await page.locator('sudoku-break .conflict').count()).toBe(2);
    // Row, column and box of the selection, and the cells with the same digit, are highlighted.
    expect(await page.locator('sudoku-break .peer, sudoku-break .same').count()).toBeGreaterThan(
      19,
    );
    expect(await page.locator('sudoku-break .same').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('solve fills the board, can be undone, and is not reported as solved by the player', async () => {
    const p = puzzle('solve', 'hard');
    const page = await openGame(chrome, 'seed="solve" level="hard"');
    await button(page, 'Solve').click();
    await button(page, 'Fill now').click();
    expect(await boardOf(page)).toBe(p.solution);
    await expect
      .poll(() => page.locator('sudoku-break [part~=banner]').textContent())
      .toContain('Board filled');
    expect(await events(page, 'sudoku-solved')).toEqual([]);
    await button(page, 'Undo').click();
    expect(await boardOf(page)).toBe(p.puzzle);
    await page.close();
  });
});
