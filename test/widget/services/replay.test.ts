// Solve's replay: every teaching algorithm's trace replays from the givens to the solution (or
// says it was cut), with a step and backtrack count; and the player keeps time correctly.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generate } from '../../../shared/index.ts';
import { ReplayPlayer } from '../../../widget/app/replayer.ts';
import { TEACHING_ALGORITHMS } from '../../../widget/engine.ts';
import { newGame } from '../../../widget/model/game.ts';
import { boardAt, lastEvent, loadReplay, replayLength } from '../../../widget/services/replay.ts';
import { game } from '../model/fixtures.ts';

describe('loadReplay', () => {
  for (const algorithm of TEACHING_ALGORITHMS) {
    it(`${algorithm}: from the givens to the solution`, () => {
      const g = game('replay-4x4', 4);
      const r = loadReplay(g, algorithm);
      if (!r) throw new Error('no trace');
      expect(r.truncated).toBe(false);
      expect(boardAt(r, g, 0)).toEqual(g.givens);
      expect(boardAt(r, g, replayLength(r))).toEqual(g.solution);
      expect(r.backtracks[0]).toBe(0);
      expect(r.backtracks[replayLength(r)]).toBe(
        r.trace.events.filter((e) => e.type === 'remove').length,
      );
      const last = lastEvent(r, g, 1);
      expect(last && g.givens[last.cell]).toBe(0);
    });
  }

  it('a long search is cut and says so', () => {
    const made = generate({ seed: 'a', level: 'hard' });
    const g = made.ok ? newGame(made.value) : null;
    if (!g) throw new Error('fixture');
    const r = loadReplay(g, 'backtracking');
    expect(r?.truncated).toBe(true);
    if (r) expect(boardAt(r, g, replayLength(r)).filter(Boolean).length).toBeLessThan(81);
  });

  it('arrow puzzles replay under their arrows', () => {
    const made = generate({ seed: 'replay-arrow', level: 'easy', variant: 'arrow' });
    const g = made.ok ? newGame(made.value) : null;
    if (!g) throw new Error('fixture');
    const r = loadReplay(g, 'candidates');
    if (!r) throw new Error('no trace');
    if (!r.truncated) expect(boardAt(r, g, replayLength(r))).toEqual(g.solution);
  });
});

describe('ReplayPlayer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('plays at its speed, steps, pauses and ends once', () => {
    const g = game('replay-4x4', 4);
    const r = loadReplay(g, 'backtracking');
    if (!r) throw new Error('no trace');
    let ended = 0;
    const p = new ReplayPlayer(
      r,
      () => {},
      () => ended++,
    );
    p.forward();
    expect(p.step).toBe(1);
    p.setSpeed(1); // 10 events per second
    p.play();
    vi.advanceTimersByTime(1000);
    expect(p.step).toBe(Math.min(11, p.total));
    p.pause();
    vi.advanceTimersByTime(1000);
    expect(p.step).toBe(Math.min(11, p.total));
    p.setSpeed(99);
    expect(p.speed).toBe(1);
    p.finish();
    expect(p.atEnd).toBe(true);
    expect(p.playing).toBe(false);
    expect(ended).toBe(1);
    expect(p.backtracks).toBe(r.backtracks[p.total]);
  });
});
