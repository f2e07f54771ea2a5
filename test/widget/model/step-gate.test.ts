// The start gate in the session store: every new game (the puzzle of the day, a day of the archive,
// a new puzzle) is announced first by a cancelable `sudoku-start` (an effect); the page's answer
// comes back as `gated`. Stopped, nothing starts: the session is the one before but the start kept;
// `continue-start` announces it again, and let through it starts.
import { describe, expect, it } from 'vitest';
import type { Action, Effect } from '../../../widget/model/store/actions.ts';
import type { Session } from '../../../widget/model/store/session.ts';
import { initialSession } from '../../../widget/model/store/session.ts';
import { step } from '../../../widget/model/store/step.ts';
import { firstEmpty, game } from './fixtures.ts';
import { config, ofType, playing, run } from './store-support.ts';

/** One action, with the page stopping every `sudoku-start` it brings. */
function stopped(s: Session, action: Action, now = 1000) {
  const first = step(s, action, now);
  const [gate] = ofType(first.effects, 'gate');
  const after = gate
    ? step(first.session, { type: 'gated', start: gate.start, go: false }, now)
    : first;
  return {
    gate,
    asked: first.session,
    session: after.session,
    effects: [...first.effects, ...after.effects],
  };
}

const without = (s: Session) => ({ ...s, blocked: null });
const starts = (effects: readonly Effect[]) => ofType(effects, 'load').length;

describe('sudoku-start', () => {
  it('comes before New Game starts, saying what is about to start', () => {
    const { gate, effects } = stopped(playing(), { type: 'new-game' });
    expect(gate.start.detail).toEqual({ kind: 'new', level: 'easy', variant: 'classic', size: 9 });
    expect(effects.indexOf(gate)).toBe(0);
    expect(starts(effects)).toBe(0);
  });

  it('stopped: the game on the board stays, unchanged, and nothing is loaded', () => {
    const g = game();
    const { cell, digit } = firstEmpty(g);
    const s = run(playing(g, { selected: cell }), [{ type: 'digit', digit, note: false }]).session;
    const asked = run(s, [{ type: 'new-game' }]).session;
    expect(asked.confirming).toBe(true);
    const { session, effects } = stopped(asked, { type: 'new-game-yes' }, 5000);
    expect(starts(effects)).toBe(0);
    expect(ofType(effects, 'save')).toEqual([]);
    expect(session.game).toBe(asked.game);
    expect(session.screen).toBe('game');
    expect(session.previous).toBeNull();
    expect(session.ticket).toBe(asked.ticket);
    expect(session.blocked?.detail.kind).toBe('new');
  });

  it('stopped from the level menu: the session is the one before, but for the start kept', () => {
    const menu = run(initialSession, [
      { type: 'configure', config: config({ api: 'off', seed: 'fixed' }), id: 'w' },
      { type: 'go', screen: 'levels' },
    ]).session;
    const { session, gate } = stopped(menu, { type: 'play-level', level: 'hard' }, 9000);
    expect(without(session)).toEqual({ ...without(menu), now: 9000 });
    expect(gate.start.detail).toEqual({
      kind: 'new',
      level: 'hard',
      variant: 'classic',
      size: 9,
      seed: 'fixed',
    });
  });

  it("a daily embed's start is the puzzle of the day, with its date and seed", () => {
    const { gate, session } = stopped(initialSession, {
      type: 'configure',
      config: config({ api: 'off', daily: '2026-11-20', start: 'game', level: 'hard' }),
      id: 'w',
    });
    expect(gate).toBeUndefined();
    const opened = run(session, [
      { type: 'opened', key: session.key, saved: null, previous: null },
    ]);
    const [g] = ofType(opened.effects, 'gate');
    expect(g.start.detail).toEqual({
      kind: 'daily',
      date: '2026-11-20',
      level: 'hard',
      variant: 'classic',
      size: 9,
      seed: 'daily:2026-11-20:hard',
    });
  });

  it('continue-start announces the stopped start again; let through, it starts', () => {
    const { session } = stopped(playing(), { type: 'new-game' });
    const again = step(session, { type: 'continue-start' }, 2000);
    const [gate] = ofType(again.effects, 'gate');
    expect(gate.start).toBe(session.blocked);
    const on = run(again.session, [{ type: 'gated', start: gate.start, go: true }], 2000);
    expect(on.session.blocked).toBeNull();
    expect(starts(on.effects)).toBe(1);
    expect(on.session.game?.puzzle.level).toBe('easy');
    expect(on.session.game?.puzzle.seed).toBe('a-random-seed');
  });

  it('continue-start with nothing stopped does nothing', () => {
    const s = playing();
    const next = step(s, { type: 'continue-start' }, 2000);
    expect(next.effects).toEqual([]);
    expect(next.session.game).toBe(s.game);
  });
});
