/**
 * What the puzzle-of-the-day endpoints may serve at an instant (dates.ts has the calendar), and
 * the problems that say when something will be out: a date not begun in UTC+14 is a 400
 * `invalid_date` naming the latest date out, a solution of a day not over in UTC-12 a 403
 * `solution_unavailable` with Retry-After.
 */

import { ProblemError } from '../../http/problem.ts';
import {
  endsEverywhereAt,
  FIRST_DAY,
  isOverEverywhere,
  isoTime,
  latestDay,
  latestSolutionDay,
  opensAt,
} from './dates.ts';

/**
 * A date outside the calendar served now: before the first day, or not yet begun in UTC+14;
 * `field` names the query parameter it came in.
 */
export function unservedDate(date: string, now: number, field = 'date'): ProblemError {
  const latest = latestDay(now);
  const detail =
    date < FIRST_DAY
      ? `the puzzles of the day start on ${FIRST_DAY}; got ${date}`
      : `the puzzle of ${date} is not out yet: it comes out at ${isoTime(opensAt(date))}, when ${date} begins in the earliest time zone (UTC+14); the latest out now is ${latest}`;
  const message = `from ${FIRST_DAY} to ${latest}, the date in UTC+14 now`;
  return new ProblemError('invalid_date', detail, {
    issues: [{ path: [field], message, code: 'invalid_date' }],
  });
}

/** A solution asked for while its day is still being played somewhere. */
function solutionTooEarly(date: string, now: number): ProblemError {
  const at = endsEverywhereAt(date);
  const latest = latestSolutionDay(now);
  return new ProblemError(
    'solution_unavailable',
    `the solution of ${date} comes out at ${isoTime(at)}, when ${date} has ended in the last time zone (UTC-12): until then someone may still be playing it. The latest solution out now is ${latest}'s`,
    {
      issues: [
        {
          path: ['include'],
          message: `not before ${isoTime(at)}; ask without include=solution for the puzzle alone`,
          code: 'solution_unavailable',
        },
      ],
      headers: { 'Retry-After': String(Math.ceil((at - now) / 1000)) },
    },
  );
}

/**
 * Throws the problem when `date` (with its solution, if asked for) is not out at `now`; `field`
 * names the query parameter the date came in.
 */
export function requireOut(date: string, withSolution: boolean, now: number, field = 'date'): void {
  if (date < FIRST_DAY || date > latestDay(now)) throw unservedDate(date, now, field);
  if (withSolution && !isOverEverywhere(date, now)) throw solutionTooEarly(date, now);
}
