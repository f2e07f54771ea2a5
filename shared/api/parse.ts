/**
 * `parse(input)`: any puzzle form (text with or without decoration, rows, a flat array, or a
 * grid) as a checked grid. The board reader is total already; `attempt` covers what a caller's
 * own objects may throw while being read (a getter, a proxy).
 */
import type { Grid } from '../board/grid.ts';
import { parse as readBoard } from '../board/parse.ts';
import type { Result } from '../errors.ts';
import { attempt, type PuzzleLike } from './input.ts';

/** Takes anything: a value that is no puzzle is an error, so `parse` doubles as a validator. */
export const parse = (input: PuzzleLike | unknown): Result<Grid> => attempt(() => readBoard(input));
