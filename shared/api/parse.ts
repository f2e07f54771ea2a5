/**
 * `parse(input)`: any puzzle form (text with or without decoration, rows, a flat array, or a
 * grid) as a checked grid. The board reader is total on values; a caller's object that throws
 * while it is read (a getter, a proxy) is a puzzle that could not be read.
 */
import type { Grid } from '../board/grid.ts';
import type { Result } from '../errors.ts';
import { attempt, type PuzzleLike, readGrid } from './input.ts';

/** Takes anything: a value that is no puzzle is an error, so `parse` doubles as a validator. */
export const parse = (input: PuzzleLike | unknown): Result<Grid> => attempt(() => readGrid(input));
