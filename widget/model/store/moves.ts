/**
 * The player's moves: the selection, digits and notes, erase, auto notes, undo and redo. Every
 * change to the board, the hints' and Solve's included, goes through `commit`, which says it
 * (with the mistakes it showed), tells the page (`sudoku-change`), and reports a finished game in
 * one place (`finished`). The step saves the game and stops the clock when it is done (step.ts).
 */
import { charOfDigit } from '../../engine.ts';
import { attempt } from '../events.ts';
import { boardText, erase, fillNotes, isLocked, isSolved, place, redo, undo } from '../game.ts';
import type { Game } from '../game-state.ts';
import { colOf, rowOf } from '../geometry.ts';
import { startLive } from '../live.ts';
import { allowance } from '../mistakes.ts';
import { formatTime } from '../timer.ts';
import type { ChangeReason, Effect, Handlers } from './actions.ts';
import { elapsedMs, isGameOver, openGame, playable, say, stringsOf } from './derive.ts';
import { feedback } from './feedback.ts';
import { markHandlers, markMove } from './marking.ts';
import type { Session } from './session.ts';

/** What a move says, with the count when it showed a new mistake. */
function said(s: Session, before: Game, next: Game, message: string): string {
  if (next.mistakes <= before.mistakes) return message;
  const most = allowance(next, s.config.mistakeLimit);
  return `${message}. ${stringsOf(s).mistakesCount(next.mistakes, most)}`;
}

/**
 * The one place a finished game is reported: the celebration, the records (an effect: they are
 * in storage) and `sudoku-solved`. The pad the player may have pressed gives way to the
 * completion panel, which then takes the focus; typing on the board keeps it there.
 */
function finished(s: Session, game: Game, fx: Effect[]): Session {
  const t = stringsOf(s);
  if (game.assisted) return say(s, t.filledAnnounce);
  const time = elapsedMs(s);
  const { puzzle, size, daily, hintsUsed, assisted } = game;
  const { variant, level } = puzzle;
  const record = { size, variant, level, daily, time, hintsUsed, assisted };
  fx.push({ type: 'stats', puzzle, finished: record });
  fx.push({ type: 'focus', to: 'result' });
  fx.push({ type: 'emit', name: 'sudoku-solved', detail: attempt(game, time) });
  const records = { puzzle, summary: null, shared: null, text: '' };
  return say({ ...s, celebrate: true, records }, t.solvedAnnounce(formatTime(time)));
}

/** Takes a new game state from a move (the player's, a hint's or Solve's). */
export function commit(
  s: Session,
  next: Game,
  reason: ChangeReason,
  cell: number | null,
  message: string,
  fx: Effect[],
): Session {
  const before = s.game;
  if (!before) return s;
  if (next === before) return say(s, stringsOf(s).nothing);
  // The first move on a new game: the one it replaced is gone for good.
  const replay = reason === 'solve' ? s.replay : null;
  let n = say(
    { ...s, game: next, hint: null, choosing: false, previous: null, replay },
    said(s, before, next, message),
  );
  const size = next.size;
  fx.push({
    type: 'emit',
    name: 'sudoku-change',
    detail: {
      reason,
      cell: cell === null ? null : { row: rowOf(size, cell), col: colOf(size, cell) },
      digit: cell === null ? null : next.values[cell] || null,
      board: boardText(next),
      filled: next.values.filter(Boolean).length,
      total: next.values.length,
    },
  });
  n = feedback(n, before, next, reason, fx);
  const [was, is] = [isSolved(before), isSolved(next)];
  if (!was && is) n = finished(n, next, fx);
  else if (was && !is) n = { ...n, celebrate: false };
  // The mistake limit reached: its panel takes the focus.
  if (isGameOver(n)) fx.push({ type: 'focus', to: 'screen' });
  return n;
}

const cellName = (s: Session, game: Game, cell: number): string =>
  stringsOf(s).cell(rowOf(game.size, cell) + 1, colOf(game.size, cell) + 1);

export const moveHandlers = {
  select(s, { cell, focus }, fx) {
    if (!s.game || !Number.isInteger(cell) || cell < 0 || cell >= s.game.values.length) return s;
    if (focus) fx.push({ type: 'focus', to: 'cell' });
    // A cell picked on the whole board is played zoomed in (where the board zooms at all).
    return { ...s, selected: cell, selection: [], zoom: true };
  },

  /**
   * A digit goes in as a value, a corner or centre mark or a colour, as the mode says (or `note`,
   * or a temporary `mode`); in several selected cells, as marking.ts says.
   */
  digit(s, { digit, note: asNote, mode }, fx) {
    const [game, cell, t] = [openGame(s), s.selected, stringsOf(s)];
    if (!game) return s;
    const m = markMove(s, game, mode ?? (asNote ? 'corner' : s.mode), digit);
    if (m) return commit(s, m.next, m.reason, m.cell, m.text, fx);
    if (isLocked(game, cell)) return say(s, t.locked);
    const text = t.placed(cellName(s, game, cell), charOfDigit(digit));
    return commit(s, place(game, cell, digit), 'set', cell, text, fx);
  },

  erase(s, _, fx) {
    const [game, cell, t] = [openGame(s), s.selected, stringsOf(s)];
    if (!game) return s;
    const m = markMove(s, game, s.mode, 0);
    if (m) return commit(s, m.next, m.reason, m.cell, m.text, fx);
    if (isLocked(game, cell)) return say(s, t.locked);
    return commit(s, erase(game, cell), 'erase', cell, t.erased(cellName(s, game, cell)), fx);
  },

  /** N: corner marks on or off (back to normal). */
  'toggle-notes'(s, _, fx) {
    const mode = s.mode === 'corner' ? 'normal' : 'corner';
    return markHandlers.mode(s, { type: 'mode', mode }, fx);
  },

  /** Zoomed in to playable cells, or the whole board (styles.ts: only where the board zooms). */
  zoom(s, { on }) {
    const zoom = on ?? !s.zoom;
    return say({ ...s, zoom }, stringsOf(s).zoomed(zoom));
  },

  /**
   * Auto notes is a mode (NYT's auto-candidates): on, it fills every empty cell's notes (one
   * undoable move) and keeps them live (model/live.ts); off, the notes stay as they are.
   */
  'auto-notes'(s, _, fx) {
    const game = openGame(s);
    if (!game) return s;
    const t = stringsOf(s);
    if (game.live) return say({ ...s, game: startLive(game, false) }, t.liveOff);
    return commit(s, fillNotes(game, true), 'auto-notes', null, t.autoNotesDone, fx);
  },

  /** Refused once the player has solved the puzzle on their own (it is finished). */
  undo(s, _, fx) {
    const game = s.game;
    if (!game || !playable(s) || (isSolved(game) && !game.assisted)) return s;
    const cell = game.history.past.at(-1)?.changes[0]?.[0] ?? null;
    return commit(s, undo(game), 'undo', cell, stringsOf(s).undone, fx);
  },

  redo(s, _, fx) {
    const game = openGame(s);
    if (!game) return s;
    const cell = game.history.future.at(-1)?.changes[0]?.[0] ?? null;
    return commit(s, redo(game), 'redo', cell, stringsOf(s).redone, fx);
  },
} satisfies Partial<Handlers>;
