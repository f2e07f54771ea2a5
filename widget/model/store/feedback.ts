/**
 * What a move gives back beside the board: the completion flash (the cells of the rows,
 * columns, boxes and digits it just completed; none under reduced motion, `calm`) and, with the
 * `haptics` attribute, a short vibration for a digit placed, a longer one for a mistake and a
 * pattern for a solved puzzle. Decided here, in the step; the board draws the flash (a class
 * the animation's end clears, `flashed`), the store runs `vibrate`.
 */
import { completed } from '../completion.ts';
import { isSolved } from '../game.ts';
import type { Game } from '../game-state.ts';
import type { ChangeReason, Effect } from './actions.ts';
import type { Session } from './session.ts';

/** Vibration patterns (ms on, off, on...): short for a digit, longer for a mistake, a solve. */
export const PULSES = { set: [12], mistake: [60, 40, 60], done: [30, 50, 30, 50, 90] } as const;

export function feedback(
  s: Session,
  before: Game,
  next: Game,
  reason: ChangeReason,
  fx: Effect[],
): Session {
  const solved = isSolved(next);
  const flash = s.calm || solved || reason === 'solve' ? [] : completed(before, next);
  if (s.config.haptics) {
    const pulse =
      solved && !isSolved(before)
        ? PULSES.done
        : next.mistakes > before.mistakes
          ? PULSES.mistake
          : reason === 'set'
            ? PULSES.set
            : null;
    if (pulse) fx.push({ type: 'vibrate', pattern: pulse });
  }
  return flash.length || s.flash.length ? { ...s, flash } : s;
}
