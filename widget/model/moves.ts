/**
 * The moves on a game: the player's (a digit, an erase, a pencil mark, auto notes), the ones
 * made for the player (a hint carried out, a revealed cell, Solve), and undo and redo. Each move
 * is recorded in the history as the cells it changes, before and after, and is followed by the
 * mistakes check of the game's mode. Pure: a new Game, or the same one for a no-op.
 */
import { cageAllows, sameCage } from './combos.ts';
import type { Game } from './game-state.ts';
import { arePeers } from './geometry.ts';
import {
  type CellState,
  type Change,
  type Move,
  type MoveKind,
  record,
  stepBack,
  stepForward,
  type Target,
  type Targets,
} from './history.ts';
import { relive, restruck, startLive, strike, struck } from './live.ts';
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
  const centre = [...game.centre];
  const colours = [...game.colours];
  for (const c of changes) {
    const k = backwards ? 1 : 6;
    values[c[0]] = c[k];
    notes[c[0]] = c[k + 1];
    hinted[c[0]] = c[k + 2] === 1;
    centre[c[0]] = c[k + 3];
    colours[c[0]] = c[k + 4];
  }
  return { ...game, values, notes, hinted, centre, colours };
}

const stateOf = (game: Game, cell: number): CellState => [
  game.values[cell],
  game.notes[cell],
  game.hinted[cell] ? 1 : 0,
  game.centre[cell],
  game.colours[cell],
];

/** Records and applies a move built from the wanted end states of some cells. */
export function commit(game: Game, kind: MoveKind, targets: ReadonlyMap<number, Target>): Game {
  const changes: Change[] = [];
  for (const [cell, [value, notes, hinted, centre, colour]] of targets) {
    const before = stateOf(game, cell);
    const after: CellState = [
      value,
      notes,
      hinted ? 1 : 0,
      centre ?? (value ? 0 : before[3]),
      colour ?? before[4],
    ];
    if (before.every((v, i) => v === after[i])) continue;
    changes.push([cell, ...before, ...after]);
  }
  if (changes.length === 0) return game;
  const move: Move = { kind, changes };
  return noticeMistakes({ ...apply(game, changes, false), history: record(game.history, move) });
}

/**
 * Placing a digit also clears that digit from the marks, corner and centre, of the cell's peers
 * and cage: a digit its peer holds can be a candidate of neither.
 */
function withPeerNotesCleared(game: Game, targets: Targets, cell: number, digit: number): void {
  for (let peer = 0; peer < game.values.length; peer++) {
    const peers = arePeers(game.size, cell, peer) || sameCage(game, cell, peer);
    const marks = game.notes[peer] | game.centre[peer];
    if (marks & bit(digit) && peers && !targets.has(peer)) {
      const [v, n, h, c] = stateOf(game, peer);
      targets.set(peer, [v, n & ~bit(digit), h === 1, c & ~bit(digit)]);
    }
  }
}

export const validDigit = (game: Game, digit: number): boolean =>
  Number.isInteger(digit) && digit >= 1 && digit <= game.size;
export const validCell = (game: Game, cell: number): boolean =>
  Number.isInteger(cell) && cell >= 0 && cell < game.values.length;

/** The player writes a digit; a wrong one counts as a mistake when the checking mode shows it. */
export const place = (game: Game, cell: number, digit: number): Game =>
  placeAll(game, [cell], digit);

/**
 * The same digit in several cells, as one move (multi-select: store/marking.ts picks the cells);
 * with live notes, the notes around them follow (live.ts).
 */
export function placeAll(game: Game, cells: readonly number[], digit: number): Game {
  if (!validDigit(game, digit)) return game;
  const targets: Targets = new Map();
  let next = game;
  for (const cell of cells) {
    if (!validCell(game, cell) || isLocked(game, cell) || game.values[cell] === digit) continue;
    targets.set(cell, [digit, 0, false]);
    next = forget(next, cell, digit);
  }
  // The placed cells only (the peers each adds are not placed: their own peers keep the digit).
  for (const cell of [...targets.keys()]) withPeerNotesCleared(game, targets, cell, digit);
  relive(game, targets);
  return commit(next, 'set', targets);
}

/**
 * Clears the player's digits and the cells' marks (not their colours). With live notes, the
 * notes around an erased digit come back, and a cell's erased notes are the player's
 * eliminations (struck first, so that they do not come back with them).
 */
export function erase(game: Game, ...cells: number[]): Game {
  const targets: Targets = new Map();
  let base = game;
  for (const cell of cells) {
    if (!validCell(game, cell) || isLocked(game, cell)) continue;
    targets.set(cell, [0, 0, false, 0]);
    if (!game.values[cell]) base = struck(base, cell, game.notes[cell], 0);
  }
  relive(base, targets);
  return commit(base, 'erase', targets);
}

/** Toggles one pencil mark in an empty cell (with live notes, the player's elimination is kept). */
export function note(game: Game, cell: number, digit: number): Game {
  if (!validCell(game, cell) || !validDigit(game, digit) || game.values[cell] !== 0) return game;
  return commitNotes(game, new Map([[cell, [0, toggleNote(game.notes[cell], digit), false]]]));
}

/** A move on the player's own marks: recorded, and with live notes their strikes kept (live.ts). */
export function commitNotes(game: Game, targets: ReadonlyMap<number, Target>): Game {
  const next = commit(game, 'note', targets);
  return next === game ? game : strike(next, next.history.past.at(-1)?.changes ?? []);
}

/**
 * Fills every empty cell's notes with its candidates (one undoable move); in Killer Sudoku, only
 * those its cage's sums still allow.
 */
export function fillNotes(game: Game, live = false): Game {
  if (live) game = startLive(game, true);
  const all = autoNotes(game.values, game.size);
  const targets = new Map<number, Target>();
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
  const targets = new Map<number, Target>();
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
  const targets = new Map<number, Target>();
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
