/**
 * Solve, two ways: fill the board at once, or replay a teaching algorithm (seed 003's
 * visualisation) step by step. A replay runs the engine's `solve` locally with a trace on the
 * puzzle's givens (no API call), then `replayTrace(trace, n)` rebuilds the board after n events. A
 * trace is capped: when it is `truncated`, the player is told and the rest is filled in.
 */
import { replayTrace, solveGrid, type TeachingAlgorithm, type Trace } from '../engine.ts';
import { type Game, solveAll } from '../model/game.ts';

/** Trace entries to record: enough for most 9x9 replays, bounded in memory and time. */
export const REPLAY_TRACE_LIMIT = 10_000;

export interface Replay {
  readonly algorithm: TeachingAlgorithm;
  readonly trace: Trace;
  /** Backtracks among the first k events, for k = 0..events.length. */
  readonly backtracks: Uint32Array;
  /** The recording stopped before the search did (the cap), or the search ran out of budget. */
  readonly truncated: boolean;
}

/** An algorithm's recorded run on this game's puzzle, or null when it gave no trace. */
export function loadReplay(game: Game, algorithm: TeachingAlgorithm): Replay | null {
  const result = solveGrid(
    { size: game.size, cells: game.givens },
    { algorithm, trace: true, traceLimit: REPLAY_TRACE_LIMIT },
    game.arrows,
  );
  const trace = result.trace;
  if (!trace) return null;
  const backtracks = new Uint32Array(trace.events.length + 1);
  trace.events.forEach((e, k) => {
    backtracks[k + 1] = backtracks[k] + (e.type === 'remove' ? 1 : 0);
  });
  const truncated = trace.truncated || result.status !== 'solved';
  return { algorithm, trace, backtracks, truncated };
}

export const replayLength = (r: Replay): number => r.trace.events.length;

/** The board after the first `step` events (the givens when the trace cannot be read). */
export function boardAt(r: Replay, game: Game, step: number): readonly number[] {
  const board = replayTrace(r.trace, step);
  return board.ok ? board.value.cells : game.givens;
}

/** The cell the event before `step` wrote or erased, and whether it erased (a backtrack). */
export function lastEvent(
  r: Replay,
  game: Game,
  step: number,
): { cell: number; back: boolean } | null {
  const e = step > 0 ? r.trace.events[step - 1] : undefined;
  return e ? { cell: e.row * game.size + e.col, back: e.type === 'remove' } : null;
}

/** Fills the board at once (an undoable move). */
export const solveNow = (game: Game): Game => solveAll(game);
