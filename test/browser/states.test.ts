// Controls answer the hand, in real Chromium (issue 24's layout defects): every button and select
// of the menus and the game looks different hovered, pressed and focused from the keyboard than
// at rest, with no tap-highlight flash; the menus are as tall as the level menu holds, not the
// game; a digit whose every instance is placed shows it on its key and says so in its name.
// Screenshots: /tmp/widget-states-*.png.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generate } from '../../shared/index.ts';
import { openWidget, useChromium } from './harness.ts';

const chrome = useChromium();

const widget = (page: Page) => page.locator('sudoku-break');

/** What a state may change: colours, the outline and the size. */
const look = (control: Locator) =>
  control.evaluate((e) => {
    const s = getComputedStyle(e);
    return [
      s.backgroundColor,
      s.color,
      s.outlineStyle,
      s.outlineColor,
      s.transform,
      s.boxShadow,
    ].join(' | ');
  });

/** The controls on show that can be used now: visible and enabled. */
async function controls(page: Page): Promise<Locator[]> {
  const all = widget(page).locator('button, select');
  const out: Locator[] = [];
  for (let i = 0; i < (await all.count()); i++) {
    const c = all.nth(i);
    if ((await c.isVisible()) && (await c.isEnabled())) out.push(c);
  }
  return out;
}

/** Rest, hover, pressed (the mouse leaves before it is let go, so nothing is clicked), focus. */
async function expectStates(page: Page, where: string): Promise<number> {
  const list = await controls(page);
  for (const control of list) {
    const name = `${where}: ${(await control.getAttribute('aria-label')) ?? (await control.textContent())?.trim()}`;
    expect(
      await control.evaluate((e) =>
        getComputedStyle(e).getPropertyValue('-webkit-tap-highlight-color'),
      ),
      name,
    ).toBe('rgba(0, 0, 0, 0)');
    await page.mouse.move(0, 0);
    const rest = await look(control);
    await control.hover();
    const hover = await look(control);
    expect(hover, `${name} hover`).not.toBe(rest);
    await page.mouse.down();
    const pressed = await look(control);
    expect(pressed, `${name} pressed`).not.toBe(rest);
    expect(pressed, `${name} pressed`).not.toBe(hover);
    await page.mouse.move(0, 0);
    await page.mouse.up();
    // Focus from the keyboard: a key press first, so the focus ring shows (:focus-visible).
    await page.keyboard.press('Shift');
    await control.focus();
    const focus = await look(control);
    expect(focus, `${name} focus`).not.toBe(rest);
    expect(await control.evaluate((e) => e.matches(':focus-visible')), name).toBe(true);
    await control.blur();
  }
  return list.length;
}

