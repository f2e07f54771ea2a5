// Mistakes in the session store: Check marks and counts wrong digits without a move; the limit
// ends the game (no moves, the panel focused) until Continue (one more chance) or Restart (the
// same puzzle from its givens, the attempt given up sent to the page).
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../widget/model/game.ts';
import { isGameOver, playable } from '../../../widget/model/store/derive.ts';
import { step } from '../../../widget/model/store/step.ts';
import { firstEmpty, puzzle, wrongDigit } from './fixtures.ts';
import { changes, config, focusAfter, ofType, playing, run } from './store-support.ts';

const fresh = (mode: 'off' | 'conflicts' | 'instant') => {
  const g = newGame(puzzle(), null, mode);
  if (!g) throw new Error('fixture');
  return g;
};

describe('Check', () => {
  it('marks and counts the wrong digits, says how many, and moves nothing', () => {
    const g = fresh('off');
    const { cell } = firstEmpty(g);
    const s = playing(g, { selected: cell });
    const placed = run(s, [{ type: 'digit', digit: wrongDigit(g, cell), note: false }]).session;
    expect(placed.game?.mistakes).toBe(0);
    const checked = run(placed, [{ type: 'check' }]);
    expect(checked.session.game?.mistakes).toBe(1);
    expect(checked.session.game?.marked[cell]).not.toBe(0);
    expect(checked.session.announcement).toBe('1 wrong digit marked');
    expect(changes(checked.effects)).toEqual([]);
    expect(ofType(checked.effects, 'save')).toHaveLength(1);
    expect(run(s, [{ type: 'check' }]).session.announcement).toBe('No wrong digits so far');
    expect(step(playing(g, { paused: true }), { type: 'check' }, 1).effects).toEqual([]);
  });
});

describe('the mistake limit', () => {
  const over = () => {
    const g = fresh('instant');
    const { cell } = firstEmpty(g);
    const s = playing(g, { selected: cell, config: config({ mistakeLimit: '1' }) });
    return { g, cell, ...run(s, [{ type: 'digit', digit: wrongDigit(g, cell), note: false }]) };
  };

  it('ends the game at the limit: the panel takes the focus, no move goes in', () => {
    const { session, effects, cell } = over();
    expect(isGameOver(session)).toBe(true);
    expect(playable(session)).toBe(false);
    expect(focusAfter(effects)).toBe('screen');
    expect(run(session, [{ type: 'erase' }]).session.game?.values[cell]).not.toBe(0);
  });

  it('Continue gives one more chance on the same board', () => {
    const { session } = over();
    const on = run(session, [{ type: 'continue-game' }]);
    expect(isGameOver(on.session)).toBe(false);
    expect(on.session.game?.continues).toBe(1);
    expect(on.session.game?.values).toEqual(session.game?.values);
    expect(on.session.announcement).toBe('Mistakes 1/2');
    expect(focusAfter(on.effects)).toBe('cell');
    // Not over: nothing to continue.
    expect(run(on.session, [{ type: 'continue-game' }]).effects).toEqual([]);
  });

  it('Restart puts the puzzle back from its givens and sends the attempt given up', () => {
    const { session, g } = over();
    const { session: again, effects } = run(session, [{ type: 'restart' }], 5000);
    expect(again.game?.values).toEqual(g.givens);
    expect(again.game?.mistakes).toBe(0);
    expect(again.game?.history.past).toEqual([]);
    expect(again.game?.timer.banked).toBe(0);
    // The clock stood still from the game over (at 1000) to Restart.
    const [sent] = ofType(effects, 'emit');
    expect(sent).toMatchObject({ name: 'sudoku-restart', detail: { mistakes: 1, time: 1000 } });
    expect(focusAfter(effects)).toBe('cell');
  });
});
