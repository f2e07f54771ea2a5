// Playing in real Chromium: a whole game by keyboard only (menus included), undo/redo, notes and
// auto notes, hints, Solve, reload and resume, and switching language and theme on the fly.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generate, type Level } from '../../shared/index.ts';
import { newGame } from '../../widget/model/game.ts';
import { applyHint, nextHint } from '../../widget/services/hints.ts';
import { boardOf, events, focused, openWidget, useChromium, waitForEvent } from './harness.ts';

const chrome = useChromium();

function puzzle(seed: string, level: Level = 'easy') {
  const made = generate({ seed, size: 9, level });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

const open = (attrs: string, before = '') =>
  openWidget(chrome, attrs, { wrap: (element) => `${before}${element}` });

const cell = (page: Page, i: number) => page.locator(`sudoku-break [data-i="${i}"]`);
const label = (page: Page, i: number) => cell(page, i).getAttribute('aria-label');
const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });

describe('keyboard only', () => {
  it('plays a whole game from the main menu to the celebration', async () => {
    const p = puzzle('keyboard');
    const page = await open(
      `seed="keyboard" api="${chrome.servers.api('ok')}"`,
      '<a href="#">before</a>',
    );
    await page.locator('a').focus();
    await page.screenshot({ path: '/tmp/widget-menu.png' });
    // Main menu -> Play -> Easy, with Tab and Enter only.
    await page.keyboard.press('Tab');
    expect((await focused(page)).label).toBe('Play');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'SELECT LEVEL' }).waitFor();
    await page.keyboard.press('Tab');
    expect((await focused(page)).label).toBe('Easy');
    await page.keyboard.press('Enter');
    expect((await waitForEvent(page, 'sudoku-ready')).detail).toMatchObject({
      seed: 'keyboard',
      level: 'easy',
      source: 'api',
    });
    // The game took the focus to the board: the selected cell, the only one in the tab order.
    expect((await focused(page)).role).toBe('gridcell');
    expect(await page.locator('sudoku-break [role=gridcell][tabindex="0"]').count()).toBe(1);
    expect(await boardOf(page)).toBe(p.puzzle);
    // Walk the board with the arrow keys and type every missing digit.
    await page.keyboard.press('Control+Home');
    expect((await focused(page)).index).toBe(0);
    // Snake through the rows: even rows go right, odd rows come back left.
    for (let r = 0; r < 9; r++) {
      for (let c = 0; c < 9; c++) {
        const i = r * 9 + (r % 2 ? 8 - c : c);
        if (p.puzzle[i] === '.') await page.keyboard.press(p.solution[i]);
        if (c < 8) await page.keyboard.press(r % 2 ? 'ArrowLeft' : 'ArrowRight');
      }
      if (r < 8) await page.keyboard.press('ArrowDown');
      if (r < 8) expect((await focused(page)).index).toBe((r + 1) * 9 + (r % 2 ? 0 : 8));
    }
    const solved = await waitForEvent(page, 'sudoku-solved');
    expect(solved.detail).toMatchObject({ seed: 'keyboard', hintsUsed: 0, mistakes: 0 });
    expect(solved.detail.time).toBeGreaterThan(0);
    expect(await boardOf(page)).toBe(p.solution);
    // The completion panel (results.test.ts) takes the place of the pad and the end banner.
    await expect
      .poll(() => page.locator('sudoku-break [part~=result]').textContent())
      .toContain('Solved!');
    expect(await page.locator('sudoku-break .celebrate').count()).toBe(1);
    const live = await page.locator('sudoku-break [role=status][aria-live]').textContent();
    expect(live).toContain('Solved in');
    await page.waitForTimeout(700);
    await page.screenshot({ path: '/tmp/widget-solved.png' });
    // A finished game takes no more input.
    await page.keyboard.press('Backspace');
    expect(await boardOf(page)).toBe(p.solution);
    await page.close();
  });
});

