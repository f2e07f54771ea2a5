/**
 * Difficulty levels and the givens each allows. The 9x9 ranges are seed 001's table (plus
 * expert) and 4x4 scales them by the board's share of cells; the other sizes are measured (see
 * GIVENS_MEASURED). Every size but 4x4 also grades each level by the techniques it needs (see
 * grade.ts and the logic library's levels).
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
 * Measured with `npm run bench -- --only=big` and the generator's own draws. 6x6: the catalogue
 * the harder levels start from holds minimal puzzles of 9-12 givens, and singles fill a few more
 * before the first harder step, which can be given back. 16x16 and 25x25: removal that keeps a
 * puzzle to singles goes down to about 94 and 267 givens, as far as removal that keeps it merely
 * unique, so givens tell less about the level than on 9x9; removal under a level's ceiling first
 * needs medium at about 113 and 325 givens, hard at about 109 and 311, and unique removal passes
 * beyond hard at about 110 and 300. Each range sits where its level turns up within a request's
 * time: a draw that has to go on below where its level appeared pays a logic check for nearly
 * every further removal. 16x16 easy keeps the 9x9 easy share of the cells.
 */
const GIVENS_MEASURED: Partial<Record<Size, Record<Level, readonly [number, number]>>> = {
  6: { easy: [16, 18], medium: [12, 15], hard: [11, 14], expert: [10, 13] },
  16: { easy: [111, 126], medium: [104, 116], hard: [100, 112], expert: [96, 104] },
  25: { easy: [315, 345], medium: [305, 330], hard: [295, 320], expert: [285, 305] },
};

/** The smallest and largest number of givens a puzzle of this level and size may have. */
export function givensRange(size: Size, level: Level): readonly [number, number] {
  const measured = GIVENS_MEASURED[size];
  if (measured) return measured[level];
  const [lo, hi] = GIVENS_9X9[level];
  if (size === 9) return [lo, hi];
  const share = (size * size) / 81;
  return [Math.round(lo * share), Math.round(hi * share)];
}
