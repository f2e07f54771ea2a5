/**
 * `autoNotes(puzzle, options?)`: the candidates the rules allow in every empty cell, as digit
 * lists row by row (`[]` for a filled cell): the shape `hint` takes a player's notes in.
 */
import { ok, type Result } from '../errors.ts';
import { candidateNotes } from '../logic/notes.ts';
import { type CheckOptions, CheckOptionsSchema } from './check.ts';
import { attempt, type PuzzleLike, readCall } from './input.ts';

export function autoNotes(puzzle: PuzzleLike, options?: CheckOptions): Result<number[][]> {
  return attempt(() => {
    const read = readCall(puzzle, CheckOptionsSchema, options);
    if (!read.ok) return read;
    const { grid, arrows, cages } = read.value;
    return ok(candidateNotes(grid, arrows, cages));
  });
}
