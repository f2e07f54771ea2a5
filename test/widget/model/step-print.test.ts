// Printing in the session store: "Print blank puzzle" marks the session blank and asks for the
// print dialog, "Print progress" asks without; the dialog closing (`printed`) ends the blank
// print; nothing on the board changes, nothing is saved or sent to the page; no game, no print.
import { describe, expect, it } from 'vitest';
import { initialSession } from '../../../widget/model/store/session.ts';
import { ofType, playing, run } from './store-support.ts';

describe('printing', () => {
  it('prints the blank puzzle until the dialog closes, the board untouched', () => {
    const s = playing();
    const blank = run(s, [{ type: 'print', blank: true }]);
    expect(blank.session.blankPrint).toBe(true);
    expect(ofType(blank.effects, 'print')).toHaveLength(1);
    expect(blank.session.game).toBe(s.game);
    expect(ofType(blank.effects, 'save')).toEqual([]);
    expect(ofType(blank.effects, 'emit')).toEqual([]);
    const done = run(blank.session, [{ type: 'printed' }]);
    expect(done.session.blankPrint).toBe(false);
    expect(done.effects).toEqual([]);
  });

  it('prints the progress as it stands', () => {
    const progress = run(playing(), [{ type: 'print', blank: false }]);
    expect(progress.session.blankPrint).toBe(false);
    expect(ofType(progress.effects, 'print')).toHaveLength(1);
  });

  it('prints nothing without a game, and a stray `printed` changes nothing', () => {
    expect(ofType(run(initialSession, [{ type: 'print', blank: true }]).effects, 'print')).toEqual(
      [],
    );
    const s = playing();
    expect(run(s, [{ type: 'printed' }]).session.blankPrint).toBe(false);
  });
});
