// A replay keeps time: each speed has a floor for short traces and scales with the trace's
// length, so Normal ends any replay within ~30 s (a 6,000-step one used to take ten minutes); it
// plays, pauses, steps, jumps to the end and stops there, and a late tick catches up.
import { describe, expect, it } from 'vitest';
import { generate } from '../../../shared/index.ts';
import { newGame } from '../../../widget/model/game.ts';
import {
  advance,
  atEnd,
  backtracksOf,
  finish,
  forward,
  isPlaying,
  pause,
  play,
  rateOf,
  replaying,
  SPEEDS,
  setSpeed,
  TICK_MS,
  tickEvery,
  totalOf,
} from '../../../widget/model/replayer.ts';
import { loadDeferred } from '../../../widget/services/deferred.ts';
import { loadReplay, REPLAY_TRACE_LIMIT } from '../../../widget/services/replay.ts';
import { game } from './fixtures.ts';

// Replays run on the engine's deferred part, which the widget loads on demand.
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

describe('a replay', () => {
  const recorded = () => {
    const r = loadReplay(game('widget-model'), 'backtracking');
    if (!r) throw new Error('no trace');
    return replaying(r);
  };

  it('plays at its speed, steps, pauses and stops at its end', () => {
    let r = recorded();
    expect(r.speed).toBe(NORMAL);
    expect(isPlaying(r)).toBe(false);
    expect(advance(r, 5000)).toBe(r);
    r = forward(r);
    expect(r.step).toBe(1);
    r = play(r, 1000);
    expect(isPlaying(r)).toBe(true);
    r = advance(r, 2000);
    expect(r.step).toBe(1 + Math.floor(rateOf(NORMAL, totalOf(r))));
    r = pause(r);
    const paused = r.step;
    expect(advance(r, 9000).step).toBe(paused);
    expect(setSpeed(r, 99, 9000)).toBe(r);
    expect(setSpeed(r, 1.5, 9000)).toBe(r);
    r = play(r, 9000);
    r = finish(r);
    expect(atEnd(r)).toBe(true);
    expect(isPlaying(r)).toBe(false);
    expect(forward(r)).toBe(r);
    expect(play(r, 10_000)).toBe(r);
    expect(backtracksOf(r)).toBe(r.replay.backtracks[totalOf(r)]);
  });

  it('ticks about once per event, never more often than every TICK_MS', () => {
    const r = recorded();
    for (let speed = 0; speed < SPEEDS.length; speed++) {
      const every = tickEvery(setSpeed(r, speed, 0));
      expect(every).toBeGreaterThanOrEqual(TICK_MS);
      expect(every).toBeCloseTo(Math.max(TICK_MS, 1000 / rateOf(speed, totalOf(r))));
    }
  });

  it('counts from when it reached its step, so late ticks lose nothing', () => {
    let r = play(recorded(), 0);
    const rate = rateOf(NORMAL, totalOf(r));
    // Ticks every 1.1 intervals: some land past two events' time and catch up.
    for (let k = 1; k <= 20; k++) r = advance(r, (k * 1100) / rate);
    expect(r.step).toBe(22);
    expect(setSpeed(r, 3, 50_000).since).toBe(50_000);
  });

  it('a 10,000-step replay at Normal ends within 30 s', () => {
    const m = generate({ seed: 'a', size: 9, level: 'hard' });
    const g = m.ok ? newGame(m.value) : null;
    const trace = g && loadReplay(g, 'backtracking');
    if (!trace) throw new Error('fixture');
    expect(trace.trace.events.length).toBeGreaterThan(6000);
    let r = play(replaying(trace), 0);
    for (let t = TICK_MS; t <= 29_000; t += tickEvery(r)) r = advance(r, t);
    expect(atEnd(r)).toBe(false);
    r = advance(r, 30_100);
    expect(atEnd(r)).toBe(true);
    expect(isPlaying(r)).toBe(false);
  });
});
