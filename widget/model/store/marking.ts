/**
 * Marks, colours and the multi-select in the session: the entry mode (Z, X, C, V, the toolbar's
 * switch), the cells selected beside the focus cell, and what a digit or Erase does to them. The
 * move itself is committed by moves.ts (its `digit` and `erase` ask `markMove` here first).
 */
import { charOfDigit } from '../../engine.ts';
import type { Game } from '../game-state.ts';
import { colOf, rowOf } from '../geometry.ts';
import { colourAll, MODES, type Mode, markAll } from '../marking.ts';
import { erase, isLocked, placeAll } from '../moves.ts';
import { noteDigits } from '../notes.ts';
import type { ChangeReason, Handlers } from './actions.ts';
import { say, stringsOf } from './derive.ts';
import type { Session } from './session.ts';

/** The cells a digit or Erase goes in: the selection, or the focus cell alone. */
export const selectedCells = (s: Session): readonly number[] =>
  s.selection.length ? s.selection : [s.selected];

/** A move on the selected cells, ready to commit: the game after, why, which cell, what to say. */
export interface MarkMove {
  readonly next: Game;
  readonly reason: ChangeReason;
  readonly cell: number | null;
  readonly text: string;
}

/**
 * What a digit (1..size; 0 for Erase) does in mode `mode` to the selected cells, or null when it
 * is the plain case moves.ts keeps (a value in, or erased from, the focus cell alone). With
 * several cells, a value goes in every empty one of them (one undo step); marks and colours
 * toggle as in SudokuPad.
 */
export function markMove(s: Session, game: Game, mode: Mode, digit: number): MarkMove | null {
  const cells = selectedCells(s);
  const t = stringsOf(s);
  const one = cells.length === 1 ? cells[0] : null;
  const plain = mode === 'normal' || !digit || isLocked(game, one ?? 0);
  if (mode !== 'colour' && one !== null && plain) return null;
  let next: Game;
  let reason: ChangeReason;
  if (mode === 'colour') [next, reason] = [colourAll(game, cells, digit), 'colour'];
  else if (!digit) [next, reason] = [erase(game, ...cells), 'erase'];
  else if (mode === 'normal') {
    [next, reason] = [
      placeAll(
        game,
        cells.filter((c) => !game.values[c]),
        digit,
      ),
      'set',
    ];
  } else [next, reason] = [markAll(game, cells, mode, digit), 'note'];
  if (one === null) return { next, reason, cell: null, text: t.changedCells(cells.length) };
  const name = t.cell(rowOf(game.size, one) + 1, colOf(game.size, one) + 1);
  const marks = (mask: number) => noteDigits(mask, game.size).map(charOfDigit).join(' ');
  const colour = next.colours[one];
  if (mode === 'colour' && !colour) return { next, reason, cell: one, text: t.erased(name) };
  const what =
    mode === 'colour'
      ? t.colourOf(t.colours[colour - 1])
      : mode === 'corner'
        ? t.notesList(marks(next.notes[one]))
        : t.centreList(marks(next.centre[one]));
  return { next, reason, cell: one, text: `${name}: ${what}` };
}

/** Adds `cell` to the selection, or with `toggle` adds or removes it; it becomes the focus cell. */
export function selectMore(s: Session, cell: number, toggle: boolean): Session {
  const has = selectedCells(s);
  const kept = has.filter((c) => c !== cell);
  const selection = toggle && kept.length < has.length ? kept : [...kept, cell];
  const selected = selection.includes(cell) ? cell : (selection.at(-1) ?? cell);
  return { ...s, selected, selection: selection.length > 1 ? selection : [], zoom: true };
}

export const markHandlers = {
  mode(s, { mode }, _fx) {
    if (!MODES.includes(mode)) return s;
    const t = stringsOf(s);
    return say({ ...s, mode }, t.modeSet(t.modes[MODES.indexOf(mode)]));
  },

  'select-more'(s, { cell, toggle, focus }, fx) {
    if (!s.game || !Number.isInteger(cell) || cell < 0 || cell >= s.game.values.length) return s;
    if (focus) fx.push({ type: 'focus', to: 'cell' });
    return selectMore(s, cell, toggle);
  },
} satisfies Partial<Handlers>;
