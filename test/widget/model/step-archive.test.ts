// The archive and the stats screen in the session store: opening one reads the records (an effect,
// answered with today's date), the calendar's keys move its focus within the archive, and a day
// chosen starts that day's puzzle of the day (at the embed's level and variant) through the start
// gate, as `archive` (or `daily` for today); its game is saved in a slot of its own.
import { describe, expect, it } from 'vitest';
import { dayKey } from '../../../widget/model/slots.ts';
import { emptyStats, recordGame, STATS_KEY } from '../../../widget/model/stats.ts';
import { initialSession } from '../../../widget/model/store/session.ts';
import { step } from '../../../widget/model/store/step.ts';
import { firstEmpty } from './fixtures.ts';
import { config, ctx, focusAfter, Memory, ofType, run } from './store-support.ts';

const menu = (attrs: Parameters<typeof config>[0] = {}, memory = new Memory()) =>
  run(
    initialSession,
    [{ type: 'configure', config: config({ api: 'off', ...attrs }), id: 'w' }],
    1000,
    100,
    memory,
  ).session;

describe('the archive', () => {
  it('opens on today, with the records read from storage', () => {
    const memory = new Memory();
    const stats = recordGame(
      emptyStats,
      {
        size: 9,
        variant: 'classic',
        level: 'medium',
        daily: '2026-11-19',
        time: 1,
        hintsUsed: 0,
        assisted: false,
      },
      ctx.today,
    ).stats;
    memory.write(STATS_KEY, JSON.stringify(stats));
    const { session, effects } = run(
      menu({}, memory),
      [{ type: 'open-archive', screen: 'archive' }],
      2000,
      100,
      memory,
    );
    expect(ofType(effects, 'read-stats')).toHaveLength(1);
    expect(session.screen).toBe('archive');
    expect(session.archive).toEqual({ stats, today: ctx.today, day: ctx.today });
    expect(focusAfter(effects)).toBe('screen');
  });

  it('the calendar moves its focus to a day of the archive, never past today or before the first', () => {
    const s = run(menu(), [{ type: 'open-archive', screen: 'archive' }]).session;
    const moved = run(s, [{ type: 'archive-focus', date: '2026-10-14' }]);
    expect(moved.session.archive.day).toBe('2026-10-14');
    expect(focusAfter(moved.effects)).toBe('screen');
    for (const date of ['2026-11-22', '2019-12-31', '2026-02-30', 'soon']) {
      const next = step(moved.session, { type: 'archive-focus', date }, 5000);
      expect(next.session.archive.day).toBe('2026-10-14');
      expect(next.effects).toEqual([]);
    }
  });

  it("a day chosen starts its puzzle of the day at the embed's level, through the gate", () => {
    const s = run(menu({ level: 'hard', variant: 'killer' }), [
      { type: 'open-archive', screen: 'archive' },
    ]).session;
    const { session, effects } = run(s, [{ type: 'archive-day', date: '2026-11-02' }], 3000);
    const [gate] = ofType(effects, 'gate');
    expect(gate.start.detail).toEqual({
      kind: 'archive',
      date: '2026-11-02',
      level: 'hard',
      variant: 'killer',
      size: 9,
      seed: 'daily:2026-11-02:hard',
    });
    expect(session.screen).toBe('game');
    expect(session.game?.daily).toBe('2026-11-02');
    expect(session.game?.puzzle.variant).toBe('killer');
    // Saved in a slot of its own: the embed's own game is not overwritten.
    const [save] = ofType(effects, 'save');
    expect(save.key).toBe(dayKey(session.key, '2026-11-02'));
  });

  it('today is the `daily` start; no day after today, none before the archive', () => {
    const s = run(menu(), [{ type: 'open-archive', screen: 'archive' }]).session;
    const today = step(s, { type: 'archive-day', date: ctx.today }, 2000);
    expect(ofType(today.effects, 'gate')[0].start.detail.kind).toBe('daily');
    for (const date of ['2026-11-22', '2019-12-31']) {
      const next = step(s, { type: 'archive-day', date }, 2000);
      expect(next.effects).toEqual([]);
      expect(next.session).toEqual({ ...s, now: 2000 });
    }
  });

  it("the day's game already kept is put back, not started again", () => {
    const s = run(menu(), [{ type: 'open-archive', screen: 'archive' }]).session;
    const on = run(s, [{ type: 'archive-day', date: '2026-11-05' }]).session;
    const g = on.game;
    if (!g) throw new Error('no game');
    const { cell, digit } = firstEmpty(g);
    const moved = run(on, [
      { type: 'select', cell },
      { type: 'digit', digit, note: false },
      { type: 'open-archive', screen: 'archive' },
    ]);
    const back = run(moved.session, [{ type: 'archive-day', date: '2026-11-05' }]);
    expect(ofType(back.effects, 'gate')).toEqual([]);
    expect(back.session.game?.values[cell]).toBe(digit);
  });
});

describe('the stats screen', () => {
  it('reads the records, and asks the API for the profile where there is one', () => {
    const local = run(menu(), [{ type: 'open-archive', screen: 'stats' }]);
    expect(local.session.screen).toBe('stats');
    expect(ofType(local.effects, 'players-data')).toEqual([]);
    const s = run(initialSession, [
      { type: 'configure', config: config({ api: 'https://api.example/' }), id: 'w' },
    ]).session;
    const remote = step(s, { type: 'open-archive', screen: 'stats' }, 2000);
    expect(ofType(remote.effects, 'players-data')[0]).toMatchObject({ daily: null });
    const answered = step(
      remote.session,
      { type: 'players-data', leaderboard: null, profile: null },
      2100,
    );
    expect(answered.session.players.fetched).toBe(true);
  });
});
