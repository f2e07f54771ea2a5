// Input in the session store: a tap selects a cell; digit-first mode picks a digit on the pad and
// puts it into the cells tapped in the entry mode (a value, which a tap again takes out; a corner
// or centre mark; a colour, toggled, even on a cell holding the digit), and gives way to
// cell-first input when switched off; Enter or Space on a cell does what a tap does (on several
// selected cells, what the picked digit's key does); a long press
// selects its cell and switches corner mode; the digit shown as picked is the one the board
// highlights, in the corner and centre marks too.
import { describe, expect, it } from 'vitest';
import { highlights, NOTE, SAME } from '../../../widget/model/highlight.ts';
import { bit } from '../../../widget/model/notes.ts';
import { keyAction } from '../../../widget/model/store/keyboard.ts';
import { firstEmpty, game } from './fixtures.ts';
import { changes, config, playing, run } from './store-support.ts';

const g = game();
const { cell, digit } = firstEmpty(g);
const other = g.values.findIndex((v, c) => !v && c !== cell && g.solution[c] === digit);
const given = g.givens.findIndex(Boolean);

describe('a tap on a cell', () => {
  it('selects it, and nothing else, in cell-first mode', () => {
    const { session, effects } = run(playing(g, { selected: 0 }), [{ type: 'tap', cell }]);
    expect(session.selected).toBe(cell);
    expect(session.game?.values).toEqual(g.values);
    expect(changes(effects)).toEqual([]);
  });
});

describe('digit-first mode', () => {
  it('picks a digit on the pad (again: unpicks it) and says so; cell-first ignores picks', () => {
    expect(run(playing(g), [{ type: 'pick', digit }]).session.picked).toBe(0);
    const on = run(playing(g), [{ type: 'digit-first' }, { type: 'pick', digit }]).session;
    expect(on.digitFirst).toBe(true);
    expect(on.picked).toBe(digit);
    expect(on.announcement).toBe(`${digit} picked`);
    expect(run(on, [{ type: 'pick', digit }]).session.picked).toBe(0);
    for (const bad of [0, 10, 2.5])
      expect(run(on, [{ type: 'pick', digit: bad }]).session.picked).toBe(digit);
    const off = run(on, [{ type: 'digit-first' }]).session;
    expect([off.digitFirst, off.picked, off.announcement]).toEqual([false, 0, 'Cell first']);
  });

  it('puts the picked digit into every cell tapped, and takes it out of a cell holding it', () => {
    const on = run(playing(g), [{ type: 'digit-first' }, { type: 'pick', digit }]).session;
    const { session, effects } = run(on, [
      { type: 'tap', cell },
      { type: 'tap', cell: other },
    ]);
    expect(session.game?.values[cell]).toBe(digit);
    expect(session.game?.values[other]).toBe(digit);
    expect(session.picked).toBe(digit);
    expect(changes(effects)).toEqual(['set', 'set']);
    const back = run(session, [{ type: 'tap', cell }]);
    expect(back.session.game?.values[cell]).toBe(0);
    expect(changes(back.effects)).toEqual(['erase']);
    // A given keeps its digit; the tap only selects it.
    const onGiven = run(on, [{ type: 'tap', cell: given }]).session;
    expect(onGiven.selected).toBe(given);
    expect(onGiven.game?.values).toEqual(g.values);
  });

  it('writes a corner mark in corner mode, and a tap again takes it back', () => {
    const on = run(playing(g, { mode: 'corner' }), [
      { type: 'digit-first' },
      { type: 'pick', digit },
      { type: 'tap', cell },
    ]).session;
    expect(on.game?.notes[cell]).toBe(bit(digit));
    expect(on.game?.values[cell]).toBe(0);
    expect(run(on, [{ type: 'tap', cell }]).session.game?.notes[cell]).toBe(0);
  });

  it('writes a centre mark in centre mode, and a colour in colour mode', () => {
    const picked = (mode: 'centre' | 'colour') =>
      run(playing(g, { mode }), [{ type: 'digit-first' }, { type: 'pick', digit }]).session;
    const centre = run(picked('centre'), [{ type: 'tap', cell }]);
    expect(centre.session.game?.centre[cell]).toBe(bit(digit));
    expect([centre.session.game?.values[cell], centre.session.game?.notes[cell]]).toEqual([0, 0]);
    expect(changes(centre.effects)).toEqual(['note']);
    expect(run(centre.session, [{ type: 'tap', cell }]).session.game?.centre[cell]).toBe(0);
    // A colour goes on any cell, a given's too, and a tap again takes it off; the digit stays.
    const holding = g.values.indexOf(digit);
    const colour = run(picked('colour'), [{ type: 'tap', cell: holding }]);
    expect(colour.session.game?.colours[holding]).toBe(digit);
    expect(colour.session.game?.values[holding]).toBe(digit);
    expect(changes(colour.effects)).toEqual(['colour']);
    const off = run(colour.session, [{ type: 'tap', cell: holding }]).session.game;
    expect([off?.colours[holding], off?.values[holding]]).toEqual([0, digit]);
  });

  it('is keyboard-usable: Enter or Space on a cell puts the picked digit there', () => {
    const on = run(playing(g, { selected: cell }), [
      { type: 'digit-first' },
      { type: 'pick', digit },
    ]).session;
    expect(keyAction(on, { key: 'Enter' }, 'cell')).toEqual({ type: 'tap', cell });
    expect(keyAction(on, { key: ' ' }, 'cell')).toEqual({ type: 'tap', cell });
    expect(keyAction(on, { key: 'Enter' }, 'button')).toBeNull();
    expect(keyAction({ ...on, picked: 0 }, { key: 'Enter' }, 'cell')).toBeNull();
    // With several cells selected (Shift+arrows), Enter writes the digit into each of them.
    const several = run(on, [{ type: 'select-more', cell: other, toggle: false }]).session;
    const enter = keyAction(several, { key: 'Enter' }, 'cell');
    expect(enter).toEqual({ type: 'digit', digit, note: false });
    const both = run(several, enter ? [enter] : []).session.game;
    expect([both?.values[cell], both?.values[other]]).toEqual([digit, digit]);
  });

  it('highlights the picked digit: the cells holding it and the notes that do', () => {
    const noted = run(playing(g, { mode: 'corner', selected: cell }), [
      { type: 'digit', digit, note: true },
      { type: 'digit-first' },
      { type: 'pick', digit },
    ]).session;
    const x = noted.game ?? g;
    const flags = highlights(9, x.values, 0, new Set(), null, noted.picked, [x.notes]);
    expect(flags[cell] & NOTE).toBe(NOTE);
    const holding = x.values.indexOf(digit);
    expect(holding).toBeGreaterThanOrEqual(0);
    expect(flags[holding] & SAME).toBe(SAME);
    expect(flags[holding] & NOTE).toBe(0);
    // Without a pick, the selected cell's digit is the one, in any layer looked at.
    const centre = x.values.map((_, c) => (c === other ? bit(digit) : 0));
    const bySelection = highlights(9, x.values, holding, new Set(), null, 0, [x.notes, centre]);
    expect(bySelection[other] & NOTE).toBe(NOTE);
    expect(highlights(9, x.values, holding, new Set(), null, 0, [])[cell] & NOTE).toBe(0);
  });
});

