/**
 * `rate`: how hard a puzzle is for a person. Solves it by logic alone, easiest technique first;
 * the level is the level of the hardest technique needed (expert when no technique in the library
 * gets further and a cell has to be guessed), the score adds up every step's technique score in
 * the manner of HoDoKu, and the histogram says which techniques it took and how often.
 */
import * as z from 'zod/mini';
import { type Grid, PuzzleInputSchema } from './board/grid.ts';
import { fail, ok, type Result } from './errors.ts';
import { type Level, LevelSchema } from './generate/levels.ts';
import { defaultLogicBudget, LogicBudgetSchema } from './hint.ts';
import { createState } from './logic/candidates.ts';
import { runLogic } from './logic/solver.ts';
import { TechniqueIdSchema } from './logic/step.ts';
import { LIBRARY } from './logic/techniques/index.ts';
import { uniqueSolution } from './logic/unique.ts';
import { type ArrowCells, ArrowsSchema } from './variants/arrow.ts';
import { type CageCells, CagesSchema } from './variants/killer.ts';

/** What one guess adds to the score: HoDoKu's figure for brute force. */
export const GUESS_SCORE = 10_000;

/** What `rate` takes beside the puzzle. */
export const RateOptionsSchema = z.strictObject({
  /** Arrow Sudoku: the arrows, circle then line, 0-based `[row, col]`. */
  arrows: z.optional(ArrowsSchema),
  /** Killer Sudoku: the cages, `{ sum, cells: [[row, col], ...] }`, covering the 9x9 board. */
  cages: z.optional(CagesSchema),
  /** Work budget of the logic engine (about one unit per cell or candidate looked at). */
  budget: z.optional(LogicBudgetSchema),
});
export type RateOptions = z.input<typeof RateOptionsSchema>;

/** What the rating core takes once the input is read: the budget, the checked arrows and cages. */
export interface RateSettings {
  readonly budget?: number;
  readonly arrows?: readonly ArrowCells[];
  readonly cages?: readonly CageCells[];
}

/** A request as the API receives it. */
export const RateRequestSchema = z.strictObject({
  puzzle: PuzzleInputSchema,
  arrows: z.optional(ArrowsSchema),
  cages: z.optional(CagesSchema),
  budget: z.optional(LogicBudgetSchema),
});
export type RateRequest = z.input<typeof RateRequestSchema>;

export const TechniqueUseSchema = z.object({
  technique: TechniqueIdSchema,
  name: z.string(),
  level: LevelSchema,
  /** Steps that used it. */
  count: z.int(),
  /** Its score per use. */
  score: z.int(),
});
export type TechniqueUse = z.infer<typeof TechniqueUseSchema>;

export const RatingSchema = z.object({
  level: LevelSchema,
  /** Sum of the technique scores of every step, plus GUESS_SCORE per guess. */
  score: z.int(),
  /** The hardest technique needed; null when the puzzle needs no step (already full). */
  hardest: z.nullable(TechniqueIdSchema),
  /** Techniques used, easiest first, with how often. */
  techniques: z.array(TechniqueUseSchema),
  /** Logical steps taken. */
  steps: z.int(),
  /** True when logic alone got stuck and cells had to be guessed. */
  guessing: z.boolean(),
  guesses: z.int(),
  stats: z.object({ work: z.int(), microseconds: z.number() }),
});
export type Rating = z.infer<typeof RatingSchema>;

export function rateGrid(puzzle: Grid, options: RateSettings = {}): Result<Rating> {
  const started = performance.now();
  const arrows = options.arrows ?? [];
  const cages = options.cages ?? [];
  const solved = uniqueSolution(puzzle, arrows, cages);
  if (!solved.ok) return solved;
  const state = createState(puzzle, arrows, cages);
  const run = runLogic(state, {
    solution: solved.value,
    budget: options.budget ?? defaultLogicBudget(puzzle.size),
  });
  if (run.aborted)
    return fail('budget_exceeded', 'rating this puzzle needs more work than the budget allows');
  const techniques: TechniqueUse[] = [];
  let score = run.guesses * GUESS_SCORE;
  LIBRARY.forEach((t, i) => {
    const count = run.counts[i];
    if (count === 0) return;
    techniques.push({ technique: t.id, name: t.name, level: t.level, count, score: t.score });
    score += count * t.score;
  });
  const hardest = run.hardest >= 0 ? LIBRARY[run.hardest] : null;
  const level: Level = run.guesses > 0 ? 'expert' : (hardest?.level ?? 'easy');
  return ok({
    level,
    score,
    hardest: hardest?.id ?? null,
    techniques,
    steps: run.steps,
    guessing: run.guesses > 0,
    guesses: run.guesses,
    stats: { work: state.work, microseconds: Math.round((performance.now() - started) * 1000) },
  });
}
