/**
 * How the player enters digits beyond cell-first typing: a tap on a cell (it selects the cell;
 * in digit-first mode it also writes the picked digit there in the entry mode, as the pad would:
 * a value, or in normal mode takes it out of a cell holding it, a corner or centre mark or a
 * colour toggled), digit-first mode and the digit it picked, and a long press (touch), which
 * selects the cell and switches corner marks on or off, as the N key does. The gestures
 * themselves are read in components/gestures.ts; the entry mode is the session's (marking.ts).
 */
import { charOfDigit } from '../../engine.ts';
import type { Handlers } from './actions.ts';
import { openGame, say, shows, stringsOf } from './derive.ts';
import { moveHandlers } from './moves.ts';

export const inputHandlers = {
  tap(s, { cell }, fx) {
    const selected = moveHandlers.select(s, { type: 'select', cell }, fx);
    const game = openGame(selected);
    if (!s.digitFirst || !s.picked || !game || selected === s) return selected;
    if (s.mode === 'normal' && game.values[cell] === s.picked)
      return moveHandlers.erase(selected, { type: 'erase' }, fx);
    return moveHandlers.digit(selected, { type: 'digit', digit: s.picked, note: false }, fx);
  },

  'long-press'(s, { cell }, fx) {
    // In a marking mode a finger on the board drags a selection across cells (drag.ts): a press
    // held before it moves is the start of that drag, not a gesture of its own.
    if (s.mode !== 'normal') return s;
    const selected = moveHandlers.select(s, { type: 'select', cell }, fx);
    // Where the page hides the notes controls, their gesture goes too.
    if (selected === s || !shows(s, 'notes')) return selected;
    return moveHandlers['toggle-notes'](selected, { type: 'toggle-notes' }, fx);
  },

  /** Digit-first on or off; off, the picked digit goes (the pad types into cells again). */
  'digit-first'(s) {
    const digitFirst = !s.digitFirst;
    return say({ ...s, digitFirst, picked: 0 }, stringsOf(s).digitFirstMode(digitFirst));
  },

  /** Picks a digit (again: unpicks it); a pad key in digit-first mode. */
  pick(s, { digit }) {
    const game = s.game;
    if (!s.digitFirst || !game || !Number.isInteger(digit) || digit < 1 || digit > game.size)
      return s;
    const picked = s.picked === digit ? 0 : digit;
    const t = stringsOf(s);
    return say({ ...s, picked }, picked ? t.picked(charOfDigit(picked)) : t.unpicked);
  },

  /** The completion flash has played (the board's animationend). */
  flashed: (s) => (s.flash.length ? { ...s, flash: [] } : s),
} satisfies Partial<Handlers>;
