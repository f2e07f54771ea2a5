// What the play tests share: a generated puzzle to play, and the widget's cells (by index, with
// their accessible label) and buttons (by their accessible name).
import type { Page } from 'playwright-core';
import { generate, type Level } from '../../shared/index.ts';

export function puzzle(seed: string, level: Level = 'easy') {
  const made = generate({ seed, size: 9, level });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

export const cell = (page: Page, i: number) => page.locator(`sudoku-break [data-i="${i}"]`);
export const label = (page: Page, i: number) => cell(page, i).getAttribute('aria-label');
export const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });
