/**
 * `hint`: what a player needs next. First the player's mistakes (entries that differ from the
 * unique solution, notes that leave out the right digit), then the next logical step from the
 * player's position — on their notes when they keep notes, intersected with what the rules allow
 * — and, when no technique in the library applies, one revealed cell, marked as a reveal.
 */
import * as z from 'zod/mini';
import { isSize, type Size } from './board/geometry.ts';
import { CellSchema, cellAt, type Grid, PuzzleInputSchema } from './board/grid.ts';
import { fail, ok, type Result } from './errors.ts';
import { createState, type LogicState } from './logic/candidates.ts';
import { describe, publicMove } from './logic/describe.ts';
import { explainMistakes, explainReveal, explainSolved } from './logic/explain/index.ts';
import { nextStep, revealCell } from './logic/solver.ts';
import { ExplanationsSchema, type Found, MoveSchema, StepSchema } from './logic/step.ts';
import { cageSingle } from './logic/techniques/cage-combination.ts';
import { LIBRARY } from './logic/techniques/index.ts';
import { uniqueSolution } from './logic/unique.ts';
import { type ArrowCells, ArrowsSchema } from './variants/arrow.ts';
import { type CageCells, CagesSchema } from './variants/killer.ts';

/**
 * Default work budget for one hint or rating, per board size (a unit is a few nanoseconds once
 * compiled: 8-10 on average over a rating of a 16x16 or 25x25 puzzle). A hint is one scan of the
 * library, at most about 20,000 units on 9x9 and 100,000 on 25x25; a rating solves the whole
 * puzzle, scanning the library once per step and in full wherever it must guess. Each default is
 * several times the most a generated puzzle of that size took to rate (measured over seeds of
 * every level: 9x9 up to 0.2 million units, the hardest puzzles of the data sets under 0.3
 * million; 16x16 up to 1.1 million, at expert; 25x25 up to 3.3 million), so hints and ratings of
 * real puzzles never run out, while a hostile board still stops within about 100 ms of CPU.
 */
const DEFAULT_LOGIC_BUDGETS: Readonly<Record<Size, number>> = {
  4: 3_000_000,
  6: 3_000_000,
  9: 3_000_000,
  16: 5_000_000,
  25: 12_000_000,
};

/** The 9x9 default; `defaultLogicBudget(size)` gives every size's. */
export const DEFAULT_LOGIC_BUDGET = DEFAULT_LOGIC_BUDGETS[9];
export const MAX_LOGIC_BUDGET = 30_000_000;

/**
 * The work budget a hint or a rating of a board this size gets when the caller names none; the
 * 9x9 default for anything that is not a size (as `defaultBudget` does), since a value read as a
 * property name could run a caller's `toString`.
 */
export const defaultLogicBudget = (size: Size): number =>
  isSize(size) ? DEFAULT_LOGIC_BUDGETS[size] : DEFAULT_LOGIC_BUDGET;

/** Pencil marks: for every cell (row by row) the digits noted there; [] for a cell without notes. */
export const NotesSchema = z
  .array(z.array(z.int().check(z.minimum(1), z.maximum(25))).check(z.maxLength(25)))
  .check(z.maxLength(625));
export type Notes = readonly (readonly number[])[];

/** What `hint` takes beside the puzzle and the player's entries. */
/** Work budget of the logic engine (about one unit per cell or candidate looked at). */
export const LogicBudgetSchema = z.int().check(z.minimum(1), z.maximum(MAX_LOGIC_BUDGET));

// The fields are written out in both schemas below rather than spread from `.shape`: a bundler
// cannot drop a property read, and one kept schema keeps the zod runtime in /widget.js.
export const HintOptionsSchema = z.strictObject({
  /** The player's pencil marks, one list per cell; hints then reason from them. */
  notes: z.optional(z.nullable(NotesSchema)),
  /** Arrow Sudoku: the arrows, circle then line, 0-based `[row, col]`. */
  arrows: z.optional(ArrowsSchema),
  /** Killer Sudoku: the cages, `{ sum, cells: [[row, col], ...] }`, covering the 9x9 board. */
  cages: z.optional(CagesSchema),
  budget: z.optional(LogicBudgetSchema),
});
export type HintOptions = z.input<typeof HintOptionsSchema>;

/** What the hint core takes once the input is read: the budget, the checked arrows and cages. */
export interface HintSettings {
  readonly budget?: number;
  readonly arrows?: readonly ArrowCells[];
  readonly cages?: readonly CageCells[];
}

/** A request as the API receives it: the puzzle, the player's board and the options. */
export const HintRequestSchema = z.strictObject({
  puzzle: PuzzleInputSchema,
  /** The player's board (givens may be repeated; 0 or `.` for empty). */
  entries: z.optional(PuzzleInputSchema),
  notes: z.optional(NotesSchema),
  arrows: z.optional(ArrowsSchema),
  cages: z.optional(CagesSchema),
  budget: z.optional(LogicBudgetSchema),
});
export type HintRequest = z.input<typeof HintRequestSchema>;

export const MistakeSchema = z.object({
  cell: CellSchema,
  /** `entry`: a digit that does not belong there; `note`: notes without the right digit. */
  kind: z.enum(['entry', 'note']),
  /** The digit the player entered (entries only; the right one is not given away). */
  digit: z.optional(z.int()),
});
export type Mistake = z.infer<typeof MistakeSchema>;

