/**
 * The widget's one door to the engine. It imports the modules it needs directly rather than
 * `shared/index.ts` (rating, the catalog and every request schema would come along), and only
 * functions that never parse with zod at run time: `makePuzzle` rather than `generate`, say. With
 * the engine's schema definitions marked pure when bundling (bundle.ts), the zod runtime is left
 * out of /widget.js altogether. Same functions, same behaviour, fewer bytes. What a game needs
 * only now and then (making puzzles, hints, replays) is behind the second door,
 * engine-deferred.ts, a chunk loaded later.
 */
export { TEACHING_ALGORITHMS, type TeachingAlgorithm } from '../shared/algorithms/names.ts';
export type { Trace } from '../shared/algorithms/trace.ts';
// The widget writes grids only as a line of text: `formatLine` is `formatGrid`'s default style.
export { charOfDigit, formatLine as formatGrid } from '../shared/board/format.ts';
export { BOX_SHAPES, isSize, type Size } from '../shared/board/geometry.ts';
export type { Cell, Grid } from '../shared/board/grid.ts';
// The widget reads puzzles only from text: `parseText` is `parse` for a string, without the
// readers of rows, arrays and grid objects.
export { parseText as parse } from '../shared/board/parse.ts';
export { checkGrid, type House } from '../shared/check.ts';
export { cageCombos } from '../shared/constraints/cage-sums.ts';
export { dailySeed, isCalendarDate } from '../shared/generate/daily.ts';
export { LEVELS, type Level } from '../shared/generate/levels.ts';
export type { GeneratedPuzzle } from '../shared/generate/schema.ts';
export { cleanSeed } from '../shared/generate/seed.ts';
export type { HintResult, Mistake, Notes } from '../shared/hint.ts';
export type { Explanations, Step } from '../shared/logic/step.ts';
export { uniqueSolution } from '../shared/logic/unique.ts';
export { type Arrow, type ArrowCells, arrowCells } from '../shared/variants/arrow.ts';
export { type CageCells, cageCells } from '../shared/variants/killer.ts';
export { ENGINE_VERSION } from '../shared/version.ts';
