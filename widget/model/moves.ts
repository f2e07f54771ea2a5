/**
 * The moves on a game: the player's (a digit, an erase, a pencil mark, auto notes), the ones
 * made for the player (a hint carried out, a revealed cell, Solve), and undo and redo. Each move
 * is recorded in the history as the cells it changes, before and after, and is followed by the
 * mistakes check of the game's mode. Pure: a new Game, or the same one for a no-op.
 */
import { cageAllows, sameCage } from './combos.ts';
import type { Game } from './game-state.ts';
import { arePeers } from './geometry.ts';
import { type Change, type Move, type MoveKind, record, stepBack, stepForward } from './history.ts';
import { relive, restruck, startLive, struck } from './live.ts';
import { forget, noticeMistakes } from './mistakes.ts';
import { autoNotes, bit, candidates, toggleNote } from './notes.ts';

export const isGiven = (game: Game, cell: number): boolean => game.givens[cell] !== 0;

/** Givens and hinted cells are fixed; everything else is the player's. */
export const isLocked = (game: Game, cell: number): boolean =>
  isGiven(game, cell) || game.hinted[cell];

/** Applies a move's changes forwards or backwards. */
function apply(game: Game, changes: readonly Change[], backwards: boolean): Game {
  const values = [...game.values];
  const notes = [...game.notes];
  const hinted = [...game.hinted];
  for (const c of changes) {
    const k = backwards ? 1 : 4;
    values[c[0]] = c[k];
    notes[c[0]] = c[k + 1];
    hinted[c[0]] = c[k + 2] === 1;
  }
  return { ...game, values, notes, hinted };
}

/** Records and applies a move built from the wanted end states of some cells. */
function commit(
  game: Game,
  kind: MoveKind,
  targets: ReadonlyMap<number, readonly [number, number, boolean]>,
): Game {
  const changes: Change[] = [];
  for (const [cell, [value, notes, hinted]] of targets) {
    const before = [game.values[cell], game.notes[cell], game.hinted[cell] ? 1 : 0] as const;
    const after = [value, notes, hinted ? 1 : 0] as const;
    if (before[0] === after[0] && before[1] === after[1] && before[2] === after[2]) continue;
    changes.push([cell, ...before, ...after]);
  }
  if (changes.length === 0) return game;
  const move: Move = { kind, changes };
  return noticeMistakes({ ...apply(game, changes, false), history: record(game.history, move) });
}

/** Placing a digit also clears that digit from the notes of the cell's peers and cage. */
function withPeerNotesCleared(
  game: Game,
  targets: Map<number, readonly [number, number, boolean]>,
  cell: number,
  digit: number,
): void {
  for (let peer = 0; peer < game.values.length; peer++) {
    const peers = arePeers(game.size, cell, peer) || sameCage(game, cell, peer);
    if (game.notes[peer] & bit(digit) && peers && !targets.has(peer)) {
      targets.set(peer, [game.values[peer], game.notes[peer] & ~bit(digit), game.hinted[peer]]);
    }
  }
}

const validDigit = (game: Game, digit: number): boolean =>
  Number.isInteger(digit) && digit >= 1 && digit <= game.size;
const validCell = (game: Game, cell: number): boolean =>
  Number.isInteger(cell) && cell >= 0 && cell < game.values.length;

/** The player writes a digit; a wrong one counts as a mistake when the checking mode shows it. */
export function place(game: Game, cell: number, digit: number): Game {
  if (!validCell(game, cell) || !validDigit(game, digit) || isLocked(game, cell)) return game;
  if (game.values[cell] === digit) return game;
  const targets = new Map<number, readonly [number, number, boolean]>([[cell, [digit, 0, false]]]);
  withPeerNotesCleared(game, targets, cell, digit);
  relive(game, targets);
  return commit(forget(game, cell, digit), 'set', targets);
}

/** Clears the player's digit (live notes come back around it), or else the cell's notes. */
export function erase(game: Game, cell: number): Game {
  if (!validCell(game, cell) || isLocked(game, cell)) return game;
  const targets = new Map<number, readonly [number, number, boolean]>([[cell, [0, 0, false]]]);
  relive(game, targets);
  const next = commit(game, 'erase', targets);
  return game.values[cell] ? next : struck(next, cell, game.notes[cell], 0);
}

