/**
 * The end of a game the player solved: its records (counted once, when it is solved: moves.ts
 * `finished` asks storage for them) and Share, with what it did.
 */
import { puzzleInfo } from '../events.ts';
import { isSolved } from '../game.ts';
import type { Effect, Handlers } from './actions.ts';
import { elapsedMs } from './derive.ts';
import type { Session } from './session.ts';

/**
 * A solved game put back on the board (a reload, Continue) shows the records as they stand, not
 * counted again: asked of storage once for its puzzle, after any step that put it there.
 */
export function recordsFor(s: Session, fx: Effect[]): Session {
  const game = s.game;
  if (!game || game.assisted || !isSolved(game) || s.records?.puzzle === game.puzzle) return s;
  fx.push({ type: 'stats', puzzle: game.puzzle });
  return { ...s, records: { puzzle: game.puzzle, summary: null, shared: null, text: '' } };
}

export const resultHandlers = {
  /** The records, from storage, for the puzzle on show (an answer for another one is stale). */
  recorded(s, { puzzle, summary }) {
    const r = s.records;
    return r?.puzzle === puzzle ? { ...s, records: { ...r, summary } } : s;
  },

  /** Share: the result of the solved game on show, sent from the click itself. */
  share(s, _, fx) {
    const game = s.game;
    if (!game || s.records?.puzzle !== game.puzzle) return s;
    const { hintsUsed, mistakes } = game;
    const result = { ...puzzleInfo(game), time: elapsedMs(s), hintsUsed, mistakes };
    fx.push({ type: 'share', puzzle: game.puzzle, result, lang: s.config.lang, id: s.id });
    return s;
  },

  /** What Share did; the panel's own status region says it. */
  shared(s, { puzzle, outcome, text }) {
    const r = s.records;
    return r?.puzzle === puzzle ? { ...s, records: { ...r, shared: outcome, text } } : s;
  },
} satisfies Partial<Handlers>;
