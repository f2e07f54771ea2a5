// Records of solved games: best and average times per kind of puzzle, and daily streaks that move
// by the puzzle's date (consecutive, gaps, the same day twice, month and year ends, any time zone).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  emptyStats,
  type Finished,
  kindOf,
  loadStats,
  readStats,
  recordGame,
  STATS_KEY,
  type Stats,
  saveGame,
  summaryOf,
} from '../../../widget/model/stats.ts';
import { solved } from './fixtures.ts';

/** Records the games in order; `today` is each game's date, or the last one given. */
function play(games: Finished[], today = '2025-01-15'): { stats: Stats; streak: number } {
  let stats = emptyStats;
  let streak = 0;
  for (const g of games) {
    const r = recordGame(stats, g, g.daily ?? today);
    stats = r.stats;
    streak = r.summary.streak;
  }
  return { stats, streak };
}

const dailies = (...dates: string[]) => dates.map((daily) => solved({ daily }));
const MEDIUM = kindOf({ size: 9, variant: 'classic', level: 'medium' });

describe('times', () => {
  it('keep the best and the average per kind of puzzle', () => {
    const { stats } = play([
      solved({ time: 300_000 }),
      solved({ time: 200_000 }),
      solved({ time: 400_000 }),
      solved({ time: 10_000, size: 4, level: 'medium' }),
      solved({ time: 50_000, level: 'easy' }),
    ]);
    const s = summaryOf(stats, MEDIUM, '2025-01-15');
    expect(s.solved).toBe(3);
    expect(s.best).toBe(200_000);
    expect(s.average).toBe(300_000);
    expect(summaryOf(stats, 'classic-4-medium', '2025-01-15').best).toBe(10_000);
    expect(summaryOf(stats, 'classic-9-easy', '2025-01-15').best).toBe(50_000);
    expect(summaryOf(stats, 'arrow-9-medium', '2025-01-15')).toMatchObject({
      solved: 0,
      best: null,
      average: null,
    });
  });

  it('say when a game beats an earlier best (not on the first game)', () => {
    const first = recordGame(emptyStats, solved({ time: 300_000 }), '2025-01-15');
    expect(first.summary.newBest).toBe(false);
    const slower = recordGame(first.stats, solved({ time: 301_000 }), '2025-01-15');
    expect(slower.summary.newBest).toBe(false);
    const faster = recordGame(slower.stats, solved({ time: 299_000 }), '2025-01-15');
    expect(faster.summary.newBest).toBe(true);
    expect(faster.summary.best).toBe(299_000);
  });

  it('leave out games with hints from the times, and games filled by Solve altogether', () => {
    const { stats } = play([
      solved({ time: 300_000 }),
      solved({ time: 5_000, hintsUsed: 3 }),
      solved({ time: 1_000, assisted: true }),
    ]);
    const s = summaryOf(stats, MEDIUM, '2025-01-15');
    expect(s.solved).toBe(2);
    expect(s.best).toBe(300_000);
    expect(s.average).toBe(300_000);
    const assisted = recordGame(stats, solved({ assisted: true }), '2025-01-15');
    expect(assisted.stats).toBe(stats);
  });
});

