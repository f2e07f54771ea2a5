/**
 * `rate(puzzle, options?)`: how hard a puzzle is for a person: its level, a HoDoKu-style score,
 * the hardest technique it needs and the technique histogram.
 */
import type { Result } from '../errors.ts';
import { type RateOptions, RateOptionsSchema, type Rating, rateGrid } from '../rate.ts';
import { attempt, type PuzzleLike, readArrows, readOptions, readPuzzle } from './input.ts';

export function rate(puzzle: PuzzleLike, options?: RateOptions): Result<Rating> {
  return attempt(() => {
    const grid = readPuzzle(puzzle);
    if (!grid.ok) return grid;
    const read = readOptions(RateOptionsSchema, options);
    if (!read.ok) return read;
    const arrows = readArrows(grid.value.size, read.value.arrows);
    if (!arrows.ok) return arrows;
    return rateGrid(grid.value, { budget: read.value.budget, arrows: arrows.value });
  });
}
