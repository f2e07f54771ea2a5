/**
 * The storage slots' pure rules: where an embed keeps its games (and moving older saves there),
 * which saved game its attributes may resume, and when leaving a game is worth a question first.
 */
import type { Config } from './config.ts';
import { type Game, isSolved, withChecking } from './game.ts';
import { restore } from './persistence.ts';

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
 * On a daily embed, the slot of the games New Game starts there: apart from the day's, so playing
 * another puzzle never overwrites the day's progress.
 */
export const otherKey = (key: string): string => `${key}|other`;

/** The slot of a day of the archive played on an embed made for another day (or none). */
export const dayKey = (key: string, date: string): string => `${key}|day:${date}`;

/** Where versions before the attributes picked the slot kept an embed's game: by its id alone. */
export const legacyKey = (id: string): string => `sudoku-break:v1:#${id}`;

/**
 * Whether a saved game is one these attributes ask for: its variant, and the level unless the
 * menu chooses it; the day's puzzle on its day only, else the size. The seed is not compared: a
 * game New Game moved on to is of the kind asked for, and the key already holds the seed.
 * `other`: the game of a daily embed's other slot (otherKey), not a daily, of the day's size.
 */
export function fits(game: Game, config: Config, other = false): boolean {
  const p = game.puzzle;
  const day = other ? null : config.daily;
  return (
    game.daily === day &&
    p.variant === config.variant &&
    (config.start === 'menu' || p.level === config.level) &&
    (day !== null || other || p.size === config.size)
  );
}

/** localStorage as services/storage.ts wraps it. */
export interface Store {
  read(key: string): string | null;
  write(key: string, value: string): boolean;
  remove(key: string): void;
}

/**
 * Moves saved games to the slot these attributes read, once: the game an earlier version kept
 * under the id alone (legacyKey), and on a daily embed another puzzle an earlier version kept in
 * the day's slot. A game goes only to an empty slot it fits, then leaves its old place; one that
 * fits nothing here stays for the embed it belongs to (the same id with other attributes), and
 * an unreadable one under the old key is dropped.
 */
export function migrate(store: Store, config: Config, key: string, id: string): void {
  const legacy = id && legacyKey(id);
  for (const from of [legacy, config.daily && key]) {
    const text = from ? store.read(from) : null;
    if (!from || text === null) continue;
    const game = restore(text);
    if (!game) {
      if (from === legacy) store.remove(from);
      continue;
    }
    const other = Boolean(config.daily) && !game.daily;
    const to = other ? otherKey(key) : key;
    if (to !== from && fits(game, config, other) && store.read(to) === null) {
      if (store.write(to, text)) store.remove(from);
    }
  }
}

/** What a daily embed opens with: the game it resumes, and the one "Back to previous game" offers. */
export interface Opening {
  readonly saved: Game | null;
  readonly previous: Game | null;
}

/**
 * A daily embed opens on the day's puzzle, as it was left, with the other game in progress one
 * click away; once the day's puzzle is done, on the other game in progress, if any.
 */
export function opening(day: Game | null, other: Game | null): Opening {
  const open = other && inProgress(other) ? other : null;
  if (day && !isSolved(day)) return { saved: day, previous: open };
  return day && open ? { saved: open, previous: null } : { saved: day, previous: open };
}

/**
 * Switches to the slots of these attributes (`key` is storageKey's), older saves moved there
 * first, and reads what they may resume, checked their way.
 */
export function openSlots(store: Store, config: Config, key: string, id: string): Opening {
  migrate(store, config, key, id);
  const kept = (from: string, other: boolean): Game | null => {
    const saved = restore(store.read(from));
    return saved && fits(saved, config, other) ? withChecking(saved, config.mistakes) : null;
  };
  const day = kept(key, false);
  return config.daily ? opening(day, kept(otherKey(key), true)) : { saved: day, previous: null };
}

/** A game with something of the player's on the board: worth asking about before leaving it. */
export const inProgress = (game: Game): boolean =>
  !isSolved(game) && (game.notes.some(Boolean) || game.values.some((v, i) => v !== game.givens[i]));