describe('control states', () => {
  it('every control of the menus and the game has hover, pressed and focus states', async () => {
    const page = await openWidget(chrome, 'level="easy" seed="states" api="off" theme="light"', {
      width: 1280,
      height: 1000,
    });
    await widget(page).locator('h2').waitFor();
    // Play, Archive and Stats, Help and About.
    expect(await expectStates(page, 'menu')).toBe(5);
    await widget(page).locator('.stack button').first().click();
    expect(await expectStates(page, 'levels')).toBe(5);
    await widget(page).locator('.stack button').first().click();
    await widget(page).locator('[role=grid]').waitFor();
    // Undo comes to life after a move.
    await widget(page).locator('[part=cell]:not([part~=given])').first().click();
    await widget(page).locator('[part=key]').first().click();
    const n = await expectStates(page, 'game');
    // Menu, Digit first, Pause, ten keys, six tools (the four entry modes, Auto notes, Undo;
    // Redo waits), three actions, Check.
    expect(n).toBe(23);
    // A replay's panel brings a select.
    await widget(page).locator('.actions button').last().click();
    await widget(page).locator('[part=solve]').waitFor();
    expect(await expectStates(page, 'solve')).toBeGreaterThan(0);
    await page.close();
  });

  it('in dark colours too', async () => {
    const page = await openWidget(
      chrome,
      'start="game" level="easy" seed="states" api="off" theme="dark"',
      {
        width: 375,
        height: 800,
        ready: true,
      },
    );
    expect(await expectStates(page, 'dark game')).toBeGreaterThanOrEqual(15);
    await widget(page).locator('[part=key]').first().hover();
    await page.mouse.down();
    await page.screenshot({ path: '/tmp/widget-states-dark-pressed.png' });
    await page.mouse.move(0, 0);
    await page.mouse.up();
    await page.close();
  });

  it('the menus are as tall as the level menu holds, not the game', async () => {
    for (const width of [375, 1280]) {
      const page = await openWidget(chrome, 'level="easy" seed="states" api="off"', {
        width,
        height: 1000,
      });
      await widget(page).locator('h2').waitFor();
      const measure = () =>
        page.evaluate(() => {
          const root = document.querySelector('sudoku-break')?.shadowRoot;
          const kids = [...(root?.querySelector('[part=menu]')?.children ?? [])].map((e) =>
            e.getBoundingClientRect(),
          );
          return {
            frame: document.querySelector('sudoku-break')?.getBoundingClientRect().height ?? 0,
            content: Math.max(...kids.map((r) => r.bottom)) - Math.min(...kids.map((r) => r.top)),
          };
        });
      const menu = await measure();
      await page.screenshot({ path: `/tmp/widget-states-menu-${width}.png` });
      await widget(page).locator('.stack button').first().click();
      const levels = await measure();
      // 360 px and the widget's padding (min(12px, 2.5%) each way), whichever menu.
      expect(levels.frame, `${width}`).toBe(menu.frame);
      expect(menu.frame, `${width}`).toBeGreaterThanOrEqual(376);
      expect(menu.frame, `${width}`).toBeLessThanOrEqual(384);
      // The level menu fills it: its content, the menu's padding (24 px each way) and 3 px.
      expect(levels.frame - levels.content, `${width}`).toBeLessThanOrEqual(2 * 24 + 2 * 12 + 3);
      expect(menu.content).toBeLessThan(levels.content);
      // The game's frame is taller: the menus do not reserve it.
      await widget(page).locator('.stack button').first().click();
      await widget(page).locator('[role=grid]').waitFor();
      expect((await measure()).frame).toBeGreaterThan(menu.frame + 150);
      await page.close();
    }
  });

  it("a finished digit's key shows it is done and says so", async () => {
    const made = generate({ seed: 'states', size: 9, level: 'easy' });
    if (!made.ok) throw new Error('fixture');
    const { puzzle, solution } = made.value;
    const page = await openWidget(
      chrome,
      'start="game" level="easy" seed="states" api="off" theme="light"',
      {
        width: 520,
        height: 1000,
        ready: true,
      },
    );
    const key = (name: string) => page.getByRole('button', { name, exact: true });
    const digit = [...'123456789'].find((d) =>
      [...puzzle].some((ch, i) => ch === '.' && solution[i] === d),
    );
    if (!digit) throw new Error('fixture');
    const other = digit === '1' ? '2' : '1';
    const rest = await look(key(other));
    expect(await look(key(digit))).toBe(rest);
    const cells = [...puzzle].flatMap((ch, i) => (ch === '.' && solution[i] === digit ? [i] : []));
    for (const [n, i] of cells.entries()) {
      // Before the last one, the key is as any other.
      expect(await key(digit).count(), `${n}`).toBe(1);
      await widget(page).locator(`[data-i="${i}"]`).click();
      await page.keyboard.press(digit);
    }
    await page.mouse.move(0, 0);
    const done = key(`${digit}, all placed`);
    expect(await done.count()).toBe(1);
    expect(await done.getAttribute('class')).toContain('done');
    expect(await look(done)).not.toBe(rest);
    expect(await look(key(other))).toBe(rest);
    await widget(page)
      .locator('[part=keypad]')
      .screenshot({ path: '/tmp/widget-states-done-key.png' });
    // Erasing one brings the key back.
    await widget(page).locator(`[data-i="${cells[0]}"]`).click();
    await page.keyboard.press('Backspace');
    expect(await key(digit).count()).toBe(1);
    await page.close();
  });
});
