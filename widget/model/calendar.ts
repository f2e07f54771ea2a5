/**
 * The calendar of past puzzles of the day (the archive screen), as plain data: a month's weeks
 * (Monday first) with each day's state, and where the keyboard's keys move the chosen day. Pure:
 * `today` (the UTC date of the puzzle of the day) is passed in, never read from a clock. The
 * archive starts on FIRST_DAY (config.ts: the API's first puzzle of the day) and ends today: no
 * later day is ever offered. Only the calendar's chunk uses it (components/archive-screens.ts).
 */
import { FIRST_DAY } from './config.ts';
import { dayOf } from './stats.ts';

/** A day of the calendar: `before` the archive starts (shown, not playable), or `open`. */
export interface CalendarDay {
  readonly date: string;
  readonly day: number;
  readonly open: boolean;
  readonly today: boolean;
  readonly solved: boolean;
  /** A game of that day is in progress (on the board, or kept to continue). */
  readonly playing: boolean;
}

export interface Month {
  /** YYYY-MM. */
  readonly month: string;
  /** Weeks of seven, Monday first; null before the 1st and after today or the month's end. */
  readonly weeks: readonly (readonly (CalendarDay | null)[])[];
  /** The month before and after, while they have an open day; else null. */
  readonly previous: string | null;
  readonly next: string | null;
}

/** The calendar date `day` days after 1970-01-01. */
export const dateOf = (day: number): string =>
  new Date(day * 86_400_000).toISOString().slice(0, 10);

/** `date` moved by `days`. */
export const addDays = (date: string, days: number): string => dateOf(dayOf(date) + days);

/** The same day of the month `months` away, or that month's last day (31 March - 1 = 28 Feb). */
export function addMonths(date: string, months: number): string {
  const y = +date.slice(0, 4);
  const m = +date.slice(5, 7) - 1 + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(+date.slice(8, 10), last))).toISOString().slice(0, 10);
}

/** A date kept within the archive: FIRST_DAY to today. */
export const within = (date: string, today: string): string =>
  date < FIRST_DAY ? FIRST_DAY : date > today ? today : date;

/** Monday 0 .. Sunday 6 (1970-01-01 was a Thursday). */
const weekday = (date: string): number => (dayOf(date) + 3) % 7;

/** The keys the calendar takes, as a grid of dates (WAI-ARIA's date picker). */
export type CalendarKey =
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'ArrowUp'
  | 'ArrowDown'
  | 'PageUp'
  | 'PageDown'
  | 'Home'
  | 'End';

export const CALENDAR_KEYS: readonly string[] = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'PageUp',
  'PageDown',
  'Home',
  'End',
] satisfies readonly CalendarKey[];

/**
 * The day a key moves to from `date`: a day, a week, a month (PageUp earlier), the week's Monday
 * or Sunday; never before FIRST_DAY or after today.
 */
export function moveDate(date: string, key: CalendarKey, today: string): string {
  const to = {
    ArrowLeft: () => addDays(date, -1),
    ArrowRight: () => addDays(date, 1),
    ArrowUp: () => addDays(date, -7),
    ArrowDown: () => addDays(date, 7),
    PageUp: () => addMonths(date, -1),
    PageDown: () => addMonths(date, 1),
    Home: () => addDays(date, -weekday(date)),
    End: () => addDays(date, 6 - weekday(date)),
  }[key]();
  return within(to, today);
}

/**
 * The month of `date` (YYYY-MM-DD) as weeks: days after today are left out, days before
 * FIRST_DAY are shown closed; `solved` and `playing` mark the days the player has.
 */
export function monthOf(
  date: string,
  today: string,
  solved: ReadonlySet<string>,
  playing: ReadonlySet<string>,
): Month {
  const month = date.slice(0, 7);
  const first = `${month}-01`;
  const count = dayOf(addMonths(first, 1)) - dayOf(first);
  const cells: (CalendarDay | null)[] = Array.from({ length: weekday(first) }, () => null);
  for (let d = 0; d < count; d++) {
    const at = addDays(first, d);
    cells.push(
      at > today
        ? null
        : {
            date: at,
            day: d + 1,
            open: at >= FIRST_DAY,
            today: at === today,
            solved: solved.has(at),
            playing: playing.has(at),
          },
    );
  }
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) =>
    cells.slice(w * 7, w * 7 + 7),
  ).filter((week) => week.some(Boolean));
  const before = addDays(first, -1);
  const after = addMonths(first, 1);
  return {
    month,
    weeks,
    previous: before >= FIRST_DAY ? before.slice(0, 7) : null,
    next: after <= today ? after.slice(0, 7) : null,
  };
}