describe('daily streaks', () => {
  it('grow on consecutive days, and across month and year ends', () => {
    expect(play(dailies('2025-01-14', '2025-01-15', '2025-01-16')).streak).toBe(3);
    expect(play(dailies('2024-12-30', '2024-12-31', '2025-01-01')).streak).toBe(3);
    expect(play(dailies('2024-02-28', '2024-02-29', '2024-03-01')).streak).toBe(3);
    expect(play(dailies('2023-02-28', '2023-03-01')).streak).toBe(2);
  });

  it('restart after a missed day, keeping the longest', () => {
    const { stats, streak } = play(dailies('2025-01-01', '2025-01-02', '2025-01-03', '2025-01-05'));
    expect(streak).toBe(1);
    expect(summaryOf(stats, MEDIUM, '2025-01-05').longest).toBe(3);
  });

  it('count the same day once: neither the streak nor the times move', () => {
    const once = play(dailies('2025-01-14', '2025-01-15'));
    const twice = recordGame(
      once.stats,
      solved({ daily: '2025-01-15', time: 1_000 }),
      '2025-01-15',
    );
    expect(twice.stats).toBe(once.stats);
    expect(twice.summary.streak).toBe(2);
    expect(twice.summary.solved).toBe(2);
  });

  it('are kept per level', () => {
    const { stats } = play([
      solved({ daily: '2025-01-14' }),
      solved({ daily: '2025-01-15', level: 'hard' }),
      solved({ daily: '2025-01-15' }),
    ]);
    expect(summaryOf(stats, MEDIUM, '2025-01-15').streak).toBe(2);
    expect(summaryOf(stats, 'classic-9-hard', '2025-01-15').streak).toBe(1);
  });

  it('ignore an older puzzle of the day played later, and games that are not dailies', () => {
    const { stats, streak } = play([
      ...dailies('2025-01-14', '2025-01-15', '2025-01-10'),
      solved({ daily: null }),
    ]);
    expect(streak).toBe(2);
    expect(summaryOf(stats, MEDIUM, '2025-01-15').solved).toBe(4);
  });

  it('show as alive until a whole day is missed', () => {
    const { stats } = play(dailies('2025-01-14', '2025-01-15'));
    expect(summaryOf(stats, MEDIUM, '2025-01-15').streak).toBe(2);
    // Solved just before midnight (UTC): the next day the streak still stands...
    expect(summaryOf(stats, MEDIUM, '2025-01-16').streak).toBe(2);
    // ...and once a day has passed without the puzzle it is gone (the longest stays).
    expect(summaryOf(stats, MEDIUM, '2025-01-17')).toMatchObject({ streak: 0, longest: 2 });
  });

  it('follow the puzzle dates in any time zone, over daylight saving changes', () => {
    const saved = process.env.TZ;
    try {
      for (const tz of ['America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/London']) {
        process.env.TZ = tz;
        expect(play(dailies('2025-03-08', '2025-03-09', '2025-03-10')).streak).toBe(3);
        expect(play(dailies('2025-10-25', '2025-10-26', '2025-10-27')).streak).toBe(3);
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

describe('stored records', () => {
  it('round-trip through JSON', () => {
    const { stats } = play([...dailies('2025-01-14', '2025-01-15'), solved({ level: 'easy' })]);
    expect(readStats(JSON.stringify(stats))).toEqual(stats);
  });

  it('drop what is unsound, one kind at a time, and never throw', () => {
    const good = play(dailies('2025-01-15')).stats.kinds[MEDIUM];
    const text = JSON.stringify({
      v: 1,
      kinds: {
        [MEDIUM]: good,
        'classic-9-easy': { ...good, solved: -1 },
        'classic-9-hard': { ...good, last: '2025-02-30' },
        'classic-9-expert': { ...good, timed: 5, solved: 1 },
        ['__proto__']: good,
        'no good': good,
      },
    });
    expect(Object.keys(readStats(text).kinds)).toEqual([MEDIUM]);
    for (const junk of [
      null,
      '',
      '{',
      '[]',
      '{"v":2,"kinds":{}}',
      '{"v":1}',
      'x'.repeat(200_000),
    ]) {
      expect(readStats(junk)).toEqual(emptyStats);
    }
  });
});

describe('the localStorage adapter', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function memoryStorage(fail = false) {
    const data = new Map<string, string>();
    return {
      data,
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => {
        if (fail) throw new DOMException('full', 'QuotaExceededError');
        data.set(k, v);
      },
      removeItem: (k: string) => data.delete(k),
    };
  }

  it('records each finished game under one key and reads it back', () => {
    const store = memoryStorage();
    vi.stubGlobal('localStorage', store);
    saveGame(solved({ daily: '2025-01-14' }), '2025-01-14');
    const s = saveGame(solved({ daily: '2025-01-15', time: 200_000 }), '2025-01-15');
    expect(s).toMatchObject({ solved: 2, streak: 2, best: 200_000, average: 250_000 });
    expect([...store.data.keys()]).toEqual([STATS_KEY]);
    expect(summaryOf(loadStats(), MEDIUM, '2025-01-15').solved).toBe(2);
  });

  it('still says what to show when storage is full or missing', () => {
    vi.stubGlobal('localStorage', memoryStorage(true));
    expect(saveGame(solved(), '2025-01-15')).toMatchObject({ solved: 1, best: 300_000 });
    vi.stubGlobal('localStorage', undefined);
    expect(saveGame(solved(), '2025-01-15').solved).toBe(1);
  });
});
