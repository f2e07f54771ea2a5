/**
 * One format for every grid the API answers with, whichever endpoint: `text` by default (one
 * character a cell, row by row, `.` empty, 1-9 then A-P: how puzzles always came back) or `rows`
 * (`number[][]`, 0 empty) on request, `?format=rows` on a GET and `"format": "rows"` in a POST
 * body. The schemas here document both in OpenAPI; `gridOut` and `gridsOut` turn the engine's
 * grids (text, or a flat array of cells) into the chosen format. Nothing is cached per format:
 * caches keep the engine's output and the format is applied on the way out.
 */
import * as z from 'zod/mini';
import { formatGrid } from '../../shared/board/format.ts';
import { type GeneratedPuzzle, type Grid, parse } from '../../shared/index.ts';
import { ProblemError } from './problem.ts';

export const FormatSchema = z.enum(['text', 'rows']);
export type Format = z.infer<typeof FormatSchema>;

const FORMAT_DESCRIPTION =
  'How grids come back: `text` (default), one character a cell row by row (`.` empty, 1-9 then A-P for 10-25), or `rows`, an array of rows of numbers (0 empty).';

/** The `format` query parameter of a GET that answers with grids. */
export const FormatParam = z._default(
  FormatSchema.check(z.describe(FORMAT_DESCRIPTION)),
  'text' as Format,
);

/** The `format` field of a POST body; endpoints without grids in their answer accept it too. */
export const FormatField = z.optional(FormatSchema.check(z.describe(FORMAT_DESCRIPTION)));

const TextGrid = z
  .string()
  .check(z.describe('One character a cell, row by row: `.` empty, 1-9 then A-P for 10-25.'));
const RowsGrid = z
  .array(z.array(z.int().check(z.minimum(0), z.maximum(25))))
  .check(z.describe('Rows of numbers, 0 empty (with `format=rows`).'));

/** A grid in a response: text, or rows with `format=rows`. */
export const GridSchema = z.union([TextGrid, RowsGrid]);
export type GridOut = z.infer<typeof GridSchema>;

function gridOf(value: string | readonly number[]): Grid {
  const grid = parse(value);
  // Only engine output comes here, so a grid that does not read is a bug, not bad input.
  if (!grid.ok)
    throw new ProblemError('internal_error', `a grid did not read back: ${grid.error.message}`);
  return grid.value;
}

/** One grid (the engine's text, or a flat array of cells) in the chosen format. */
export function gridOut(value: string | readonly number[], format: Format): GridOut {
  if (format === 'text' && typeof value === 'string') return value;
  const grid = gridOf(value);
  return format === 'rows' ? formatGrid(grid, 'rows') : formatGrid(grid);
}

type WithGrids<T, K extends keyof T> = Omit<T, K> & {
  [P in K]: undefined extends T[P] ? GridOut | undefined : GridOut;
};

/** A generated puzzle as it leaves the API, before its grids are formatted. */
export type PuzzleOut = Omit<GeneratedPuzzle, 'solution'> & { solution?: string };

/** `body` with the grids under `keys` (those present) in the chosen format. */
export function gridsOut<T extends object, K extends keyof T>(
  body: T,
  keys: readonly K[],
  format: Format,
): WithGrids<T, K> {
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const key of keys) {
    const value = body[key];
    if (value !== undefined) out[key as string] = gridOut(value as string | number[], format);
  }
  return out as WithGrids<T, K>;
}
