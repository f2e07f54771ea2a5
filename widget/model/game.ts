/**
 * The game model: a puzzle, the player's board (values, notes, cells revealed by hints) and the
 * moves on it. Every function is pure and returns a new Game (or the same one for a no-op), so
 * undo/redo, saving and tests need nothing but values.
 */
import {
  type ArrowCells,
  arrowCells,
  type CageCells,
  checkGrid,
  formatGrid,
  type GeneratedPuzzle,
  parse,
  type Size,
} from '../engine.ts';
import { cagesOf } from './cages.ts';
import { cageAllows, sameCage } from './combos.ts';
import { conflictCells } from './conflicts.ts';
import { arePeers } from './geometry.ts';
import {
  type Change,
  emptyHistory,
  type History,
  type Move,
  type MoveKind,
  record,
  stepBack,
  stepForward,
} from './history.ts';
import { allCells, forget, type MistakeMode, showWrong } from './mistakes.ts';
import { autoNotes, bit, candidates, toggleNote } from './notes.ts';
import { stoppedTimer, type Timer } from './timer.ts';

// Rule conflicts live in conflicts.ts; re-exported for the modules that import them from here.
export { type Conflicts, conflictCells, conflictsOf, visibleConflicts } from './conflicts.ts';

export interface Game {
  readonly puzzle: GeneratedPuzzle;
  /** The date (YYYY-MM-DD) when this is the puzzle of the day. */
  readonly daily: string | null;
  readonly size: Size;
  /** Arrow Sudoku: the arrows (circle and line as cell indexes); empty for classic puzzles. */
  readonly arrows: readonly ArrowCells[];
  /** Killer Sudoku: the cages (sum and cell indexes); empty for other puzzles. */
  readonly cages: readonly CageCells[];
  /** Givens, 0 for empty. */
  readonly givens: readonly number[];
  readonly solution: readonly number[];
  /** What the board shows now, givens included; 0 for empty. */
  readonly values: readonly number[];
  readonly notes: readonly number[];
  /** Cells filled by a hint or by Solve rather than by the player. */
  readonly hinted: readonly boolean[];
  readonly history: History;
  /** How wrong digits are shown while playing (mistakes.ts). */
  readonly checking: MistakeMode;
  /** Mistakes the player was shown (mistakes.ts). Undo does not take them back. */
  readonly mistakes: number;
  /** Per cell, the wrong digits (a mask, like notes) already counted as mistakes... */
  readonly counted: readonly number[];
  /** ...and those marked wrong on the board (instant mode, or "Check"). */
  readonly marked: readonly number[];
  /** Times the player chose to go on after reaching the mistake limit. */
  readonly continues: number;
  readonly hintsUsed: number;
  /** Solve was used: the board was filled for the player. */
  readonly assisted: boolean;
  readonly timer: Timer;
}

/** Reads a puzzle's text into cells; null unless it is a board of the given size. */
export function cellsOf(text: string, size: Size): number[] | null {
  const grid = parse(text);
  return grid.ok && grid.value.size === size ? [...grid.value.cells] : null;
}

/** A puzzle's arrows as cell indexes: none for classic, some for arrow; null when unusable. */
export function arrowsOf(puzzle: GeneratedPuzzle): ArrowCells[] | null {
  const given = puzzle.arrows ?? [];
  if ((puzzle.variant === 'arrow') !== given.length > 0) return null;
  const cells = arrowCells(puzzle.size, given);
  return cells.ok ? cells.value : null;
}

/**
 * A fresh game, or null when the puzzle is unusable: the solution must be a solved board of the
 * same size (arrows or cages holding, for Arrow or Killer Sudoku) whose digits agree with every
 * given.
 */
export function newGame(
  puzzle: GeneratedPuzzle,
  daily: string | null = null,
  checking: MistakeMode = 'conflicts',
): Game | null {
  const size = puzzle.size;
  const givens = cellsOf(puzzle.puzzle, size);
  const solution = cellsOf(puzzle.solution, size);
  const arrows = arrowsOf(puzzle);
  const cages = cagesOf(puzzle);
  if (!givens || !solution || !arrows || !cages) return null;
  if (!checkGrid({ size, cells: solution }, arrows, cages).solved) return null;
  if (givens.some((v, i) => v !== 0 && v !== solution[i])) return null;
  return {
    puzzle,
    daily,
    size,
    arrows,
    cages,
    givens,
    solution,
    values: givens,
    notes: givens.map(() => 0),
    hinted: givens.map(() => false),
    history: emptyHistory,
    checking,
    mistakes: 0,
    counted: givens.map(() => 0),
    marked: givens.map(() => 0),
    continues: 0,
    hintsUsed: 0,
    assisted: false,
    timer: stoppedTimer(),
  };
}

export const isGiven = (game: Game, cell: number): boolean => game.givens[cell] !== 0;

/** Givens and hinted cells are fixed; everything else is the player's. */
export const isLocked = (game: Game, cell: number): boolean =>
  isGiven(game, cell) || game.hinted[cell];

export const isSolved = (game: Game): boolean =>
  game.values.every((v, i) => v === game.solution[i]);

/** Counts (and in instant mode marks) the wrong digits the board now shows, after any change. */
function notice(game: Game): Game {
  if (game.checking === 'instant') return showWrong(game, allCells(game), true);
  if (game.checking === 'conflicts') return showWrong(game, conflictCells(game), false);
  return game;
}

/** Switches how mistakes are shown; what the new mode shows at once is counted at once. */
export const withChecking = (game: Game, checking: MistakeMode): Game =>
  checking === game.checking ? game : notice({ ...game, checking });

/** The same puzzle from its givens: a fresh board, clock, count and history. */
export const restart = (game: Game): Game =>
  newGame(game.puzzle, game.daily, game.checking) ?? game;

/** How many times each digit is on the board (index = digit). */
export function digitCounts(game: Game): number[] {
  const counts = new Array<number>(game.size + 1).fill(0);
  for (const v of game.values) counts[v]++;
  return counts;
}

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
  return notice({ ...apply(game, changes, false), history: record(game.history, move) });
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
  return commit(forget(game, cell, digit), 'set', targets);
}

/** Clears the player's digit, or else the cell's notes. */
export function erase(game: Game, cell: number): Game {
  if (!validCell(game, cell) || isLocked(game, cell)) return game;
  return commit(game, 'erase', new Map([[cell, [0, 0, false]]]));
}

/** Toggles one pencil mark in an empty cell. */
export function note(game: Game, cell: number, digit: number): Game {
  if (!validCell(game, cell) || !validDigit(game, digit) || game.values[cell] !== 0) return game;
  return commit(game, 'note', new Map([[cell, [0, toggleNote(game.notes[cell], digit), false]]]));
}

/**
 * Fills every empty cell's notes with its candidates (one undoable move); in Killer Sudoku, only
 * those its cage's sums still allow.
 */
export function fillNotes(game: Game): Game {
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
  return next === game ? game : { ...next, hintsUsed: next.hintsUsed + 1 };
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
  return step ? notice({ ...apply(game, step.move.changes, true), history: step.history }) : game;
}

export function redo(game: Game): Game {
  const step = stepForward(game.history);
  return step ? notice({ ...apply(game, step.move.changes, false), history: step.history }) : game;
}

/** The board as engine text (`.` for empty), for events and saving. */
export const boardText = (game: Game, values = game.values): string =>
  formatGrid({ size: game.size, cells: values });
