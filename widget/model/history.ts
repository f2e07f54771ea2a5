/**
 * Undo/redo history. A move is the list of cell changes it made, each as a plain number tuple
 * (before and after), so undo replays it backwards without snapshots and the whole history fits
 * in localStorage as JSON.
 */

export const MOVE_KINDS = [
  'set',
  'erase',
  'note',
  'auto-notes',
  'hint',
  'solve',
  'colour',
] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];

/** A cell's state: [value, notes (corner marks), hinted (0|1), centre marks, colour]. */
export type CellState = readonly [number, number, number, number, number];

/** [cell, ...state before, ...state after] */
export type Change = readonly [number, ...CellState, ...CellState];

/**
 * A cell's wanted end state in a move (moves.ts builds a move from them): value, notes, hinted,
 * and its centre marks and colour. Left out, the centre marks stay unless a digit goes in (which
 * clears them, as it clears the notes), and the colour stays.
 */
export type Target = readonly [number, number, boolean, number?, number?];
export type Targets = Map<number, Target>;

export interface Move {
  readonly kind: MoveKind;
  readonly changes: readonly Change[];
}

export interface History {
  readonly past: readonly Move[];
  readonly future: readonly Move[];
}

/** Old moves beyond this are forgotten (bounds memory and the saved game's size). */
export const HISTORY_LIMIT = 300;

export const emptyHistory: History = { past: [], future: [] };

/** A new move: it becomes the latest, and whatever was undone can no longer be redone. */
export function record(history: History, move: Move, limit = HISTORY_LIMIT): History {
  const past = [...history.past, move];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, future: [] };
}

export function stepBack(history: History): { history: History; move: Move } | null {
  const move = history.past.at(-1);
  if (!move) return null;
  return {
    move,
    history: { past: history.past.slice(0, -1), future: [...history.future, move] },
  };
}

export function stepForward(history: History): { history: History; move: Move } | null {
  const move = history.future.at(-1);
  if (!move) return null;
  return {
    move,
    history: { past: [...history.past, move], future: history.future.slice(0, -1) },
  };
}
