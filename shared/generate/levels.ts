/**
 * Difficulty levels and the givens each allows. The 9x9 ranges are seed 001's table (plus
 * expert); other sizes scale them by the board's share of cells. On 9x9 the generator also
 * grades each level by the techniques it needs (see grade.ts and the logic library's levels).
 */
import * as z from 'zod/mini';
import type { Size } from '../board/geometry.ts';

// The list first, then the schema from it: code that only needs the names (the widget) does not
// have to keep a zod schema alive to read them.
export const LEVELS = ['easy', 'medium', 'hard', 'expert'] as const;
export const LevelSchema = z.enum(LEVELS);
export type Level = z.infer<typeof LevelSchema>;

const GIVENS_9X9: Record<Level, readonly [number, number]> = {
  easy: [35, 40],
  medium: [29, 34],
  hard: [23, 28],
  expert: [22, 27],
};

/**
 * 16x16 and 25x25 cannot simply scale the 9x9 table: removing givens at random bottoms out near
 * 37% of the cells on 16x16 (about 93-100 givens, measured) and 44% on 25x25, where the share of
 * a 9x9 hard puzzle would be 28%. Easy keeps its share; the harder levels sit where removal ends.
 */
const GIVENS_LARGE: Partial<Record<Size, Record<Level, readonly [number, number]>>> = {
  16: { easy: [111, 126], medium: [101, 110], hard: [96, 104], expert: [92, 100] },
  25: { easy: [300, 330], medium: [285, 300], hard: [276, 292], expert: [270, 288] },
};

/** The smallest and largest number of givens a puzzle of this level and size may have. */
export function givensRange(size: Size, level: Level): readonly [number, number] {
  const large = GIVENS_LARGE[size];
  if (large) return large[level];
  const [lo, hi] = GIVENS_9X9[level];
  if (size === 9) return [lo, hi];
  const share = (size * size) / 81;
  return [Math.round(lo * share), Math.round(hi * share)];
}
