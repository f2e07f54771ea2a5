/**
 * Seeds that name a puzzle of the day, on the routes that take a seed. The engine draws a puzzle
 * from the text `sudoku-break|VARIANT|SIZE|LEVEL|SEED`, then `...|SEED|retry N` when a draw
 * misses its level (shared/generate/make.ts, `drawKey`), so the strings that give a day's puzzle
 * are its seed `daily:YYYY-MM-DD:LEVEL` on 9x9 at that level, and that seed followed by
 * `|retry N` when the day took N+1 draws. Every one of them begins with `daily:`, as does the seed
 * a server secret derives (daily-secret.ts). So a seed that begins with `daily:` (in any case,
 * after spaces and invisible characters, in compatibility forms such as full-width letters: the
 * ones a person would take for `daily:`) is a puzzle of the day's name and nothing else:
 *
 * - exactly `daily:YYYY-MM-DD:LEVEL` (a calendar date, a level in lower case), asked for on 9x9
 *   at that level: the puzzle of that day, served under the daily rules (spoilers.ts);
 * - anything else beginning so is refused (400 `invalid_request` at `seed`), with the spelling
 *   meant when there is one: a variant spelling never reaches the generator, so none gives a
 *   day's puzzle outside the daily rules, and none silently gives another puzzle instead;
 * - a seed prefix (a batch, a PDF sheet: puzzle i is `<prefix>-<i>`) never begins so: its seeds
 *   would look like days' seeds without being them.
 *
 * Plain functions over the seed as the schemas hand it over (already in NFC).
 */
import { isCalendarDate, LEVELS, type Level, type Size } from '../../../shared/index.ts';

/** The day and level a puzzle of the day's seed names. */
export interface DailySeed {
  readonly date: string;
  readonly level: Level;
}

const DAILY = 'daily:';
const WELL_FORMED = new RegExp(`^daily:(\\d{4}-\\d{2}-\\d{2}):(${LEVELS.join('|')})$`);

/** The day and level of a seed written exactly `daily:YYYY-MM-DD:LEVEL`; undefined otherwise. */
export function parseDailySeed(seed: string): DailySeed | undefined {
  const match = WELL_FORMED.exec(seed);
  if (!match || !isCalendarDate(match[1])) return undefined;
  return { date: match[1], level: match[2] as Level };
}

/**
 * The seed as a person reads it: compatibility forms folded (NFKC: full-width and other styled
 * letters), invisible characters left out (Default_Ignorable_Code_Point: zero-width spaces, soft
 * hyphens, joiners), lower case, no spaces around it.
 */
const asRead = (seed: string): string =>
  seed
    .normalize('NFKC')
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .toLowerCase()
    .trim();

/**
 * Whether a seed is a puzzle of the day's name: it begins with `daily:` as the engine reads it,
 * or as a person reads it.
 */
export const isDailyName = (seed: string): boolean =>
  seed.startsWith(DAILY) || asRead(seed).startsWith(DAILY);

/** What a request is for, besides its seed. */
export interface SeedKind {
  readonly size: Size;
  readonly level: Level;
}

/** A problem with the seed of a request, at a query parameter. */
export interface SeedIssue {
  readonly path: 'seed' | 'size';
  readonly message: string;
}

const FORM = 'daily:YYYY-MM-DD:LEVEL (a calendar date, a level in lower case, nothing around it)';

function misspelt(seed: string): SeedIssue {
  const meant = parseDailySeed(asRead(seed));
  const hint = meant
    ? `did you mean daily:${meant.date}:${meant.level}?`
    : 'pick a seed that does not begin with daily:';
  return {
    path: 'seed',
    message: `a seed that begins with daily: names a puzzle of the day and is written exactly ${FORM}; ${hint}`,
  };
}

/**
 * What is wrong with `seed` as the seed of one puzzle of this kind, or undefined: only a
 * puzzle of the day's name can be wrong here, when it is not written exactly, or is asked for
 * at another level or size than the day's.
 */
export function seedIssue(seed: string, { size, level }: SeedKind): SeedIssue | undefined {
  if (!isDailyName(seed)) return undefined;
  const day = parseDailySeed(seed);
  if (!day) return misspelt(seed);
  if (size !== 9) {
    return { path: 'size', message: 'puzzles of the day are 9x9; leave size out or use 9' };
  }
  if (day.level !== level) {
    return {
      path: 'seed',
      message: `${seed} is the ${day.level} puzzle of ${day.date}: ask for it with level=${day.level}`,
    };
  }
  return undefined;
}

/** What is wrong with `prefix` as the seed prefix of several puzzles, or undefined. */
export function prefixIssue(prefix: string): SeedIssue | undefined {
  if (!isDailyName(prefix)) return undefined;
  return {
    path: 'seed',
    message:
      'a seed prefix cannot begin with daily: its puzzles (<prefix>-1, ...) are not puzzles of the day. For days, ask /api/v1/daily (or print.pdf with daily=YYYY-MM-DD..YYYY-MM-DD)',
  };
}
