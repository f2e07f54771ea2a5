/**
 * Saving: the game goes to localStorage under its embed's key (slots.ts storageKey; on a daily
 * embed another puzzle has a slot of its own beside the day's) whenever it changes, when another
 * game takes its place on the board (before the attributes switch to another puzzle, say, so it is
 * there when they switch back), every ten seconds of play (clock.ts), when the tab is hidden and
 * when the page goes away. A change of the clock alone is saved only at those times.
 */
import type { Game } from '../game-state.ts';
import { dayKey, otherKey } from '../slots.ts';
import { elapsed } from '../timer.ts';
import type { Effect, Handlers } from './actions.ts';
import type { Session } from './session.ts';

/**
 * The slot a game goes to: a daily embed keeps other puzzles apart from the day's, and a day of
 * the archive (another day than the embed's) has one of its own, so it never takes another's.
 */
export const slotOf = (s: Session, game: Game): string =>
  game.daily && game.daily !== s.config.daily
    ? dayKey(s.key, game.daily)
    : s.config.daily && !game.daily
      ? otherKey(s.key)
      : s.key;

/** Saves the game (the one on the board unless told), as the clock reads at `s.now`. */
export function saveNow(s: Session, fx: Effect[], game = s.game): void {
  if (!game || !s.key) return;
  fx.push({ type: 'save', key: slotOf(s, game), game, elapsed: elapsed(game.timer, s.now) });
}

/**
 * The saves a step makes by itself, before its other effects: the game that left the board for
 * another (or for another slot), then the game on the board when it changed.
 */
export function autoSaves(before: Session, after: Session): Effect[] {
  const fx: Effect[] = [];
  const [was, is] = [before.game, after.game];
  if (was && was !== is && (is?.puzzle !== was.puzzle || before.key !== after.key)) {
    saveNow(before, fx, was);
  }
  if (is && is !== was) saveNow(after, fx);
  return fx;
}

export const saveHandlers = {
  /** The page goes away (pagehide): whatever happens next, the game is kept. */
  'page-hide'(s, _, fx) {
    saveNow(s, fx);
    return s;
  },
} satisfies Partial<Handlers>;
