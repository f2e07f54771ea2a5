// The stats screen's figures from the local records, and the solved days the archive marks: the
// days are kept per kind, sorted and bounded; a day solved again (from the archive) counts once;
// unsound stored days lose the marks, never the records.
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../widget/model/calendar.ts';
import {
  emptyStats,
  type Finished,
  MAX_DAYS,
  readStats,
  recordGame,
  type Stats,
} from '../../../widget/model/stats.ts';
import { recordsView, solvedDays } from '../../../widget/model/stats-view.ts';
import { solved } from './fixtures.ts';

const play = (games: Finished[], today = '2026-11-28'): Stats =>
  games.reduce((stats, g) => recordGame(stats, g, today).stats, emptyStats);

describe('the stats screen from the local records', () => {
  it('totals, streaks and a row per kind with best and average times', () => {
    const stats = play([
      solved({ daily: '2026-11-26', time: 200_000 }),
      solved({ daily: '2026-11-27', time: 400_000 }),
      solved({ daily: '2026-11-28', time: 300_000, hintsUsed: 1 }),
      solved({ level: 'easy', time: 90_000 }),
      solved({ level: 'easy', time: 110_000 }),
      solved({ variant: 'killer', level: 'hard', time: 900_000 }),
      solved({ size: 4, level: 'easy', time: 20_000 }),
    ]);
    const v = recordsView(stats, '2026-11-28');
    expect(v.solved).toBe(7);
    expect(v.streak).toBe(3);
    expect(v.longest).toBe(3);
    expect(v.rows.map((r) => [r.variant, r.size, r.level, r.solved, r.best, r.average])).toEqual([
      ['classic', 4, 'easy', 1, 20_000, 20_000],
      ['classic', 9, 'easy', 2, 90_000, 100_000],
      // The game with a hint counts as solved, not in the times.
      ['classic', 9, 'medium', 3, 200_000, 300_000],
      ['killer', 9, 'hard', 1, 900_000, 900_000],
    ]);
  });

  it('a streak left two days ago is over; the longest stays', () => {
    const stats = play([solved({ daily: '2026-11-20' }), solved({ daily: '2026-11-21' })]);
    const v = recordsView(stats, '2026-11-28');
    expect(v.streak).toBe(0);
    expect(v.longest).toBe(2);
  });

  it('nothing played: zeros and no rows', () => {
    expect(recordsView(emptyStats, '2026-11-28')).toEqual({
      solved: 0,
      streak: 0,
      longest: 0,
      rows: [],
    });
  });
});

describe('the days solved, for the calendar', () => {
  it('are kept per kind, sorted, an older day from the archive among them', () => {
    const stats = play([
      solved({ daily: '2026-11-27' }),
      solved({ daily: '2026-11-02' }),
      solved({ daily: '2026-11-27', level: 'hard' }),
    ]);
    expect([...solvedDays(stats, { size: 9, variant: 'classic', level: 'medium' })]).toEqual([
      '2026-11-02',
      '2026-11-27',
    ]);
    expect([...solvedDays(stats, { size: 9, variant: 'classic', level: 'hard' })]).toEqual([
      '2026-11-27',
    ]);
    expect(solvedDays(stats, { size: 9, variant: 'killer', level: 'hard' }).size).toBe(0);
  });

  it('a day of the archive solved again counts once', () => {
    const once = play([solved({ daily: '2026-11-02' }), solved({ daily: '2026-11-27' })]);
    const again = recordGame(once, solved({ daily: '2026-11-02' }), '2026-11-28').stats;
    expect(again).toBe(once);
  });

  it(`keep the latest ${MAX_DAYS}`, () => {
    const games = Array.from({ length: MAX_DAYS + 10 }, (_, i) =>
      solved({ daily: addDays('2025-01-01', i) }),
    );
    const days = [...solvedDays(play(games), { size: 9, variant: 'classic', level: 'medium' })];
    expect(days).toHaveLength(MAX_DAYS);
    expect(days[0]).toBe(addDays('2025-01-01', 10));
  });

  it('survive storage; bad stored days are dropped, the records kept', () => {
    const stats = play([solved({ daily: '2026-11-27' })]);
    expect(readStats(JSON.stringify(stats))).toEqual(stats);
    const kind = 'classic-9-medium';
    const bad = JSON.parse(JSON.stringify(stats));
    bad.kinds[kind].days = ['2026-11-27', 'not a date', 7];
    const read = readStats(JSON.stringify(bad));
    expect(read.kinds[kind]?.solved).toBe(1);
    expect(read.kinds[kind]?.days).toBeUndefined();
    // Records from before the archive (no days) read as they were.
    delete bad.kinds[kind].days;
    expect(readStats(JSON.stringify(bad)).kinds[kind]).toEqual({
      ...stats.kinds[kind],
      days: undefined,
    });
  });
});
