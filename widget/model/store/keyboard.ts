/**
 * The keyboard on the game screen: a key press (model/keys.ts reads it into a command) becomes
 * the action it asks for, or null when the game has no use for it now (the browser then keeps the
 * key). A control the page hides takes its keys along; the arrows move the selection only from a
 * cell; Enter and Space belong to the button they are pressed on.
 */
import { commandOf, controlOf, type KeyPress, moveTarget } from '../keys.ts';
import type { Action } from './actions.ts';
import { shows } from './derive.ts';
import type { Session } from './session.ts';

/** Where a key was pressed: on a cell of the board, on a button, or elsewhere. */
export type KeyTarget = 'cell' | 'button' | 'other';

export function keyAction(s: Session, press: KeyPress, on: KeyTarget): Action | null {
  const game = s.game;
  if (s.screen !== 'game' || !game || s.loading || s.replay) return null;
  const enter = press.key === 'Enter' || press.key === ' ';
  if (on === 'button' && enter) return null;
  // Digit first: Enter or Space on a cell puts the picked digit there, as a tap does; with
  // several cells selected (Shift+arrows), in every one of them, as the pad's key would.
  if (on === 'cell' && enter && s.digitFirst && s.picked && !s.paused)
    return s.selection.length
      ? { type: 'digit', digit: s.picked, note: false }
      : { type: 'tap', cell: s.selected };
  const command = commandOf(press, game.size);
  if (!command) return null;
  const control = controlOf(command);
  if (control && !shows(s, control)) return null;
  if (s.paused && command.type !== 'pause') return null;
  switch (command.type) {
    case 'move':
    case 'jump': {
      if (on !== 'cell') return null;
      const cell = moveTarget(command, s.selected, game.size);
      if (command.type === 'move' && command.extend) {
        return { type: 'select-more', cell, toggle: false, focus: true };
      }
      return { type: 'select', cell, focus: true };
    }
    case 'digit':
    case 'mode':
    case 'zoom':
      return command;
    default:
      return { type: command.type };
  }
}