export const HintResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('mistakes'),
    mistakes: z.array(MistakeSchema),
    explanation: ExplanationsSchema,
  }),
  z.object({ kind: z.literal('step'), step: StepSchema }),
  z.object({
    kind: z.literal('reveal'),
    /** Why a cell is revealed: no technique applies, or the work budget ran out first. */
    reason: z.enum(['no-technique', 'budget']),
    placement: MoveSchema,
    explanation: ExplanationsSchema,
  }),
  z.object({ kind: z.literal('solved'), explanation: ExplanationsSchema }),
]);
export type HintResult = z.infer<typeof HintResultSchema>;

function boardOf(
  puzzle: Grid,
  entries: Grid | readonly number[] | null | undefined,
): Result<number[]> {
  const cells = puzzle.cells.slice();
  if (!entries) return ok(cells);
  const values = 'cells' in entries ? entries.cells : entries;
  const n = puzzle.size;
  if (values.length !== cells.length)
    return fail(
      'invalid_options',
      `entries need ${cells.length} cells like the puzzle, got ${values.length}`,
      ['entries'],
    );
  for (let i = 0; i < cells.length; i++) {
    const v = values[i];
    if (!Number.isInteger(v) || v < 0 || v > n)
      return fail('invalid_options', `entry ${i} holds ${String(v)}; use 0 (empty) to ${n}`, [
        'entries',
        i,
      ]);
    if (v === 0) continue;
    if (cells[i] !== 0 && cells[i] !== v) {
      const { row, col } = cellAt(n, i);
      return fail(
        'invalid_options',
        `entry at r${row + 1}c${col + 1} (${v}) overwrites the given ${cells[i]}`,
        ['entries', i],
      );
    }
    cells[i] = v;
  }
  return ok(cells);
}

function noteMasks(size: Size, notes: Notes | null | undefined): Result<Int32Array | null> {
  if (!notes || notes.length === 0) return ok(null);
  const count = size * size;
  if (notes.length !== count)
    return fail('invalid_options', `notes need one list per cell (${count}), got ${notes.length}`, [
      'notes',
    ]);
  const masks = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    for (const d of notes[i]) {
      if (!Number.isInteger(d) || d < 1 || d > size)
        return fail('invalid_options', `note ${String(d)} in cell ${i} is not a digit 1-${size}`, [
          'notes',
          i,
        ]);
      masks[i] |= 1 << (d - 1);
    }
  }
  return ok(masks);
}

/** True when a step keeps the solution: it places only right digits and removes no right one. */
function sound(step: Found, solution: Uint8Array): boolean {
  return (
    step.placements.every((m) => solution[m.cell] === m.digit) &&
    step.eliminations.every((m) => solution[m.cell] !== m.digit)
  );
}

function reveal(
  state: LogicState,
  solution: Uint8Array,
  reason: 'no-technique' | 'budget',
): HintResult {
  const cell = revealCell(state);
  const digit = solution[cell];
  return {
    kind: 'reveal',
    reason,
    placement: publicMove(state.size, { cell, digit }),
    explanation: explainReveal(state.size, cell, digit),
  };
}

export function hintGrid(
  puzzle: Grid,
  entries?: Grid | readonly number[] | null,
  notes?: Notes | null,
  options: HintSettings = {},
): Result<HintResult> {
  const { size } = puzzle;
  if (entries && 'size' in entries && entries.size !== size)
    return fail(
      'invalid_options',
      `entries are ${entries.size}x${entries.size}, the puzzle ${size}x${size}`,
      ['entries'],
    );
  const board = boardOf(puzzle, entries);
  if (!board.ok) return board;
  const masks = noteMasks(size, notes);
  if (!masks.ok) return masks;
  const arrows = options.arrows ?? [];
  const cages = options.cages ?? [];
  const solved = uniqueSolution(puzzle, arrows, cages);
  if (!solved.ok) return solved;
  const solution = solved.value;

  const wrong: Mistake[] = [];
  const wrongEntries: { cell: number; digit: number }[] = [];
  const wrongNotes: number[] = [];
  const cells = board.value;
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] !== 0 && cells[i] !== solution[i]) {
      wrong.push({ cell: cellAt(size, i), kind: 'entry', digit: cells[i] });
      wrongEntries.push({ cell: i, digit: cells[i] });
    }
  }
  if (masks.value) {
    for (let i = 0; i < cells.length; i++) {
      const mask = masks.value[i];
      if (cells[i] === 0 && mask !== 0 && (mask & (1 << (solution[i] - 1))) === 0) {
        wrong.push({ cell: cellAt(size, i), kind: 'note' });
        wrongNotes.push(i);
      }
    }
  }
  if (wrong.length > 0)
    return ok({
      kind: 'mistakes',
      mistakes: wrong,
      explanation: explainMistakes(size, wrongEntries, wrongNotes),
    });

  const state = createState({ size, cells }, arrows, cages);
  if (state.empty === 0) return ok({ kind: 'solved', explanation: explainSolved() });
  if (masks.value) {
    for (let i = 0; i < cells.length; i++)
      if (masks.value[i] !== 0) state.cands[i] &= masks.value[i];
  }
  // A one-cell cage first: its cell's digit comes from the cage, and the hint says so. Not in
  // LIBRARY's order, which rates puzzles (and so picks what a seed makes).
  const step =
    cageSingle(state) ?? nextStep(state, LIBRARY, options.budget ?? DEFAULT_LOGIC_BUDGETS[size]);
  if (step === 'budget') return ok(reveal(state, solution, 'budget'));
  // A step that contradicts the solution would be an engine bug; never show it to a player.
  if (step === null || !sound(step, solution)) return ok(reveal(state, solution, 'no-technique'));
  return ok({ kind: 'step', step: describe(step, size) });
}
