// Hints in real Chromium: a nudge with its highlights, then the full step, then Apply carries it
// out (revealed cells stay fixed, a wrong digit is pointed out first); and an elimination that
// shows on the pencil marks and is kept once applied.
import { describe, expect, it } from 'vitest';
import { generate } from '../../shared/index.ts';
import { newGame } from '../../widget/model/game.ts';
import { loadDeferred } from '../../widget/services/deferred.ts';
import { applyHint, nextHint } from '../../widget/services/hints.ts';
import { events, useChromium, waitForEvent } from './harness.ts';
import { button, cell, label, openGame, puzzle } from './play-support.ts';

const chrome = useChromium();
// The hints followed in Node run on the engine's deferred part, which the widget loads on demand.
await loadDeferred();

describe('moves', () => {
  it('hint: a nudge with highlights, then the full step, then Apply carries it out', async () => {
    const p = puzzle('hint');
    const page = await openGame(chrome, 'seed="hint" level="easy"');
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
    const page = await openGame(chrome, 'seed="hint-elim" level="hard"');
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
    expect(await label(page, row * 9 + col)).toContain('corner marks');
    // The next hint moves on instead of repeating the elimination.
    await page.keyboard.press('h');
    const next = (await events(page, 'sudoku-hint')).at(-1);
    expect(next?.detail.stage).toBe('nudge');
    expect(next?.detail.explanation).not.toBe(shown?.detail.explanation);
    await page.close();
  });
});
