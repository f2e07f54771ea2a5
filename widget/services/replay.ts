/**
 * Solve's replays: a teaching algorithm (seed 003's visualisation) replayed step by step, in the
 * replays' chunk (replays.ts) with the recorders it runs (engine-replay.ts). A replay runs the
 * engine's `solve` locally with a trace on the puzzle's givens (no API call), then `replayTrace(trace, n)` rebuilds the board after n events. A
 * trace is capped: when it is `truncated`, the player is told and the rest is filled in.
 *
 * `stepAt` reads what one event did and why, from the event and the boards around it: the trace
 * only says where a digit went (and, for `candidates`, by which rule), so the dead end behind a
 * backtrack is found on the board the algorithm saw. `frameAt` is the board a replay shows at a
 * step. `candidates`' notes are rebuilt from the board (the trace does not carry them): they are
 * its notes exactly on classic puzzles; on Arrow and Killer puzzles it also narrows them by the
 * arrows' and cages' sums, which the board alone does not show.
 */
import type { TeachingAlgorithm } from '../engine.ts';
import { replayTrace, solveGrid } from '../engine-replay.ts';
import type { Game } from '../model/game.ts';
import { arePeers, type HouseRef, houseCells } from '../model/geometry.ts';
import { autoNotes, bit, candidates } from '../model/notes.ts';
import type { Replay, TraceEvent } from '../model/replay.ts';
import type { MarkRole } from './hints.ts';

/** Trace entries to record: enough for most 9x9 replays, bounded in memory and time. */
export const REPLAY_TRACE_LIMIT = 10_000;

/** An algorithm's recorded run on this game's puzzle, or null when it gave no trace. */
export function loadReplay(game: Game, algorithm: TeachingAlgorithm): Replay | null {
  const result = solveGrid(
    { size: game.size, cells: game.givens },
    { algorithm, trace: true, traceLimit: REPLAY_TRACE_LIMIT },
    game.arrows,
    game.cages,
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

/** The board after the first `step` events (the givens when the trace cannot be read). */
export function boardAt(r: Replay, game: Game, step: number): readonly number[] {
  const board = replayTrace(r.trace, step);
  return board.ok ? board.value.cells : game.givens;
}

/** What the event before `step` did, with what explains it. */
export interface StepInfo {
  readonly event: TraceEvent;
  readonly cell: number;
  /** The board after the event. */
  readonly values: readonly number[];
  /** A place: the cell's candidates just before (what a guess chose from). */
  readonly options: number;
  /** A place: the empty peers whose candidates lost the digit. */
  readonly crossed: readonly number[];
  /**
   * Why a backtrack: `fit`, no digit fits the empty cell `stuck` any more; `other`, the cell
   * `stuck` (erased just before) has no other digit left to try; `guess`, `candidates` is
   * undoing its writes back to the last guess with candidates left; `dead`, the board does not
   * show it (an arrow's or a cage's sum). `stuck` is -1 unless it names a cell.
   */
  readonly why: 'fit' | 'other' | 'guess' | 'dead';
  readonly stuck: number;
}

export function stepAt(r: Replay, game: Game, step: number): StepInfo | null {
  const event = step > 0 ? r.trace.events[step - 1] : undefined;
  if (!event) return null;
  const { size } = game;
  const cell = event.row * size + event.col;
  const values = boardAt(r, game, step);
  const before = values.slice();
  before[cell] = event.type === 'place' ? 0 : event.digit;
  let options = 0;
  const crossed: number[] = [];
  let stuck = -1;
  let why: StepInfo['why'] = 'dead';
  if (event.type === 'place') {
    options = candidates(before, size, cell);
    values.forEach((v, c) => {
      if (!v && arePeers(size, c, cell) && candidates(before, size, c) & bit(event.digit))
        crossed.push(c);
    });
  } else {
    // After a write, the search gives up on the empty cell where nothing fits any more; after
    // a backtrack, on the cell just erased (the scans) or on the forced writes since the last
    // open guess (`candidates`, which records no alternatives for those).
    const prev = r.trace.events[step - 2];
    if (prev?.type !== 'remove') {
      stuck = before.findIndex((v, c) => !v && !candidates(before, size, c));
      if (stuck >= 0) why = 'fit';
    } else if (r.algorithm === 'candidates') why = 'guess';
    else {
      stuck = prev.row * size + prev.col;
      why = 'other';
    }
  }
  return { event, cell, values, options, crossed, why, stuck };
}

/** The board a replay shows at a step: the algorithm's digits, marks and highlights. */
export interface ReplayFrame {
  /**
   * The game as drawn: the algorithm's digits are neither given nor revealed; `candidates` shows
   * its notes. At the end, the solution: where a cut trace left a cell empty (or, mid-search,
   * wrong), its digit is shown as revealed.
   */
  readonly view: Game;
  readonly last: { cell: number; back: boolean } | null;
  /** `candidates`: the digit just written, crossed out of its peers' notes. */
  readonly marks: ReadonlyMap<number, ReadonlyMap<number, MarkRole>> | undefined;
  /** The house of a hidden single, or the cell a backtrack gives up on. */
  readonly area: readonly number[];
}

export function frameAt(r: Replay, game: Game, step: number, ended: boolean): ReplayFrame {
  const info = ended ? null : stepAt(r, game, step);
  const board = info?.values ?? boardAt(r, game, step);
  const values = ended ? game.solution : board;
  const shown = r.algorithm === 'candidates' && !ended;
  const notes = shown ? autoNotes(values, game.size) : values.map(() => 0);
  const e = info?.event;
  let marks: Map<number, Map<number, MarkRole>> | undefined;
  let area: readonly number[] = [];
  if (info && e?.type === 'place') {
    if (shown) {
      // A crossed-out digit stays among the cell's notes for this step, struck through (as a
      // hint's eliminations are), so what the cell shows and what its name says agree.
      marks = new Map(info.crossed.map((c) => [c, new Map([[e.digit, 'gone']])]));
      for (const c of info.crossed) notes[c] |= bit(e.digit);
    }
    // The engine names rows, columns and boxes as the widget does (an arrow is never a single's).
    if (e.house && e.house.kind !== 'arrow') area = houseCells(game.size, e.house as HouseRef);
  } else if (info && info.stuck >= 0) area = [info.stuck];
  const last = info ? { cell: info.cell, back: e?.type === 'remove' } : null;
  const hinted = values.map((v, c) => v !== board[c]);
  return { view: { ...game, values, notes, hinted }, last, marks, area };
}
