// The board's zoom in the session store: zoomed in to playable cells from the start (where the
// widget is too narrow for a 16x16 or 25x25 board whole; styles.ts decides where), the whole board
// on the toggle and back, each said; a cell picked on the whole board zooms in again; nothing on
// the board changes and nothing is saved or sent to the page.
import { describe, expect, it } from 'vitest';
import { initialSession } from '../../../widget/model/store/session.ts';
import { ofType, playing, run } from './store-support.ts';

describe('the zoom', () => {
  it('starts zoomed in and toggles to the whole board and back, said each time', () => {
    expect(initialSession.zoom).toBe(true);
    const s = playing();
    const whole = run(s, [{ type: 'zoom' }]);
    expect(whole.session.zoom).toBe(false);
    expect(whole.session.announcement).toBe('Whole board');
    expect(whole.session.game).toBe(s.game);
    expect(whole.session.selected).toBe(s.selected);
    expect(ofType(whole.effects, 'save')).toEqual([]);
    expect(ofType(whole.effects, 'emit')).toEqual([]);
    const back = run(whole.session, [{ type: 'zoom' }]);
    expect(back.session.zoom).toBe(true);
    expect(back.session.announcement).toBe('Zoomed in');
  });

  it('zooms back in on a cell picked on the whole board, and stays out on a refused pick', () => {
    const whole = run(playing(), [{ type: 'zoom' }]).session;
    const picked = run(whole, [{ type: 'select', cell: 40 }]).session;
    expect(picked).toMatchObject({ selected: 40, zoom: true });
    expect(run(whole, [{ type: 'select', cell: 81 }]).session.zoom).toBe(false);
  });

  it('is said in the page language', () => {
    const s = playing();
    const id = { ...s, config: { ...s.config, lang: 'id' as const } };
    expect(run(id, [{ type: 'zoom' }]).session.announcement).toBe('Seluruh papan');
  });
});
