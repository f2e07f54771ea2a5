// New Game in the session store: it asks first when a game is in progress; the new puzzle is of
// the same kind, and the game it replaced comes back with "Back to previous game" (its clock
// stopped meanwhile) until the first move on the new one.
import { describe, expect, it } from 'vitest';
import { step } from '../../../widget/model/store/step.ts';
import { elapsed } from '../../../widget/model/timer.ts';
import { firstEmpty, game } from './fixtures.ts';
import { focusAfter, ofType, playing, run } from './store-support.ts';

const inProgress = () => {
  const g = game();
  const { cell, digit } = firstEmpty(g);
  return run(playing(g, { selected: cell }), [{ type: 'digit', digit, note: false }], 1000).session;
};

describe('New Game', () => {
  it('starts at once when there is nothing to lose', () => {
    const { effects, session } = run(playing(), [{ type: 'new-game' }]);
    const [load] = ofType(effects, 'load');
    expect(load.ask).toMatchObject({ size: 9, level: 'easy', seed: null, daily: null });
    expect(session.confirming).toBe(false);
    expect(session.previous).toBeNull();
  });

  it('asks first when a game is in progress; "Keep playing" keeps it', () => {
    const s = inProgress();
    const asked = run(s, [{ type: 'new-game' }]);
    expect(asked.session.confirming).toBe(true);
    expect(ofType(asked.effects, 'load')).toEqual([]);
    expect(focusAfter(asked.effects)).toBe('.confirm button');
    const kept = run(asked.session, [{ type: 'new-game-no' }]);
    expect(kept.session.confirming).toBe(false);
    expect(kept.session.game).toBe(asked.session.game);
    expect(focusAfter(kept.effects)).toBe('.new');
  });

  it('"Start new" keeps the game it replaces, its clock stopped, for "Back to previous game"', () => {
    const s = inProgress();
    const fresh = run(s, [{ type: 'new-game' }, { type: 'new-game-yes' }], 4000, 1000).session;
    expect(fresh.game?.puzzle.seed).toBe('a-random-seed');
    const kept = fresh.previous;
    expect(kept?.values).toEqual(s.game?.values);
    expect(kept && elapsed(kept.timer, 99_000)).toBe(5000);
    const back = run(fresh, [{ type: 'back-to-previous' }], 9000);
    expect(back.session.game?.values).toEqual(s.game?.values);
    expect(back.session.announcement).toBe('Previous game restored');
    expect(back.session.fromSave).toBe(true);
    // The new game was left untouched: it is not kept.
    expect(back.session.previous).toBeNull();
  });

  it('the first move on the new game lets the previous one go', () => {
    const s = inProgress();
    const fresh = run(s, [{ type: 'new-game' }, { type: 'new-game-yes' }]).session;
    const g = fresh.game ?? game();
    const { cell, digit } = firstEmpty(g);
    const moved = run(fresh, [
      { type: 'select', cell },
      { type: 'digit', digit, note: false },
    ]);
    expect(moved.session.previous).toBeNull();
    expect(step(moved.session, { type: 'back-to-previous' }, 1).effects).toEqual([]);
  });
});
