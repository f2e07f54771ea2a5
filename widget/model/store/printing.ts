/**
 * Printing from the pause screen: the game as it stands (what the page's own print gives too), or
 * the blank puzzle, its givens with their arrows or cages and none of the player's digits or
 * notes, for pen and paper. The print styles (styles.ts) do the rest: the board alone, light, no
 * focus ring, selection, highlights or hint marks.
 */
import type { Handlers } from './actions.ts';

export const printHandlers = {
  print(s, { blank }, fx) {
    if (!s.game) return s;
    fx.push({ type: 'print' });
    return { ...s, blankPrint: blank };
  },

  /** The print dialog closed: the next print (the page's too) shows the progress again. */
  printed: (s) => (s.blankPrint ? { ...s, blankPrint: false } : s),
} satisfies Partial<Handlers>;
