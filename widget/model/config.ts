/**
 * Attribute values -> a safe configuration. Attributes come from any page (or any attacker who
 * can write HTML), so every value is trimmed, bounded and checked against a closed set; anything
 * unexpected falls back to the default instead of throwing.
 */
import { cleanSeed, isCalendarDate, isSize, LEVELS, type Level, type Size } from '../engine.ts';
import { type MistakeMode, mistakeLimitOf, mistakeModeOf } from './mistake-modes.ts';

export const LANGS = ['en', 'id'] as const;
export type Lang = (typeof LANGS)[number];
export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];
export type Start = 'menu' | 'game';
export const VARIANTS = ['classic', 'arrow', 'killer'] as const;
export type Variant = (typeof VARIANTS)[number];
/** What `hide` can leave out; `undo` is Undo and Redo, `notes` is Notes and Auto notes. */
export const CONTROLS = [
  'menu',
  'new-game',
  'hint',
  'solve',
  'undo',
  'notes',
  'pause',
  'check',
] as const;
export type Control = (typeof CONTROLS)[number];

export interface Config {
  /** API base URL (http or https), or null to make every puzzle locally. */
  readonly api: string | null;
  readonly level: Level;
  readonly size: Size;
  /** A fixed seed for the first puzzle, or null for a random one. */
  readonly seed: string | null;
  /** The date of the puzzle of the day to play, or null. */
  readonly daily: string | null;
  /**
   * `arrow`: Arrow Sudoku, `killer`: Killer Sudoku (9x9 only). The puzzle of the day is classic
   * or Killer (the day's Arrow puzzle is not offered).
   */
  readonly variant: Variant;
  readonly lang: Lang;
  readonly theme: Theme;
  readonly start: Start;
  /** API timeout in milliseconds. */
  readonly timeout: number;
  /** Controls left out (their keys too). */
  readonly hide: readonly Control[];
  /** How wrong digits are shown while playing (model/mistakes.ts). */
  readonly mistakes: MistakeMode;
  /** Mistakes that end the game, or null: no limit. */
  readonly mistakeLimit: number | null;
  /** A publisher's player token (`player-token`: a JWT's three base64url parts), or null. */
  readonly playerToken: string | null;
  /** `haptics`: short vibrations on a digit, a mistake, a solve (where the device has them). */
  readonly haptics: boolean;
}

export type Attributes = Partial<Record<keyof Config, string | null | undefined>>;

export interface Context {
  /** Today's date (UTC, YYYY-MM-DD), for `daily` without a date. */
  readonly today: string;
  /** Base for relative `api` values (the page's URL). */
  readonly base: string;
  /** The API used when the `api` attribute is absent (where the script came from), or null. */
  readonly defaultApi: string | null;
}

export const DEFAULT_TIMEOUT = 2500;
const MAX_ATTR = 2048;

/**
 * What `normalize` gives for no attributes and no API (a test holds the two equal): the session
 * starts from it (model/store/session.ts) without carrying `normalize` into the UI's chunk, where
 * the attributes come read already (the element reads them, in widget.js).
 */
export const DEFAULT_CONFIG: Config = {
  api: null,
  level: 'medium',
  size: 9,
  seed: null,
  daily: null,
  variant: 'classic',
  lang: 'en',
  theme: 'auto',
  start: 'menu',
  timeout: DEFAULT_TIMEOUT,
  hide: [],
  mistakes: 'conflicts',
  mistakeLimit: null,
  playerToken: null,
  haptics: false,
};

const clean = (value: string | null | undefined): string | null =>
  typeof value === 'string' ? value.slice(0, MAX_ATTR).trim() : null;

function oneOf<T extends string>(value: string | null, options: readonly T[], fallback: T): T {
  const v = value?.toLowerCase();
  return (options as readonly string[]).includes(v ?? '') ? (v as T) : fallback;
}

/** `en-US` -> en, `id-ID` -> id, `in` (the old code for Indonesian) -> id. */
function langOf(value: string | null): Lang {
  const primary = value?.toLowerCase().split(/[-_]/)[0];
  if (primary === 'id' || primary === 'in') return 'id';
  return 'en';
}

/** Only absolute http(s) URLs (after resolving against the page) may be called. */
export function apiOf(value: string | null, ctx: Context): string | null {
  if (value === null) return ctx.defaultApi;
  if (value === '' || /^(off|none|false|local)$/i.test(value)) return null;
  try {
    const url = new URL(value, ctx.base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    url.search = '';
    url.hash = '';
    return url.href.endsWith('/') ? url.href : `${url.href}/`;
  } catch {
    return null;
  }
}

function sizeOf(value: string | null): Size {
  const n = value && /^\d{1,2}$/.test(value) ? Number(value) : 9;
  return isSize(n) ? n : 9;
}

function seedOf(value: string | null): string | null {
  // The engine's own seed rules (what the API accepts, in NFC): characters the API would refuse
  // are left out, so a stray newline in an attribute still gives the puzzle it was meant to.
  return cleanSeed(value ?? '');
}

/** Present and empty (or "true") means today; a calendar date means that day; off otherwise. */
function dailyOf(value: string | null, today: string): string | null {
  if (value === null || /^(false|off|no)$/i.test(value)) return null;
  return isCalendarDate(value) ? value : today;
}

function timeoutOf(value: string | null): number {
  const n = value && /^\d{1,6}$/.test(value) ? Number(value) : DEFAULT_TIMEOUT;
  return Math.min(10_000, Math.max(100, n));
}

/** Space- or comma-separated names of controls; unknown names are ignored. */
function hideOf(value: string | null): Control[] {
  const names = value?.toLowerCase().split(/[\s,]+/) ?? [];
  return CONTROLS.filter((c) => names.includes(c));
}

/** A token the API could read (it checks the rest): three base64url parts, at most 4,096 characters. */
function tokenOf(value: string | null): string | null {
  return value && value.length <= 4096 && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value) ? value : null;
}

export function normalize(attributes: Attributes, ctx: Context): Config {
  const a = (name: keyof Config) => clean(attributes[name]);
  const daily = dailyOf(a('daily'), ctx.today);
  const asked = oneOf(a('variant'), VARIANTS, 'classic');
  const variant = daily && asked === 'arrow' ? 'classic' : asked;
  return {
    api: apiOf(a('api'), ctx),
    level: oneOf(a('level'), LEVELS, 'medium'),
    size: variant === 'classic' ? sizeOf(a('size')) : 9,
    seed: seedOf(a('seed')),
    daily,
    variant,
    lang: langOf(a('lang')),
    theme: oneOf(a('theme'), THEMES, 'auto'),
    start: oneOf(a('start'), ['menu', 'game'] as const, 'menu'),
    timeout: timeoutOf(a('timeout')),
    hide: hideOf(a('hide')),
    mistakes: mistakeModeOf(a('mistakes')),
    mistakeLimit: mistakeLimitOf(a('mistakeLimit')),
    playerToken: tokenOf(a('playerToken')),
    // Present (empty or "true") turns it on, as `daily` does; off by default.
    haptics: ((v) => v !== null && !/^(false|off|no)$/i.test(v))(a('haptics')),
  };
}

/**
 * The first day with a puzzle of the day, where the archive's calendar starts: the API's first
 * (worker/api/puzzles/dates.ts; a test holds the two equal).
 */
export const FIRST_DAY = '2020-01-01';

/** Today's date in UTC, the calendar of the puzzle of the day. */
export const utcToday = (now = new Date()): string => now.toISOString().slice(0, 10);
