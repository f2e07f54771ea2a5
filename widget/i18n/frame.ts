/**
 * The words of the widget's frame in each language: the menu's and the game screen's buttons and
 * titles. The placeholder that widget.js paints before the UI has loaded (facade/placeholder.ts)
 * shows them as the screens do, so its buttons wrap as theirs will and nothing moves when the UI
 * takes over; en.ts and id.ts take theirs from here, so the two never differ.
 */
export const FRAME = {
  en: {
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
  },
  id: {
    title: 'SUDOKU BREAK',
    tagline: 'Sudoku untuk web terbuka',
    play: 'Main',
    continue: 'Lanjutkan',
    help: 'Bantuan',
    about: 'Tentang',
    menu: 'Menu',
    newGame: 'Permainan Baru',
    hint: 'Petunjuk',
    solve: 'Selesaikan',
    pause: 'Jeda',
    notes: 'Catatan',
    autoNotes: 'Catatan otomatis',
    erase: 'Hapus',
    undo: 'Urungkan',
    redo: 'Ulangi',
    loading: 'Memuat teka-teki…',
  },
} satisfies Record<'en' | 'id', Record<string, string>>;

export type FrameWords = (typeof FRAME)['en'];
