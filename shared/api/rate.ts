/**
 * `rate(puzzle, options?)`: how hard a puzzle is for a person: its level, a HoDoKu-style score,
 * the hardest technique it needs and the technique histogram.
 */
import type { Result } from '../errors.ts';
import { type RateOptions, RateOptionsSchema, type Rating, rateGrid } from '../rate.ts';
import { attempt, type PuzzleLike, readCall } from './input.ts';

export function rate(puzzle: PuzzleLike, options?: RateOptions): Result<Rating> {
  return attempt(() => {
    const read = readCall(puzzle, RateOptionsSchema, options);
    if (!read.ok) return read;
    const { grid, options: settings, arrows, cages } = read.value;
    return rateGrid(grid, { budget: settings.budget, arrows, cages });
  });
}
