/**
 * English strings. The shape of this object is the contract: `id.ts` must provide every key
 * (the type system enforces it), so no screen can show a missing string in either language.
 */
import type { Level } from '../engine.ts';

const house = { row: 'row', column: 'column', box: 'box' } as const;

export const en = {
  title: 'SUDOKU BREAK',
  tagline: 'Sudoku for the open web',
  play: 'Play',
  continue: 'Continue',
  help: 'Help',
  about: 'About',
  ok: 'OK',
  back: 'Back',
  selectLevel: 'SELECT LEVEL',
  levels: { easy: 'Easy', medium: 'Medium', hard: 'Hard', expert: 'Expert' } as Record<
    Level,
    string
  >,
  menu: 'Menu',
  backToMenu: 'Back to menu',
  newGame: 'New Game',
  hint: 'Hint',
  reveal: 'Reveal',
  solve: 'Solve',
  pause: 'Pause',
  resume: 'Resume',
  paused: 'Paused',
  notes: 'Notes',
  autoNotes: 'Auto notes',
  erase: 'Erase',
  undo: 'Undo',
  redo: 'Redo',
  digitPad: 'Digits',
  gameActions: 'Game actions',
  loading: 'Loading puzzle…',
  loadFailed: 'This puzzle could not be made. Please try another one.',
  time: 'Time',
  daily: (date: string) => `Daily ${date}`,
  gridLabel: (size: number, level: string) => `Sudoku ${size} by ${size}, ${level}`,
  cell: (row: number, col: number) => `Row ${row}, column ${col}`,
  empty: 'empty',
  given: 'given',
  hinted: 'revealed',
  conflict: 'conflict',
  notesList: (digits: string) => `notes ${digits}`,
  notesMode: (on: boolean): string => (on ? 'Notes on' : 'Notes off'),
  remaining: (digit: string, left: number) => `${digit}, ${left} left`,
  placed: (cell: string, digit: string) => `${cell}: ${digit}`,
  erased: (cell: string) => `${cell}: erased`,
  noted: (cell: string, digits: string) => `${cell}: notes ${digits || 'none'}`,
  autoNotesDone: 'Notes filled in for every empty cell',
  undone: 'Undone',
  redone: 'Redone',
  nothing: 'Nothing to do',
  locked: 'This cell cannot be changed',
  solvedTitle: 'Solved!',
  filledTitle: 'Board filled',
  summary: (time: string, hints: number, mistakes: number) =>
    `Time ${time} · Hints ${hints} · Mistakes ${mistakes}`,
  solvedAnnounce: (time: string) => `Solved in ${time}. Well done!`,
  filledAnnounce: 'The solution is on the board.',
  house: (kind: keyof typeof house, index: number) => `${house[kind]} ${index}`,
  hintMistakeNudge: (row: number) => `One of your digits is wrong: check row ${row}.`,
  hintMistakeFull: (cell: string, digit: string) =>
    `${cell}: ${digit} is not right there. Reveal clears it.`,
  hintNakedNudge: (cell: string) => `Look at ${cell.toLowerCase()}: only one digit fits there.`,
  hintNakedFull: (cell: string, digit: string) =>
    `${cell} can only be ${digit}: every other digit is already in its row, column or box.`,
  hintHiddenNudge: (houseName: string, digit: string) =>
    `Look at ${houseName}: ${digit} fits in only one cell.`,
  hintHiddenFull: (houseName: string, digit: string, cell: string) =>
    `In ${houseName}, ${digit} can only go in ${cell.toLowerCase()}.`,
  hintRevealNudge: (cell: string) => `Try ${cell.toLowerCase()}.`,
  hintRevealFull: (cell: string, digit: string) => `${cell} is ${digit} (from the solution).`,
  hintNone: 'The board is already solved.',
  howToPlay: 'HOW TO PLAY',
  helpText: [
    'Fill the grid so that every row, every column and every box holds each digit exactly once. The given digits cannot be changed.',
    'Select a cell with a click, a tap or the arrow keys, then type a digit or use the pad. In notes mode digits become small pencil marks; Auto notes writes every candidate for you.',
    'Hint first shows where to look, then reveals the cell. Solve fills the board. Your game is saved in this browser.',
  ],
  keysTitle: 'Keys',
  keys: [
    ['Arrows, Home, End', 'move'],
    ['1–9 (A–P on big boards)', 'write a digit'],
    ['Shift + digit', 'write a note'],
    ['Backspace, Delete, 0', 'erase'],
    ['N', 'notes mode'],
    ['Ctrl + Z / Ctrl + Y', 'undo / redo'],
    ['H', 'hint'],
    ['P', 'pause'],
  ] as [string, string][],
  aboutTitle: 'ABOUT',
  aboutText: [
    'Sudoku Break: Sudoku for the open web. An edge API and this widget share one engine that generates, solves and explains puzzles.',
    'Every puzzle comes from a seed by backtracking and has exactly one solution; the same seed gives the same puzzle everywhere, even offline.',
  ],
  engine: (version: string) => `Engine ${version}`,
  puzzleId: (seed: string) => `Puzzle #${seed}`,
};

export type Strings = typeof en;
