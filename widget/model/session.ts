/**
 * The session's pure rules: where an embed keeps its game, which saved game its attributes may
 * resume, when leaving a game is worth a question first, and when the clock runs.
 */
import type { Config } from './config.ts';
import { type Game, isSolved } from './game.ts';

/**
 * One slot per puzzle the attributes ask for; an `id` only namespaces it, so two embeds on one
 * site keep apart games and new attributes never find another puzzle's game. Without an id the
 * key is what it always was, so games saved by earlier versions are still found.
 */
export function storageKey(config: Config, id: string): string {
  const what = [
    config.start,
    config.daily ? 'daily' : '',
    config.seed ?? '',
    config.size,
    config.level,
    ...(config.variant === 'classic' ? [] : [config.variant]),
  ]
    .join('|')
    .slice(0, 300);
  return `sudoku-break:v1:${id ? `#${id.slice(0, 100)}|` : ''}${what}`;
}

/**
 * Whether a saved game is one these attributes ask for: its variant, and the level unless the
 * menu chooses it; the day's puzzle on its day only, else the size. The seed is not compared: a
 * game New Game moved on to is of the kind asked for, and the key already holds the seed.
 */
export function fits(game: Game, config: Config): boolean {
  const p = game.puzzle;
  const same =
    p.variant === config.variant && (config.start === 'menu' || p.level === config.level);
  if (config.daily) return game.daily === config.daily && same;
  return game.daily === null && p.size === config.size && same;
}

/** A game with something of the player's on the board: worth asking about before leaving it. */
export const inProgress = (game: Game): boolean =>
  !isSolved(game) && (game.notes.some(Boolean) || game.values.some((v, i) => v !== game.givens[i]));

export interface ClockState {
  readonly game: Game | null;
  readonly onGameScreen: boolean;
  readonly paused: boolean;
  readonly replaying: boolean;
  readonly hidden: boolean;
  /** Some of the board is in the viewport. */
  readonly inView: boolean;
}

/** The clock counts only while someone can be playing: the board on screen and unfinished. */
export const clockRuns = (s: ClockState): boolean =>
  Boolean(
    s.game &&
      s.onGameScreen &&
      !s.paused &&
      !s.replaying &&
      !s.hidden &&
      s.inView &&
      !isSolved(s.game),
  );
