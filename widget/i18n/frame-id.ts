/** The frame's words in Bahasa Indonesia (frame.ts): id.ts and the placeholder share them. */
import type { FrameWords } from './frame-en.ts';

export const FRAME_ID: FrameWords = {
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
};
