/**
 * Links that reopen the very puzzle. Every puzzle is seeded (services/api.ts picks a random seed
 * when the page gave none, and the API and the engine make the same puzzle from it), so a link
 * needs only the page's address and a fragment naming the puzzle: `#sudoku=9-killer-hard-k2j3h4`
 * (size, variant, level, then the seed, last because it may hold dashes) or, for a puzzle of the
 * day, `#sudoku=daily-classic-easy-2026-11-28` (the day, never its seed: the day's link opens the
 * day's puzzle, which the API keeps to its rules). The key names the element: `sudoku` for an
 * element without an id, `sudoku-<id>` for one with, so that with several widgets on a page only
 * the one shared from takes it. A fragment never reaches the server. What a link says is read as
 * strictly as an attribute (config.ts): a part out of its closed set, a seed the engine refuses,
 * a date that is not a day or is still to come, and the link is ignored as a whole.
 */
import { cleanSeed, isCalendarDate, isSize, LEVELS, type Level } from '../engine.ts';
import { type Attributes, VARIANTS, type Variant } from './config.ts';

/** The fragment's key for the element with this id ('' for none). */
export const linkKey = (id: string): string => (id ? `sudoku-${id}` : 'sudoku');

/** What names a puzzle in a link (share.ts writes it). */
export const linkValue = (p: {
  readonly size: number;
  readonly variant: string;
  readonly level: Level;
  readonly seed: string;
  readonly daily: string | null;
}): string => [p.daily ? 'daily' : p.size, p.variant, p.level, p.daily ?? p.seed].join('-');

/**
 * The attributes a page's fragment asks the element with this id for (a game at once), or null
 * when it names no puzzle for it or names one wrongly.
 */
export function linkedAttributes(hash: string, id: string, today: string): Attributes | null {
  // `hash` is location.hash: '' or '#' and the fragment.
  const value = new URLSearchParams(hash.slice(1)).get(linkKey(id));
  const [, what = '', variant = '', level = '', rest = ''] =
    /^(daily|\d{1,2})-([a-z]+)-([a-z]+)-(.+)$/s.exec(value?.slice(0, 300) ?? '') ?? [];
  if (!VARIANTS.includes(variant as Variant) || !LEVELS.includes(level as Level)) return null;
  const start = 'game';
  if (what === 'daily') {
    return isCalendarDate(rest) && rest <= today ? { daily: rest, variant, level, start } : null;
  }
  const seed = cleanSeed(rest);
  return isSize(Number(what)) && seed ? { size: what, variant, level, seed, start } : null;
}