describe('a long press on a cell', () => {
  it('selects it and switches to corner marks in normal mode; in a marking mode it is a drag', () => {
    const once = run(playing(g, { selected: 0 }), [{ type: 'long-press', cell }]).session;
    expect([once.selected, once.mode, once.announcement]).toEqual([cell, 'corner', 'Corner mode']);
    // In corner, centre or colour mode the held finger starts a drag: nothing changes.
    const held = (x: typeof once) => [x.selected, x.selection, x.mode, x.game];
    expect(held(run(once, [{ type: 'long-press', cell: 0 }]).session)).toEqual(held(once));
    expect(run(playing(g), [{ type: 'long-press', cell: 81 }]).session.mode).toBe('normal');
    const centre = playing(g, { mode: 'centre', selected: 0, selection: [0, 1, 2] });
    expect(held(run(centre, [{ type: 'long-press', cell }]).session)).toEqual(held(centre));
    // The page hides the notes controls (hide="notes"): a long press only selects.
    const hidden = playing(g, { config: config({ start: 'game', api: 'off', hide: 'notes' }) });
    const pressed = run(hidden, [{ type: 'long-press', cell }]).session;
    expect([pressed.selected, pressed.mode]).toEqual([cell, 'normal']);
  });
});

describe('Auto notes as a mode', () => {
  it('fills and keeps notes live when pressed, and lets them be when pressed again', () => {
    const on = run(playing(g), [{ type: 'auto-notes' }]);
    expect(on.session.game?.live).toBe(true);
    expect(changes(on.effects)).toEqual(['auto-notes']);
    const off = run(on.session, [{ type: 'auto-notes' }]);
    expect(off.session.game?.live).toBe(false);
    expect(off.session.game?.notes).toEqual(on.session.game?.notes);
    expect(off.session.game?.history).toBe(on.session.game?.history);
    expect(off.session.announcement).toBe('Notes no longer follow the digits');
    expect(changes(off.effects)).toEqual([]);
  });
});
