/**
 * Solve, behind one seam. Today Solve fills the board at once from the solution the game already
 * has. When the engine's replayable algorithms land (solve with `algorithm` and `trace`), return
 * their steps from `loadReplay` and the game can animate them with a step/backtrack counter;
 * `ReplayStep` is the shape the board will consume.
 */
import { type Game, solveAll } from '../model/game.ts';

export interface ReplayStep {
  readonly cell: number;
  /** The digit written, or 0 when the algorithm takes it back (a backtrack). */
  readonly digit: number;
}

/** Algorithms that can be replayed step by step; none until the engine emits traces. */
export const REPLAY_ALGORITHMS: readonly string[] = [];

/** The steps of an algorithm on this game's puzzle, or null when none can be replayed. */
export async function loadReplay(_game: Game, _algorithm: string): Promise<ReplayStep[] | null> {
  return null;
}

/** Fills the board at once (an undoable move). */
export const solveNow = (game: Game): Game => solveAll(game);