describe('moves', () => {
  it('undo and redo, by keys and buttons', async () => {
    const p = puzzle('undo');
    const page = await open(
      `start="game" seed="undo" level="easy" api="${chrome.servers.api('ok')}"`,
    );
    await waitForEvent(page, 'sudoku-ready');
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
    const page = await open(
      `start="game" seed="notes" level="easy" api="${chrome.servers.api('ok')}"`,
    );
    await waitForEvent(page, 'sudoku-ready');
    const empty = p.puzzle.indexOf('.');
    await cell(page, empty).click();
    await page.keyboard.press('n');
    expect(await button(page, 'Notes').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('1');
    await page.keyboard.press('2');
    await page.keyboard.press('n');
    await page.keyboard.press('Shift+Digit3');
    expect(await label(page, empty)).toContain('notes 1 2 3');
    await page.keyboard.press('Shift+Digit2');
    expect(await label(page, empty)).toContain('notes 1 3');
    // A digit replaces the notes.
    await page.keyboard.press(p.solution[empty]);
    expect(await label(page, empty)).not.toContain('notes');
    // Auto notes: every empty cell gets its candidates, which include its solution digit.
    await button(page, 'Auto notes').click();
    const other = p.puzzle.indexOf('.', empty + 1);
    expect(await label(page, other)).toMatch(new RegExp(`notes [1-9 ]*${p.solution[other]}`));
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

  it('hint: a nudge with highlights, then the full step, then Apply carries it out', async () => {
    const p = puzzle('hint');
    const page = await open(
      `start="game" seed="hint" level="easy" api="${chrome.servers.api('ok')}"`,
    );
    await waitForEvent(page, 'sudoku-ready');
    await cell(page, p.puzzle.indexOf('.')).click();
    await page.keyboard.press('h');
    const nudge = await waitForEvent(page, 'sudoku-hint');
    // The nudge points where to look and gives nothing away, not even to the page.
    expect(nudge.detail).toMatchObject({ stage: 'nudge', kind: 'step', step: null });
    expect(await page.locator('sudoku-break .hhouse').count()).toBeGreaterThan(0);
    expect(await page.locator('sudoku-break .hcell').count()).toBe(0);
    const hintText = () => page.locator('sudoku-break [part=hint]').textContent();
    expect(await hintText()).toBe(nudge.detail.explanation);
    await button(page, 'Show step').click();
    const full = await waitForEvent(page, 'sudoku-hint', 2);
    const step = full.detail.step as {
      placements: { cell: { row: number; col: number }; digit: number }[];
      highlight: { cells: { row: number; col: number }[] };
    };
    expect(full.detail).toMatchObject({ stage: 'full', technique: nudge.detail.technique });
    expect(await hintText()).toBe(full.detail.explanation);
    for (const c of step.highlight.cells) {
      expect(await cell(page, c.row * 9 + c.col).getAttribute('class')).toMatch(/hcell|sel/);
    }
    await page.screenshot({ path: '/tmp/widget-hint.png' });
    await button(page, 'Apply').click();
    expect((await waitForEvent(page, 'sudoku-hint', 3)).detail.stage).toBe('apply');
    const [{ cell: at, digit }] = step.placements;
    const i = at.row * 9 + at.col;
    expect(await label(page, i)).toContain(`${digit}, revealed`);
    expect(await button(page, 'Hint').isVisible()).toBe(true);
    // Revealed cells are fixed.
    await cell(page, i).click();
    await page.keyboard.press('Backspace');
    expect(await label(page, i)).toContain('revealed');
    // A wrong digit is pointed out before anything else; Apply clears it.
    const wrongAt = [...p.puzzle].findIndex((ch, k) => ch === '.' && k !== i);
    await cell(page, wrongAt).click();
    await page.keyboard.press(String((Number(p.solution[wrongAt]) % 9) + 1));
    await page.keyboard.press('h');
    expect((await waitForEvent(page, 'sudoku-hint', 4)).detail.technique).toBe('mistake');
    await cell(page, p.puzzle.search(/[1-9]/)).click();
    await page.keyboard.press('h');
    expect(await cell(page, wrongAt).getAttribute('class')).toContain('hcell');
    await page.keyboard.press('h');
    expect(await label(page, wrongAt)).toContain('empty');
    await page.close();
  });

  it('hint: an elimination shows on the pencil marks and is kept when applied', async () => {
    // Follow the hints in Node first to know how many come before the first elimination.
    const made = generate({ seed: 'hint-elim', level: 'hard' });
    let g = made.ok ? newGame(made.value) : null;
    if (!g) throw new Error('fixture');
    let before = 0;
    for (let h = nextHint(g); h && !h.move.eliminate.length; h = nextHint(g)) {
      g = applyHint(g, h);
      before++;
    }
    const page = await open(
      `start="game" seed="hint-elim" level="hard" api="${chrome.servers.api('ok')}"`,
    );
    await waitForEvent(page, 'sudoku-ready');
    await page.locator('sudoku-break [role=grid]').click();
    for (let k = 0; k < 3 * before + 2; k++) await page.keyboard.press('h');
    const shown = (await events(page, 'sudoku-hint')).at(-1);
    const step = shown?.detail.step as { eliminations: { cell: { row: number; col: number } }[] };
    expect(shown?.detail.stage).toBe('full');
    expect(step.eliminations.length).toBeGreaterThan(0);
    expect(await page.locator('sudoku-break .notes .x').count()).toBe(step.eliminations.length);
    expect(
      await page.locator('sudoku-break .notes .k, sudoku-break .notes .on').count(),
    ).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/widget-hint-elimination.png' });
    await page.keyboard.press('h');
    const { row, col } = step.eliminations[0].cell;
    expect(await label(page, row * 9 + col)).toContain('notes');
    // The next hint moves on instead of repeating the elimination.
    await page.keyboard.press('h');
    const next = (await events(page, 'sudoku-hint')).at(-1);
    expect(next?.detail.stage).toBe('nudge');
    expect(next?.detail.explanation).not.toBe(shown?.detail.explanation);
    await page.close();
  });

  it('solve fills the board, can be undone, and is not reported as solved by the player', async () => {
    const p = puzzle('solve', 'hard');
    const page = await open(
      `start="game" seed="solve" level="hard" api="${chrome.servers.api('ok')}"`,
    );
    await waitForEvent(page, 'sudoku-ready');
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

describe('clock', () => {
  it('pauses with the Pause button and while the tab is hidden', async () => {
    const page = await open(`start="game" seed="clock" api="${chrome.servers.api('ok')}"`);
    await waitForEvent(page, 'sudoku-ready');
    const seconds = async () => {
      const [m, s] = ((await page.locator('sudoku-break [part=timer]').textContent()) ?? '')
        .split(':')
        .map(Number);
      return m * 60 + s;
    };
    await expect.poll(seconds, { timeout: 3000 }).toBeGreaterThanOrEqual(1);
    // Paused: the board is hidden (no peeking, and out of the accessibility tree) and the clock
    // stands still.
    await button(page, 'Pause').click();
    expect(await page.locator('sudoku-break [role=grid]').isVisible()).toBe(false);
    expect(await page.getByRole('grid').count()).toBe(0);
    // The Pause button now says what it will do.
    expect(await button(page, 'Resume').count()).toBe(1);
    const atPause = await seconds();
    await page.keyboard.press('5');
    await page.waitForTimeout(1600);
    await button(page, 'Resume').click();
    expect(await page.locator('sudoku-break [role=grid]').isVisible()).toBe(true);
    expect(await seconds()).toBeLessThanOrEqual(atPause + 1);
    expect(await events(page, 'sudoku-change')).toEqual([]);
    // Hidden tab: the same.
    const setHidden = (hidden: boolean) =>
      page.evaluate((h) => {
        Object.defineProperty(document, 'hidden', { value: h, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    const atHide = await seconds();
    await page.waitForTimeout(1600);
    await setHidden(false);
    expect(await seconds()).toBeLessThanOrEqual(atHide + 1);
    await expect.poll(seconds, { timeout: 3000 }).toBeGreaterThan(atHide + 1);
    await page.close();
  });
});

describe('persistence', () => {
  it('reload restores the board, notes, clock and undo history', async () => {
    const p = puzzle('resume');
    const page = await open(
      `id="resume" start="game" seed="resume" level="easy" api="${chrome.servers.api('ok')}"`,
    );
    await waitForEvent(page, 'sudoku-ready');
    const [a, b, c] = [...p.puzzle].flatMap((ch, i) => (ch === '.' ? [i] : [])).slice(0, 3);
    await cell(page, a).click();
    await page.keyboard.press(p.solution[a]);
    await cell(page, b).click();
    await page.keyboard.press(p.solution[b]);
    await cell(page, c).click();
    await page.keyboard.press('Shift+Digit4');
    await page.waitForTimeout(1100);
    const before = await boardOf(page);
    await page.reload();
    expect((await waitForEvent(page, 'sudoku-ready')).detail.source).toBe('saved');
    expect(await boardOf(page)).toBe(before);
    expect(await label(page, c)).toContain('notes 4');
    expect(await page.locator('sudoku-break [part=timer]').textContent()).not.toBe('0:00');
    await button(page, 'Undo').click();
    await button(page, 'Undo').click();
    expect(await label(page, b)).toContain('empty');
    // Back in the main menu the game can be continued.
    await button(page, 'Back to menu').click();
    await button(page, 'Continue').click();
    expect(await label(page, a)).toContain(p.solution[a]);
    await page.close();
  });
});

describe('language and theme', () => {
  it('switch on the fly', async () => {
    const page = await open(`start="game" seed="lang" api="${chrome.servers.api('ok')}"`);
    await waitForEvent(page, 'sudoku-ready');
    const el = page.locator('sudoku-break');
    const bg = () =>
      page.evaluate(() => {
        const root = document.querySelector('sudoku-break')?.shadowRoot?.querySelector('.root');
        return root ? getComputedStyle(root).backgroundColor : '';
      });
    expect(await bg()).toBe('rgb(255, 255, 255)');
    await el.evaluate((e) => {
      e.setAttribute('lang', 'id');
      e.setAttribute('theme', 'dark');
    });
    await button(page, 'Permainan Baru').waitFor();
    expect(await page.locator('sudoku-break [role=grid]').getAttribute('aria-label')).toBe(
      'Sudoku 9 kali 9, Sedang',
    );
    expect(await label(page, 0)).toMatch(/^Baris 1, kolom 1, /);
    expect(await bg()).toBe('rgb(22, 25, 30)');
    await page.screenshot({ path: '/tmp/widget-dark-id.png' });
    // The game itself was not restarted.
    expect(await events(page, 'sudoku-ready')).toHaveLength(1);
    await el.evaluate((e) => {
      e.setAttribute('lang', 'en');
      e.setAttribute('theme', 'light');
    });
    await button(page, 'New Game').waitFor();
    expect(await bg()).toBe('rgb(255, 255, 255)');
    // auto follows the system colour scheme.
    await el.evaluate((e) => e.setAttribute('theme', 'auto'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(bg).toBe('rgb(22, 25, 30)');
    await page.close();
  });
});
