// The archive's calendar as data: a month's weeks, Monday first, with no day after today, the days
// before the archive's first closed, solved and in-progress days marked; and where each key of
// the grid moves the chosen day, never out of the archive (a property over random dates and keys).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  CALENDAR_KEYS,
  type CalendarKey,
  monthOf,
  moveDate,
} from '../../../widget/model/calendar.ts';
import { FIRST_DAY } from '../../../widget/model/config.ts';
import { FIRST_DAY as SERVED_FROM } from '../../../worker/api/puzzles/dates.ts';

const none = new Set<string>();
const dates = (m: ReturnType<typeof monthOf>) => m.weeks.flat().flatMap((d) => (d ? [d.date] : []));

describe('a month of the archive', () => {
  it('starts where the API serves the first puzzle of the day', () => {
    expect(FIRST_DAY).toBe(SERVED_FROM);
  });

  it('lays out a past month whole, Monday first: November 2026 starts on a Sunday', () => {
    const m = monthOf('2026-11-14', '2026-12-05', none, none);
    expect(m.month).toBe('2026-11');
    expect(m.weeks[0].slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(m.weeks[0][6]?.date).toBe('2026-11-01');
    expect(dates(m)).toHaveLength(30);
    expect(m.weeks.every((w) => w.length === 7)).toBe(true);
    expect(m.previous).toBe('2026-10');
    expect(m.next).toBe('2026-12');
  });

  it('this month ends today: no later day, no next month, today marked', () => {
    const m = monthOf('2026-11-28', '2026-11-28', none, none);
    const all = dates(m);
    expect(all.at(-1)).toBe('2026-11-28');
    expect(all.every((d) => d <= '2026-11-28')).toBe(true);
    expect(m.next).toBeNull();
    const today = m.weeks.flat().filter((d) => d?.today);
    expect(today.map((d) => d?.date)).toEqual(['2026-11-28']);
    // No week of empty days after today.
    expect(m.weeks.every((w) => w.some(Boolean))).toBe(true);
  });

  it('early in a month, the weeks after today are left out', () => {
    const m = monthOf('2026-12-02', '2026-12-02', none, none);
    expect(m.weeks).toHaveLength(1);
    expect(dates(m)).toEqual(['2026-12-01', '2026-12-02']);
  });

  it("the archive's first month has no previous month; earlier days would be closed", () => {
    const m = monthOf(FIRST_DAY, '2026-11-28', none, none);
    expect(m.previous).toBeNull();
    expect(m.weeks.flat().every((d) => !d || d.open)).toBe(true);
    const before = monthOf('2019-12-31', '2026-11-28', none, none);
    expect(before.weeks.flat().some((d) => d?.open)).toBe(false);
  });

  it('marks the days solved and in progress', () => {
    const solved = new Set(['2026-11-03', '2026-11-27']);
    const playing = new Set(['2026-11-20']);
    const m = monthOf('2026-11-28', '2026-11-28', solved, playing);
    const days = m.weeks.flat().filter((d) => d !== null);
    expect(days.filter((d) => d.solved).map((d) => d.date)).toEqual([...solved]);
    expect(days.filter((d) => d.playing).map((d) => d.date)).toEqual([...playing]);
  });

  it('has 28 to 31 days a month, leap years included', () => {
    const count = (date: string) => dates(monthOf(date, '2030-01-01', none, none)).length;
    expect([
      count('2024-02-10'),
      count('2025-02-10'),
      count('2025-04-10'),
      count('2025-12-10'),
    ]).toEqual([29, 28, 30, 31]);
  });
});

describe('the keys of the calendar', () => {
  const today = '2026-11-28';

  it('move by a day, a week, a month and to the week ends', () => {
    const from = '2026-11-18'; // a Wednesday
    const to = (key: CalendarKey) => moveDate(from, key, today);
    expect(to('ArrowLeft')).toBe('2026-11-17');
    expect(to('ArrowRight')).toBe('2026-11-19');
    expect(to('ArrowUp')).toBe('2026-11-11');
    expect(to('ArrowDown')).toBe('2026-11-25');
    expect(to('PageUp')).toBe('2026-10-18');
    expect(to('PageDown')).toBe(today);
    expect(to('Home')).toBe('2026-11-16');
    expect(to('End')).toBe('2026-11-22');
  });

  it('a month back from the 31st is the last day of a shorter month', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('never leave the archive: no day after today, none before the first', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2600 }),
        fc.array(fc.constantFrom(...CALENDAR_KEYS), { maxLength: 40 }),
        (offset, keys) => {
          let day = addDays(FIRST_DAY, offset);
          if (day > today) day = today;
          for (const key of keys) {
            day = moveDate(day, key as CalendarKey, today);
            expect(day >= FIRST_DAY && day <= today).toBe(true);
            // The day is always one the month shows, and open.
            const shown = monthOf(day, today, none, none).weeks.flat();
            expect(shown.find((d) => d?.date === day)?.open).toBe(true);
          }
        },
      ),
    );
  });
});