/** Toggles one pencil mark in an empty cell (with live notes, the player's elimination is kept). */
export function note(game: Game, cell: number, digit: number): Game {
  if (!validCell(game, cell) || !validDigit(game, digit) || game.values[cell] !== 0) return game;
  const mask = toggleNote(game.notes[cell], digit);
  const next = commit(game, 'note', new Map([[cell, [0, mask, false]]]));
  return struck(next, cell, game.notes[cell], mask);
}

/**
 * Fills every empty cell's notes with its candidates (one undoable move); in Killer Sudoku, only
 * those its cage's sums still allow.
 */
export function fillNotes(game: Game, live = false): Game {
  if (live) game = startLive(game, true);
  const all = autoNotes(game.values, game.size);
  const targets = new Map<number, readonly [number, number, boolean]>();
  all.forEach((mask, cell) => {
    if (game.values[cell] === 0) targets.set(cell, [0, mask & cageAllows(game, cell), false]);
  });
  return commit(game, 'auto-notes', targets);
}

/** What a hint carries out: digits placed, pencil marks removed, wrong entries or notes cleared. */
export interface HintMove {
  readonly place: readonly { readonly cell: number; readonly digit: number }[];
  readonly eliminate: readonly { readonly cell: number; readonly digit: number }[];
  /** Cells whose wrong digit, or whose notes that leave out the right digit, are cleared. */
  readonly clear: readonly number[];
}

/**
 * Carries out a hint as one undoable move, counted as a hint. Placed cells are marked as revealed
 * (and only a digit of the solution is ever placed). An elimination in a cell without notes
 * first writes that cell's candidates, so the step stays visible and the next hint builds on it.
 */
export function applyHintMove(game: Game, move: HintMove): Game {
  const targets = new Map<number, readonly [number, number, boolean]>();
  for (const cell of move.clear) {
    if (!validCell(game, cell) || isLocked(game, cell)) continue;
    const v = game.values[cell];
    if (v !== 0 && v !== game.solution[cell]) targets.set(cell, [0, 0, false]);
    else if (v === 0 && game.notes[cell] && !(game.notes[cell] & bit(game.solution[cell]))) {
      targets.set(cell, [0, 0, false]);
    }
  }
  for (const { cell, digit } of move.place) {
    if (!validCell(game, cell) || isGiven(game, cell) || game.solution[cell] !== digit) continue;
    targets.set(cell, [digit, 0, true]);
  }
  for (const { cell, digit } of move.place) {
    if (targets.get(cell)?.[0] === digit) withPeerNotesCleared(game, targets, cell, digit);
  }
  const after = [...game.values];
  for (const [cell, [value]] of targets) after[cell] = value;
  for (const { cell, digit } of move.eliminate) {
    if (!validCell(game, cell) || !validDigit(game, digit) || after[cell] !== 0) continue;
    const notes =
      (targets.get(cell)?.[1] ?? game.notes[cell]) || candidates(after, game.size, cell);
    targets.set(cell, [0, notes & ~bit(digit), false]);
  }
  const next = commit(game, 'hint', targets);
  if (next === game) return game;
  let used = { ...next, hintsUsed: next.hintsUsed + 1 };
  // With live notes, a hint's eliminations stay struck out as the player's own do.
  for (const { cell, digit } of move.eliminate)
    if (validCell(game, cell) && validDigit(game, digit))
      used = struck(used, cell, used.notes[cell] | bit(digit), used.notes[cell]);
  return used;
}

/** A hint that reveals one cell's digit from the solution. */
export const reveal = (game: Game, cell: number): Game =>
  applyHintMove(game, { place: [{ cell, digit: game.solution[cell] }], eliminate: [], clear: [] });

/** Solve: fills every cell that is not right yet from the solution (undoable). */
export function solveAll(game: Game): Game {
  const targets = new Map<number, readonly [number, number, boolean]>();
  game.values.forEach((v, cell) => {
    if (v !== game.solution[cell]) targets.set(cell, [game.solution[cell], 0, true]);
  });
  const next = commit(game, 'solve', targets);
  return next === game ? game : { ...next, assisted: true };
}

export function undo(game: Game): Game {
  const step = stepBack(game.history);
  if (!step) return game;
  const back = { ...apply(game, step.move.changes, true), history: step.history };
  return noticeMistakes(restruck(back, step.move, true));
}

export function redo(game: Game): Game {
  const step = stepForward(game.history);
  if (!step) return game;
  const forth = { ...apply(game, step.move.changes, false), history: step.history };
  return noticeMistakes(restruck(forth, step.move, false));
}
