// The replay player keeps time: each speed has a floor for short traces and scales with the
// trace's length, so Normal ends any replay within ~30 s (a 6,000-step one used to take ten
// minutes); it plays, pauses, steps, jumps to the end and reports the end once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generate } from '../../../shared/index.ts';
import { ReplayPlayer, rateOf, SPEEDS } from '../../../widget/app/replayer.ts';
import { newGame } from '../../../widget/model/game.ts';
import { loadDeferred } from '../../../widget/services/deferred.ts';
import { loadReplay, REPLAY_TRACE_LIMIT, type Replay } from '../../../widget/services/replay.ts';
import { game } from '../model/fixtures.ts';

// Hints and replays run on the engine's deferred part, which the widget loads on demand.
await loadDeferred();

const NORMAL = 1;

describe('rateOf', () => {
  it('Normal ends any replay within 30 s, and short ones are not rushed', () => {
    for (const total of [1, 20, 50, 120, 121, 500, 6000, REPLAY_TRACE_LIMIT]) {
      expect(total / rateOf(NORMAL, total), `${total} events`).toBeLessThanOrEqual(30);
    }
    expect(rateOf(NORMAL, 6000)).toBe(200);
    expect(rateOf(NORMAL, 40)).toBe(4);
  });

  it('each speed is at least as fast as the one before, for any length', () => {
    for (const total of [10, 100, 1000, REPLAY_TRACE_LIMIT]) {
      for (let s = 1; s < SPEEDS.length; s++) {
        expect(rateOf(s, total)).toBeGreaterThanOrEqual(rateOf(s - 1, total));
      }
    }
    expect(REPLAY_TRACE_LIMIT / rateOf(SPEEDS.length - 1, REPLAY_TRACE_LIMIT)).toBeLessThanOrEqual(
      2,
    );
  });
});

describe('ReplayPlayer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const player = (r: Replay) => {
    const seen = { ended: 0 };
    const p = new ReplayPlayer(
      r,
      () => {},
      () => seen.ended++,
    );
    return { p, seen };
  };

  it('plays at its speed, steps, pauses and ends once', () => {
    const g = game('widget-model');
    const r = loadReplay(g, 'backtracking');
    if (!r) throw new Error('no trace');
    const { p, seen } = player(r);
    expect(p.speed).toBe(NORMAL);
    p.forward();
    expect(p.step).toBe(1);
    p.play();
    expect(p.playing).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(p.step).toBe(1 + Math.floor(rateOf(NORMAL, p.total)));
    p.pause();
    const paused = p.step;
    vi.advanceTimersByTime(1000);
    expect(p.step).toBe(paused);
    p.setSpeed(99);
    expect(p.speed).toBe(NORMAL);
    p.finish();
    expect(p.atEnd).toBe(true);
    expect(p.playing).toBe(false);
    expect(seen.ended).toBe(1);
    p.forward();
    expect(seen.ended).toBe(1);
    expect(p.backtracks).toBe(r.backtracks[p.total]);
  });

  it('a 10,000-step replay at Normal ends within 30 s', () => {
    const m = generate({ seed: 'a', size: 9, level: 'hard' });
    const g = m.ok ? newGame(m.value) : null;
    const r = g && loadReplay(g, 'backtracking');
    if (!r) throw new Error('fixture');
    expect(r.trace.events.length).toBeGreaterThan(6000);
    const { p, seen } = player(r);
    p.play();
    vi.advanceTimersByTime(29_000);
    expect(p.atEnd).toBe(false);
    vi.advanceTimersByTime(1_100);
    expect(p.atEnd).toBe(true);
    expect(seen.ended).toBe(1);
  });
});
