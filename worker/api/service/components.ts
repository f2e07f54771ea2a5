/**
 * The schemas the OpenAPI document lists as components, by name. The request and response
 * schemas of the HTTP API live with the route group that serves them (api/<group>/schemas.ts;
 * the puzzles group also has batch-schemas.ts and archive-schemas.ts), the fields several
 * groups share in api/fields.ts and the problem document in http/problem.ts; all composed from
 * the engine's zod/mini schemas, never restated. The list is one, in one order, because the
 * document's components come in this order.
 */
import type { $ZodType } from 'zod/v4/core';
import {
  AlgorithmInfoSchema,
  ConflictSchema,
  StepSchema,
  TechniqueInfoSchema,
} from '../../../shared/index.ts';
import { IssueSchema, ProblemSchema } from '../../http/problem.ts';
import { Arrows, Cages } from '../fields.ts';
import {
  EditConflictSchema,
  PlayerSchema,
  PlayerTokenSchema,
  ProfileSchema,
  PutGameRequestSchema,
  SavedGameSchema,
} from '../players/schemas.ts';
import {
  FinishRequestSchema,
  FinishSchema,
  PlaySchema,
  PuzzleRefSchema,
  StandingSchema,
  StartPlayRequestSchema,
} from '../plays/schemas.ts';
import { DailyArchiveSchema } from '../puzzles/archive-schemas.ts';
import { PuzzleBatchSchema } from '../puzzles/batch-schemas.ts';
import { DailyPuzzleSchema, PuzzleSchema } from '../puzzles/schemas.ts';
import {
  CheckRequestSchema,
  CheckResponseSchema,
  HintRequestSchema,
  HintResponseSchema,
  RateRequestSchema,
  RateResponseSchema,
  SolveRequestSchema,
  SolveResponseSchema,
} from '../solving/schemas.ts';
import { DailyStatsSchema, LeaderboardSchema } from '../stats/schemas.ts';
import { HealthSchema, OpenApiDocumentSchema, TechniquesSchema } from './schemas.ts';

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
  PlayerToken: PlayerTokenSchema,
  Player: PlayerSchema,
  Profile: ProfileSchema,
  SavedGame: SavedGameSchema,
  SaveGameRequest: PutGameRequestSchema,
  EditConflict: EditConflictSchema,
  StartPlayRequest: StartPlayRequestSchema,
  Play: PlaySchema,
  PuzzleRef: PuzzleRefSchema,
  FinishRequest: FinishRequestSchema,
  Finish: FinishSchema,
  Standing: StandingSchema,
  DailyStats: DailyStatsSchema,
  Leaderboard: LeaderboardSchema,
  Health: HealthSchema,
  OpenApiDocument: OpenApiDocumentSchema,
  Problem: ProblemSchema,
  Issue: IssueSchema,
} as const satisfies Record<string, $ZodType>;
