/**
 * The widget's one door to the engine. It imports the modules it needs directly rather than
 * `shared/index.ts`: the index re-exports every part of the engine (algorithms, hints, rating,
 * variants), and their top-level zod schemas are calls a bundler must keep, which would grow
 * /widget.js with code the widget never runs. Same functions, same behaviour, fewer bytes.
 */
export { charOfDigit, format } from '../shared/board/format.ts';
export { BOX_SHAPES, isSize, type Size } from '../shared/board/geometry.ts';
export type { Grid } from '../shared/board/grid.ts';
export { parse } from '../shared/board/parse.ts';
export { check } from '../shared/check.ts';
export { daily, dailySeed, isCalendarDate } from '../shared/generate/daily.ts';
export {
  type GeneratedPuzzle,
  GeneratedPuzzleSchema,
  generate,
  SeedSchema,
} from '../shared/generate/generate.ts';
export { LEVELS, type Level } from '../shared/generate/levels.ts';
export { ENGINE_VERSION } from '../shared/version.ts';

import type { Grid } from '../shared/board/grid.ts';
import { DEFAULT_BUDGET, search } from '../shared/solve/solve.ts';

/**
 * The puzzle's solution when it has exactly one (the production search, counting to 2), else
 * null. `solve()` would do the same but also links the teaching algorithms into the bundle.
 */
export function uniqueSolution(grid: Grid): number[] | null {
  const outcome = search(grid, { limit: 2, budget: DEFAULT_BUDGET });
  return !outcome.aborted && outcome.count === 1 && outcome.solution
    ? Array.from(outcome.solution)
    : null;
}
