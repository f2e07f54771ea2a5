/**
 * Arrow Sudoku levels on 9x9: more arrows and fewer givens as the level rises. Arrows carry much
 * of the information, so arrow puzzles need far fewer givens than classic ones (measured: random
 * removal ends near 17 givens with 4 arrows, 11 with 8, 6 with 12).
 */
import type { Level } from './levels.ts';

export interface ArrowLevel {
  readonly arrows: number;
  readonly givens: readonly [number, number];
}

export const ARROW_LEVELS: Record<Level, ArrowLevel> = {
  easy: { arrows: 4, givens: [22, 28] },
  medium: { arrows: 6, givens: [16, 21] },
  hard: { arrows: 8, givens: [11, 15] },
  expert: { arrows: 10, givens: [6, 10] },
};
