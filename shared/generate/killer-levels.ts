/**
 * Killer Sudoku levels on 9x9, as a player feels them: the size of the cages (small cages have
 * few ways to make their sum, large ones many), how many one-cell cages (free digits) there may
 * be, and what the logic engine needs to solve the puzzle (killer-puzzle.ts checks it):
 * - easy: cages of 2-3 cells, each cage's last cell chosen so that its sum has as few
 *   combinations as it can, up to 10 one-cell cages where growth leaves them, and nothing
 *   beyond singles and cage combinations;
 * - medium: cages of 2-4 cells, up to 6 one-cell cages, and a step of medium level (locked
 *   candidates, cage/house interactions, pairs), none harder;
 * - hard: cages of 2-5 cells, at most 4 one-cell cages, and a hard step (the 45 rule, triples,
 *   fish, wings), solved by the library without a guess;
 * - expert: cages of 2-6 cells, at most 3 one-cell cages, the 45 rule, and a hard step or more
 *   (including puzzles whose last steps are beyond the library).
 * Measured (npm run bench -- --only=killer): one-cell cages merge into a neighbour or dissolve
 * for the larger levels, which is what keeps them rare there. No level has givens.
 */
import type { CageShape } from './killer-cages.ts';
import type { Level } from './levels.ts';

export interface KillerLevel {
  readonly shape: CageShape;
  /** Most one-cell cages a puzzle may keep. */
  readonly singles: number;
}

export const KILLER_LEVELS: Record<Level, KillerLevel> = {
  easy: { shape: { sizes: [0, 8, 2], fewestWays: 100, mergeSingles: 0 }, singles: 10 },
  medium: { shape: { sizes: [0, 5, 4, 1], fewestWays: 60, mergeSingles: 3 }, singles: 6 },
  hard: { shape: { sizes: [0, 4, 4, 3, 1], fewestWays: 20, mergeSingles: 5 }, singles: 4 },
  expert: { shape: { sizes: [0, 2, 3, 3, 2, 1], fewestWays: 0, mergeSingles: 6 }, singles: 3 },
};
