/**
 * The player's moves: digits and notes, erase, auto notes, undo and redo. Every change to the
 * board, the hints' and Solve's included, goes through `commit`, which announces it (with the
 * mistakes it showed), sends `sudoku-change`, saves, reports a finished game in one place
 * (`finished`) and lets the mistake limit end the game (checking.ts).
 */
import { charOfDigit } from '../engine.ts';
import {
  boardText,
  erase,
  fillNotes,
  type Game,
  isLocked,
  isSolved,
  note,
  place,
  redo,
  undo,
} from '../model/game.ts';
import { colOf, rowOf } from '../model/geometry.ts';
import { noteDigits } from '../model/notes.ts';
import { formatTime } from '../model/timer.ts';
import type { GameController, Host } from './controller.ts';
import { attempt, emit, type SudokuEvents } from './events.ts';

type ChangeReason = SudokuEvents['sudoku-change']['reason'];

/** Not added to the host: it hooks into none of its lifecycle, it only asks it to render. */
export class MoveController {
  private readonly host: Host;
  private readonly ctl: GameController;

  constructor(host: Host, ctl: GameController) {
    this.host = host;
    this.ctl = ctl;
  }

  /** Takes a new game state from a move (here, or from the hint and Solve controllers). */
  commit(next: Game, reason: ChangeReason, cell: number | null, message: string): void {
    const ctl = this.ctl;
    const before = ctl.game;
    if (!before) return;
    if (next === before) {
      ctl.say(ctl.strings.nothing);
      this.host.requestUpdate();
      return;
    }
    const wasSolved = isSolved(before);
    ctl.game = next;
    ctl.hints.shown = null;
    ctl.store.set({ choosing: false });
    // The first move on a new game: the one it replaced is gone for good.
    ctl.newGames.previous = null;
    if (reason !== 'solve') ctl.store.set({ replay: null });
    ctl.say(ctl.checks.said(before, next, message));
    const size = next.size;
    emit(this.host, 'sudoku-change', {
      reason,
      cell: cell === null ? null : { row: rowOf(size, cell), col: colOf(size, cell) },
      digit: cell === null ? null : next.values[cell] || null,
      board: boardText(next),
      filled: next.values.filter(Boolean).length,
      total: next.values.length,
    });
    ctl.clock.sync();
    if (!wasSolved && isSolved(next)) this.finished(next);
    else if (wasSolved && !isSolved(next)) ctl.celebrate = false;
    ctl.checks.settle(true);
  }

  /**
   * The one place a finished game is reported (the clock has just stopped): the celebration,
   * the records (results.ts) and `sudoku-solved`. The pad the player may have pressed gives way
   * to the completion panel, which then takes the focus; typing on the board keeps it there.
   */
  private finished(game: Game): void {
    const ctl = this.ctl;
    const time = ctl.clock.elapsedMs();
    if (game.assisted) {
      ctl.say(ctl.strings.filledAnnounce);
      return;
    }
    ctl.celebrate = true;
    ctl.say(ctl.strings.solvedAnnounce(formatTime(time)));
    ctl.results.record(game, time);
    const active = (this.host.renderRoot as ShadowRoot).activeElement;
    if (active?.getAttribute('role') !== 'gridcell') ctl.focus.on('screen');
    emit(this.host, 'sudoku-solved', attempt(game, time));
  }

  private cellName(cell: number): string {
    const size = this.ctl.game?.size ?? 9;
    return this.ctl.strings.cell(rowOf(size, cell) + 1, colOf(size, cell) + 1);
  }

  /** The game a move may change now, or null. */
  private open(): Game | null {
    const game = this.ctl.game;
    return game && this.ctl.playable && !isSolved(game) ? game : null;
  }

  /** Where a move on the selected cell goes, or null (with the reason said) when it is fixed. */
  private target(): number | null {
    const game = this.open();
    const cell = this.ctl.selected;
    if (!game) return null;
    if (!isLocked(game, cell)) return cell;
    this.ctl.say(this.ctl.strings.locked);
    this.host.requestUpdate();
    return null;
  }

  /** Digits go in as values, or as notes in notes mode (or with `asNote`). */
  input(digit: number, asNote: boolean): void {
    const cell = this.target();
    const game = this.ctl.game;
    if (cell === null || !game) return;
    const s = this.ctl.strings;
    if (asNote || this.ctl.notesMode) {
      const next = note(game, cell, digit);
      const digits = noteDigits(next.notes[cell], next.size).map(charOfDigit).join(' ');
      this.commit(next, 'note', cell, s.noted(this.cellName(cell), digits));
    } else {
      const text = s.placed(this.cellName(cell), charOfDigit(digit));
      this.commit(place(game, cell, digit), 'set', cell, text);
    }
  }

  erase(): void {
    const cell = this.target();
    const game = this.ctl.game;
    if (cell === null || !game) return;
    this.commit(erase(game, cell), 'erase', cell, this.ctl.strings.erased(this.cellName(cell)));
  }

  toggleNotes(): void {
    const ctl = this.ctl;
    ctl.notesMode = !ctl.notesMode;
    ctl.say(ctl.strings.notesMode(ctl.notesMode));
    this.host.requestUpdate();
  }

  autoNotes(): void {
    const game = this.open();
    if (game) this.commit(fillNotes(game), 'auto-notes', null, this.ctl.strings.autoNotesDone);
  }

  /** Undo is refused once the player has solved the puzzle on their own (it is finished). */
  undo(): void {
    const game = this.ctl.game;
    if (!game || !this.ctl.playable || (isSolved(game) && !game.assisted)) return;
    const cell = game.history.past.at(-1)?.changes[0]?.[0] ?? null;
    this.commit(undo(game), 'undo', cell, this.ctl.strings.undone);
  }

  redo(): void {
    const game = this.open();
    if (!game) return;
    const cell = game.history.future.at(-1)?.changes[0]?.[0] ?? null;
    this.commit(redo(game), 'redo', cell, this.ctl.strings.redone);
  }
}
