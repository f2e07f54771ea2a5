/**
 * Writes a grid as text (one character a cell, row by row, `.` for empty), as rows of numbers, or
 * as a decorated multi-line picture for people.
 */
import { BOX_SHAPES } from './geometry.ts';
import type { Grid } from './grid.ts';

const CHARS = '.123456789ABCDEFGHIJKLMNOP';

export const charOfDigit = (digit: number): string =>
  (typeof digit === 'number' && CHARS[digit]) || '?';

export type FormatStyle = 'line' | 'rows' | 'pretty';

/** A grid as one line of text: what `formatGrid` writes by default. */
export const formatLine = ({ cells }: Grid): string => lineOf(cells);

/**
 * Cells as one line of text, from any list of digits (the generator's are bytes: copying them
 * into an array first cost five times as much).
 */
export function lineOf(cells: ArrayLike<number>): string {
  let text = '';
  for (let i = 0; i < cells.length; i++) text += charOfDigit(cells[i]);
  return text;
}

export function formatGrid(grid: Grid, style: 'rows'): number[][];
export function formatGrid(grid: Grid, style?: 'line' | 'pretty'): string;
export function formatGrid(grid: Grid, style: FormatStyle = 'line'): string | number[][] {
  const { size, cells } = grid;
  if (style === 'rows')
    return Array.from({ length: size }, (_, r) => cells.slice(r * size, (r + 1) * size));
  if (style === 'line') return formatLine(grid);
  const { width, height } = BOX_SHAPES[size];
  const lines: string[] = [];
  const rule = Array.from({ length: size / width }, () => '-'.repeat(width * 2 + 1)).join('+');
  for (let r = 0; r < size; r++) {
    if (r > 0 && r % height === 0) lines.push(rule);
    const parts: string[] = [];
    for (let b = 0; b < size / width; b++) {
      const chunk = cells.slice(r * size + b * width, r * size + (b + 1) * width).map(charOfDigit);
      parts.push(` ${chunk.join(' ')} `);
    }
    lines.push(parts.join('|'));
  }
  return lines.join('\n');
}
