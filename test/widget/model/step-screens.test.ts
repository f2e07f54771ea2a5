// The screens in the session store: the menus and text screens open and close back to where they
// were opened from; Escape closes the innermost thing open; leaving a game offers it on the menu
// (Continue), and leaving a new game untouched offers the one it replaced instead.
import { describe, expect, it } from 'vitest';
import { escapes } from '../../../widget/model/store/screens.ts';
import { initialSession } from '../../../widget/model/store/session.ts';
import { step } from '../../../widget/model/store/step.ts';
import { firstEmpty, game } from './fixtures.ts';
import { config, focusAfter, ofType, playing, run } from './store-support.ts';

const menu = () =>
  run(initialSession, [{ type: 'configure', config: config({ api: 'off' }), id: '' }]).session;

describe('the screens', () => {
  it('open from the menu and go back to it with OK or Escape, the focus on each screen', () => {
    for (const screen of ['help', 'about', 'levels'] as const) {
      const open = run(menu(), [{ type: 'go', screen }]);
      expect(open.session.screen).toBe(screen);
      expect(focusAfter(open.effects)).toBe('screen');
      expect(run(open.session, [{ type: 'back' }]).session.screen).toBe('menu');
      expect(escapes(open.session)).toBe(true);
      expect(run(open.session, [{ type: 'escape' }]).session.screen).toBe('menu');
    }
  });

  it('go back to the game they were opened from', () => {
    const s = playing();
    const help = run(s, [{ type: 'go', screen: 'help' }]).session;
    expect(help.from).toBe('game');
    const back = run(help, [{ type: 'back' }]);
    expect(back.session.screen).toBe('game');
    expect(focusAfter(back.effects)).toBe('cell');
  });

  it('Escape closes the innermost thing open, and nothing on the game or the menu', () => {
    const s = playing();
    expect(escapes(s)).toBe(false);
    expect(step(s, { type: 'escape' }, 1).effects).toEqual([]);
    expect(run({ ...s, confirming: true }, [{ type: 'escape' }]).session.confirming).toBe(false);
    expect(run({ ...s, choosing: true }, [{ type: 'escape' }]).session.choosing).toBe(false);
    const replaying = run(s, [{ type: 'replay' }]).session;
    expect(run(replaying, [{ type: 'escape' }]).session.replay).toBeNull();
    expect(escapes(menu())).toBe(false);
  });
});

describe('leaving a game', () => {
  it('saves it and offers it on the menu; Continue puts it back', () => {
    const s = playing();
    const left = run(s, [{ type: 'go', screen: 'menu' }]);
    expect(ofType(left.effects, 'save')).toHaveLength(1);
    expect(left.session.saved?.values).toBe(left.session.game?.values);
    expect(left.session.game?.timer).toEqual({ banked: 1000, since: null });
    // Its clock stood still on the menu: the time away does not count.
    expect(left.session.saved?.timer).toEqual({ banked: 1000, since: null });
    const back = run(left.session, [{ type: 'continue-saved' }], 60_000);
    expect(back.session.game?.timer).toEqual({ banked: 1000, since: 60_000 });
    expect(back.session.screen).toBe('game');
    expect(back.session.saved).toBeNull();
    expect(ofType(back.effects, 'ready')[0].detail.source).toBe('saved');
    expect(focusAfter(back.effects)).toBe('cell');
  });

  it('left untouched, a new game gives way to the game it replaced', () => {
    const g = game();
    const { cell, digit } = firstEmpty(g);
    const played = run(playing(g, { selected: cell }), [{ type: 'digit', digit, note: false }]);
    const fresh = run(played.session, [{ type: 'new-game' }, { type: 'new-game-yes' }]).session;
    expect(fresh.previous?.values).toEqual(played.session.game?.values);
    const left = run(fresh, [{ type: 'go', screen: 'menu' }]).session;
    expect(left.saved?.values).toEqual(played.session.game?.values);
    expect(left.previous).toBeNull();
  });
});
