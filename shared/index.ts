/**
 * The Sudoku Break engine: pure TypeScript with no I/O, the same in the Worker, the browser and
 * Node. Everything a caller needs, with the zod schemas for every input and output.
 */
export {
  ALGORITHM_NAMES,
  type AlgorithmName,
  AlgorithmNameSchema,
  TEACHING_ALGORITHMS,
  type TeachingAlgorithm,
} from './algorithms/names.ts';
export { ALGORITHMS, type AlgorithmInfo, AlgorithmInfoSchema } from './algorithms/registry.ts';
export { replay } from './algorithms/replay.ts';
export {
  type AlgorithmSolveResult,
  AlgorithmSolveResultSchema,
  type AlgorithmStats,
  AlgorithmStatsSchema,
} from './algorithms/result.ts';
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
export { charOfDigit, type FormatStyle, format } from './board/format.ts';
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
export { parse } from './board/parse.ts';
export {
  arrowConflicts,
  type CheckResult,
  CheckResultSchema,
  type Conflict,
  ConflictSchema,
  check,
  type House,
  HouseSchema,
} from './check.ts';
export type { CellConstraint, PruneOutcome } from './constraints/constraint.ts';
export type { EngineError, ErrorCode, Result } from './errors.ts';
export { DateSchema, daily, dailySeed, isCalendarDate } from './generate/daily.ts';
export {
  type GeneratedPuzzle,
  GeneratedPuzzleSchema,
  type GenerateOptions,
  GenerateOptionsSchema,
  generate,
  SeedSchema,
  VariantSchema,
} from './generate/generate.ts';
export { givensRange, LEVELS, type Level, LevelSchema } from './generate/levels.ts';
export {
  DEFAULT_LOGIC_BUDGET,
  type HintOptions,
  HintOptionsSchema,
  type HintRequest,
  HintRequestSchema,
  type HintResult,
  HintResultSchema,
  hint,
  hintRequest,
  MAX_LOGIC_BUDGET,
  type Mistake,
  MistakeSchema,
  type Notes,
  NotesSchema,
} from './hint.ts';
export { TECHNIQUE_CATALOG, type TechniqueInfo, TechniqueInfoSchema } from './logic/catalog.ts';
export { autoNotes } from './logic/notes.ts';
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
export { createPrng, type Prng } from './random/prng.ts';
export {
  GUESS_SCORE,
  type RateOptions,
  RateOptionsSchema,
  type RateRequest,
  RateRequestSchema,
  type Rating,
  RatingSchema,
  rate,
  rateRequest,
  type TechniqueUse,
  TechniqueUseSchema,
} from './rate.ts';
export {
  DEFAULT_BUDGET,
  defaultBudget,
  MAX_BUDGET,
  type SolveOptions,
  SolveOptionsSchema,
  type SolveResult,
  SolveResultSchema,
  type SolveStatus,
  SolveStatusSchema,
  solve,
} from './solve/solve.ts';
export {
  type Arrow,
  type ArrowCells,
  type ArrowPuzzle,
  ArrowPuzzleSchema,
  ArrowSchema,
  ArrowsSchema,
  arrowCells,
  arrowOf,
} from './variants/arrow.ts';
export { ENGINE_VERSION } from './version.ts';
