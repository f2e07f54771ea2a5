// The game clock in the session store: it runs only while someone can be playing (the board on
// screen, in view, the tab shown, not paused, over, replaying or solved); every step brings the
// game's timer in line, Pause toggles it, and the session asks for a tick a second while it runs.
import { describe, expect, it } from 'vitest';
import { clockRuns, tickEvery } from '../../../widget/model/store/clock.ts';
import { step } from '../../../widget/model/store/step.ts';
import { elapsed, isRunning } from '../../../widget/model/timer.ts';
import { game } from './fixtures.ts';
import { config, focusAfter, ofType, playing, run } from './store-support.ts';

describe('the clock', () => {
  it('runs only while the board can be played and seen', () => {
    const s = playing();
    const g = s.game ?? game();
    expect(clockRuns(s)).toBe(true);
    expect(clockRuns({ ...s, inView: false })).toBe(false);
    expect(clockRuns({ ...s, hidden: true })).toBe(false);
    expect(clockRuns({ ...s, paused: true })).toBe(false);
    expect(clockRuns({ ...s, screen: 'menu' })).toBe(false);
    expect(clockRuns({ ...s, game: null })).toBe(false);
    expect(clockRuns({ ...s, game: { ...g, values: g.solution } })).toBe(false);
    const over = { ...g, mistakes: 1 };
    expect(clockRuns({ ...s, game: over, config: config({ mistakeLimit: '1' }) })).toBe(false);
  });

  it('is brought in line by every step: out of view it stops, in view it runs on', () => {
    const s = playing();
    const out = step(s, { type: 'in-view', inView: false }, 4000).session;
    expect(out.game?.timer).toEqual({ banked: 4000, since: null });
    const back = step(out, { type: 'in-view', inView: true }, 9000).session;
    expect(back.game?.timer).toEqual({ banked: 4000, since: 9000 });
    const hidden = step(back, { type: 'hidden', hidden: true }, 10_000);
    expect(hidden.session.game && isRunning(hidden.session.game.timer)).toBe(false);
    // The tab hidden: the game is saved (the page may not come back).
    expect(ofType(hidden.effects, 'save')[0].elapsed).toBe(5000);
  });

  it('Pause stops it and veils the board; Resume runs it on; each is said and saved', () => {
    const paused = run(playing(), [{ type: 'pause' }], 3000);
    expect(paused.session.paused).toBe(true);
    expect(paused.session.game?.timer).toEqual({ banked: 3000, since: null });
    expect(paused.session.announcement).toBe('Paused');
    expect(focusAfter(paused.effects)).toBe('screen');
    expect(ofType(paused.effects, 'save')).toHaveLength(1);
    const on = run(paused.session, [{ type: 'pause' }], 8000);
    expect(on.session.paused).toBe(false);
    expect(on.session.game && elapsed(on.session.game.timer, 9000)).toBe(4000);
    expect(focusAfter(on.effects)).toBe('cell');
  });

  it('Pause is refused on a solved game', () => {
    const g = game();
    const s = playing({ ...g, values: g.solution });
    expect(step(s, { type: 'pause' }, 1).session.paused).toBe(false);
  });

  it('asks for a tick a second while it runs, and none otherwise', () => {
    const s = playing();
    expect(tickEvery(s)).toBe(1000);
    expect(tickEvery({ ...s, paused: true })).toBeNull();
    expect(tickEvery({ ...s, game: null })).toBeNull();
  });

  it('saves the game every ten seconds of play, on its ticks', () => {
    let s = playing();
    const saves: number[] = [];
    for (let t = 1000; t <= 25_000; t += 1000) {
      const next = step(s, { type: 'tick' }, t);
      if (ofType(next.effects, 'save').length) saves.push(t);
      s = next.session;
    }
    expect(saves).toEqual([10_000, 20_000]);
    // Not while paused.
    const paused = { ...s, paused: true, lastSave: 0 };
    expect(step(paused, { type: 'tick' }, 40_000).effects).toEqual([]);
  });
});
