/** The frame's words in English (frame.ts): en.ts and the placeholder share them. */
export const FRAME_EN = {
  title: 'SUDOKU BREAK',
  tagline: 'Sudoku for the open web',
  play: 'Play',
  continue: 'Continue',
  help: 'Help',
  about: 'About',
  menu: 'Menu',
  newGame: 'New Game',
  hint: 'Hint',
  solve: 'Solve',
  pause: 'Pause',
  notes: 'Notes',
  autoNotes: 'Auto notes',
  erase: 'Erase',
  undo: 'Undo',
  redo: 'Redo',
  loading: 'Loading puzzle…',
};

export type FrameWords = typeof FRAME_EN;
