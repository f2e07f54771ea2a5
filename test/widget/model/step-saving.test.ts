// Saving in the session store: a step saves by itself the game that changed (first, before any
// other effect) and the game that left the board for another puzzle or slot; a daily embed keeps
// other puzzles in their own slot; the page going away, a hidden tab and leaving the page save too.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../widget/model/game.ts';
import { otherKey } from '../../../widget/model/slots.ts';
import { autoSaves } from '../../../widget/model/store/saving.ts';
import { step } from '../../../widget/model/store/step.ts';
import { firstEmpty, game, puzzle } from './fixtures.ts';
import { config, ofType, playing, run } from './store-support.ts';

describe('saving', () => {
  it('saves a move once, first of its effects, with the clock as it reads then', () => {
    const s = playing();
    const { cell, digit } = firstEmpty(s.game ?? game());
    const { effects } = run(
      { ...s, selected: cell },
      [{ type: 'digit', digit, note: false }],
      7000,
    );
    expect(effects[0]).toMatchObject({ type: 'save', key: s.key, elapsed: 7000 });
    expect(ofType(effects, 'save')).toHaveLength(1);
  });

  it('does not save a change of the clock alone, nor a change of the selection', () => {
    const s = playing();
    expect(ofType(run(s, [{ type: 'in-view', inView: false }]).effects, 'save')).toEqual([]);
    expect(ofType(run(s, [{ type: 'select', cell: 3 }]).effects, 'save')).toEqual([]);
  });

  it('saves the game that leaves the board for another puzzle, in its own slot, before the new one', () => {
    const s = playing();
    const other = newGame(puzzle('another'));
    if (!other) throw new Error('fixture');
    const after = { ...s, game: other, key: 'sudoku-break:v1:next' };
    const saves = autoSaves(s, after);
    expect(saves.map((e) => e.type === 'save' && [e.key, e.game])).toEqual([
      [s.key, s.game],
      ['sudoku-break:v1:next', other],
    ]);
    expect(autoSaves(s, { ...s, game: null })).toHaveLength(1);
  });

  it("keeps a daily embed's other puzzles apart from the day's", () => {
    const s = playing(game(), { config: config({ daily: '2026-11-21' }) });
    const { cell, digit } = firstEmpty(s.game ?? game());
    const { effects } = run({ ...s, selected: cell }, [{ type: 'digit', digit, note: false }]);
    expect(ofType(effects, 'save')[0].key).toBe(otherKey(s.key));
  });

  it('saves when the page goes away, and when the element leaves the page (the clock stops)', () => {
    const s = playing();
    expect(ofType(step(s, { type: 'page-hide' }, 5).effects, 'save')).toHaveLength(1);
    const gone = step(s, { type: 'disconnected' }, 5);
    expect(ofType(gone.effects, 'save')).toHaveLength(1);
    expect(gone.session.inView).toBe(false);
    expect(gone.session.game?.timer.since).toBeNull();
  });

  it('saves nothing before the attributes gave a slot', () => {
    expect(step(playing(game(), { key: '' }), { type: 'page-hide' }, 5).effects).toEqual([]);
  });
});
