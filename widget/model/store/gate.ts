/**
 * The start gate: every new game (the puzzle of the day, a day of the archive, a new puzzle) is
 * announced first with a cancelable `sudoku-start` (games.ts `start`, an effect). The store
 * answers with what the page did: the game begins, or, stopped, nothing changes but the start
 * kept for the page's `continueStart()`, which announces it again (the page lets it through once
 * its player has registered or paid).
 */
import type { Handlers } from './actions.ts';
import { begin } from './games.ts';

export const gateHandlers = {
  gated: (s, { start, go }, fx) =>
    go ? begin(s, start.ask, start.focus, fx) : { ...s, blocked: start },

  'continue-start'(s, _, fx) {
    if (s.blocked) fx.push({ type: 'gate', start: s.blocked });
    return s;
  },
} satisfies Partial<Handlers>;
