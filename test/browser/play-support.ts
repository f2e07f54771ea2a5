// What the play tests share: a game opened against the working API, a generated puzzle to play,
// and the widget's cells (by index, with their accessible label) and buttons (by their accessible
// name).
import type { Page } from 'playwright-core';
import { generate, type Level } from '../../shared/index.ts';
import { openWidget, type useChromium } from './harness.ts';

/** The widget with `attrs`, straight into a game served by the working API, once it is ready. */
export const openGame = (chrome: ReturnType<typeof useChromium>, attrs: string): Promise<Page> =>
  openWidget(chrome, `start="game" ${attrs} api="${chrome.servers.api('ok')}"`, { ready: true });

export function puzzle(seed: string, level: Level = 'easy') {
  const made = generate({ seed, size: 9, level });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

export const cell = (page: Page, i: number) => page.locator(`sudoku-break [data-i="${i}"]`);
export const label = (page: Page, i: number) => cell(page, i).getAttribute('aria-label');
export const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });
