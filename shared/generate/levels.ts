/**
 * Difficulty levels and the givens each allows. The 9x9 ranges are seed 001's table (plus
 * expert); other sizes scale them by the board's share of cells.
 */
import * as z from 'zod/mini';
import type { Size } from '../board/geometry.ts';

export const LevelSchema = z.enum(['easy', 'medium', 'hard', 'expert']);
export type Level = z.infer<typeof LevelSchema>;
export const LEVELS = LevelSchema.options;

const GIVENS_9X9: Record<Level, readonly [number, number]> = {
  easy: [35, 40],
  medium: [29, 34],
  hard: [23, 28],
  expert: [22, 27],
};

/** The smallest and largest number of givens a puzzle of this level and size may have. */
export function givensRange(size: Size, level: Level): readonly [number, number] {
  const [lo, hi] = GIVENS_9X9[level];
  if (size === 9) return [lo, hi];
  const share = (size * size) / 81;
  return [Math.round(lo * share), Math.round(hi * share)];
}
