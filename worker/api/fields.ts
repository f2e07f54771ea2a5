/**
 * The fields several route groups share in their requests and responses, each described once
 * for the OpenAPI document: a board size and a day as query text, the `include` switch, a puzzle
 * in any form, and Arrow and Killer Sudoku's arrows and cages. Composed from the engine's
 * zod/mini schemas.
 */
import * as z from 'zod/mini';
import {
  ArrowsSchema,
  CagesSchema,
  DateSchema,
  isCalendarDate,
  PuzzleInputSchema,
  SIZES,
  SizeSchema,
} from '../../shared/index.ts';

export const SIZE_LIST = `${SIZES.slice(0, -1).join(', ')} or ${SIZES.at(-1)}`;

// Query values are text; the size is checked as text (so the message names the sizes), then
// handed to the engine's own SizeSchema.
export const SizeParam = z.pipe(
  z.pipe(
    z.string().check(z.regex(new RegExp(`^(${SIZES.join('|')})$`), `size is one of ${SIZE_LIST}`)),
    z.transform(Number),
  ),
  SizeSchema,
);

// A day as ISO 8601 writes it; `format: date` tells generated clients and validators so.
export const Day = DateSchema.check(z.meta({ format: 'date' }));

export const CalendarDate = Day.check(
  z.refine(isCalendarDate, 'not a calendar date (YYYY-MM-DD, a day that exists)'),
);

export const Include = z.enum(['solution']);

export const Arrows = ArrowsSchema.check(
  z.describe(
    "Arrow Sudoku: the arrows, as in seed 003's JSON: `[[row, col], [[row, col], ...]]` per arrow, the circle then the cells of its line from the circle outwards, 0-based. The digits on a line add up to the digit in its circle (and may repeat where the other rules allow). A line runs through neighbouring cells (king moves) and does not cross its circle.",
  ),
);

// Three cages of a Killer puzzle's top-left corner, as the API writes them; a real request
// covers all 81 cells.
const CAGES_EXAMPLE = [
  {
    sum: 3,
    cells: [
      [0, 0],
      [1, 0],
    ],
  },
  {
    sum: 15,
    cells: [
      [0, 1],
      [0, 2],
      [1, 1],
    ],
  },
  { sum: 7, cells: [[1, 2]] },
];

export const Cages = CagesSchema.check(
  z.describe(
    'Killer Sudoku (9x9 only): the cages, each `{ sum, cells: [[row, col], ...] }`, 0-based like arrows. The digits of a cage add up to its sum and do not repeat in it; the cages cover every cell exactly once, each orthogonally connected, 1-9 cells, with a sum that many different digits can make. Errors name the field: `["cages", 3, "cells", 1]` for a cell off the board, twice in a cage or already in another cage; `["cages", 3, "sum"]` for a sum the cage cannot make; `["cages"]` for uncovered cells or a board other than 9x9.',
  ),
  z.meta({ examples: [CAGES_EXAMPLE] }),
);

export const Puzzle = PuzzleInputSchema.check(
  z.describe(
    'Text, one character a cell row by row (. or 0 empty, 1-9 then A-P), rows of numbers, or a flat array of numbers (0 empty).',
  ),
);
