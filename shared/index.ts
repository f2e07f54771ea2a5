/**
 * The Sudoku Break engine: pure TypeScript with no I/O, the same in the Worker, the browser and
 * Node. Every function here takes a puzzle in any form `parse` takes (text, rows, a flat array)
 * or a parsed grid, answers `{ ok: true, value } | { ok: false, error: { code, message, path } }`,
 * and never throws. The zod schemas of every input and output come with it.
 */

// Values and schemas that go with them.
export {
  ALGORITHM_NAMES,
  type AlgorithmName,
  AlgorithmNameSchema,
  TEACHING_ALGORITHMS,
  type TeachingAlgorithm,
} from './algorithms/names.ts';
export { ALGORITHMS, type AlgorithmInfo, AlgorithmInfoSchema } from './algorithms/registry.ts';
export {
  DEFAULT_TRACE_LIMIT,
  type Elimination,
  EliminationSchema,
  MAX_TRACE_LIMIT,
  type PlaceEvent,
  PlaceEventSchema,
  type PlaceRule,
  PlaceRuleSchema,
  type RemoveEvent,
  RemoveEventSchema,
  type Trace,
  type TraceEvent,
  TraceEventSchema,
  TraceSchema,
} from './algorithms/trace.ts';
// The public functions.
export { type CheckOptions, CheckOptionsSchema, check } from './api/check.ts';
export { type FormatStyle, FormatStyleSchema, format } from './api/format.ts';
export { daily, generate } from './api/generate.ts';
export { hint } from './api/hint.ts';
export type { PuzzleLike } from './api/input.ts';
export { autoNotes } from './api/notes.ts';
export { parse } from './api/parse.ts';
export { rate } from './api/rate.ts';
export { replay } from './api/replay.ts';
export { solve } from './api/solve.ts';
export { charOfDigit } from './board/format.ts';
export { BOX_SHAPES, isSize, SIZES, type Size } from './board/geometry.ts';
export {
  type Cell,
  CellSchema,
  type Grid,
  GridSchema,
  type PuzzleInput,
  PuzzleInputSchema,
  SizeSchema,
} from './board/grid.ts';
export {
  type CheckResult,
  CheckResultSchema,
  type Conflict,
  type ConflictHouse,
  ConflictHouseSchema,
  ConflictSchema,
  type House,
  HouseSchema,
} from './check.ts';
export type { CellConstraint, PruneOutcome } from './constraints/constraint.ts';
export type { EngineError, ErrorCode, Result } from './errors.ts';
export { DateSchema, dailySeed, isCalendarDate } from './generate/daily.ts';
export { LEVELS, type Level, LevelSchema } from './generate/levels.ts';
export {
  type GeneratedPuzzle,
  GeneratedPuzzleSchema,
  type GenerateOptions,
  GenerateOptionsSchema,
  SeedSchema,
  type Variant,
  VariantSchema,
} from './generate/schema.ts';
export {
  DEFAULT_LOGIC_BUDGET,
  defaultLogicBudget,
  type HintOptions,
  HintOptionsSchema,
  type HintRequest,
  HintRequestSchema,
  type HintResult,
  HintResultSchema,
  MAX_LOGIC_BUDGET,
  type Mistake,
  MistakeSchema,
  type Notes,
  NotesSchema,
} from './hint.ts';
export { TECHNIQUE_CATALOG, type TechniqueInfo, TechniqueInfoSchema } from './logic/catalog.ts';
export {
  type Explanation,
  ExplanationSchema,
  type Explanations,
  ExplanationsSchema,
  MarkSchema,
  MoveSchema,
  type Step,
  StepSchema,
  TECHNIQUE_IDS,
  type TechniqueId,
  TechniqueIdSchema,
} from './logic/step.ts';
export {
  GUESS_SCORE,
  type RateOptions,
  RateOptionsSchema,
  type RateRequest,
  RateRequestSchema,
  type Rating,
  RatingSchema,
  type TechniqueUse,
  TechniqueUseSchema,
} from './rate.ts';
export { MAX_LIMIT, type SolveOptions, SolveOptionsSchema } from './solve/options.ts';
export {
  type SolveResult,
  SolveResultSchema,
  type SolveStats,
  SolveStatsSchema,
  type SolveStatus,
  SolveStatusSchema,
} from './solve/result.ts';
export { DEFAULT_BUDGET, defaultBudget, MAX_BUDGET } from './solve/search.ts';
export { installWasmSolver, removeWasmSolver, solverBackend } from './solve/wasm/solver9.ts';
export {
  type Arrow,
  type ArrowPuzzle,
  ArrowPuzzleSchema,
  ArrowSchema,
  ArrowsSchema,
} from './variants/arrow.ts';
export { type Cage, CageSchema, CagesSchema } from './variants/killer.ts';
export { ENGINE_VERSION } from './version.ts';
