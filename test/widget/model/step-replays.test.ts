// Solve and replays in the session store: the choice opens only on a board that can be played,
// a recording asked for comes back as an action (a stale one is ignored), the replay plays unless
// motion is to be reduced, moves by its controls and its clock, and its end fills the board.
import { describe, expect, it } from 'vitest';
import { place } from '../../../widget/model/game.ts';
import { atEnd, isPlaying, totalOf } from '../../../widget/model/replayer.ts';
import { step } from '../../../widget/model/store/step.ts';
import { loadReplay } from '../../../widget/services/replay.ts';
import { firstEmpty, game } from './fixtures.ts';
import { changes, focusAfter, ofType, playing, run } from './store-support.ts';

describe('Solve', () => {
  it('opens and closes its choice, closing a hint, only on a board that can be played', () => {
    const s = playing();
    const open = run(s, [{ type: 'solve' }]);
    expect(open.session.choosing).toBe(true);
    expect(focusAfter(open.effects)).toBe('screen');
    const closed = run(open.session, [{ type: 'solve' }]);
    expect(closed.session.choosing).toBe(false);
    expect(focusAfter(closed.effects)).toBe('cell');
    for (const blocked of [{ paused: true }, { loading: { focus: false } }, { game: null }]) {
      const t = playing(undefined, blocked);
      expect(step(t, { type: 'solve' }, 5).session.choosing).toBe(false);
    }
  });

  it('takes a known algorithm and ignores anything else', () => {
    const s = playing();
    expect(run(s, [{ type: 'algorithm', name: 'candidates' }]).session.algorithm).toBe(
      'candidates',
    );
    expect(run(s, [{ type: 'algorithm', name: '__proto__' }]).session.algorithm).toBe(
      'backtracking',
    );
  });

  it('fills the board now as a solve move, the focus on the board', () => {
    const { session, effects } = run(playing(), [{ type: 'fill-now' }]);
    expect(changes(effects)).toEqual(['solve']);
    expect(session.game?.values).toEqual(session.game?.solution);
    expect(session.game?.assisted).toBe(true);
    expect(session.announcement).toMatch(/^The solution is on the board\./);
    expect(focusAfter(effects)).toBe('cell');
  });
});

describe('a replay', () => {
  it('is asked for, comes back as an action, plays and says which algorithm', () => {
    const { session, effects } = run(playing(), [{ type: 'solve' }, { type: 'replay' }]);
    expect(ofType(effects, 'replay')).toHaveLength(1);
    expect(session.choosing).toBe(false);
    expect(session.replay && isPlaying(session.replay)).toBe(true);
    expect(session.announcement).toBe('Replay: Backtracking');
    expect(focusAfter(effects)).toBe('screen');
  });

  it('waits to be played when the system asks for reduced motion', () => {
    const { session } = run(playing(undefined, { calm: true }), [{ type: 'replay' }]);
    expect(session.replay && isPlaying(session.replay)).toBe(false);
  });

  it('is ignored when it comes back stale: another request, or the board changed', () => {
    const s = playing();
    const asked = step(s, { type: 'replay' }, 10).session;
    const recording = loadReplay(s.game ?? game(), 'backtracking');
    const g = asked.game ?? game();
    // A newer request took the ticket.
    const stale = {
      type: 'replayed',
      ticket: asked.ticket - 1,
      game: g,
      replay: recording,
    } as const;
    expect(step(asked, stale, 20).session.replay).toBeNull();
    // The player moved meanwhile.
    const { cell, digit } = firstEmpty(g);
    const moved = { ...asked, game: place(g, cell, digit) };
    const late = { type: 'replayed', ticket: asked.ticket, game: g, replay: recording } as const;
    expect(step(moved, late, 20).session.replay).toBeNull();
    // The same answer on time is taken.
    expect(step(asked, late, 20).session.replay).not.toBeNull();
  });

  it('steps, pauses, plays on ticks, and its end fills the board and says how', () => {
    let s = run(playing(undefined, { calm: true }), [{ type: 'replay' }]).session;
    s = run(s, [{ type: 'replay-step' }, { type: 'replay-step' }]).session;
    expect(s.replay?.step).toBe(2);
    s = run(s, [{ type: 'replay-toggle' }], 1000).session;
    s = run(s, [{ type: 'tick' }], 3000).session;
    expect(s.replay?.step).toBeGreaterThan(2);
    const end = run(s, [{ type: 'replay-finish' }], 4000);
    const r = end.session.replay;
    expect(r && atEnd(r)).toBe(true);
    expect(r?.note).toMatch(new RegExp(`^Solved in ${r && totalOf(r)} steps`));
    expect(changes(end.effects)).toEqual(['solve']);
    expect(end.session.game?.values).toEqual(end.session.game?.solution);
    expect(focusAfter(end.effects)).toBe('screen');
    // Ended: nothing moves it any more, and Close takes the board back.
    expect(run(end.session, [{ type: 'tick' }], 9000).session.replay).toBe(r);
    const closed = run(end.session, [{ type: 'replay-close' }]);
    expect(closed.session.replay).toBeNull();
    expect(focusAfter(closed.effects)).toBe('cell');
  });

  it('is not asked for on a solved board, nor while paused', () => {
    const g = game();
    const solved = { ...g, values: g.solution };
    for (const s of [playing(solved), playing(undefined, { paused: true })]) {
      expect(ofType(run(s, [{ type: 'replay' }]).effects, 'replay')).toEqual([]);
    }
  });
});
