// Switching language and theme on the fly in real Chromium: the labels change (English and
// Bahasa Indonesia), the colours follow the theme or the system's scheme, and the game is not
// restarted.
import { describe, expect, it } from 'vitest';
import { events, useChromium } from './harness.ts';
import { button, label, openGame } from './play-support.ts';

const chrome = useChromium();

describe('language and theme', () => {
  it('switch on the fly', async () => {
    const page = await openGame(chrome, 'seed="lang"');
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
