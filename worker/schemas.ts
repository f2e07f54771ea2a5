/**
 * The schemas the OpenAPI document lists as components, by name. The request and response
 * schemas of the HTTP API live beside the routes they serve: fields shared by several
 * (field-schemas.ts), puzzles and the puzzle of the day (puzzle-schemas.ts), the daily archive
 * (archive-schemas.ts), batches (batch-schemas.ts), solving (solving-schemas.ts), the service
 * routes (service-schemas.ts) and print (print-schemas.ts); all composed from the engine's
 * zod/mini schemas, never restated.
 */
import type { $ZodType } from 'zod/v4/core';
import {
  AlgorithmInfoSchema,
  ConflictSchema,
  StepSchema,
  TechniqueInfoSchema,
} from '../shared/index.ts';
import { Arrows, Cages } from './api/fields.ts';
import { DailyArchiveSchema } from './api/puzzles/archive-schemas.ts';
import { PuzzleBatchSchema } from './api/puzzles/batch-schemas.ts';
import { DailyPuzzleSchema, PuzzleSchema } from './api/puzzles/schemas.ts';
import {
  CheckRequestSchema,
  CheckResponseSchema,
  HintRequestSchema,
  HintResponseSchema,
  RateRequestSchema,
  RateResponseSchema,
  SolveRequestSchema,
  SolveResponseSchema,
} from './api/solving/schemas.ts';
import { IssueSchema, ProblemSchema } from './http/problem.ts';
import { HealthSchema, OpenApiDocumentSchema, TechniquesSchema } from './service-schemas.ts';

/** Schemas listed under `components.schemas` in the OpenAPI document, by name. */
export const API_SCHEMAS = {
  Puzzle: PuzzleSchema,
  DailyPuzzle: DailyPuzzleSchema,
  DailyArchive: DailyArchiveSchema,
  PuzzleBatch: PuzzleBatchSchema,
  SolveRequest: SolveRequestSchema,
  SolveResult: SolveResponseSchema,
  CheckRequest: CheckRequestSchema,
  CheckResult: CheckResponseSchema,
  HintRequest: HintRequestSchema,
  HintResult: HintResponseSchema,
  Step: StepSchema,
  RateRequest: RateRequestSchema,
  Rating: RateResponseSchema,
  Arrows,
  Cages,
  Conflict: ConflictSchema,
  Algorithm: AlgorithmInfoSchema,
  Techniques: TechniquesSchema,
  Technique: TechniqueInfoSchema,
  Health: HealthSchema,
  OpenApiDocument: OpenApiDocumentSchema,
  Problem: ProblemSchema,
  Issue: IssueSchema,
} as const satisfies Record<string, $ZodType>;
