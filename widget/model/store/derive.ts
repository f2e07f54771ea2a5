/**
 * What a session implies, for the reducers and the components alike: the strings of its
 * language, whether the player can play now, the game clock's reading, and the announcement.
 */
import { type Strings, stringsFor } from '../../i18n/index.ts';
import type { Control } from '../config.ts';
import { isSolved } from '../game.ts';
import type { Game } from '../game-state.ts';
import { isOver } from '../mistakes.ts';
import { elapsed } from '../timer.ts';
import type { Session } from './session.ts';

export const stringsOf = (s: Session): Strings => stringsFor(s.config.lang);

/** Whether the page shows this control (the `hide` attribute); its keys go with it. */
export const shows = (s: Session, control: Control): boolean => !s.config.hide.includes(control);

/** A replay is on the board and not at its end yet. */
export const isReplaying = (s: Session): boolean => Boolean(s.replay && !s.replay.note);

/** The mistake limit is reached: no input until Continue, Restart or New Game; the clock stands. */
export const isGameOver = (s: Session): boolean =>
  Boolean(s.game && isOver(s.game, s.config.mistakeLimit));

/** The board takes moves: a game, not loading, paused, replaying, nor over. */
export const playable = (s: Session): boolean =>
  Boolean(s.game && !s.loading && !s.paused && !isReplaying(s) && !isGameOver(s));

/** The game a move may change now (playable and not solved), or null. */
export const openGame = (s: Session): Game | null =>
  s.game && playable(s) && !isSolved(s.game) ? s.game : null;

/** The game clock's reading at the latest action, in milliseconds. */
export const elapsedMs = (s: Session): number => (s.game ? elapsed(s.game.timer, s.now) : 0);

/** Says `text` through the live region (a zero-width space makes a repeat audible). */
export const say = (s: Session, text: string): Session => ({
  ...s,
  announcement: s.announcement === text ? `${text}\u200b` : text,
});

/** The board an answer was asked for is still the one on show (else the answer is stale). */
export const sameBoard = (s: Session, game: Game): boolean =>
  s.game !== null && s.game.values === game.values && s.game.notes === game.notes;
